import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import * as z from "zod/mini";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../contracts/events.ts";
import { gameSpinSchema } from "../../../contracts/game.ts";
import { pageMetaSchema } from "../../../contracts/player.ts";
import { apiClient } from "../../lib/api.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { usePlayerId } from "../../lib/money/accounts-api.ts";
import { LIVE_REFRESH_DEBOUNCE_MS } from "./history-bets-api.ts";
import { applySpinCreated, type SpinFilters, type SpinsPage } from "./history-spins-rows.ts";

/** GET /api/game/spins (SPEC §7: page, perPage): the player's finished rounds, kept live. */

export const spinsQueryKeys = {
  spins: (playerId: string) => ["game", "spins", playerId] as const,
  spinList: (playerId: string, filters: SpinFilters) =>
    ["game", "spins", playerId, filters] as const,
};

export function useGameSpins(filters: SpinFilters) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: spinsQueryKeys.spinList(playerId ?? "guest", filters),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<SpinsPage> => {
      const { data, meta } = await apiClient.request("GET", "/api/game/spins", {
        signal,
        query: { page: filters.page, perPage: filters.perPage, accountId: filters.accountId },
        schema: z.array(gameSpinSchema),
      });
      return { data, meta: pageMetaSchema.parse(meta) };
    },
  });
}

/** The spin of a `game.spin.created` (`{ event, spin }`, or the spin's fields spread). */
export function spinOfMessage(message: RealtimeMessage) {
  if (message.event !== RealtimeEvent.GAME_SPIN_CREATED) return null;
  const entity = "spin" in message && typeof message.spin === "object" ? message.spin : message;
  const parsed = gameSpinSchema.safeParse(entity);
  return parsed.success ? parsed.data : null;
}

/** While the spins tab is on screen: a finished round goes on top, then the list reloads. */
export function useLiveGameSpins(): void {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(playerId ? channels.gameSpins(playerId) : null, (message) => {
    const spin = spinOfMessage(message);
    if (!spin || playerId === null) return;
    for (const [key, page] of queryClient.getQueriesData<SpinsPage>({
      queryKey: spinsQueryKeys.spins(playerId),
    })) {
      const filters = key[3] as SpinFilters | undefined;
      if (page && filters) queryClient.setQueryData(key, applySpinCreated(page, spin, filters));
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: spinsQueryKeys.spins(playerId) });
    }, LIVE_REFRESH_DEBOUNCE_MS);
  });
}
