import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  ne,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type {
  Game,
  GameCollection,
  GameFeature,
  GameImages,
  GamePlatform,
  GameProvider,
  GamesQuery,
  GameVolatility,
  RecentSearch,
} from "../../../contracts/game.ts";
import { RECENT_SEARCHES_KEPT } from "../../../contracts/game.ts";
import { SPORTSBOOK_GAME_TYPE, SPORTSBOOK_PROVIDERS } from "./sportsbook-catalogue.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  gameCollectionItems,
  gameCollections,
  gameFavorites,
  gamePlays,
  gameProviders,
  games,
  gameSearchHistory,
} from "../../db/schema.ts";

/** A page of rows and the total the filters match. */
export interface Page<T> {
  rows: T[];
  totalRows: number;
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** `true` when `value` is in a text[] column. */
function blockedFor(column: AnyColumn, country: string): SQL {
  return sql`${country} = any(${column})`;
}

/** Splits `["12", "sweet-bonanza"]` into numeric ids and identities. */
export function splitIdsAndIdentities(values: readonly string[]): {
  ids: number[];
  identities: string[];
} {
  const ids: number[] = [];
  const identities: string[] = [];
  for (const value of values) {
    if (/^\d{1,9}$/.test(value)) ids.push(Number(value));
    else identities.push(value);
  }
  return { ids, identities };
}

function idOrIdentityMatch(
  idColumn: AnyColumn,
  identityColumn: AnyColumn,
  values: readonly string[],
): SQL {
  const { ids, identities } = splitIdsAndIdentities(values);
  const parts: SQL[] = [];
  if (ids.length > 0) parts.push(inArray(idColumn, ids));
  if (identities.length > 0) parts.push(inArray(identityColumn, identities));
  return or(...parts) ?? sql`false`;
}

/** A game the country may see: not hidden, its provider enabled, neither blocking the country. */
export function visibleGame(country: string): SQL {
  return and(
    // A sportsbook is launched from the Sport pages, never shown as a casino tile.
    ne(games.type, SPORTSBOOK_GAME_TYPE),
    eq(games.isHidden, false),
    eq(gameProviders.isEnabled, true),
    not(blockedFor(games.countriesBlocked, country)),
    not(blockedFor(gameProviders.countriesBlocked, country)),
  ) as SQL;
}

/** A collection the country may see. */
function visibleCollection(country: string): SQL {
  return and(
    eq(gameCollections.isHidden, false),
    not(blockedFor(gameCollections.countriesBlocked, country)),
  ) as SQL;
}

/** The same visibility as visibleGame, as a correlated subquery on a game id column. */
function visibleGameById(gameId: SQL, country: string): SQL {
  return sql`exists (select 1 from ${games} g2 join ${gameProviders} p2 on p2.id = g2.provider_id
    where g2.id = ${gameId} and not g2.is_hidden and p2.is_enabled
      and not (${country} = any(g2.countries_blocked)) and not (${country} = any(p2.countries_blocked)))`;
}

const gameColumns = {
  id: games.id,
  identity: games.identity,
  name: games.name,
  type: games.type,
  isDemoMode: games.isDemoMode,
  labels: games.labels,
  images: games.images,
  platforms: games.platforms,
  volatility: games.volatility,
  paylines: games.paylines,
  screenWidthRatio: games.screenWidthRatio,
  screenHeightRatio: games.screenHeightRatio,
  isBonusWagering: games.isBonusWagering,
  rtp: games.rtp,
  features: games.features,
  createdAt: games.createdAt,
  providerId: gameProviders.id,
  providerIdentity: gameProviders.identity,
  providerName: gameProviders.name,
};

type GameRow = {
  id: number;
  identity: string;
  name: string;
  type: string;
  isDemoMode: boolean;
  labels: string[];
  images: GameImages;
  platforms: number[];
  volatility: GameVolatility | null;
  paylines: number | null;
  screenWidthRatio: number;
  screenHeightRatio: number;
  isBonusWagering: boolean;
  rtp: string | null;
  features: string[];
  createdAt: Date;
  providerId: number;
  providerIdentity: string;
  providerName: string;
};

/** Adds each game's visible collections (one query for the page). */
async function toGames(db: DbExecutor, rows: GameRow[], country: string): Promise<Game[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      gameId: gameCollectionItems.gameId,
      id: gameCollections.id,
      identity: gameCollections.identity,
      name: gameCollections.name,
    })
    .from(gameCollectionItems)
    .innerJoin(gameCollections, eq(gameCollections.id, gameCollectionItems.collectionId))
    .where(
      and(
        inArray(
          gameCollectionItems.gameId,
          rows.map((row) => row.id),
        ),
        visibleCollection(country),
      ),
    )
    .orderBy(asc(gameCollections.position), asc(gameCollections.id));
  const byGame = new Map<number, { id: number; identity: string; name: string }[]>();
  for (const { gameId, ...collection } of links) {
    const list = byGame.get(gameId) ?? [];
    list.push(collection);
    byGame.set(gameId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    identity: row.identity,
    name: row.name,
    type: row.type,
    isDemoMode: row.isDemoMode,
    provider: { id: row.providerId, identity: row.providerIdentity, name: row.providerName },
    collections: byGame.get(row.id) ?? [],
    labels: row.labels,
    images: row.images,
    platforms: row.platforms.filter((value): value is GamePlatform => value === 1 || value === 2),
    volatility: row.volatility,
    paylines: row.paylines,
    screenWidthRatio: row.screenWidthRatio,
    screenHeightRatio: row.screenHeightRatio,
    isBonusWagering: row.isBonusWagering,
    rtp: row.rtp,
    features: row.features,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `%text%` for ILIKE with the user's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

type GameFilters = Omit<GamesQuery, "page" | "perPage" | "sortBy" | "sortOrder">;

/** The WHERE of GET /games: visibility for the country plus every filter. */
export function gameFilterConditions(filters: GameFilters, country: string): SQL[] {
  const conditions: SQL[] = [visibleGame(country)];
  if (filters.providerId?.length) {
    conditions.push(
      idOrIdentityMatch(gameProviders.id, gameProviders.identity, filters.providerId),
    );
  }
  if (filters.collectionId?.length) {
    conditions.push(
      sql`exists (select 1 from ${gameCollectionItems} join ${gameCollections}
        on ${gameCollections.id} = ${gameCollectionItems.collectionId}
        where ${gameCollectionItems.gameId} = ${games.id}
          and ${visibleCollection(country)}
          and ${idOrIdentityMatch(gameCollections.id, gameCollections.identity, filters.collectionId)})`,
    );
  }
  if (filters.identity?.length) conditions.push(inArray(games.identity, filters.identity));
  if (filters.name) conditions.push(sql`${games.name} ilike ${containsPattern(filters.name)}`);
  if (filters.countries?.length) {
    const list = textArray(filters.countries);
    conditions.push(not(sql`${games.countriesBlocked} && ${list}`));
    conditions.push(not(sql`${gameProviders.countriesBlocked} && ${list}`));
  }
  if (filters.labels?.length) conditions.push(sql`${games.labels} && ${textArray(filters.labels)}`);
  if (filters.features?.length) {
    conditions.push(sql`${games.features} @> ${textArray(filters.features)}`);
  }
  if (filters.type?.length) conditions.push(inArray(games.type, filters.type));
  if (filters.platform) conditions.push(sql`${filters.platform} = any(${games.platforms})`);
  if (filters.isDemoMode !== undefined) conditions.push(eq(games.isDemoMode, filters.isDemoMode));
  return conditions;
}

function gameOrder(query: GamesQuery, country: string): SQL[] {
  const direction = (fallback: "asc" | "desc") => query.sortOrder ?? fallback;
  const by = (expression: SQL | AnyColumn, order: "asc" | "desc") =>
    order === "asc" ? asc(expression) : desc(expression);
  switch (query.sortBy) {
    case "name": {
      const order = direction("asc");
      return [by(sql`lower(${games.name})`, order), by(games.id, order)];
    }
    case "createdAt": {
      const order = direction("desc");
      return [by(sql`${games.createdAt}`, order), by(games.id, order)];
    }
    case "popularity": {
      const order = direction("desc");
      return [by(sql`${games.popularity}`, order), by(games.id, "asc")];
    }
    case "position": {
      const order = direction("asc");
      // Within collections the collection's own order counts, then the catalogue order.
      if (query.collectionId?.length) {
        const itemPosition = sql`(select min(${gameCollectionItems.position}) from ${gameCollectionItems}
          join ${gameCollections} on ${gameCollections.id} = ${gameCollectionItems.collectionId}
          where ${gameCollectionItems.gameId} = ${games.id} and ${visibleCollection(country)}
            and ${idOrIdentityMatch(gameCollections.id, gameCollections.identity, query.collectionId)})`;
        return [by(itemPosition, order), by(sql`${games.position}`, order), by(games.id, order)];
      }
      return [by(sql`${games.position}`, order), by(games.id, order)];
    }
  }
}

export async function selectGames(
  db: DbExecutor,
  query: GamesQuery,
  country: string,
): Promise<Page<Game>> {
  const where = and(...gameFilterConditions(query, country));
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(...gameOrder(query, country))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ value: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows: await toGames(db, rows, country), totalRows: total?.value ?? 0 };
}

/** One game by id or identity, if the country may see it. */
export async function selectVisibleGame(
  db: DbExecutor,
  idOrIdentity: string,
  country: string,
): Promise<Game | undefined> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(visibleGame(country), idOrIdentityMatch(games.id, games.identity, [idOrIdentity])))
    .limit(1);
  const [game] = await toGames(db, rows, country);
  return game;
}

