import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  currencies,
  games,
  loyaltyAccounts,
  loyaltyLevels,
  loyaltyPointEntries,
  loyaltyPointRates,
  loyaltyRakeback,
  playerVerifications,
  players,
  walletAccounts,
  type LoyaltyLevelRow,
} from "../../db/schema.ts";
import type { PointRateRow } from "./rules.ts";
import type { VipFacts } from "./vip-rule.ts";

/**
 * Loyalty's queries. Accounts are locked in player id order. The bet effect's writes take a
 * batch's players together (one statement each, whatever the batch holds): under load a round
 * trip waits for a busy event loop and database, so one per player left points seconds behind.
 */

export function selectLevels(db: DbExecutor): Promise<LoyaltyLevelRow[]> {
  return db.select().from(loyaltyLevels).orderBy(asc(loyaltyLevels.order));
}

export function selectRates(db: DbExecutor): Promise<PointRateRow[]> {
  return db
    .select({
      product: loyaltyPointRates.product,
      currency: loyaltyPointRates.currency,
      pointsPerUnit: loyaltyPointRates.pointsPerUnit,
    })
    .from(loyaltyPointRates)
    .orderBy(asc(loyaltyPointRates.product), asc(loyaltyPointRates.currency));
}

export interface CurrencyFacts {
  subunitToUnit: bigint;
  rate: string;
}

export async function selectCurrencyFacts(
  db: DbExecutor,
  codes: readonly string[],
): Promise<Map<string, CurrencyFacts>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      code: currencies.code,
      subunitToUnit: currencies.subunitToUnit,
      rate: currencies.rate,
    })
    .from(currencies)
    .where(inArray(currencies.code, [...codes]));
  return new Map(
    rows.map((row) => [row.code, { subunitToUnit: row.subunitToUnit, rate: row.rate }]),
  );
}

/** RTP in percent per game id ("96.50"), null where the game states none. */
export async function selectGameRtps(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, rtp: games.rtp })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.rtp]));
}

export interface AccountRow {
  pointsCenti: bigint;
  levelOrder: number;
}

/** The player's account, created at level 1 when missing, locked for this transaction. */
export async function lockAccount(tx: DbExecutor, playerId: string): Promise<AccountRow> {
  return accountOf(await lockAccounts(tx, [playerId]), playerId);
}

/** The players' accounts, created at level 1 where missing, locked in player id order. */
export async function lockAccounts(
  tx: DbExecutor,
  playerIds: readonly string[],
): Promise<Map<string, AccountRow>> {
  if (playerIds.length === 0) return new Map();
  await tx
    .insert(loyaltyAccounts)
    .values(playerIds.map((playerId) => ({ playerId })))
    .onConflictDoNothing();
  const rows = await tx
    .select({
      playerId: loyaltyAccounts.playerId,
      pointsCenti: loyaltyAccounts.pointsCenti,
      levelOrder: loyaltyAccounts.levelOrder,
    })
    .from(loyaltyAccounts)
    .where(inArray(loyaltyAccounts.playerId, [...playerIds]))
    .orderBy(asc(loyaltyAccounts.playerId))
    .for("update");
  return new Map(rows.map(({ playerId, ...account }) => [playerId, account]));
}

/** A locked account of lockAccounts' answer (it was just created, so only a delete loses it). */
export function accountOf(accounts: ReadonlyMap<string, AccountRow>, playerId: string): AccountRow {
  const account = accounts.get(playerId);
  if (!account) throw new Error(`loyalty: account of ${playerId} vanished`);
  return account;
}

/** Sets several players' points in one statement. */
export async function setAccountPoints(
  tx: DbExecutor,
  points: readonly { playerId: string; pointsCenti: bigint }[],
): Promise<void> {
  if (points.length === 0) return;
  const values = points.map(
    (row) => sql`(${row.playerId}::uuid, ${row.pointsCenti.toString()}::bigint)`,
  );
  await tx.execute(sql`
    update loyalty_accounts a set points_centi = v.points_centi, updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(player_id, points_centi)
    where a.player_id = v.player_id`);
}

export async function selectAccount(db: DbExecutor, playerId: string): Promise<AccountRow> {
  const [row] = await db
    .select({ pointsCenti: loyaltyAccounts.pointsCenti, levelOrder: loyaltyAccounts.levelOrder })
    .from(loyaltyAccounts)
    .where(eq(loyaltyAccounts.playerId, playerId));
  return row ?? { pointsCenti: 0n, levelOrder: 1 };
}

export async function updateAccount(
  tx: DbExecutor,
  playerId: string,
  patch: { pointsCenti?: bigint; levelOrder?: number },
): Promise<void> {
  await tx
    .update(loyaltyAccounts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(loyaltyAccounts.playerId, playerId));
}

export interface DayLine {
  playerId: string;
  kind: "wager" | "refund";
  product: string;
  day: string;
  pointsCenti: bigint;
}

