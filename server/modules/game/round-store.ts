import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { GAME_BET_STATUS, type GameImages } from "../../../contracts/game.ts";
import type { DbExecutor } from "../../db/client.ts";
import { currencies, gameBets, gameProviders, games, players } from "../../db/schema.ts";
import type { Page } from "./store.ts";

/**
 * game_bets: one row per (provider, round). The seamless wallet creates and settles them (under a
 * row lock); the history endpoints and realtime messages read them joined with the game, its
 * provider, the currency's factor and the player's display names.
 */

export type RoundRecord = typeof gameBets.$inferSelect;

/** The round, locked until the transaction ends; every money call of a round takes this lock. */
export async function lockRound(
  db: DbExecutor,
  where: { provider: string; roundId: string } | { id: string },
): Promise<RoundRecord | undefined> {
  const [row] = await db
    .select()
    .from(gameBets)
    .where(
      "id" in where
        ? eq(gameBets.id, where.id)
        : and(eq(gameBets.provider, where.provider), eq(gameBets.roundId, where.roundId)),
    )
    .for("update");
  return row;
}

export async function updateRound(
  db: DbExecutor,
  id: string,
  values: Partial<
    Pick<
      RoundRecord,
      "betAmount" | "winAmount" | "refundAmount" | "status" | "settledAt" | "sportSettlement"
    >
  >,
): Promise<void> {
  await db.update(gameBets).set(values).where(eq(gameBets.id, id));
}

/** A round with everything its API shapes need. */
export interface RoundView {
  id: string;
  roundId: string;
  playerId: string;
  walletAccountId: string;
  currency: string;
  betAmount: bigint;
  winAmount: bigint;
  refundAmount: bigint;
  status: number;
  createdAt: Date;
  settledAt: Date | null;
  gameId: number;
  gameIdentity: string;
  gameName: string;
  gameImages: GameImages;
  providerIdentity: string;
  providerName: string;
  /** Null only for a currency no longer in the table (never in practice: accounts need it). */
  subunitToUnit: bigint | null;
  nickname: string | null;
  firstName: string | null;
  /** A sport bet's slip as its book described it; null for casino rounds. */
  sport: Record<string, unknown> | null;
  /** How the sport bet ended, with each leg's result, as its book last said; else null. */
  sportSettlement: Record<string, unknown> | null;
}

const viewColumns = {
  id: gameBets.id,
  roundId: gameBets.roundId,
  playerId: gameBets.playerId,
  walletAccountId: gameBets.walletAccountId,
  currency: gameBets.currency,
  betAmount: gameBets.betAmount,
  winAmount: gameBets.winAmount,
  refundAmount: gameBets.refundAmount,
  status: gameBets.status,
  createdAt: gameBets.createdAt,
  settledAt: gameBets.settledAt,
  gameId: games.id,
  gameIdentity: games.identity,
  gameName: games.name,
  gameImages: games.images,
  providerIdentity: gameProviders.identity,
  providerName: gameProviders.name,
  subunitToUnit: currencies.subunitToUnit,
  nickname: players.nickname,
  firstName: players.firstName,
  sport: gameBets.sport,
  sportSettlement: gameBets.sportSettlement,
};

function selectViews(db: DbExecutor) {
  return db
    .select(viewColumns)
    .from(gameBets)
    .innerJoin(games, eq(games.id, gameBets.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(players, eq(players.id, gameBets.playerId))
    .leftJoin(currencies, eq(currencies.code, gameBets.currency));
}

export async function selectRoundViews(
  db: DbExecutor,
  ids: readonly string[],
): Promise<RoundView[]> {
  if (ids.length === 0) return [];
  return selectViews(db).where(inArray(gameBets.id, [...ids]));
}

async function pageOf(
  db: DbExecutor,
  where: SQL | undefined,
  order: SQL[],
  input: { page: number; perPage: number },
): Promise<Page<RoundView>> {
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...order)
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ value: count() }).from(gameBets).where(where),
  ]);
  return { rows, totalRows: total?.value ?? 0 };
}

/** A player's rounds: settled ones by settlement, newest first; open ones by creation. */
export function selectPlayerBets(
  db: DbExecutor,
  playerId: string,
  input: { page: number; perPage: number; isSettled: boolean; accountId?: string },
): Promise<Page<RoundView>> {
  const where = and(
    eq(gameBets.playerId, playerId),
    input.isSettled ? isNotNull(gameBets.settledAt) : isNull(gameBets.settledAt),
    input.accountId ? eq(gameBets.walletAccountId, input.accountId) : undefined,
  );
  const order = input.isSettled
    ? [desc(gameBets.settledAt), desc(gameBets.id)]
    : [desc(gameBets.createdAt), desc(gameBets.id)];
  return pageOf(db, where, order, input);
}

/** A player's finished rounds (spins), newest first. */
export function selectPlayerSpins(
  db: DbExecutor,
  playerId: string,
  input: { page: number; perPage: number; accountId?: string },
): Promise<Page<RoundView>> {
  const where = and(
    eq(gameBets.playerId, playerId),
    isNotNull(gameBets.settledAt),
    input.accountId ? eq(gameBets.walletAccountId, input.accountId) : undefined,
  );
  return pageOf(db, where, [desc(gameBets.settledAt), desc(gameBets.id)], input);
}

/**
 * Stake of a round net of refunds: what a win is measured against. A big win pays at least
 * BIG_WIN_MULTIPLIER times it.
 */
export const BIG_WIN_MULTIPLIER = 2n;

/** The newest won rounds that paid at least BIG_WIN_MULTIPLIER × their net stake. */
export async function selectBigWins(db: DbExecutor, limit: number): Promise<RoundView[]> {
  const stake = sql`(${gameBets.betAmount} - ${gameBets.refundAmount})`;
  return selectViews(db)
    .where(
      and(
        isNotNull(gameBets.settledAt),
        eq(gameBets.status, GAME_BET_STATUS.WON),
        sql`${stake} > 0`,
        sql`${gameBets.winAmount} >= ${stake} * ${BIG_WIN_MULTIPLIER.toString()}::bigint`,
      ),
    )
    .orderBy(desc(gameBets.settledAt), asc(gameBets.id))
    .limit(limit);
}
