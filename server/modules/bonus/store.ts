import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  bonusAccounts,
  bonusDefinitions,
  currencies,
  gameBets,
  gameProviders,
  games,
  ledgerAccounts,
  playerBonusCodes,
  playerBonuses,
  playerFreespins,
  players,
  walletAccounts,
  type BonusDefinitionRow,
  type BonusTexts,
  type PlayerBonusRow,
  type PlayerFreespinRow,
} from "../../db/schema.ts";
import type { CurrencyFacts } from "./rules.ts";

/** SQL of the bonus module: definitions, player bonuses and free spins, the locks they take. */

type Row = Record<string, unknown>;

async function rows(db: DbExecutor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Takes the account's bonus lock (its bonus_accounts row, created on first use): every change of
 * which bonus is active holds it, so two of them never race. Lock order: this, then bonus rows,
 * then the ledger accounts.
 */
export async function lockBonusAccount(tx: DbExecutor, walletAccountId: string): Promise<void> {
  await lockBonusAccounts(tx, [walletAccountId]);
}

/** The bonus locks of several accounts, in one order for every caller. */
export async function lockBonusAccounts(
  tx: DbExecutor,
  walletAccountIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(walletAccountIds)].sort();
  if (ids.length === 0) return;
  await tx
    .insert(bonusAccounts)
    .values(ids.map((walletAccountId) => ({ walletAccountId })))
    .onConflictDoNothing();
  await tx
    .select({ id: bonusAccounts.walletAccountId })
    .from(bonusAccounts)
    .where(inArray(bonusAccounts.walletAccountId, ids))
    .orderBy(asc(bonusAccounts.walletAccountId))
    .for("update");
}

/**
 * The account's real and bonus money, locked (the order ledger_post uses), so nothing moves them
 * until this transaction ends.
 */
export async function lockPlayerMoney(
  tx: DbExecutor,
  walletAccountId: string,
): Promise<{ real: bigint; bonus: bigint }> {
  const locked = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.walletAccountId, walletAccountId),
        inArray(ledgerAccounts.kind, ["player_real", "player_bonus"]),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  const of = (kind: string) => locked.find((row) => row.kind === kind)?.balance ?? 0n;
  return { real: of("player_real"), bonus: of("player_bonus") };
}

/** Whether a bonus still has open rounds staked with its money (their wins may come back). */
export async function hasOpenBonusRounds(tx: DbExecutor, bonusId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: gameBets.id })
    .from(gameBets)
    .where(
      and(
        eq(gameBets.bonusId, bonusId),
        eq(gameBets.status, 1),
        sql`${gameBets.bonusBetAmount} > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a free-spin package has rounds not settled yet. */
export async function hasOpenFreeRounds(tx: DbExecutor, freespinId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: gameBets.id })
    .from(gameBets)
    .where(and(eq(gameBets.freespinId, freespinId), eq(gameBets.status, 1)))
    .limit(1);
  return row !== undefined;
}

/** What a free-spin package's rounds won. */
export async function sumFreeRoundWins(tx: DbExecutor, freespinId: string): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${gameBets.winAmount}), 0)::text` })
    .from(gameBets)
    .where(eq(gameBets.freespinId, freespinId));
  return BigInt(row?.total ?? "0");
}

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

export async function selectDefinition(
  db: DbExecutor,
  id: string,
): Promise<BonusDefinitionRow | undefined> {
  const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id));
  return row;
}

export async function selectDefinitionByCode(
  db: DbExecutor,
  code: string,
): Promise<BonusDefinitionRow | undefined> {
  const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.code, code));
  return row;
}

/** Definitions by trigger (enabled ones), in display order. */
export function selectDefinitions(
  db: DbExecutor,
  filter: { triggers?: readonly BonusDefinitionRow["trigger"][]; ids?: readonly string[] } = {},
): Promise<BonusDefinitionRow[]> {
  const conditions: SQL[] = [];
  if (filter.triggers) conditions.push(inArray(bonusDefinitions.trigger, [...filter.triggers]));
  if (filter.ids) conditions.push(inArray(bonusDefinitions.id, [...filter.ids]));
  return db
    .select()
    .from(bonusDefinitions)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(bonusDefinitions.position), asc(bonusDefinitions.createdAt));
}

/** Definitions (of `ids`) the player already got a bonus or free spins of. */
export async function selectClaimedDefinitions(
  db: DbExecutor,
  playerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows(
    db,
    sql`select definition_id as id from player_bonuses
        where player_id = ${playerId} and definition_id in ${[...ids]}
        union
        select definition_id from player_freespins
        where player_id = ${playerId} and definition_id in ${[...ids]}`,
  );
  return new Set(found.map((row) => String(row["id"])));
}

