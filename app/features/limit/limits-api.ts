import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { channels } from "../../../contracts/events.ts";
import {
  limitSchema,
  type CreateLimit,
  type LimitsMessage,
  type UpdateLimit,
} from "../../../contracts/limit.ts";
import { constantsSchema } from "../../../contracts/settings.ts";
import { apiClient } from "../../lib/api.ts";
import { usePlayerState } from "../../lib/player-state.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { useSessionState } from "../../lib/session-state.ts";

/**
 * The player's responsible-gaming limits (SPEC §7 /api/player/limits): one query, the three
 * changes, and the `player:limits` channel that replaces the list whenever the server changes it
 * (a pending increase applying after 24 hours included).
 */

export const limitQueryKeys = {
  limits: (playerId: string) => ["player", "limits", playerId] as const,
};

const limitsSchema = z.array(limitSchema);

function usePlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

export function useLimits() {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  useRealtimeChannel<LimitsMessage>(
    playerId ? channels.playerLimits(playerId) : null,
    (message) => {
      if (playerId && message.event === "limits.updated") {
        queryClient.setQueryData(limitQueryKeys.limits(playerId), message.data);
      }
    },
  );
  return useQuery({
    queryKey: limitQueryKeys.limits(playerId ?? "guest"),
    enabled: playerId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/player/limits", {
        signal,
        schema: limitsSchema,
      });
      return data;
    },
  });
}

/** After a change the list is what the server says now. */
function useRefreshLimits() {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: limitQueryKeys.limits(playerId ?? "guest") });
}

export function useCreateLimit() {
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: async (body: CreateLimit) => {
      const { data } = await apiClient.request("POST", "/api/player/limits", {
        body,
        schema: limitsSchema,
      });
      return data;
    },
    onSuccess: refresh,
  });
}

export function useUpdateLimit() {
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateLimit & { id: string }) => {
      const { data } = await apiClient.request(
        "PUT",
        `/api/player/limits/${encodeURIComponent(id)}`,
        {
          body,
          schema: limitSchema,
        },
      );
      return data;
    },
    onSuccess: refresh,
  });
}

export function useRemoveLimit() {
  const refresh = useRefreshLimits();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await apiClient.request(
        "DELETE",
        `/api/player/limits/${encodeURIComponent(id)}`,
        { schema: limitSchema },
      );
      return data;
    },
    onSuccess: refresh,
  });
}

/** Reloads the limits (SPEC §8: a deposit refused with 13100 reloads them). */
export function useReloadLimits(): () => void {
  const refresh = useRefreshLimits();
  return () => void refresh();
}

/** The exclusion options of the settings constants (SPEC §9: values come from there). */
export function useExclusionPeriods(definition: 4 | 5) {
  return useQuery({
    queryKey: ["settings", "constants"],
    staleTime: 15 * 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/constants", {
        signal,
        schema: constantsSchema,
      });
      return data;
    },
    select: (constants) =>
      definition === 4 ? constants.limit.selfExclusionPeriods : constants.limit.coolingOffPeriods,
  });
}
