import { and, eq, sql } from "drizzle-orm";
import type { GameImages } from "../../../contracts/game.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import {
  arrayParam,
  runStatement,
  statement,
  transactionStartingWith,
  type Statement,
} from "../../db/statement.ts";
import {
  gameWalletTransactions,
  ledgerTransactions,
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
  /** What the provider's transaction id already holds, when `inLaunchTransaction` looked. */
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

/** The launch query's row: as the driver reads it (int8 as text). */
interface RawLaunch {
  id: string;
  player_id: string | null;
  wallet_account_id: string | null;
  is_demo: boolean;
  currency: string;
  expires_at: Date | string;
  subunit_to_unit: string | null;
  game_id: number;
  game_identity: string;
  game_name: string;
  game_images: GameImages;
  game_hidden: boolean;
  game_countries: string[];
  provider_identity: string;
  provider_name: string;
  provider_enabled: boolean;
  provider_countries: string[];
  account_status: number | null;
  account_hidden: boolean | null;
  player_status: PlayerStatus | null;
  player_country: string | null;
  balance: string | null;
  existing: RawExisting | string | null;
}

/**
 * The launch by its token's hash, and what the provider's transaction id already holds ($2, $3;
 * nulls find nothing): every wallet call runs it, so it is a prepared statement.
 */
const launchStatement = statement(
  "wallet_launch",
  `select s.id, s.player_id, s.wallet_account_id, s.is_demo, s.currency, s.expires_at,
     c.subunit_to_unit::text as subunit_to_unit,
     g.id as game_id, g.identity as game_identity, g.name as game_name,
     g.images as game_images, g.is_hidden as game_hidden, g.countries_blocked as game_countries,
     pr.identity as provider_identity, pr.name as provider_name,
     pr.is_enabled as provider_enabled, pr.countries_blocked as provider_countries,
     a.status as account_status, a.hidden as account_hidden,
     p.status as player_status, coalesce(p.registration_country, p.country) as player_country,
     a.balance::text as balance,
     (select jsonb_build_object('action', t.action, 'roundId', t.round_id,
        'betId', t.bet_id, 'amount', t.amount::text, 'requestHash', t.request_hash,
        'httpStatus', t.http_status, 'response', t.response)
      from game_wallet_transactions t
      where t.provider = $2 and t.transaction_id = $3) as existing
   from game_sessions s
   join games g on g.id = s.game_id
   join game_providers pr on pr.id = g.provider_id
   left join players p on p.id = s.player_id
   left join wallet_accounts a on a.id = s.wallet_account_id
   left join currencies c on c.code = s.currency
   where s.token_hash = $1`,
);

/**
 * The launch by its token's hash, and (with `peek`) what that provider's transaction id already
 * holds: one round trip for what a wallet call needs before it moves money.
 */
export async function selectLaunch(
  db: DbExecutor,
  tokenHash: string,
): Promise<LaunchRecord | undefined> {
  const [row] = await runStatement<RawLaunch>(db, launchStatement, [tokenHash, null, null]);
  return row ? launchOf(row) : undefined;
}

/**
 * A money call's transaction, begun together with its launch lookup (one round trip): `work`
 * gets the launch and what the provider's transaction id already holds.
 */
export function inLaunchTransaction<T>(
  db: Db,
  tokenHash: string,
  peek: { provider: string; transactionId: string },
  work: (tx: DbExecutor, launch: LaunchRecord | undefined) => Promise<T>,
): Promise<T> {
  return transactionStartingWith<RawLaunch, T>(
    db,
    launchStatement,
    [tokenHash, peek.provider, peek.transactionId],
    (tx, [row]) => work(tx, row ? launchOf(row) : undefined),
  );
}

function launchOf(row: RawLaunch): LaunchRecord {
  return {
    id: row.id,
    playerId: row.player_id,
    walletAccountId: row.wallet_account_id,
    isDemo: row.is_demo,
    currency: row.currency,
    expiresAt: new Date(row.expires_at),
    subunitToUnit: row.subunit_to_unit === null ? null : BigInt(row.subunit_to_unit),
    game: {
      id: row.game_id,
      identity: row.game_identity,
      name: row.game_name,
      images: row.game_images,
      isHidden: row.game_hidden,
      countriesBlocked: row.game_countries,
    },
    provider: {
      identity: row.provider_identity,
      name: row.provider_name,
      isEnabled: row.provider_enabled,
      countriesBlocked: row.provider_countries,
    },
    player: row.player_status
      ? { status: row.player_status, country: row.player_country?.toUpperCase() ?? null }
      : null,
    account:
      row.account_status === null || row.account_hidden === null
        ? null
        : { status: row.account_status, hidden: row.account_hidden },
    balance: row.balance === null ? 0n : BigInt(row.balance),
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
async function walletMove(
  db: DbExecutor,
  call: Statement,
  values: unknown[],
): Promise<WalletMoveAnswer> {
  const [row] = await runStatement<{ answer: unknown }>(db, call, values);
  const cell = row?.answer;
  return (typeof cell === "string" ? JSON.parse(cell) : cell) as WalletMoveAnswer;
}

const betStatement = statement(
  "wallet_bet",
  `select game_wallet_bet($1, $2, $3, $4, $5::uuid, $6::uuid, $7::uuid, $8::integer, $9,
     $10::bigint, $11::bigint, $12::bigint[], $13, $14, $15::jsonb, $16::uuid, $17::jsonb) as answer`,
);

const winStatement = statement(
  "wallet_win",
  `select game_wallet_win($1, $2, $3, $4, $5::uuid, $6::uuid, $7, $8::bigint, $9::bigint,
     $10::boolean, $11::timestamptz, $12::bigint[], $13, $14, $15::jsonb, $16::jsonb) as answer`,
);

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
  return walletMove(db, betStatement, [
    input.provider,
    input.transactionId,
    input.roundId,
    input.requestHash,
    input.sessionId,
    input.playerId,
    input.walletAccountId,
    input.gameId,
    input.currency,
    input.subunitToUnit.toString(),
    input.amount.toString(),
    ledger ? arrayParam(ledger.accountIds) : null,
    ledger?.key ?? null,
    ledger?.hash ?? null,
    ledger ? JSON.stringify(ledger.reference) : null,
    input.freespinId,
    input.sport === null ? null : JSON.stringify(input.sport),
  ]);
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
  return walletMove(db, winStatement, [
    input.provider,
    input.transactionId,
    input.roundId,
    input.requestHash,
    input.playerId,
    input.walletAccountId,
    input.currency,
    input.subunitToUnit.toString(),
    input.amount.toString(),
    input.finished,
    input.now.toISOString(),
    ledger ? arrayParam([...ledger.accountIds, ...ledger.alsoAccountIds]) : null,
    ledger?.key ?? null,
    ledger?.hash ?? null,
    ledger ? JSON.stringify(ledger.reference) : null,
    input.sport === null ? null : JSON.stringify(input.sport),
  ]);
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
