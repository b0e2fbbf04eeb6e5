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
  /** The playable balance of that account, real + bonus (0 without one). */
  balance: bigint;
  /** What the provider's transaction id already holds, when `selectLaunch` was asked. */
  existing: ExistingWalletTransaction | null;
}

/** A claimed transaction id, as a replay needs it. */
export interface ExistingWalletTransaction {
  action: WalletAction;
  roundId: string;
  betId: string | null;
  amount: bigint;
  requestHash: string;
  httpStatus: number;
  response: Record<string, unknown>;
}

/**
 * The launch by its token's hash, and (with `peek`) what that provider's transaction id already
 * holds: one round trip for what a wallet call needs before it moves money.
 */
export async function selectLaunch(
  db: DbExecutor,
  tokenHash: string,
  peek?: { provider: string; transactionId: string },
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
      balance: walletAccounts.balance,
      existing: peek
        ? sql<RawExisting | string | null>`(
            select jsonb_build_object('action', t.action, 'roundId', t.round_id,
              'betId', t.bet_id, 'amount', t.amount::text, 'requestHash', t.request_hash,
              'httpStatus', t.http_status, 'response', t.response)
            from game_wallet_transactions t
            where t.provider = ${peek.provider} and t.transaction_id = ${peek.transactionId})`
        : sql<null>`null`,
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
    balance: row.balance ?? 0n,
    existing: existingOf(row.existing),
  };
}

interface RawExisting extends Omit<ExistingWalletTransaction, "amount"> {
  amount: string;
}

function existingOf(raw: RawExisting | string | null): ExistingWalletTransaction | null {
  if (raw === null) return null;
  const parsed = typeof raw === "string" ? (JSON.parse(raw) as RawExisting) : raw;
  return { ...parsed, amount: BigInt(parsed.amount) };
}

export type WalletTransactionRecord = typeof gameWalletTransactions.$inferSelect;
export type WalletAction = WalletTransactionRecord["action"];

/**
 * Claims the provider's transaction id for this call. False when the id is taken: a concurrent
 * call with the same id waits here until the other commits (then false) or rolls back (then
 * this one claims it).
 */
/** What a money call claims: its provider's transaction id, with what tells a replay apart. */
export interface WalletClaim {
  provider: string;
  transactionId: string;
  action: WalletAction;
  roundId: string;
  requestHash: string;
}

export async function claimWalletTransaction(
  db: DbExecutor,
  values: WalletClaim,
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

/**
 * The playable balance of a wallet account (real + bonus) in minor units, what a game shows (0
 * for an unknown account).
 */
export async function selectPlayableBalance(
  db: DbExecutor,
  walletAccountId: string,
): Promise<bigint> {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, walletAccountId));
  return row?.balance ?? 0n;
}

/** Whether the ledger already holds a movement under this idempotency key. */
export async function ledgerKeyUsed(db: DbExecutor, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row !== undefined;
}

/**
 * What game_wallet_bet / game_wallet_win (migrations 0006, 0012, 0014) answer: the stored answer, or why
 * nothing may move (the caller then rolls its transaction back).
 */
export type WalletMoveAnswer =
  | { status: "ok"; response: Record<string, unknown>; freeRound?: boolean }
  | {
      status:
        | "taken"
        | "foreign_round"
        | "round_closed"
        | "round_not_found"
        | "insufficient"
        | "stale"
        /** A win's sport settlement does not fit the round (no sport bet, other leg count). */
        | "sport_mismatch";
    };

/** A movement ledger_post makes inside the wallet function (Ledger.prepareTransfer). */
export interface WalletLedgerMove {
  key: string;
  hash: string;
  reference: Record<string, unknown>;
  accountIds: [number, number];
  alsoAccountIds: number[];
}

/** What game_wallet_bet and game_wallet_win both take: the claim, the launch's player and
 * account, and the amount. */
interface WalletMoveCall extends Omit<WalletClaim, "action"> {
  playerId: string;
  walletAccountId: string;
  currency: string;
  subunitToUnit: bigint;
  amount: bigint;
}

// ledger_post's answers other than ok, insufficient and stale never reach the caller: the
// wallet claimed the transaction id first, so the movement's key is new.
async function walletMove(db: DbExecutor, call: ReturnType<typeof sql>): Promise<WalletMoveAnswer> {
  const result = (await db.execute(call)) as unknown as { rows: { answer: unknown }[] };
  const cell = result.rows[0]?.answer;
  return (typeof cell === "string" ? JSON.parse(cell) : cell) as WalletMoveAnswer;
}

const accountsArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/**
 * A bet: with `ledger`, real money first then the active bonus's (player real → house); with
 * `freespinId` instead, a free round the bonus module already took from its package (nothing
 * moves).
 */
export function callWalletBet(
  db: DbExecutor,
  input: WalletMoveCall & {
    sessionId: string;
    gameId: number;
    ledger: WalletLedgerMove | null;
    freespinId: string | null;
    /** A sportsbook's slip, kept on the round (game_bets.sport). */
    sport: Record<string, unknown> | null;
  },
): Promise<WalletMoveAnswer> {
  const ledger = input.ledger;
  return walletMove(
    db,
    sql`select game_wallet_bet(${input.provider}, ${input.transactionId}, ${input.roundId},
          ${input.requestHash}, ${input.sessionId}::uuid, ${input.playerId}::uuid,
          ${input.walletAccountId}::uuid, ${input.gameId}::integer, ${input.currency},
          ${input.subunitToUnit.toString()}::bigint, ${input.amount.toString()}::bigint,
          ${ledger ? accountsArray(ledger.accountIds) : null}::bigint[], ${ledger?.key ?? null},
          ${ledger?.hash ?? null}, ${ledger ? JSON.stringify(ledger.reference) : null}::jsonb,
          ${input.freespinId}::uuid,
          ${input.sport === null ? null : JSON.stringify(input.sport)}::jsonb) as answer`,
  );
}

export function callWalletWin(
  db: DbExecutor,
  input: WalletMoveCall & {
    finished: boolean;
    now: Date;
    /**
     * House → player real, with the currency's bonus pool in `alsoAccountIds` (a free round's
     * win goes there); absent for a win of zero: nothing moves.
     */
    ledger: WalletLedgerMove | null;
    /** A sportsbook's settlement, kept on the round (game_bets.sport_settlement). */
    sport: Record<string, unknown> | null;
  },
): Promise<WalletMoveAnswer> {
  const ledger = input.ledger;
  return walletMove(
    db,
    sql`select game_wallet_win(${input.provider}, ${input.transactionId}, ${input.roundId},
          ${input.requestHash}, ${input.playerId}::uuid, ${input.walletAccountId}::uuid,
          ${input.currency}, ${input.subunitToUnit.toString()}::bigint,
          ${input.amount.toString()}::bigint, ${input.finished}::boolean,
          ${input.now.toISOString()}::timestamptz,
          ${ledger ? accountsArray([...ledger.accountIds, ...ledger.alsoAccountIds]) : null}::bigint[],
          ${ledger?.key ?? null}, ${ledger?.hash ?? null},
          ${ledger ? JSON.stringify(ledger.reference) : null}::jsonb,
          ${input.sport === null ? null : JSON.stringify(input.sport)}::jsonb) as answer`,
  );
}

/**
 * How a bet was paid: its real and bonus parts, from the entries of its ledger movement (zero
 * for a key without one).
 */
export async function selectBetMoney(
  db: DbExecutor,
  ledgerKey: string,
): Promise<{ real: bigint; bonus: bigint }> {
  const result = (await db.execute(
    sql`select
          coalesce(-sum(e.amount) filter (where a.kind = 'player_real'), 0)::text as real,
          coalesce(-sum(e.amount) filter (where a.kind = 'player_bonus'), 0)::text as bonus
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.ledger_account_id
        where t.idempotency_key = ${ledgerKey}`,
  )) as unknown as { rows: { real: string; bonus: string }[] };
  const row = result.rows[0];
  return { real: BigInt(row?.real ?? "0"), bonus: BigInt(row?.bonus ?? "0") };
}

/**
 * The status of a player bonus, share-locked so that a cancel or expiry (which locks it for
 * update) waits for this transaction or is seen by it (game_wallet_win does the same).
 */
export async function lockBonusStatus(db: DbExecutor, bonusId: string): Promise<number | null> {
  const result = (await db.execute(
    sql`select status from player_bonuses where id = ${bonusId}::uuid for key share`,
  )) as unknown as { rows: { status: number }[] };
  return result.rows[0]?.status ?? null;
}
