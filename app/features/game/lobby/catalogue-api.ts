import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import {
  gameCollectionSchema,
  gameProviderSchema,
  gameSchema,
  gameWinnerSchema,
  recentSearchSchema,
  type Game,
  type GameCollection,
  type GameProvider,
} from "../../../../contracts/game.ts";
import { apiClient, anonymousApiClient } from "../../../lib/api.ts";
import type { ApiClient, QueryValue } from "../../../lib/api-client.ts";
import { usePlayerState } from "../../../lib/player-state.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import { GAMES_PER_PAGE } from "./games-filters.ts";
import { mergePages, nextPageParam, totalRows, type PageMeta } from "./paging.ts";
import { WINNERS_SHOWN } from "./winners.ts";

/**
 * The game catalogue as the lobby reads it (SPEC §7 Games): collections, providers, features,
 * the games list with filters, search, the player's favourites, recently played games and
 * recent searches. Every response is checked against the schemas of contracts/game.ts.
 */

export const catalogueKeys = {
  all: ["catalogue"] as const,
  collections: ["catalogue", "collections"] as const,
  providers: ["catalogue", "providers"] as const,
  provider: (id: string) => ["catalogue", "provider", id] as const,
  features: ["catalogue", "features"] as const,
  games: (query: Record<string, QueryValue>) => ["catalogue", "games", query] as const,
  search: (name: string) => ["catalogue", "search", name] as const,
  favorites: (playerId: string) => ["catalogue", "favorites", playerId] as const,
  favoriteIds: (playerId: string) => ["catalogue", "favorite-ids", playerId] as const,
  played: (playerId: string) => ["catalogue", "played", playerId] as const,
  recentSearches: (playerId: string) => ["catalogue", "recent-searches", playerId] as const,
  winners: ["catalogue", "winners"] as const,
};

/** Collections, providers and features change with an operator's edit, not by the minute. */
export const CATALOGUE_STALE_MS = 5 * 60_000;
/** Lists the catalogue API pages through, read whole: more than this many pages is a bug. */
const MAX_PAGES = 20;

const gameList = z.array(gameSchema);

export interface GamesPage {
  games: Game[];
  meta: PageMeta | undefined;
}

/** Every page of a paged catalogue list, for lists the app needs whole. */
async function fetchAll<T>(
  fetchPage: (page: number) => Promise<{ data: T[]; meta?: PageMeta }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, meta } = await fetchPage(page);
    items.push(...data);
    if (nextPageParam(meta, page) === undefined) break;
  }
  return items;
}

export function fetchCollections(signal?: AbortSignal): Promise<GameCollection[]> {
  return fetchAll((page) =>
    apiClient.request("GET", "/api/game/collections", {
      signal,
      query: { page, perPage: 200 },
      schema: z.array(gameCollectionSchema),
    }),
  );
}

export function fetchProviders(signal?: AbortSignal): Promise<GameProvider[]> {
  return fetchAll((page) =>
    apiClient.request("GET", "/api/game/providers", {
      signal,
      query: { page, perPage: 200 },
      schema: z.array(gameProviderSchema),
    }),
  );
}

export async function fetchGamesPage(
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
  client: ApiClient = apiClient,
  path = "/api/game/games",
): Promise<GamesPage> {
  const { data, meta } = await client.request("GET", path, { signal, query, schema: gameList });
  return { games: data, meta };
}

/**
 * The visible collections (lobby rows, categories) in display order, named in the page's
 * language: the catalogue's `lobby.collections.<identity>`, else the operator's own name.
 */
export function useCollections() {
  const { t } = useTranslation("layout");
  const select = useCallback(
    (collections: GameCollection[]) =>
      collections.map((collection) => ({
        ...collection,
        name: t(`lobby.collections.${collection.identity}`, { defaultValue: collection.name }),
      })),
    [t],
  );
  return useQuery({
    queryKey: catalogueKeys.collections,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (await fetchCollections(signal))
        .filter((collection) => !collection.isHidden)
        .sort((a, b) => a.position - b.position),
    select,
  });
}

/** The enabled providers with their game counts. */
export function useProviders() {
  return useQuery({
    queryKey: catalogueKeys.providers,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: ({ signal }) => fetchProviders(signal),
  });
}

/** One provider by identity; the error is an ApiError with status 404 for an unknown one. */
export function useProvider(identity: string) {
  return useQuery({
    queryKey: catalogueKeys.provider(identity),
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", `/api/game/providers/${encodeURIComponent(identity)}`, {
          signal,
          schema: gameProviderSchema,
        })
      ).data,
  });
}

/** A few games for a lobby row; fetched once `enabled` (the row came near the screen). */
export function useGamesPreview(query: Record<string, QueryValue>, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.games(query),
    enabled,
    queryFn: ({ signal }) => fetchGamesPage(query, signal),
  });
}