// ---------------------------------------------------------------------------------------------
// Players, accounts, currencies
// ---------------------------------------------------------------------------------------------

export interface PlayerFacts {
  status: string;
  /** Profile and sign-up country (GB rules look at both). */
  countries: (string | null)[];
}

export async function selectPlayerFacts(
  db: DbExecutor,
  playerId: string,
): Promise<PlayerFacts | undefined> {
  const [row] = await db
    .select({
      status: players.status,
      country: players.country,
      registrationCountry: players.registrationCountry,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row
    ? { status: row.status, countries: [row.country, row.registrationCountry] }
    : undefined;
}

export interface AccountFacts {
  id: string;
  playerId: string;
  currency: CurrencyFacts;
  isActive: boolean;
}

/** The player's account by id, by currency, or the active one. */
export async function selectAccount(
  db: DbExecutor,
  playerId: string,
  which: { id?: string; currency?: string },
): Promise<AccountFacts | undefined> {
  const [row] = await db
    .select({
      id: walletAccounts.id,
      playerId: walletAccounts.playerId,
      isActive: walletAccounts.isActive,
      code: currencies.code,
      subunitToUnit: currencies.subunitToUnit,
      rate: currencies.rate,
    })
    .from(walletAccounts)
    .innerJoin(currencies, eq(currencies.code, walletAccounts.currency))
    .where(
      and(
        eq(walletAccounts.playerId, playerId),
        which.id !== undefined
          ? eq(walletAccounts.id, which.id)
          : which.currency !== undefined
            ? eq(walletAccounts.currency, which.currency)
            : eq(walletAccounts.isActive, true),
      ),
    );
  if (!row) return undefined;
  return {
    id: row.id,
    playerId: row.playerId,
    isActive: row.isActive,
    currency: { code: row.code, subunitToUnit: row.subunitToUnit, rate: row.rate },
  };
}

/** A currency and the base currency (the terms' fallback). */
export async function selectCurrencyPair(
  db: DbExecutor,
  code: string,
): Promise<{ currency: CurrencyFacts; base: CurrencyFacts } | undefined> {
  const found = await db
    .select({
      code: currencies.code,
      subunitToUnit: currencies.subunitToUnit,
      rate: currencies.rate,
      isBase: currencies.isBase,
    })
    .from(currencies)
    .where(or(eq(currencies.code, code), eq(currencies.isBase, true)));
  const currency = found.find((row) => row.code === code);
  const base = found.find((row) => row.isBase);
  if (!currency || !base) return undefined;
  const facts = (row: typeof currency): CurrencyFacts => ({
    code: row.code,
    subunitToUnit: row.subunitToUnit,
    rate: row.rate,
  });
  return { currency: facts(currency), base: facts(base) };
}

/** A game of the catalogue by identity: what a free-spin package needs. */
export async function selectGame(
  db: DbExecutor,
  identity: string,
): Promise<{ id: number; identity: string; name: string; type: string } | undefined> {
  const [row] = await db
    .select({ id: games.id, identity: games.identity, name: games.name, type: games.type })
    .from(games)
    .where(eq(games.identity, identity));
  return row;
}

// ---------------------------------------------------------------------------------------------
// Player bonuses
// ---------------------------------------------------------------------------------------------

export type NewPlayerBonus = typeof playerBonuses.$inferInsert;

/** Inserts a bonus; undefined when its idempotency key was used already. */
export async function insertPlayerBonus(
  tx: DbExecutor,
  values: NewPlayerBonus,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await tx
    .insert(playerBonuses)
    .values(values)
    .onConflictDoNothing({ target: playerBonuses.idempotencyKey })
    .returning();
  return row;
}

export async function selectBonusByKey(
  db: DbExecutor,
  key: string,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.idempotencyKey, key));
  return row;
}

/** The bonus, locked for a change of its state. */
export async function lockPlayerBonus(
  tx: DbExecutor,
  id: string,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, id)).for("update");
  return row;
}

export async function selectActiveBonus(
  db: DbExecutor,
  walletAccountId: string,
): Promise<PlayerBonusRow | undefined> {
  const [row] = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.walletAccountId, walletAccountId), eq(playerBonuses.status, 2)));
  return row;
}

export async function updatePlayerBonus(
  tx: DbExecutor,
  id: string,
  values: Partial<NewPlayerBonus>,
): Promise<PlayerBonusRow> {
  const [row] = await tx
    .update(playerBonuses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(playerBonuses.id, id))
    .returning();
  if (!row) throw new Error(`player bonus ${id} vanished`);
  return row;
}

