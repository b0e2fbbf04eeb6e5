import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import {
  SPORTSBOOK_API_PREFIX,
  SPORTSBOOK_GAME,
  betResponse,
  betsResponse,
  cashOutQuoteResponse,
  cashOutResponse,
  sessionResponse,
  type PlaceBetBody,
  type SportBet,
} from "../../../../contracts/sportsbook.ts";
import { pageMetaSchema } from "../../../../contracts/player.ts";
import { useBookLaunchState } from "../session/book-token.ts";
import { callBook } from "./book-client.ts";

/** The player's calls to the book (sportsbook/README.md "Endpoints"), with the launch token. */

export const betKeys = {
  all: () => ["sportsbook", "bets"] as const,
  session: (token: string) => ["sportsbook", "session", token] as const,
  list: (status: "open" | "settled", page: number) =>
    ["sportsbook", "bets", "list", status, page] as const,
};

/** Currency, balance, stake limits and slip rules of the launched book; null for a guest. */
export function useBookSession() {
  const launch = useBookLaunchState(SPORTSBOOK_GAME);
  return useQuery({
    queryKey: betKeys.session(launch?.token ?? ""),
    enabled: launch !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await callBook("GET", `${SPORTSBOOK_API_PREFIX}/session`, {
          signal,
          schema: sessionResponse.shape.data,
        })
      ).data,
  });
}

export async function placeBet(body: PlaceBetBody): Promise<SportBet> {
  const { data } = await callBook("POST", `${SPORTSBOOK_API_PREFIX}/bets`, {
    body,
    schema: betResponse.shape.data,
  });
  return data;
}

export async function fetchBet(id: string, signal?: AbortSignal): Promise<SportBet> {
  const { data } = await callBook("GET", `${SPORTSBOOK_API_PREFIX}/bets/${id}`, {
    signal,
    schema: betResponse.shape.data,
  });
  return data;
}

export const BETS_PER_PAGE = 20;

export function useMyBets(status: "open" | "settled", page: number) {
  const launch = useBookLaunchState(SPORTSBOOK_GAME);
  return useQuery({
    queryKey: betKeys.list(status, page),
    enabled: launch !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, meta } = await callBook("GET", `${SPORTSBOOK_API_PREFIX}/bets`, {
        signal,
        query: { status, page, perPage: BETS_PER_PAGE },
        schema: betsResponse.shape.data,
      });
      return { data, meta: pageMetaSchema.parse(meta) };
    },
  });
}

export async function quoteCashOut(betId: string) {
  const { data } = await callBook("POST", `${SPORTSBOOK_API_PREFIX}/bets/${betId}/cashout/quote`, {
    schema: cashOutQuoteResponse.shape.data,
  });
  return data;
}

export async function cashOut(betId: string, quoteId: string, amount?: string) {
  const { data } = await callBook("POST", `${SPORTSBOOK_API_PREFIX}/bets/${betId}/cashout`, {
    body: amount === undefined ? { quoteId } : { quoteId, amount },
    schema: cashOutResponse.shape.data,
  });
  return data;
}

/** A bet changed (placed, accepted, refused, settled, cashed out): its row at once, lists again. */
export function useBetChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (bet: SportBet) => {
      for (const [key, page] of queryClient.getQueriesData<{ data: SportBet[] }>({
        queryKey: [...betKeys.all(), "list"],
      })) {
        if (!page || !page.data.some((row) => row.id === bet.id)) continue;
        queryClient.setQueryData(key, {
          ...page,
          data: page.data.map((row) => (row.id === bet.id ? bet : row)),
        });
      }
      void queryClient.invalidateQueries({ queryKey: betKeys.all() });
      void queryClient.invalidateQueries({ queryKey: ["sportsbook", "session"] });
    },
    [queryClient],
  );
}
