import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../server/db/client.ts";
import { houseRounds } from "../../server/db/schema.ts";
import type { RoundRow } from "./view.ts";

/**
 * Queries of house_rounds. State changes are conditional UPDATEs (`updateRoundIf`): a change
 * applies only if the round is still as the caller saw it, so two requests (or a request and
 * recovery, or two processes) can never both act on one round.
 */

export type RoundTransaction = RoundRow["transactions"][number];
export type RoundState = RoundRow["state"];
export type RoundPatch = Partial<
  Pick<
    typeof houseRounds.$inferInsert,
    "state" | "params" | "outcome" | "payout" | "betAmount" | "transactions" | "sessionToken"
  >
> & { settled?: boolean };

export type RoundGuard = {
  state: RoundState;
  /** Also require unchanged params and transactions (the moves of an open round). */
  params?: RoundRow["params"];
  transactions?: RoundRow["transactions"];
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function insertRound(
  executor: DbExecutor,
  values: typeof houseRounds.$inferInsert,
): Promise<RoundRow> {
  const [row] = await executor.insert(houseRounds).values(values).returning();
  if (!row) throw new Error("house round insert returned nothing");
  return row;
}

export async function findRound(executor: DbExecutor, id: string): Promise<RoundRow | undefined> {
  const [row] = await executor.select().from(houseRounds).where(eq(houseRounds.id, id));
  return row;
}

/** Applies `patch` if the round still matches `guard`; the updated row, or null if it changed. */
export async function updateRoundIf(
  executor: DbExecutor,
  id: string,
  guard: RoundGuard,
  patch: RoundPatch,
): Promise<RoundRow | null> {
  const { settled, ...fields } = patch;
  const conditions: SQL[] = [eq(houseRounds.id, id), eq(houseRounds.state, guard.state)];
  if (guard.params) conditions.push(sql`${houseRounds.params} = ${json(guard.params)}`);
  if (guard.transactions) {
    conditions.push(sql`${houseRounds.transactions} = ${json(guard.transactions)}`);
  }
  const [row] = await executor
    .update(houseRounds)
    .set({ ...fields, updatedAt: sql`now()`, ...(settled ? { settledAt: sql`now()` } : {}) })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** The player's unfinished round of a game (being placed or open), newest first. */
export async function findUnfinishedRound(
  executor: DbExecutor,
  playerRef: string,
  gameIdentity: string,
  states: RoundState[] = ["betting", "open"],
): Promise<RoundRow | undefined> {
  const [row] = await executor
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.playerRef, playerRef),
        eq(houseRounds.gameIdentity, gameIdentity),
        inArray(houseRounds.state, states),
      ),
    )
    .orderBy(desc(houseRounds.createdAt))
    .limit(1);
  return row;
}

export async function listPlayerRounds(
  executor: DbExecutor,
  playerRef: string,
  gameIdentity: string,
  limit: number,
): Promise<RoundRow[]> {
  return executor
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.playerRef, playerRef), eq(houseRounds.gameIdentity, gameIdentity)))
    .orderBy(desc(houseRounds.createdAt), desc(houseRounds.nonce))
    .limit(limit);
}

/**
 * Rounds a crash or an unreachable wallet left half-way, untouched for `staleMs`: being placed,
 * settling, rolling back, or open with a wallet call (a double, a split) still unanswered.
 */
export async function listStuckRounds(
  executor: DbExecutor,
  staleMs: number,
  limit: number,
): Promise<RoundRow[]> {
  return executor
    .select()
    .from(houseRounds)
    .where(
      and(
        lt(houseRounds.updatedAt, sql`now() - (${staleMs} * interval '1 millisecond')`),
        sql`(${houseRounds.state} in ('betting', 'settling', 'rolling_back') or (${houseRounds.state} = 'open' and ${houseRounds.transactions} @> '[{"done": false}]'::jsonb))`,
      ),
    )
    .orderBy(houseRounds.updatedAt)
    .limit(limit);
}

/** Open rounds without a move for `idleMs` (and no wallet call under way). */
export async function listAbandonedRounds(
  executor: DbExecutor,
  idleMs: number,
  limit: number,
): Promise<RoundRow[]> {
  return executor
    .select()
    .from(houseRounds)
    .where(
      and(
        eq(houseRounds.state, "open"),
        lt(houseRounds.updatedAt, sql`now() - (${idleMs} * interval '1 millisecond')`),
        sql`not (${houseRounds.transactions} @> '[{"done": false}]'::jsonb)`,
      ),
    )
    .orderBy(houseRounds.updatedAt)
    .limit(limit);
}