/** A player bonus with what its API shape needs: definition texts, currency, bonus balance. */
export interface BonusViewRow extends PlayerBonusRow {
  identity: string | null;
  description: string | null;
  terms: string | null;
  /** The definition's texts in other locales (null: its definition is gone). */
  translations: Record<string, BonusTexts> | null;
  subunitToUnit: bigint;
  bonusBalance: bigint;
  countries: (string | null)[];
  amounts: Record<string, Record<string, string>> | null;
}

/** Which items a view query lists: by ids, player, statuses, currency; newest `limit`. */
export interface ViewFilter {
  ids?: readonly string[];
  playerId?: string;
  statuses?: readonly number[];
  currency?: string;
  limit?: number;
}

function viewConditions(
  table: typeof playerBonuses | typeof playerFreespins,
  filter: ViewFilter,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(table.id, [...filter.ids]));
  if (filter.playerId) conditions.push(eq(table.playerId, filter.playerId));
  if (filter.statuses) conditions.push(inArray(table.status, [...filter.statuses]));
  if (filter.currency) conditions.push(eq(table.currency, filter.currency));
  return conditions;
}

export async function selectBonusViews(
  db: DbExecutor,
  filter: ViewFilter,
): Promise<BonusViewRow[]> {
  const conditions = viewConditions(playerBonuses, filter);
  const found = await db
    .select({
      bonus: playerBonuses,
      identity: bonusDefinitions.identity,
      description: bonusDefinitions.description,
      terms: bonusDefinitions.terms,
      translations: bonusDefinitions.translations,
      amounts: bonusDefinitions.amounts,
      subunitToUnit: currencies.subunitToUnit,
      bonusBalance: walletAccounts.bonusBalance,
      country: players.country,
      registrationCountry: players.registrationCountry,
    })
    .from(playerBonuses)
    .innerJoin(walletAccounts, eq(walletAccounts.id, playerBonuses.walletAccountId))
    .innerJoin(currencies, eq(currencies.code, playerBonuses.currency))
    .innerJoin(players, eq(players.id, playerBonuses.playerId))
    .leftJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(and(...conditions))
    .orderBy(desc(playerBonuses.createdAt), desc(playerBonuses.id))
    .limit(filter.limit ?? 100);
  return found.map((row) => ({
    ...row.bonus,
    identity: row.identity,
    description: row.description,
    terms: row.terms,
    translations: row.translations,
    amounts: row.amounts as BonusViewRow["amounts"],
    subunitToUnit: row.subunitToUnit,
    bonusBalance: row.bonusBalance,
    countries: [row.country, row.registrationCountry],
  }));
}

// ---------------------------------------------------------------------------------------------
// Free spins
// ---------------------------------------------------------------------------------------------

export type NewPlayerFreespin = typeof playerFreespins.$inferInsert;

export async function insertPlayerFreespin(
  tx: DbExecutor,
  values: NewPlayerFreespin,
): Promise<PlayerFreespinRow | undefined> {
  const [row] = await tx
    .insert(playerFreespins)
    .values(values)
    .onConflictDoNothing({ target: playerFreespins.idempotencyKey })
    .returning();
  return row;
}

export async function selectFreespinByKey(
  db: DbExecutor,
  key: string,
): Promise<PlayerFreespinRow | undefined> {
  const [row] = await db
    .select()
    .from(playerFreespins)
    .where(eq(playerFreespins.idempotencyKey, key));
  return row;
}

export async function lockPlayerFreespin(
  tx: DbExecutor,
  id: string,
): Promise<PlayerFreespinRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerFreespins)
    .where(eq(playerFreespins.id, id))
    .for("update");
  return row;
}

export async function selectActiveFreespin(
  db: DbExecutor,
  walletAccountId: string,
): Promise<PlayerFreespinRow | undefined> {
  const [row] = await db
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.walletAccountId, walletAccountId), eq(playerFreespins.status, 2)))
    .limit(1);
  return row;
}

export async function updatePlayerFreespin(
  tx: DbExecutor,
  id: string,
  values: Partial<NewPlayerFreespin>,
): Promise<PlayerFreespinRow> {
  const [row] = await tx
    .update(playerFreespins)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(playerFreespins.id, id))
    .returning();
  if (!row) throw new Error(`free-spin package ${id} vanished`);
  return row;
}

export interface FreespinViewRow extends PlayerFreespinRow {
  /** The definition's texts in other locales (null: none or gone). */
  translations: Record<string, BonusTexts> | null;
  gameIdentity: string;
  gameName: string;
  subunitToUnit: bigint;
  winAmount: bigint;
}

