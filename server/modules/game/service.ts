import type {
  CatalogueListQuery,
  Game,
  GameCollection,
  GameFeature,
  GameProvider,
  GameSearchQuery,
  GamesQuery,
  PageOnlyQuery,
  RecentSearch,
} from "../../../contracts/game.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import type { Db } from "../../db/client.ts";
import type { Cache } from "../../platform/cache.ts";
import { AppError } from "../../platform/errors.ts";
import {
  deleteFavorite,
  deleteRecentSearches,
  insertFavorite,
  insertRecentSearch,
  searchGames,
  selectCollections,
  selectFavoriteGames,
  selectFeatures,
  selectGameId,
  selectGames,
  selectPlayedGames,
  selectProviders,
  selectRecentSearches,
  selectVisibleGame,
  selectVisibleGameId,
  upsertPlay,
  type Page,
} from "./store.ts";

/** Public catalogue reads are cached this long per query and country. */
export const CATALOGUE_CACHE_TTL_MS = 30_000;

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export interface GameCatalogue {
  listGames(query: GamesQuery, country: string): Promise<Paged<Game>>;
  /** A game the country may see, by id or identity; 404 otherwise (hidden, blocked, unknown). */
  getGame(idOrIdentity: string, country: string): Promise<Game>;
  search(query: GameSearchQuery, country: string, playerId?: string): Promise<Paged<Game>>;
  listProviders(query: CatalogueListQuery, country: string): Promise<Paged<GameProvider>>;
  getProvider(idOrIdentity: string, country: string): Promise<GameProvider>;
  listCollections(query: CatalogueListQuery, country: string): Promise<Paged<GameCollection>>;
  listFeatures(country: string): Promise<GameFeature[]>;
  listFavorites(playerId: string, query: PageOnlyQuery, country: string): Promise<Paged<Game>>;
  /** Idempotent; 404 for a game the country may not see. Returns the game's id. */
  addFavorite(playerId: string, idOrIdentity: string, country: string): Promise<number>;
  /** Idempotent; 404 for an unknown game. Returns the game's id. */
  removeFavorite(playerId: string, idOrIdentity: string, country: string): Promise<number>;
  listPlayed(playerId: string, query: PageOnlyQuery, country: string): Promise<Paged<Game>>;
  /** The play endpoint calls this when a player opens a game (real or demo). */
  recordPlay(playerId: string, gameId: number): Promise<void>;
  recentSearches(playerId: string): Promise<RecentSearch[]>;
  forgetSearches(playerId: string, queries?: string[]): Promise<void>;
  /** Forgets every cached catalogue read of this process (after an operator edit). */
  invalidate(): void;
}

export function pageMeta(page: number, perPage: number, totalRows: number): PageMeta {
  return { page, perPage, totalPages: Math.ceil(totalRows / perPage), totalRows };
}

function paged<T>(result: Page<T>, page: number, perPage: number): Paged<T> {
  return { data: result.rows, meta: pageMeta(page, perPage, result.totalRows) };
}

/** "  Sweet   bonanza " → "Sweet bonanza": how a search is stored in the history. */
export function normaliseSearch(text: string): string {
  return text.trim().replaceAll(/\s+/g, " ");
}

/** A cache key independent of the order the query's keys arrived in. */
function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => `${key}:${stableKey(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

export function createGameCatalogue(input: {
  db: Db;
  cache: Cache;
  ttlMs?: number;
}): GameCatalogue {
  const { db, cache } = input;
  const ttl = input.ttlMs ?? CATALOGUE_CACHE_TTL_MS;
  // Bumped by invalidate(): this process stops reading the old entries (they expire). Other
  // processes sharing a Redis cache see an edit within the TTL.
  let generation = "0";
  const cached = <T>(kind: string, country: string, query: unknown, load: () => Promise<T>) =>
    ttl <= 0
      ? load()
      : cache.getOrSet(`game:v1:${generation}:${kind}:${country}:${stableKey(query)}`, ttl, load);

  async function visibleGameId(idOrIdentity: string, country: string): Promise<number> {
    const id = await selectVisibleGameId(db, idOrIdentity, country);
    if (id === undefined) throw AppError.notFound("Game not found");
    return id;
  }

  return {
    listGames: (query, country) =>
      cached("games", country, query, async () =>
        paged(await selectGames(db, query, country), query.page, query.perPage),
      ),

    async getGame(idOrIdentity, country) {
      const game = await cached("game", country, idOrIdentity, async () => {
        return (await selectVisibleGame(db, idOrIdentity, country)) ?? null;
      });
      if (!game) throw AppError.notFound("Game not found");
      return game;
    },

    async search(query, country, playerId) {
      const name = normaliseSearch(query.name);
      const result = await cached("search", country, { ...query, name }, async () =>
        paged(
          await searchGames(db, { name, page: query.page, perPage: query.perPage }, country),
          query.page,
          query.perPage,
        ),
      );
      if (playerId && query.page === 1) await insertRecentSearch(db, playerId, name);
      return result;
    },

    listProviders: (query, country) =>
      cached("providers", country, query, async () =>
        paged(await selectProviders(db, query, country), query.page, query.perPage),
      ),

    async getProvider(idOrIdentity, country) {
      const provider = await cached("provider", country, idOrIdentity, async () => {
        const page = await selectProviders(db, { page: 1, perPage: 1, idOrIdentity }, country);
        return page.rows[0] ?? null;
      });
      if (!provider) throw AppError.notFound("Provider not found");
      return provider;
    },

    listCollections: (query, country) =>
      cached("collections", country, query, async () =>
        paged(await selectCollections(db, query, country), query.page, query.perPage),
      ),

    listFeatures: (country) => cached("features", country, null, () => selectFeatures(db, country)),

    async listFavorites(playerId, query, country) {
      return paged(
        await selectFavoriteGames(db, playerId, query, country),
        query.page,
        query.perPage,
      );
    },

    async addFavorite(playerId, idOrIdentity, country) {
      const gameId = await visibleGameId(idOrIdentity, country);
      await insertFavorite(db, playerId, gameId);
      return gameId;
    },

    async removeFavorite(playerId, idOrIdentity, country) {
      // A game hidden since it was favourited can still be removed.
      const gameId =
        (await selectVisibleGameId(db, idOrIdentity, country)) ??
        (await selectGameId(db, idOrIdentity));
      if (gameId === undefined) throw AppError.notFound("Game not found");
      await deleteFavorite(db, playerId, gameId);
      return gameId;
    },

    async listPlayed(playerId, query, country) {
      return paged(
        await selectPlayedGames(db, playerId, query, country),
        query.page,
        query.perPage,
      );
    },

    async recordPlay(playerId, gameId) {
      await db.transaction((tx) => upsertPlay(tx, playerId, gameId));
    },

    recentSearches: (playerId) => selectRecentSearches(db, playerId),

    async forgetSearches(playerId, queries) {
      await deleteRecentSearches(db, playerId, queries?.map(normaliseSearch));
    },

    invalidate() {
      generation = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    },
  };
}
