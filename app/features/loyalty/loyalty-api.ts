import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  levelsResponse,
  loyaltyAccountResponse,
  pointEntrySchema,
  rakebackClaimResponse,
} from "../../../contracts/loyalty.ts";
import { apiClient } from "../../lib/api.ts";
import { usePlayerState } from "../../lib/player-state.ts";
import { useSessionState } from "../../lib/session-state.ts";

/**
 * Loyalty (SPEC §7 GET /api/retention/account and /levels): the player's points and level, the
 * levels table, the points history and rakeback claims. account.level.updated writes into the
 * account's cache (loyalty-realtime.tsx).
 */

export const loyaltyQueryKeys = {
  account: (playerId: string) => ["retention", "account", playerId] as const,
  levels: () => ["retention", "levels"] as const,
  history: (playerId: string, page: number) => ["retention", "history", playerId, page] as const,
};

export function useLoyaltyPlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

export function useLoyaltyAccount() {
  const playerId = useLoyaltyPlayerId();
  return useQuery({
    queryKey: loyaltyQueryKeys.account(playerId ?? "guest"),
    enabled: playerId !== null,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/retention/account", {
        signal,
        schema: loyaltyAccountResponse.shape.data,
      });
      return data;
    },
  });
}

export function useLevels() {
  return useQuery({
    queryKey: loyaltyQueryKeys.levels(),
    staleTime: 15 * 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/retention/levels", {
        signal,
        schema: levelsResponse.shape.data,
      });
      return data;
    },
  });
}

export const POINT_HISTORY_PAGE_SIZE = 20;

export function usePointHistory(page: number) {
  const playerId = useLoyaltyPlayerId();
  return useQuery({
    queryKey: loyaltyQueryKeys.history(playerId ?? "guest", page),
    enabled: playerId !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const response = await apiClient.request("GET", "/api/retention/account/history", {
        signal,
        query: { page, perPage: POINT_HISTORY_PAGE_SIZE },
        schema: z.array(pointEntrySchema),
      });
      return { data: response.data, totalPages: response.meta?.totalPages ?? 1 };
    },
  });
}

export function useClaimRakeback() {
  const playerId = useLoyaltyPlayerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (currency: string) => {
      const { data } = await apiClient.request("POST", "/api/retention/rakeback/claim", {
        body: { currency },
        schema: rakebackClaimResponse.shape.data,
      });
      return data;
    },
    onSuccess: () => {
      if (playerId) {
        void queryClient.invalidateQueries({ queryKey: loyaltyQueryKeys.account(playerId) });
      }
    },
  });
}
