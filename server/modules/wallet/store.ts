import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../db/client.ts";
import { currencies, ledgerAccounts, walletAccounts } from "../../db/schema.ts";

/** A wallet account with what it takes to show it: its currency's factor and rate, the base. */
export interface WalletAccountRow {
  id: string;
  playerId: string;
  currency: string;
  balance: bigint;
  realBalance: bigint;
  bonusBalance: bigint;
  lockedBalance: bigint;
  isActive: boolean;
  hidden: boolean;
  subunitToUnit: bigint;
  rate: string;
  baseCurrency: string | null;
}

const base = alias(currencies, "base_currency");

function selectRows(db: DbExecutor) {
  return db
    .select({
      id: walletAccounts.id,
      playerId: walletAccounts.playerId,
      currency: walletAccounts.currency,
      balance: walletAccounts.balance,
      realBalance: walletAccounts.realBalance,
      bonusBalance: walletAccounts.bonusBalance,
      lockedBalance: walletAccounts.lockedBalance,
      isActive: walletAccounts.isActive,
      hidden: walletAccounts.hidden,
      subunitToUnit: currencies.subunitToUnit,
      rate: currencies.rate,
      baseCurrency: base.code,
    })
    .from(walletAccounts)
    .innerJoin(currencies, eq(currencies.code, walletAccounts.currency))
    .leftJoin(base, eq(base.isBase, true));
}

/** The player's accounts, the active one first, then by creation (as /api/player/init). */
export async function selectPlayerAccounts(
  db: DbExecutor,
  playerId: string,
): Promise<WalletAccountRow[]> {
  return selectRows(db)
    .where(eq(walletAccounts.playerId, playerId))
    .orderBy(
      desc(walletAccounts.isActive),
      asc(walletAccounts.createdAt),
      asc(walletAccounts.currency),
    );
}

export async function selectAccountsByIds(
  db: DbExecutor,
  ids: readonly string[],
): Promise<WalletAccountRow[]> {
  if (ids.length === 0) return [];
  return selectRows(db)
    .where(inArray(walletAccounts.id, [...ids]))
    .orderBy(asc(walletAccounts.id));
}

/** Locks the player's accounts in id order (the order every writer uses). */
export async function lockPlayerAccounts(
  db: DbExecutor,
  playerId: string,
): Promise<{ id: string; isActive: boolean; hidden: boolean }[]> {
  return db
    .select({
      id: walletAccounts.id,
      isActive: walletAccounts.isActive,
      hidden: walletAccounts.hidden,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, playerId))
    .orderBy(asc(walletAccounts.id))
    .for("update");
}

/**
 * Creates a wallet account and its three player ledger accounts (real, bonus, locked) at zero.
 * Throws the database's unique violation when the player already has this currency.
 */
export async function insertWalletAccount(
  db: DbExecutor,
  values: { playerId: string; currency: string; isActive: boolean },
): Promise<string> {
  const [row] = await db.insert(walletAccounts).values(values).returning({ id: walletAccounts.id });
  if (!row) throw new Error("insert into wallet_accounts returned nothing");
  await insertPlayerLedgerAccounts(db, row.id, values.currency);
  return row.id;
}

/** The real, bonus and locked ledger accounts of a wallet account; existing ones are kept. */
export async function insertPlayerLedgerAccounts(
  db: DbExecutor,
  walletAccountId: string,
  currency: string,
): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(
      (["player_real", "player_bonus", "player_locked"] as const).map((kind) => ({
        kind,
        currency,
        walletAccountId,
        owner: walletAccountId,
      })),
    )
    .onConflictDoNothing();
}

export async function selectCurrency(
  db: DbExecutor,
  code: string,
): Promise<{ code: string; isEnabled: boolean } | undefined> {
  const [row] = await db
    .select({ code: currencies.code, isEnabled: currencies.isEnabled })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row;
}

export async function setActive(db: DbExecutor, playerId: string, id: string): Promise<void> {
  // Two statements: the one-active unique index is checked row by row, so a single UPDATE
  // swapping the flag between two rows could see two active rows midway.
  await db
    .update(walletAccounts)
    .set({ isActive: false })
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isActive, true)));
  await db
    .update(walletAccounts)
    .set({ isActive: true, hidden: false })
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.id, id)));
}

export async function setHidden(db: DbExecutor, id: string, hidden: boolean): Promise<void> {
  await db.update(walletAccounts).set({ hidden }).where(eq(walletAccounts.id, id));
}
