import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import {
  gameSchema,
  playGameResponse,
  type Game,
  type PlayGame,
  type PlayGameBody,
} from "../../../../contracts/game.ts";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { usePlayerState } from "../../../lib/player-state.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import type { PlayMode } from "./play-mode.ts";

/**
 * The calls of the game page (SPEC §7 Games): one game by id or identity, the play launch and
 * the favourite toggle, as TanStack hooks.
 */

/** SPEC §8, verbatim: what a failed game-info fetch logs. */
export const GAME_INFO_FETCH_FAILED = "Something went wrong with game info fetching!";

export const gamePlayQueryKeys = {
  info: (idOrIdentity: string) => ["game", "info", idOrIdentity] as const,
  launch: (input: LaunchKey) => ["game", "launch", input] as const,
  favorites: (playerId: string) => ["game", "favorites", "ids", playerId] as const,
};

const playGameData = playGameResponse.shape.data;

/** GET /api/game/games/{idOrIdentity}; a failure is logged (SPEC §8) and left to the caller. */
export async function fetchGameInfo(idOrIdentity: string, signal?: AbortSignal): Promise<Game> {
  try {
    const { data } = await apiClient.request(
      "GET",
      `/api/game/games/${encodeURIComponent(idOrIdentity)}`,
      { signal, schema: gameSchema },
    );
    return data;
  } catch (error) {
    if (!(isApiError(error) && error.reason === "aborted")) console.error(GAME_INFO_FETCH_FAILED);
    throw error;
  }
}

/** One game; disabled for null (a modal with no particular game). */
export function useGameInfo(idOrIdentity: string | null) {
  return useQuery({
    queryKey: gamePlayQueryKeys.info(idOrIdentity ?? ""),
    enabled: idOrIdentity !== null,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchGameInfo(idOrIdentity ?? "", signal),
  });
}

/** True when the failure means the game does not exist for this visitor (unknown, hidden, blocked). */
export function isGameMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

export interface LaunchKey {
  gameId: number;
  mode: PlayMode;
  /** The account played from; null in demo. A switch of account launches again. */
  accountId: string | null;
  /** Changes to launch again (the player's "Try again"). */
  attempt: number;
}

export type LaunchContext = Omit<PlayGameBody, "demoMode" | "accountId">;

/** POST /api/game/games/{id}/play (ARCHITECTURE "Reference shapes": Play). */
export async function launchGame(
  key: LaunchKey,
  context: LaunchContext,
  signal?: AbortSignal,
): Promise<PlayGame> {
  const body: PlayGameBody = {
    ...context,
    demoMode: key.mode === "demo",
    ...(key.mode === "real" && key.accountId ? { accountId: key.accountId } : {}),
  };
  const { data } = await apiClient.request("POST", `/api/game/games/${key.gameId}/play`, {
    body,
    signal,
    schema: playGameData,
  });
  return data;
}

/**
 * The launch of one game in one mode, as a query so a remount (or React's strict mode) does not
 * launch twice; a new key (mode, account, attempt) launches again. Never refetched by itself: a
 * launch token is good for the whole visit.
 */
export function useGameLaunch(key: LaunchKey | null, context: () => LaunchContext) {
  return useQuery({
    queryKey: gamePlayQueryKeys.launch(
      key ?? { gameId: 0, mode: "demo", accountId: null, attempt: 0 },
    ),
    enabled: key !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: ({ signal }) => {
      if (key === null) throw new Error("No game to launch");
      return launchGame(key, context(), signal);
    },
  });
}

/** The signed-in player's id, null for a guest or while the profile loads. */
export function usePlayingPlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

const FAVORITES_PAGE = 100;

/** Whether the game is one of the player's favourites, and the toggle (POST/DELETE …/favorite). */
export function useFavoriteGame(gameId: number | null) {
  const playerId = usePlayingPlayerId();
  const queryClient = useQueryClient();
  const favorites = useQuery({
    queryKey: gamePlayQueryKeys.favorites(playerId ?? "guest"),
    enabled: playerId !== null && gameId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/game/games/favorites", {
        signal,
        query: { page: 1, perPage: FAVORITES_PAGE },
        schema: z.array(z.pick(gameSchema, { id: true })),
      });
      return data.map((game) => game.id);
    },
  });
  const toggle = useMutation({
    mutationFn: async (favorite: boolean) => {
      if (gameId === null) throw new Error("No game");
      const { data } = await apiClient.request(
        favorite ? "POST" : "DELETE",
        `/api/game/games/${gameId}/favorite`,
        { schema: z.object({ gameId: z.number(), isFavorite: z.boolean() }) },
      );
      return data;
    },
    onSuccess: (result) => {
      if (playerId === null) return;
      queryClient.setQueryData<number[]>(gamePlayQueryKeys.favorites(playerId), (ids = []) =>
        result.isFavorite
          ? [result.gameId, ...ids.filter((id) => id !== result.gameId)]
          : ids.filter((id) => id !== result.gameId),
      );
      // Lists of favourites elsewhere (the favourites page, lobby hearts) load again.
      void queryClient.invalidateQueries({
        queryKey: ["game", "favorites"],
        predicate: (query) => query.queryKey[2] !== "ids",
      });
    },
  });
  const isFavorite =
    gameId !== null && (toggle.isPending ? toggle.variables : favorites.data?.includes(gameId));
  return {
    available: playerId !== null,
    isFavorite: isFavorite === true,
    pending: toggle.isPending || favorites.isPending,
    toggle: () => toggle.mutate(!isFavorite),
    error: toggle.isError,
  };
}