export async function selectFreespinViews(
  db: DbExecutor,
  filter: ViewFilter,
): Promise<FreespinViewRow[]> {
  const conditions = viewConditions(playerFreespins, filter);
  const found = await db
    .select({
      spins: playerFreespins,
      translations: bonusDefinitions.translations,
      gameIdentity: games.identity,
      gameName: games.name,
      subunitToUnit: currencies.subunitToUnit,
      winAmount: sql<string>`(select coalesce(sum(b.win_amount), 0)::text from game_bets b
                              where b.freespin_id = ${playerFreespins.id})`,
    })
    .from(playerFreespins)
    .innerJoin(games, eq(games.id, playerFreespins.gameId))
    .innerJoin(currencies, eq(currencies.code, playerFreespins.currency))
    .leftJoin(bonusDefinitions, eq(bonusDefinitions.id, playerFreespins.definitionId))
    .where(and(...conditions))
    .orderBy(desc(playerFreespins.createdAt), desc(playerFreespins.id))
    .limit(filter.limit ?? 100);
  return found.map((row) => ({
    ...row.spins,
    translations: row.translations,
    gameIdentity: row.gameIdentity,
    gameName: row.gameName,
    subunitToUnit: row.subunitToUnit,
    winAmount: BigInt(row.winAmount),
  }));
}

// ---------------------------------------------------------------------------------------------
// Bonus codes
// ---------------------------------------------------------------------------------------------

export interface BonusCodeViewRow {
  id: string;
  code: string;
  trigger: number;
  status: number;
  name: string;
  translations: Record<string, BonusTexts>;
  definitionId: string;
  createdAt: Date;
}

export function selectBonusCodes(
  db: DbExecutor,
  playerId: string,
  filter: { trigger?: number; statuses?: readonly number[]; id?: string; definitionId?: string },
): Promise<BonusCodeViewRow[]> {
  const conditions: SQL[] = [eq(playerBonusCodes.playerId, playerId)];
  if (filter.definitionId !== undefined) {
    conditions.push(eq(playerBonusCodes.definitionId, filter.definitionId));
  }
  if (filter.trigger !== undefined) conditions.push(eq(playerBonusCodes.trigger, filter.trigger));
  if (filter.statuses) conditions.push(inArray(playerBonusCodes.status, [...filter.statuses]));
  if (filter.id !== undefined) conditions.push(eq(playerBonusCodes.id, filter.id));
  return db
    .select({
      id: playerBonusCodes.id,
      code: playerBonusCodes.code,
      trigger: playerBonusCodes.trigger,
      status: playerBonusCodes.status,
      name: bonusDefinitions.name,
      translations: bonusDefinitions.translations,
      definitionId: playerBonusCodes.definitionId,
      createdAt: playerBonusCodes.createdAt,
    })
    .from(playerBonusCodes)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonusCodes.definitionId))
    .where(and(...conditions))
    .orderBy(desc(playerBonusCodes.createdAt));
}

/** The bonus balance of each account (read without a lock: a first look). */
export async function selectBonusBalances(
  db: DbExecutor,
  walletAccountIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (walletAccountIds.length === 0) return new Map();
  const found = await db
    .select({ id: walletAccounts.id, bonus: walletAccounts.bonusBalance })
    .from(walletAccounts)
    .where(inArray(walletAccounts.id, [...walletAccountIds]));
  return new Map(found.map((row) => [row.id, row.bonus]));
}

/** Games by id: what wagering contributions look at. */
export async function selectGamesById(
  db: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, { identity: string; type: string; isBonusWagering: boolean }>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: games.id,
      identity: games.identity,
      type: games.type,
      isBonusWagering: games.isBonusWagering,
    })
    .from(games)
    .where(inArray(games.id, [...new Set(ids)]));
  return new Map(found.map((row) => [row.id, row]));
}

/** Successful deposits of a player: the next one is this + 1 (welcome package steps). */
export async function countDeposits(db: DbExecutor, playerId: string): Promise<number> {
  const [row] = await rows(
    db,
    sql`select count(*)::int as count from payment_invoices
        where player_id = ${playerId} and type = 'deposit' and status = 2`,
  );
  return Number(row?.["count"] ?? 0);
}

/** A package with what its free-rounds grant needs: the game's identity and its provider. */
export async function selectFreespinGrant(
  db: DbExecutor,
  id: string,
): Promise<
  | (PlayerFreespinRow & { gameIdentity: string; providerIdentity: string; subunitToUnit: bigint })
  | undefined
> {
  const [row] = await db
    .select({
      spins: playerFreespins,
      gameIdentity: games.identity,
      providerIdentity: gameProviders.identity,
      subunitToUnit: currencies.subunitToUnit,
    })
    .from(playerFreespins)
    .innerJoin(games, eq(games.id, playerFreespins.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(currencies, eq(currencies.code, playerFreespins.currency))
    .where(eq(playerFreespins.id, id));
  if (!row) return undefined;
  return {
    ...row.spins,
    gameIdentity: row.gameIdentity,
    providerIdentity: row.providerIdentity,
    subunitToUnit: row.subunitToUnit,
  };
}