/**
 * Typo-tolerant search: substring matches, then pg_trgm similarity of the whole name (`%`,
 * threshold 0.3) or of the best-matching words (`<%`, threshold 0.6), best score first. The
 * GIN trigram index serves all three.
 */
export async function searchGames(
  db: DbExecutor,
  input: { name: string; page: number; perPage: number },
  country: string,
): Promise<Page<Game>> {
  const text = input.name.toLowerCase();
  const where = and(
    visibleGame(country),
    or(
      sql`${games.name} ilike ${containsPattern(text)}`,
      sql`${games.name} % ${text}`,
      sql`${text} <% ${games.name}`,
    ),
  );
  const score = sql`(case when ${games.name} ilike ${containsPattern(text)} then 1 else 0 end
    + greatest(similarity(${games.name}, ${text}), word_similarity(${text}, ${games.name})))`;
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(desc(score), asc(sql`lower(${games.name})`), asc(games.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db
      .select({ value: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where),
  ]);
  return { rows: await toGames(db, rows, country), totalRows: total?.value ?? 0 };
}

export async function selectFeatures(db: DbExecutor, country: string): Promise<GameFeature[]> {
  const result = (await db.execute(sql`select f.feature as id, count(*)::int as "gamesCount"
    from ${games} join ${gameProviders} on ${gameProviders.id} = ${games.providerId}
    cross join lateral unnest(${games.features}) as f(feature)
    where ${visibleGame(country)}
    group by f.feature order by f.feature`)) as unknown as {
    rows: { id: string; gamesCount: number }[];
  };
  return result.rows.map((row) => ({
    id: row.id,
    name: featureName(row.id),
    gamesCount: Number(row.gamesCount),
  }));
}

/** "free-spins" → "Free spins". */
export function featureName(id: string): string {
  const words = id.replaceAll(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Providers and collections
// ---------------------------------------------------------------------------------------------

function visibleProvider(country: string): SQL {
  return and(
    not(inArray(gameProviders.identity, [...SPORTSBOOK_PROVIDERS])),
    eq(gameProviders.isEnabled, true),
    not(blockedFor(gameProviders.countriesBlocked, country)),
  ) as SQL;
}

// Single-table selects render columns unqualified, so correlated subqueries name the outer
// table's column explicitly.
const providerGameCount = (country: string) =>
  sql<number>`(select count(*)::int from ${games} g where g.provider_id = "game_providers"."id"
    and not g.is_hidden and not (${country} = any(g.countries_blocked)))`;

export async function selectProviders(
  db: DbExecutor,
  input: { page: number; perPage: number; idOrIdentity?: string },
  country: string,
): Promise<Page<GameProvider>> {
  const where = and(
    visibleProvider(country),
    input.idOrIdentity
      ? idOrIdentityMatch(gameProviders.id, gameProviders.identity, [input.idOrIdentity])
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameProviders.id,
        identity: gameProviders.identity,
        name: gameProviders.name,
        images: gameProviders.images,
        gameEnabledCount: providerGameCount(country),
      })
      .from(gameProviders)
      .where(where)
      .orderBy(asc(gameProviders.position), asc(lower(gameProviders.name)), asc(gameProviders.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ value: count() }).from(gameProviders).where(where),
  ]);
  return { rows, totalRows: total?.value ?? 0 };
}