/** Adds to players' wagering (or refund) lines of a product and day; one line per key. */
export async function addToDayEntries(tx: DbExecutor, lines: readonly DayLine[]): Promise<void> {
  if (lines.length === 0) return;
  const values = lines.map(
    (line) =>
      sql`(${line.playerId}::uuid, ${line.kind}, ${line.product}, ${line.day}::date, ${line.pointsCenti.toString()}::bigint)`,
  );
  await tx.execute(sql`
    insert into loyalty_point_entries (player_id, kind, product, day, points_centi)
    values ${sql.join(values, sql`, `)}
    on conflict (player_id, kind, product, day) where kind in ('wager', 'refund')
    do update set points_centi = loyalty_point_entries.points_centi + excluded.points_centi,
                  updated_at = now()`);
}

/** A one-off entry; false when its reference was already written (nothing happens then). */
export async function insertEntryOnce(
  tx: DbExecutor,
  input: {
    playerId: string;
    kind: "quest" | "manual";
    pointsCenti: bigint;
    title: Record<string, string>;
    reference: string;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(loyaltyPointEntries)
    .values({ ...input, day: sql`(now() at time zone 'utc')::date` })
    .onConflictDoNothing()
    .returning({ id: loyaltyPointEntries.id });
  return rows.length > 0;
}

export async function selectEntries(
  db: DbExecutor,
  playerId: string,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loyaltyPointEntries)
      .where(eq(loyaltyPointEntries.playerId, playerId))
      .orderBy(desc(loyaltyPointEntries.updatedAt), desc(loyaltyPointEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(loyaltyPointEntries)
      .where(eq(loyaltyPointEntries.playerId, playerId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Adds (or with a negative amount takes back, never below 0) accrued rakeback. */
export function addRakeback(
  tx: DbExecutor,
  playerId: string,
  currency: string,
  micro: bigint,
): Promise<void> {
  return addRakebacks(tx, [{ playerId, currency, micro }]);
}

/** addRakeback for several (player, currency) pairs, each at most once, in one statement. */
export async function addRakebacks(
  tx: DbExecutor,
  amounts: readonly { playerId: string; currency: string; micro: bigint }[],
): Promise<void> {
  if (amounts.length === 0) return;
  const values = amounts.map(
    (row) => sql`(${row.playerId}::uuid, ${row.currency}, ${row.micro.toString()}::bigint)`,
  );
  // The row proposed for insert is clamped at 0 (the table's check refuses a negative one even
  // when it only conflicts), so the update takes the signed amount from the list itself.
  await tx.execute(sql`
    with d(player_id, currency, micro) as (values ${sql.join(values, sql`, `)})
    insert into loyalty_rakeback (player_id, currency, accrued_micro)
    select player_id, currency, greatest(micro, 0) from d
    on conflict (player_id, currency)
    do update set accrued_micro = greatest(loyalty_rakeback.accrued_micro + (
                    select d.micro from d
                    where d.player_id = excluded.player_id and d.currency = excluded.currency), 0),
                  updated_at = now()`);
}

export function selectRakeback(db: DbExecutor, playerId: string) {
  return db
    .select({
      currency: loyaltyRakeback.currency,
      accruedMicro: loyaltyRakeback.accruedMicro,
      subunitToUnit: currencies.subunitToUnit,
    })
    .from(loyaltyRakeback)
    .innerJoin(currencies, eq(currencies.code, loyaltyRakeback.currency))
    .where(eq(loyaltyRakeback.playerId, playerId))
    .orderBy(asc(currencies.position));
}

export async function lockRakeback(tx: DbExecutor, playerId: string, currency: string) {
  const [row] = await tx
    .select({ accruedMicro: loyaltyRakeback.accruedMicro })
    .from(loyaltyRakeback)
    .where(and(eq(loyaltyRakeback.playerId, playerId), eq(loyaltyRakeback.currency, currency)))
    .for("update");
  return row;
}

/** What the VIP rule needs: profile country (else registration country), birthdate, identity. */
export async function selectVipFacts(db: DbExecutor, playerId: string): Promise<VipFacts | null> {
  const [row] = await db
    .select({
      country: players.country,
      registrationCountry: players.registrationCountry,
      birthdate: players.birthdate,
      verification: playerVerifications.status,
    })
    .from(players)
    .leftJoin(playerVerifications, eq(playerVerifications.playerId, players.id))
    .where(eq(players.id, playerId));
  if (!row) return null;
  return {
    country: row.country ?? row.registrationCountry,
    birthdate: row.birthdate,
    identityVerified: row.verification === "verified",
  };
}

/** The currency of the player's active wallet account, if any. */
export async function selectActiveCurrency(
  db: DbExecutor,
  playerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isActive, true)));
  return row?.currency ?? null;
}
