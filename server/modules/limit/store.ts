import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { arrayParam, runStatement, statement } from "../../db/statement.ts";
import {
  currencies,
  paymentInvoices,
  playerLimits,
  settingsConstants,
  walletAccounts,
  type PlayerLimitRow,
} from "../../db/schema.ts";
import { INVOICE_STATUS } from "../../../contracts/payment.ts";
import { LIMIT_STATUS_ACTIVE } from "../../../contracts/limit.ts";

export const LIMIT_STATUS_ENDED = 2;

/** The player's limits in force, optionally only some definitions (and one currency), locked. */
export async function selectActiveLimits(
  db: DbExecutor,
  playerId: string,
  filter: { definitions?: readonly number[]; currency?: string; lock?: boolean } = {},
): Promise<PlayerLimitRow[]> {
  const conditions = [
    eq(playerLimits.playerId, playerId),
    eq(playerLimits.status, LIMIT_STATUS_ACTIVE),
  ];
  if (filter.definitions)
    conditions.push(inArray(playerLimits.definition, [...filter.definitions]));
  if (filter.currency) conditions.push(eq(playerLimits.currency, filter.currency));
  const query = db
    .select()
    .from(playerLimits)
    .where(and(...conditions))
    .orderBy(playerLimits.definition, playerLimits.createdAt);
  return filter.lock ? query.for("update") : query;
}

interface RawLimit {
  id: string;
  player_id: string;
  definition: number;
  status: number;
  currency: string | null;
  period: string;
  amount: string | null;
  anchored_at: Date | string;
  ends_at: Date | string | null;
  usage_window_start: Date | string | null;
  usage_amount: string;
  pending_amount: string | null;
  pending_period: string | null;
  pending_removal: boolean;
  pending_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));
const bigintOrNull = (value: string | null) => (value === null ? null : BigInt(value));

/** Every bet runs it (the limits bet check): a prepared statement. */
const lockedLimitsStatement = statement(
  "limits_locked_for_bet",
  `select id, player_id, definition, status, currency, period, amount::text as amount,
     anchored_at, ends_at, usage_window_start, usage_amount::text as usage_amount,
     pending_amount::text as pending_amount, pending_period, pending_removal, pending_at,
     created_at, updated_at
   from player_limits
   where player_id = $1 and status = $2 and definition = any($3::int[]) and currency = $4
   order by definition, created_at
   for update`,
);

/** The player's limits in force of some definitions in one currency, locked: what a bet checks. */
export async function lockActiveLimits(
  db: DbExecutor,
  playerId: string,
  definitions: readonly number[],
  currency: string,
): Promise<PlayerLimitRow[]> {
  const rows = await runStatement<RawLimit>(db, lockedLimitsStatement, [
    playerId,
    LIMIT_STATUS_ACTIVE,
    arrayParam(definitions),
    currency,
  ]);
  return rows.map((row) => ({
    id: row.id,
    playerId: row.player_id,
    definition: row.definition,
    status: row.status,
    currency: row.currency,
    period: row.period,
    amount: bigintOrNull(row.amount),
    anchoredAt: new Date(row.anchored_at),
    endsAt: dateOrNull(row.ends_at),
    usageWindowStart: dateOrNull(row.usage_window_start),
    usageAmount: BigInt(row.usage_amount),
    pendingAmount: bigintOrNull(row.pending_amount),
    pendingPeriod: row.pending_period,
    pendingRemoval: row.pending_removal,
    pendingAt: dateOrNull(row.pending_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

export async function insertLimit(
  db: DbExecutor,
  values: typeof playerLimits.$inferInsert,
): Promise<PlayerLimitRow> {
  const [row] = await db.insert(playerLimits).values(values).returning();
  if (!row) throw new Error("insert player_limits returned nothing");
  return row;
}

export async function updateLimit(
  db: DbExecutor,
  id: string,
  patch: Partial<typeof playerLimits.$inferInsert>,
): Promise<void> {
  await db
    .update(playerLimits)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(playerLimits.id, id));
}

/** Minor units per major unit of each currency asked for. */
export async function selectSubunits(
  db: DbExecutor,
  codes: readonly string[],
): Promise<Map<string, bigint>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: currencies.code, subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(inArray(currencies.code, [...codes]));
  return new Map(rows.map((row) => [row.code, BigInt(row.subunitToUnit)]));
}

/** Currencies of the player's wallet accounts. */
export async function selectPlayerCurrencies(db: DbExecutor, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, playerId));
  return rows.map((row) => row.currency);
}

/**
 * Deposits that count against a deposit limit: pending and successful invoices since `since`
 * (a pending one counts until it fails or is cancelled, so two at once can't both slip through).
 */
export async function sumDepositsSince(
  db: DbExecutor,
  playerId: string,
  currency: string,
  since: Date,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentInvoices.amount}), 0)::text` })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.playerId, playerId),
        eq(paymentInvoices.type, "deposit"),
        eq(paymentInvoices.currency, currency),
        inArray(paymentInvoices.status, [INVOICE_STATUS.PENDING, INVOICE_STATUS.SUCCESS]),
        gte(paymentInvoices.createdAt, since),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** A settings constant's value (the exclusion period options). */
export async function selectConstant(db: DbExecutor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: settingsConstants.value })
    .from(settingsConstants)
    .where(eq(settingsConstants.key, key));
  return row?.value;
}

/** How many exclusions (4, 5) of the player have ended. */
export async function selectEndedExclusions(db: DbExecutor, playerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(playerLimits)
    .where(
      and(
        eq(playerLimits.playerId, playerId),
        eq(playerLimits.status, LIMIT_STATUS_ENDED),
        inArray(playerLimits.definition, [4, 5]),
      ),
    );
  return row?.count ?? 0;
}
