import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { playGameResponse, type PlayGameBody } from "../../../../contracts/game.ts";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { onAccountChanged, usePlayer } from "../../../lib/player-state.ts";
import {
  getBookLaunch,
  provideRelaunch,
  setBookLaunch,
  useBookLaunchState,
  type BookLaunch,
} from "./book-token.ts";

/** SPEC §8: what a failed token fetch logs (the token stays as it was). */
export const BOOK_TOKEN_FAILED = "Sportsbook token could not be fetched";

export const launchQueryKeys = {
  all: (game: string) => ["sportsbook", "launch", game] as const,
  one: (game: string, playerId: string, accountId: string) =>
    ["sportsbook", "launch", game, playerId, accountId] as const,
};

const playData = playGameResponse.shape.data;

/**
 * The book's token for the signed-in player (SPEC §6: guests get none): POST
 * /api/game/games/{game}/play from the active account, again on the account-changed event
 * (SPEC §4), after a 401 of the book, and when the player switches account. A failure is logged
 * and the token kept (SPEC §8).
 */
export function useBookLaunch(game: string, body: () => Omit<PlayGameBody, "accountId">) {
  const player = usePlayer();
  const queryClient = useQueryClient();
  const playerId = player.status === "player" ? (player.profile?.id ?? null) : null;
  const accountId = player.activeAccount?.id ?? null;
  const bodyRef = useRef(body);
  useEffect(() => {
    bodyRef.current = body;
  });
  const key =
    playerId && accountId
      ? launchQueryKeys.one(game, playerId, accountId)
      : launchQueryKeys.all(game);

  const launch = useQuery({
    queryKey: key,
    enabled: playerId !== null && accountId !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: async ({ signal }): Promise<BookLaunch> => {
      try {
        const { data } = await apiClient.request("POST", `/api/game/games/${game}/play`, {
          body: { ...bodyRef.current(), ...(accountId ? { accountId } : {}) },
          signal,
          schema: playData,
        });
        return { token: data.token, currency: data.currency };
      } catch (error) {
        if (!(isApiError(error) && error.reason === "aborted"))
          console.error(BOOK_TOKEN_FAILED, error);
        throw error;
      }
    },
  });

  useEffect(() => {
    if (launch.data) setBookLaunch(game, launch.data);
  }, [game, launch.data]);

  useEffect(() => {
    if (player.status === "guest" && !player.restoring) setBookLaunch(game, null);
  }, [game, player.status, player.restoring]);

  useEffect(
    () =>
      onAccountChanged(() => {
        void queryClient.invalidateQueries({ queryKey: launchQueryKeys.all(game) });
      }),
    [game, queryClient],
  );

  useEffect(() => {
    if (playerId === null || accountId === null) {
      provideRelaunch(game, null);
      return;
    }
    const exact = launchQueryKeys.one(game, playerId, accountId);
    provideRelaunch(game, async () => {
      const before = getBookLaunch(game)?.token;
      await queryClient.refetchQueries({ queryKey: exact, exact: true });
      const after = queryClient.getQueryData<BookLaunch>(exact);
      // A failed launch leaves the old token, which cannot fix a 401.
      if (!after || after.token === before) return null;
      setBookLaunch(game, after);
      return after;
    });
    return () => provideRelaunch(game, null);
  }, [game, playerId, accountId, queryClient]);

  const state = useBookLaunchState(game);
  return {
    launch: state,
    /** The player is signed in but the book has no token yet (or launching failed at first). */
    launching: playerId !== null && state === null && !launch.isError,
    failed: launch.isError && state === null,
    isPlayer: playerId !== null,
    restoring: player.restoring,
  };
}
