import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../server/db/client.ts";
import {
  sportsbookBetLegs,
  sportsbookBets,
  type sportsbookBetStates,
} from "../../server/db/schema.ts";

/** SQL of the book's bets and their legs. */

export type BetRow = typeof sportsbookBets.$inferSelect;
export type LegRow = typeof sportsbookBetLegs.$inferSelect;
export type BetState = (typeof sportsbookBetStates)[number];

/** A wallet call in flight, re-sent with the same transaction id after an interruption. */
export type PendingCall =
  | { action: "bet"; transactionId: string }
  | { action: "rollback"; transactionId: string; betTransactionId: string }
  | {
      action: "win";
      transactionId: string;
      amount: string;
      finished: boolean;
      /** Cash-out: the stake it takes out of the bet. */
      stakeTaken?: string;
      /** Settlement: the bet's final state once the call lands. */
      settles?: "won" | "lost" | "void";
    };

/** States where settlement is the next step (no call in flight). */
export const OPEN_STATES: readonly BetState[] = ["open"];
export const SETTLED_STATES: readonly BetState[] = ["won", "lost", "void", "cashed_out"];
export const UNSETTLED_STATES: readonly BetState[] = [
  "pending",
  "placing",
  "rolling_back",
  "open",
  "cashing_out",
  "settling",
];

/** The bet and its legs; null when the player's request id is taken. */
export async function insertBet(
  db: DbExecutor,
  bet: typeof sportsbookBets.$inferInsert,
  legs: Omit<typeof sportsbookBetLegs.$inferInsert, "betId">[],
): Promise<{ bet: BetRow; legs: LegRow[] } | null> {
  const [row] = await db.insert(sportsbookBets).values(bet).onConflictDoNothing().returning();
  if (!row) return null;
  const inserted = await db
    .insert(sportsbookBetLegs)
    .values(legs.map((leg) => ({ ...leg, betId: row.id })))
    .returning();
  return { bet: row, legs: inserted.sort((a, b) => a.position - b.position) };
}

export async function selectBetByRequest(db: DbExecutor, playerRef: string, requestId: string) {
  const [row] = await db
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.playerRef, playerRef), eq(sportsbookBets.requestId, requestId)));
  return row;
}

export async function selectBet(db: DbExecutor, id: string): Promise<BetRow | undefined> {
  const [row] = await db.select().from(sportsbookBets).where(eq(sportsbookBets.id, id));
  return row;
}

export async function selectBetsById(db: DbExecutor, ids: readonly string[]): Promise<BetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sportsbookBets)
    .where(inArray(sportsbookBets.id, [...ids]));
}

export async function selectLegs(db: DbExecutor, betIds: readonly string[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  return db
    .select()
    .from(sportsbookBetLegs)
    .where(inArray(sportsbookBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsbookBetLegs.betId), asc(sportsbookBetLegs.position));
}

export async function selectPlayerBets(
  db: DbExecutor,
  playerRef: string,
  states: readonly BetState[],
  page: { page: number; perPage: number },
): Promise<{ rows: BetRow[]; totalRows: number }> {
  const where = and(
    eq(sportsbookBets.playerRef, playerRef),
    inArray(sportsbookBets.state, [...states]),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sportsbookBets)
      .where(where)
      .orderBy(desc(sportsbookBets.createdAt), desc(sportsbookBets.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sportsbookBets)
      .where(where),
  ]);
  return { rows, totalRows: count?.total ?? 0 };
}

/**
 * Moves a bet from one of `from` to `to` with `values`, atomically; null when it was not in
 * one of those states (another worker or request has it).
 */
export async function claimBet(
  db: DbExecutor,
  id: string,
  from: readonly BetState[],
  to: BetState,
  values: Partial<BetRow> = {},
): Promise<BetRow | null> {
  const [row] = await db
    .update(sportsbookBets)
    .set({ ...values, state: to, updatedAt: sql`now()` })
    .where(and(eq(sportsbookBets.id, id), inArray(sportsbookBets.state, [...from])))
    .returning();
  return row ?? null;
}

export async function deleteBet(db: DbExecutor, id: string): Promise<void> {
  await db.delete(sportsbookBets).where(eq(sportsbookBets.id, id));
}

/** Live bets whose delay is over, oldest first. */
export async function selectDuePending(db: DbExecutor, now: Date, limit: number) {
  return db
    .select()
    .from(sportsbookBets)
    .where(and(eq(sportsbookBets.state, "pending"), lte(sportsbookBets.acceptAt, now)))
    .orderBy(asc(sportsbookBets.acceptAt))
    .limit(limit);
}

/** Bets left in one of `states` since before `before` (an interrupted call). */
export async function selectStuckBets(
  db: DbExecutor,
  states: readonly BetState[],
  before: Date,
  limit: number,
) {
  return db
    .select()
    .from(sportsbookBets)
    .where(and(inArray(sportsbookBets.state, [...states]), lte(sportsbookBets.updatedAt, before)))
    .orderBy(asc(sportsbookBets.updatedAt))
    .limit(limit);
}