function lower(column: AnyColumn): SQL {
  return sql`lower(${column})`;
}

export async function selectCollections(
  db: DbExecutor,
  input: { page: number; perPage: number },
  country: string,
): Promise<Page<GameCollection>> {
  const where = visibleCollection(country);
  const gamesCount = sql<number>`(select count(*)::int from ${gameCollectionItems} ci
    where ci.collection_id = "game_collections"."id" and ${visibleGameById(sql`ci.game_id`, country)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: gameCollections.id,
        identity: gameCollections.identity,
        name: gameCollections.name,
        isHidden: gameCollections.isHidden,
        countries: gameCollections.countriesBlocked,
        position: gameCollections.position,
        gamesCount,
      })
      .from(gameCollections)
      .where(where)
      .orderBy(asc(gameCollections.position), asc(gameCollections.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ value: count() }).from(gameCollections).where(where),
  ]);
  return { rows, totalRows: total?.value ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// A player's favourites, plays and searches
// ---------------------------------------------------------------------------------------------

/** The id of a game by id or identity if the country may see it. */
export async function selectVisibleGameId(
  db: DbExecutor,
  idOrIdentity: string,
  country: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(visibleGame(country), idOrIdentityMatch(games.id, games.identity, [idOrIdentity])))
    .limit(1);
  return row?.id;
}

/** The id of a game by id or identity, hidden or not. */
export async function selectGameId(
  db: DbExecutor,
  idOrIdentity: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(idOrIdentityMatch(games.id, games.identity, [idOrIdentity]))
    .limit(1);
  return row?.id;
}

export async function insertFavorite(
  db: DbExecutor,
  playerId: string,
  gameId: number,
): Promise<void> {
  await db.insert(gameFavorites).values({ playerId, gameId }).onConflictDoNothing();
}

export async function deleteFavorite(
  db: DbExecutor,
  playerId: string,
  gameId: number,
): Promise<void> {
  await db
    .delete(gameFavorites)
    .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)));
}

/** The player's favourite games the country may see, newest favourite first. */
export async function selectFavoriteGames(
  db: DbExecutor,
  playerId: string,
  input: { page: number; perPage: number },
  country: string,
): Promise<Page<Game>> {
  const join = and(eq(gameFavorites.gameId, games.id), eq(gameFavorites.playerId, playerId));
  const where = visibleGame(country);
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .innerJoin(gameFavorites, join)
      .where(where)
      .orderBy(desc(gameFavorites.createdAt), desc(games.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db
      .select({ value: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .innerJoin(gameFavorites, join)
      .where(where),
  ]);
  return { rows: await toGames(db, rows, country), totalRows: total?.value ?? 0 };
}

/** The player's recently played games the country may see, most recent first. */
export async function selectPlayedGames(
  db: DbExecutor,
  playerId: string,
  input: { page: number; perPage: number },
  country: string,
): Promise<Page<Game>> {
  const join = and(eq(gamePlays.gameId, games.id), eq(gamePlays.playerId, playerId));
  const where = visibleGame(country);
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .innerJoin(gamePlays, join)
      .where(where)
      .orderBy(desc(gamePlays.lastPlayedAt), desc(games.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db
      .select({ value: count() })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .innerJoin(gamePlays, join)
      .where(where),
  ]);
  return { rows: await toGames(db, rows, country), totalRows: total?.value ?? 0 };
}

/**
 * Records that a player opened a game: bumps last_played_at and the count; the first play of a
 * player adds one to the game's popularity (distinct players).
 */
export async function upsertPlay(
  db: DbExecutor,
  playerId: string,
  gameId: number,
  at: Date = new Date(),
): Promise<void> {
  const [row] = await db
    .insert(gamePlays)
    .values({ playerId, gameId, lastPlayedAt: at, count: 1 })
    .onConflictDoUpdate({
      target: [gamePlays.playerId, gamePlays.gameId],
      set: { lastPlayedAt: at, count: sql`${gamePlays.count} + 1` },
    })
    .returning({ count: gamePlays.count });
  if (row?.count === 1) {
    await db
      .update(games)
      .set({ popularity: sql`${games.popularity} + 1` })
      .where(eq(games.id, gameId));
  }
}

/** Remembers a search (moved to the top when repeated); keeps the newest RECENT_SEARCHES_KEPT. */
export async function insertRecentSearch(
  db: DbExecutor,
  playerId: string,
  query: string,
): Promise<void> {
  await db
    .insert(gameSearchHistory)
    .values({ playerId, query })
    .onConflictDoUpdate({
      target: [gameSearchHistory.playerId, gameSearchHistory.query],
      set: { createdAt: sql`now()` },
    });
  await db.delete(gameSearchHistory).where(
    and(
      eq(gameSearchHistory.playerId, playerId),
      sql`${gameSearchHistory.query} not in (select h.query from ${gameSearchHistory} h
          where h.player_id = ${playerId} order by h.created_at desc, h.query
          limit ${RECENT_SEARCHES_KEPT})`,
    ),
  );
}

export async function selectRecentSearches(
  db: DbExecutor,
  playerId: string,
): Promise<RecentSearch[]> {
  const rows = await db
    .select({ query: gameSearchHistory.query, createdAt: gameSearchHistory.createdAt })
    .from(gameSearchHistory)
    .where(eq(gameSearchHistory.playerId, playerId))
    .orderBy(desc(gameSearchHistory.createdAt), asc(gameSearchHistory.query))
    .limit(RECENT_SEARCHES_KEPT);
  return rows.map((row) => ({ query: row.query, createdAt: row.createdAt.toISOString() }));
}

export async function deleteRecentSearches(
  db: DbExecutor,
  playerId: string,
  queries?: string[],
): Promise<void> {
  await db
    .delete(gameSearchHistory)
    .where(
      and(
        eq(gameSearchHistory.playerId, playerId),
        queries ? inArray(gameSearchHistory.query, queries) : undefined,
      ),
    );
}
