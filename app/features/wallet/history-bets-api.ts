import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import * as z from "zod/mini";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../contracts/events.ts";
import { gameBetSchema } from "../../../contracts/game.ts";
import { pageMetaSchema } from "../../../contracts/player.ts";
import { apiClient } from "../../lib/api.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { usePlayerId } from "../../lib/money/accounts-api.ts";
import { applyBetUpdate, type BetFilters, type BetsPage } from "./history-bets-rows.ts";

/** GET /api/game/bets (SPEC §7: page, perPage, isSettled default true), kept live. */

export const historyQueryKeys = {
  bets: (playerId: string) => ["game", "bets", playerId] as const,
  betList: (playerId: string, filters: BetFilters) => ["game", "bets", playerId, filters] as const,
};

/** SPEC §4: list refreshes after live updates wait this long for the burst to end. */
export const LIVE_REFRESH_DEBOUNCE_MS = 500;

export function useGameBets(filters: BetFilters) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: historyQueryKeys.betList(playerId ?? "guest", filters),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<BetsPage> => {
      const { data, meta } = await apiClient.request("GET", "/api/game/bets", {
        signal,
        query: {
          page: filters.page,
          perPage: filters.perPage,
          isSettled: filters.isSettled,
          accountId: filters.accountId,
        },
        schema: z.array(gameBetSchema),
      });
      return { data, meta: pageMetaSchema.parse(meta) };
    },
  });
}

/** The bet of a `game.bet.updated` (`{ event, bet }`, or the bet's fields spread). */
export function betOfMessage(message: RealtimeMessage) {
  if (message.event !== RealtimeEvent.GAME_BET_UPDATED) return null;
  const entity = "bet" in message && typeof message.bet === "object" ? message.bet : message;
  const parsed = gameBetSchema.safeParse(entity);
  return parsed.success ? parsed.data : null;
}

/**
 * While the bets tab is on screen: every `game.bet.updated` of game:bets#{playerId} changes the
 * rows at once and the lists are fetched again after the burst.
 */
export function useLiveGameBets(): void {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useRealtimeChannel(playerId ? channels.gameBets(playerId) : null, (message) => {
    const bet = betOfMessage(message);
    if (!bet || playerId === null) return;
    for (const [key, page] of queryClient.getQueriesData<BetsPage>({
      queryKey: historyQueryKeys.bets(playerId),
    })) {
      const filters = key[3] as BetFilters | undefined;
      if (page && filters) queryClient.setQueryData(key, applyBetUpdate(page, bet, filters));
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: historyQueryKeys.bets(playerId) });
    }, LIVE_REFRESH_DEBOUNCE_MS);
  });
}