export interface PagedGames {
  games: Game[];
  total: number;
  hasMore: boolean;
  isPending: boolean;
  isError: boolean;
  isFetchingMore: boolean;
  /** The last "more" page failed; pressing Show more tries again. */
  loadMoreFailed: boolean;
  fetchMore: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * A paged games list: page 1 first, then one page per `fetchMore`. `source` says which list
 * (the catalogue with a query, the player's favourites or played games) and keys the cache.
 */
export function usePagedGames(source: {
  key: readonly unknown[];
  path: string;
  query?: Record<string, QueryValue>;
  enabled?: boolean;
}): PagedGames {
  const result = useInfiniteQuery({
    queryKey: source.key,
    enabled: source.enabled ?? true,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      fetchGamesPage(
        { ...source.query, page: pageParam, perPage: GAMES_PER_PAGE },
        signal,
        apiClient,
        source.path,
      ),
    getNextPageParam: (last, pages) => nextPageParam(last.meta, pages.length),
  });
  const pages = result.data?.pages;
  const games = useMemo(() => mergePages((pages ?? []).map((page) => page.games)), [pages]);
  return {
    games,
    total: totalRows(pages?.at(-1)?.meta, games.length),
    hasMore: result.hasNextPage,
    isPending: result.isPending,
    isError: result.isError,
    isFetchingMore: result.isFetchingNextPage,
    loadMoreFailed: result.isFetchNextPageError,
    fetchMore: () => result.fetchNextPage(),
    refetch: () => result.refetch(),
  };
}

/** The signed-in player's id; null for a guest, while the session restores or the profile loads. */
export function usePlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

/**
 * Typo-tolerant search. Results while typing come from an anonymous call, so half-typed words
 * never land in the player's recent searches; `rememberSearch` records the one they chose.
 */
export function useGameSearch(name: string) {
  return useQuery({
    queryKey: catalogueKeys.search(name),
    enabled: name.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      fetchGamesPage(
        { name, page: 1, perPage: 20 },
        signal,
        anonymousApiClient,
        "/api/game/games/search",
      ),
  });
}

/** Keeps `name` in the signed-in player's recent searches (a first-page search does). */
export async function rememberSearch(queryClient: QueryClient, playerId: string, name: string) {
  await apiClient.request("GET", "/api/game/games/search", {
    query: { name, page: 1, perPage: 1 },
  });
  await queryClient.invalidateQueries({ queryKey: catalogueKeys.recentSearches(playerId) });
}

export function useRecentSearches(playerId: string | null) {
  return useQuery({
    queryKey: catalogueKeys.recentSearches(playerId ?? "guest"),
    enabled: playerId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", "/api/game/search/recent", {
          signal,
          schema: z.array(recentSearchSchema),
        })
      ).data,
  });
}

/** DELETE /api/game/search/recent: the given queries, or every one without them. */
export function useForgetSearches(playerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (queries?: string[]) => {
      await apiClient.request("DELETE", "/api/game/search/recent", {
        body: queries ? { queries } : {},
      });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: catalogueKeys.recentSearches(playerId ?? "guest"),
      }),
  });
}

/** Ids of every favourite of the player, to draw the hearts. */
export function useFavoriteIds(): ReadonlySet<number> {
  const playerId = usePlayerId();
  const { data } = useQuery({
    queryKey: catalogueKeys.favoriteIds(playerId ?? "guest"),
    enabled: playerId !== null,
    queryFn: async ({ signal }) =>
      (
        await fetchAll((page) =>
          apiClient.request("GET", "/api/game/games/favorites", {
            signal,
            query: { page, perPage: 100 },
            schema: gameList,
          }),
        )
      ).map((game) => game.id),
  });
  return playerId === null || !data ? NO_IDS : idSet(data);
}

const NO_IDS: ReadonlySet<number> = new Set();
const idSets = new WeakMap<readonly number[], ReadonlySet<number>>();

/** One set per cached list, however many hearts read it. */
function idSet(ids: readonly number[]): ReadonlySet<number> {
  let set = idSets.get(ids);
  if (!set) {
    set = new Set(ids);
    idSets.set(ids, set);
  }
  return set;
}

/**
 * POST or DELETE /api/game/games/{id}/favorite. The heart turns at once; a failure turns it
 * back. The favourites page refetches afterwards.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const playerId = usePlayerId();
  return useMutation({
    mutationFn: async ({ game, favorite }: { game: Game; favorite: boolean }) => {
      await apiClient.request(favorite ? "POST" : "DELETE", `/api/game/games/${game.id}/favorite`);
    },
    onMutate: async ({ game, favorite }) => {
      if (playerId === null) return { previous: undefined };
      const key = catalogueKeys.favoriteIds(playerId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<number[]>(key);
      const without = (previous ?? []).filter((id) => id !== game.id);
      queryClient.setQueryData<number[]>(key, favorite ? [game.id, ...without] : without);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (playerId === null || !context) return;
      queryClient.setQueryData(catalogueKeys.favoriteIds(playerId), context.previous);
    },
    onSettled: async () => {
      if (playerId === null) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.favoriteIds(playerId) }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.favorites(playerId) }),
      ]);
    },
  });
}

/** Recent big wins (GET /api/game/spins/winners), newest first. */
export function useRecentWinners() {
  return useQuery({
    queryKey: catalogueKeys.winners,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", "/api/game/spins/winners", {
          signal,
          query: { perPage: WINNERS_SHOWN },
          schema: z.array(gameWinnerSchema),
        })
      ).data,
  });
}
