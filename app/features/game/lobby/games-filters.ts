import type { QueryValue } from "../../../lib/api-client.ts";
import type { GameSortField } from "../../../../contracts/game.ts";

/**
 * What the games list shows, read from and written to the address (SPEC §2 /games,
 * /games/{params}). The address rule:
 *
 * - `/games` lists every game; `/games/{collection}` narrows it to one collection and
 *   `/games/{collection}/{provider}` to one provider's games in that collection. Segments are
 *   identities (`/games/slots/neon-reels`). More than two segments, or a segment that is not an
 *   identity, is not a page (404); so is an identity the catalogue does not know.
 * - `/games/providers` and `/games/providers/{provider}` are pages of their own, so no
 *   collection can be called `providers`.
 * - The query adds to the path: `collections`, `providers` and `features` are comma lists of
 *   identities (`?providers=neon-reels,lucky-forge&features=free-spins`), `sort` one of
 *   SORT_KEYS. Collections and providers match any of the listed ones (path segment
 *   included), features all of them. Values that are not identities are dropped.
 */

/** The games API's page size, a multiple of every grid width (2, 3, 4 and 6 columns). */
export const GAMES_PER_PAGE = 24;

/** Most identities one list takes (the API's own limit). */
const MAX_LIST = 50;

const IDENTITY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export function isIdentity(value: string): boolean {
  return IDENTITY.test(value);
}

/** How the list is ordered, as a player names it. */
export const SORT_KEYS = ["featured", "popular", "new", "a-z", "z-a"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "featured";

const SORTS: Record<SortKey, { sortBy: GameSortField; sortOrder?: "asc" | "desc" }> = {
  featured: { sortBy: "position" },
  popular: { sortBy: "popularity" },
  new: { sortBy: "createdAt" },
  "a-z": { sortBy: "name" },
  "z-a": { sortBy: "name", sortOrder: "desc" },
};

export function isSortKey(value: string | null | undefined): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? "");
}

/** The path part of /games/{params}: at most a collection and a provider. */
export interface GamesPathParams {
  collection: string | null;
  provider: string | null;
}

/**
 * Reads the splat after /games/: "" → nothing, "slots" → a collection, "slots/neon-reels" → a
 * collection and a provider. Null when it is not a games address (too many segments, or a
 * segment that is not an identity).
 */
export function parseGamesSegments(splat: string | undefined): GamesPathParams | null {
  const segments = (splat ?? "").split("/").filter((segment) => segment !== "");
  if (segments.length > 2) return null;
  if (!segments.every(isIdentity)) return null;
  return { collection: segments[0] ?? null, provider: segments[1] ?? null };
}

/** Every filter of the list: the path's segments already folded into the lists. */
export interface LobbyFilters {
  collections: string[];
  providers: string[];
  features: string[];
  sort: SortKey;
}

export const NO_FILTERS: LobbyFilters = Object.freeze({
  collections: [],
  providers: [],
  features: [],
  sort: DEFAULT_SORT,
}) as LobbyFilters;

function unique(values: readonly string[]): string[] {
  return [...new Set(values)].slice(0, MAX_LIST);
}

/** A comma list (repeated keys too) of identities; anything else is dropped. */
export function readIdentityList(params: URLSearchParams, key: string): string[] {
  return unique(
    params
      .getAll(key)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter(isIdentity),
  );
}

/** The filters of an address: path segments first, then the query's lists. */
export function readLobbyFilters(
  path: GamesPathParams,
  search: string | URLSearchParams,
): LobbyFilters {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const sort = params.get("sort");
  return {
    collections: unique([
      ...(path.collection ? [path.collection] : []),
      ...readIdentityList(params, "collections"),
    ]),
    providers: unique([
      ...(path.provider ? [path.provider] : []),
      ...readIdentityList(params, "providers"),
    ]),
    features: readIdentityList(params, "features"),
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
  };
}

/** The query of GET /api/game/games for one page of the list. */
export function gamesApiQuery(
  filters: LobbyFilters,
  page: number,
  perPage = GAMES_PER_PAGE,
): Record<string, QueryValue> {
  const sort = SORTS[filters.sort];
  return {
    collectionId: filters.collections.length > 0 ? filters.collections : undefined,
    providerId: filters.providers.length > 0 ? filters.providers : undefined,
    features: filters.features.length > 0 ? filters.features : undefined,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    page,
    perPage,
  };
}

/** How many filters narrow the list beyond the path (the filter button's badge). */
export function activeFilterCount(filters: LobbyFilters): number {
  return filters.collections.length + filters.providers.length + filters.features.length;
}

/**
 * The address of a filtered list. A single collection (and with it at most one provider)
 * goes in the path, the way players share it (`/games/slots/neon-reels?sort=new`); everything
 * else goes in the query. Defaults are left out. `keep` carries other query keys along.
 */
export function lobbyHref(filters: LobbyFilters, keep?: URLSearchParams): string {
  const params = new URLSearchParams();
  if (keep) {
    for (const [key, value] of keep) {
      if (!["collections", "providers", "features", "sort"].includes(key)) {
        params.append(key, value);
      }
    }
  }
  let path = "/games";
  let providers = filters.providers;
  if (filters.collections.length === 1) {
    path = `/games/${filters.collections[0]}`;
    if (filters.providers.length === 1) {
      path += `/${filters.providers[0]}`;
      providers = [];
    }
  } else if (filters.collections.length > 1) {
    params.set("collections", filters.collections.join(","));
  }
  if (providers.length > 0) params.set("providers", providers.join(","));
  if (filters.features.length > 0) params.set("features", filters.features.join(","));
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  const query = params.toString();
  // Commas are safe in a query and read better unescaped.
  return query === "" ? path : `${path}?${query.replaceAll("%2C", ",")}`;
}

/** The same filters with one value of one list taken out (a chip's remove link). */
export function withoutFilter(
  filters: LobbyFilters,
  list: "collections" | "providers" | "features",
  value: string,
): LobbyFilters {
  return { ...filters, [list]: filters[list].filter((item) => item !== value) };
}

/**
 * The filters of the page the player is on (a path without its locale segment), for dialogs
 * that start from them: a games list, a provider's page, or nothing elsewhere.
 */
export function lobbyFiltersAt(pathname: string, search: string): LobbyFilters {
  const provider = /^\/games\/providers\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (provider !== undefined) {
    return isIdentity(provider) ? { ...NO_FILTERS, providers: [provider] } : NO_FILTERS;
  }
  if (/^\/games\/providers\/?$/.test(pathname)) return NO_FILTERS;
  const games = /^\/games(?:\/(.*))?$/.exec(pathname);
  if (!games) return NO_FILTERS;
  const path = parseGamesSegments(games[1]);
  return path ? readLobbyFilters(path, search) : NO_FILTERS;
}
