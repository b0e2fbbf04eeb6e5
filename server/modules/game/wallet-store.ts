import { and, eq, sql } from "drizzle-orm";
import type { GameImages } from "../../../contracts/game.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  currencies,
  gameProviders,
  games,
  gameSessions,
  gameWalletTransactions,
  ledgerTransactions,
  players,
  walletAccounts,
  type PlayerStatus,
} from "../../db/schema.ts";

/** SQL of the seamless wallet: launches, the provider's transactions, balances. */

/** A launch with what every wallet call needs: its game, provider, player and currency. */
export interface LaunchRecord {
  id: string;
  playerId: string | null;
  walletAccountId: string | null;
  isDemo: boolean;
  currency: string;
  expiresAt: Date;
  subunitToUnit: bigint | null;
  game: {
    id: number;
    identity: string;
    name: string;
    images: GameImages;
    isHidden: boolean;
    countriesBlocked: string[];
  };
  provider: { identity: string; name: string; isEnabled: boolean; countriesBlocked: string[] };
  player: { status: PlayerStatus; country: string | null } | null;
  /** The wallet account staked from: status 1 is active; a hidden one takes no bets. */
  account: { status: number; hidden: boolean } | null;
}

export async function selectLaunch(
  db: DbExecutor,
  tokenHash: string,
): Promise<LaunchRecord | undefined> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      playerId: gameSessions.playerId,
      walletAccountId: gameSessions.walletAccountId,
      isDemo: gameSessions.isDemo,
      currency: gameSessions.currency,
      expiresAt: gameSessions.expiresAt,
      subunitToUnit: currencies.subunitToUnit,
      gameId: games.id,
      gameIdentity: games.identity,
      gameName: games.name,
      gameImages: games.images,
      gameHidden: games.isHidden,
      gameCountries: games.countriesBlocked,
      providerIdentity: gameProviders.identity,
      providerName: gameProviders.name,
      providerEnabled: gameProviders.isEnabled,
      providerCountries: gameProviders.countriesBlocked,
      accountStatus: walletAccounts.status,
      accountHidden: walletAccounts.hidden,
      playerStatus: players.status,
      playerCountry: sql<
        string | null
      >`coalesce(${players.registrationCountry}, ${players.country})`,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .leftJoin(players, eq(players.id, gameSessions.playerId))
    .leftJoin(walletAccounts, eq(walletAccounts.id, gameSessions.walletAccountId))
    .leftJoin(currencies, eq(currencies.code, gameSessions.currency))
    .where(eq(gameSessions.tokenHash, tokenHash));
  if (!row) return undefined;
  return {
    id: row.id,
    playerId: row.playerId,
    walletAccountId: row.walletAccountId,
    isDemo: row.isDemo,
    currency: row.currency,
    expiresAt: row.expiresAt,
    subunitToUnit: row.subunitToUnit,
    game: {
      id: row.gameId,
      identity: row.gameIdentity,
      name: row.gameName,
      images: row.gameImages,
      isHidden: row.gameHidden,
      countriesBlocked: row.gameCountries,
    },
    provider: {
      identity: row.providerIdentity,
      name: row.providerName,
      isEnabled: row.providerEnabled,
      countriesBlocked: row.providerCountries,
    },
    player: row.playerStatus
      ? { status: row.playerStatus, country: row.playerCountry?.toUpperCase() ?? null }
      : null,
    account:
      row.accountStatus === null || row.accountHidden === null
        ? null
        : { status: row.accountStatus, hidden: row.accountHidden },
  };
}

export type WalletTransactionRecord = typeof gameWalletTransactions.$inferSelect;
export type WalletAction = WalletTransactionRecord["action"];

/**
 * Claims the provider's transaction id for this call. False when the id is taken: a concurrent
 * call with the same id waits here until the other commits (then false) or rolls back (then
 * this one claims it).
 */
export async function claimWalletTransaction(
  db: DbExecutor,
  values: {
    provider: string;
    transactionId: string;
    action: WalletAction;
    roundId: string;
    requestHash: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(gameWalletTransactions)
    .values({ ...values, response: {} })
    .onConflictDoNothing({
      target: [gameWalletTransactions.provider, gameWalletTransactions.transactionId],
    })
    .returning({ transactionId: gameWalletTransactions.transactionId });
  return rows.length > 0;
}

export async function selectWalletTransaction(
  db: DbExecutor,
  provider: string,
  transactionId: string,
): Promise<WalletTransactionRecord | undefined> {
  const [row] = await db
    .select()
    .from(gameWalletTransactions)
    .where(
      and(
        eq(gameWalletTransactions.provider, provider),
        eq(gameWalletTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/** Completes a claimed transaction with what it did and the answer a replay gets. */
export async function completeWalletTransaction(
  db: DbExecutor,
  key: { provider: string; transactionId: string },
  values: { betId: string | null; amount: bigint; response: Record<string, unknown> },
): Promise<void> {
  await db
    .update(gameWalletTransactions)
    .set(values)
    .where(
      and(
        eq(gameWalletTransactions.provider, key.provider),
        eq(gameWalletTransactions.transactionId, key.transactionId),
      ),
    );
}

/** Marks a bet id as rolled back before it arrived; false when the id already exists. */
export async function insertTombstone(
  db: DbExecutor,
  values: { provider: string; transactionId: string; roundId: string },
): Promise<boolean> {
  const rows = await db
    .insert(gameWalletTransactions)
    .values({ ...values, action: "tombstone", requestHash: "tombstone", response: {} })
    .onConflictDoNothing({
      target: [gameWalletTransactions.provider, gameWalletTransactions.transactionId],
    })
    .returning({ transactionId: gameWalletTransactions.transactionId });
  return rows.length > 0;
}

/** The real balance of a wallet account in minor units (0 for an unknown account). */
export async function selectRealBalance(db: DbExecutor, walletAccountId: string): Promise<bigint> {
  const [row] = await db
    .select({ realBalance: walletAccounts.realBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, walletAccountId));
  return row?.realBalance ?? 0n;
}

/** Whether the ledger already holds a movement under this idempotency key. */
export async function ledgerKeyUsed(db: DbExecutor, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row !== undefined;
}
