import { createHash } from "node:crypto";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  walletAccounts,
  type LedgerAccountKind,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { accountEvents, enqueueAccountEvents } from "./events.ts";
import { callLedgerPost } from "./ledger-post.ts";
import { insertPlayerLedgerAccounts } from "./store.ts";

/**
 * The ledger: the one way money moves (ARCHITECTURE "Money").
 *
 * Every movement is a ledger transaction whose entries sum to zero per currency, posted inside
 * the caller's database transaction in one round trip (`ledger_post`, ./ledger-post.ts); a
 * refused movement leaves nothing behind, so the caller may go on. It
 * 1. claims the idempotency key (INSERT … ON CONFLICT DO NOTHING; a concurrent call with the same
 *    key waits on the unique index until the first commits or rolls back);
 * 2. when the key was already taken, returns the stored result if the parameters are the same and
 *    moves nothing, or refuses (409, IDEMPOTENCY_CONFLICT) if they differ;
 * 3. locks the affected player ledger accounts in id order (`ORDER BY id FOR UPDATE`), so two
 *    movements over the same accounts in opposite directions never deadlock. System accounts
 *    (house, clearing, bonus pool: `allow_negative`) are neither locked nor updated: their
 *    balance is the sum of their entries, so movements of different players never wait on a
 *    shared row (decision 007);
 * 4. refuses a movement that would take a player account below zero (400, INSUFFICIENT_FUNDS; a
 *    CHECK constraint backs this up), writes the entries (with the running balance on player
 *    accounts), updates the player ledger accounts and the wallet accounts' real / bonus / locked
 *    balances, and enqueues `account.balance.updated` for each wallet account touched.
 *
 * After the caller's transaction commits it should call `platform.outbox.notify()` so the events
 * go out at once (the outbox poll delivers them otherwise).
 */

export type PlayerBalancePart = "real" | "bonus" | "locked";
export type SystemAccountKind = "house" | "payment_clearing" | "bonus_pool";

/** Where money goes: a player's balance of one wallet account, or a system account. */
export type AccountAddress =
  | { type: "player"; walletAccountId: string; part: PlayerBalancePart }
  | { type: "system"; kind: SystemAccountKind; currency: string; providerKey: string };

/** The real, bonus or locked balance of a wallet account (its currency is the account's). */
export function playerAccount(walletAccountId: string, part: PlayerBalancePart): AccountAddress {
  return { type: "player", walletAccountId, part };
}

/**
 * A system account in one currency, created on first use: the house, the bonus pool, or the
 * payment clearing account of one provider (`providerKey` required for payment_clearing).
 */
export function systemAccount(
  kind: SystemAccountKind,
  currency: string,
  providerKey?: string,
): AccountAddress {
  if (kind === "payment_clearing" && !providerKey) {
    throw new Error("ledger: a payment_clearing account needs a provider key");
  }
  return { type: "system", kind, currency, providerKey: providerKey ?? "" };
}

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type LedgerReference = { [key: string]: JsonValue };

export interface PostTransactionInput {
  /** What moves money: "deposit", "withdrawal.lock", "bet", … */
  kind: string;
  /** Unique per movement; a retry with the same key and parameters returns the first result. */
  idempotencyKey: string;
  /** What the movement belongs to (invoice id, round id…); part of the parameters. */
  reference?: LedgerReference;
  /** Signed minor units; per currency they must sum to zero. */
  entries: { account: AccountAddress; amount: bigint }[];
}

export interface TransferInput {
  from: AccountAddress;
  to: AccountAddress;
  /** Positive minor units. */
  amount: bigint;
  /** Both accounts must be in it. */
  currency: string;
  idempotencyKey: string;
  kind: string;
  reference?: LedgerReference;
}

export interface LedgerEntryResult {
  ledgerAccountId: number;
  kind: LedgerAccountKind;
  /** The wallet account of a player kind, else null. */
  walletAccountId: string | null;
  amount: bigint;
  currency: string;
  /** The account's balance right after this entry; null on a system account (no running
   * balance is kept there). */
  balanceAfter: bigint | null;
}

export interface LedgerResult {
  transactionId: number;
  kind: string;
  idempotencyKey: string;
  reference: Record<string, unknown>;
  createdAt: Date;
  entries: LedgerEntryResult[];
  /** True when this call found the movement already made and moved nothing. */
  replayed: boolean;
}

export interface Ledger {
  postTransaction(tx: DbExecutor, input: PostTransactionInput): Promise<LedgerResult>;
  /** Moves `amount` from one account to another (one transaction of two entries). */
  transfer(tx: DbExecutor, input: TransferInput): Promise<LedgerResult>;
  /**
   * A transfer checked and resolved for SQL of the caller's that posts it itself with
   * `ledger_post` in the same statement as its own writes (the seamless wallet's bet and win,
   * migration 0006). Such a caller answers replays itself and publishes no balance event here
   * (a bet effect does). `fresh` skips the account cache: after ledger_post answered 'stale',
   * call `forget` and prepare again with it. `also` resolves more accounts the SQL may post to
   * (a win's bonus pool), in `alsoAccountIds`.
   */
  prepareTransfer(
    tx: DbExecutor,
    input: TransferInput,
    options?: { fresh?: boolean; also?: AccountAddress[] },
  ): Promise<PreparedTransfer>;
}

export interface PreparedTransfer {
  kind: string;
  key: string;
  hash: string;
  reference: LedgerReference;
  /** The ledger accounts of `from` and `to`, in that order. */
  accountIds: [number, number];
  /** The ledger accounts of `options.also`, in its order. */
  alsoAccountIds: number[];
  /** Drops every account it resolved from the cache. */
  forget(): void;
}

/** Largest amount of one entry: far above any real movement, far below bigint overflow. */
export const MAX_ENTRY_AMOUNT = 10n ** 17n;
const MAX_KEY_LENGTH = 200;

export function insufficientFunds(): AppError {
  return new AppError(400, ErrorCode.INSUFFICIENT_FUNDS, "Insufficient funds", {
    amount: ["Not enough money in the account"],
  });
}

export function idempotencyConflict(key: string): AppError {
  return new AppError(
    409,
    ErrorCode.IDEMPOTENCY_CONFLICT,
    `Idempotency key ${JSON.stringify(key)} was already used with other parameters`,
  );
}

const PLAYER_KIND: Record<PlayerBalancePart, LedgerAccountKind> = {
  real: "player_real",
  bonus: "player_bonus",
  locked: "player_locked",
};

/** A stable text form of an address, for the request hash and the id cache. */
export function addressKey(address: AccountAddress): string {
  return address.type === "player"
    ? `player:${address.walletAccountId}:${address.part}`
    : `${address.kind}:${address.currency}:${address.providerKey}`;
}

interface ResolvedAccount {
  id: number;
  kind: LedgerAccountKind;
  currency: string;
  walletAccountId: string | null;
  /** A system account: never locked, no stored balance. */
  allowNegative: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** JSON with object keys sorted, so equal values hash equally. */
function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] ?? null)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of what the movement is: kind, entries (in any order), reference, currency. */
export function requestHash(input: PostTransactionInput, currency?: string): string {
  const entries = input.entries
    .map((entry) => `${addressKey(entry.account)}=${entry.amount.toString()}`)
    .sort();
  const request = { kind: input.kind, entries, reference: input.reference ?? {} };
  return createHash("sha256")
    .update(canonicalJson(currency === undefined ? request : { ...request, currency }))
    .digest("hex");
}

function validate(input: PostTransactionInput): void {
  if (!input.kind || input.kind.length > 100) throw new Error("ledger: kind must be 1–100 chars");
  if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH) {
    throw new Error(`ledger: idempotency key must be 1–${MAX_KEY_LENGTH} chars`);
  }
  if (input.entries.length < 2) throw new Error("ledger: a transaction needs at least 2 entries");
  for (const entry of input.entries) {
    if (entry.amount === 0n) throw new Error("ledger: an entry amount can't be zero");
    if (entry.amount > MAX_ENTRY_AMOUNT || entry.amount < -MAX_ENTRY_AMOUNT) {
      throw new AppError(400, ErrorCode.VALIDATION, "Amount too large", {
        amount: ["Amount too large"],
      });
    }
    if (entry.account.type === "player" && !UUID.test(entry.account.walletAccountId)) {
      throw AppError.notFound("No such wallet account");
    }
  }
}

/** The resolved account of an address (resolve() answered every address or threw). */
function resolved(
  accounts: Map<string, ResolvedAccount>,
  address: AccountAddress,
): ResolvedAccount {
  const account = accounts.get(addressKey(address));
  if (!account) throw new Error("ledger: unresolved account");
  return account;
}

export function createLedger(deps: { outbox: Pick<Outbox, "enqueue"> }): Ledger {
  const { outbox } = deps;
  /** Address → ledger account. Ids never change; an entry from a rolled-back creation is
   * detected (the lock finds fewer rows) and dropped. */
  const cache = new Map<string, ResolvedAccount>();

  function condition(address: AccountAddress): SQL | undefined {
    return address.type === "player"
      ? and(
          eq(ledgerAccounts.walletAccountId, address.walletAccountId),
          eq(ledgerAccounts.kind, PLAYER_KIND[address.part]),
        )
      : and(
          eq(ledgerAccounts.kind, address.kind),
          eq(ledgerAccounts.currency, address.currency),
          eq(ledgerAccounts.owner, address.providerKey),
        );
  }

  async function lookup(
    tx: DbExecutor,
    addresses: AccountAddress[],
    found: Map<string, ResolvedAccount>,
  ): Promise<void> {
    const rows = await tx
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        walletAccountId: ledgerAccounts.walletAccountId,
        owner: ledgerAccounts.owner,
        allowNegative: ledgerAccounts.allowNegative,
      })
      .from(ledgerAccounts)
      .where(or(...addresses.map(condition)));
    for (const row of rows) {
      const part = (Object.keys(PLAYER_KIND) as PlayerBalancePart[]).find(
        (key) => PLAYER_KIND[key] === row.kind,
      );
      const address: AccountAddress =
        row.walletAccountId && part
          ? { type: "player", walletAccountId: row.walletAccountId, part }
          : {
              type: "system",
              kind: row.kind as SystemAccountKind,
              currency: row.currency,
              providerKey: row.owner,
            };
      found.set(addressKey(address), {
        id: row.id,
        kind: row.kind,
        currency: row.currency,
        walletAccountId: row.walletAccountId,
        allowNegative: row.allowNegative,
      });
    }
  }

  /** Creates the ledger accounts that don't exist yet (player accounts of older wallets, system
   * accounts on first use). */
  async function create(tx: DbExecutor, addresses: AccountAddress[]): Promise<void> {
    for (const address of addresses) {
      if (address.type === "player") {
        const [wallet] = await tx
          .select({ currency: walletAccounts.currency })
          .from(walletAccounts)
          .where(eq(walletAccounts.id, address.walletAccountId));
        if (!wallet) throw AppError.notFound("No such wallet account");
        await insertPlayerLedgerAccounts(tx, address.walletAccountId, wallet.currency);
      } else {
        // Only for a currency that exists: otherwise nothing is created and resolve refuses it.
        await tx.execute(
          sql`insert into ledger_accounts (kind, currency, owner, allow_negative, balance)
              select ${address.kind}, code, ${address.providerKey}, true, null
              from currencies where code = ${address.currency}
              on conflict do nothing`,
        );
      }
    }
  }

  /**
   * Ledger accounts of the addresses, created when missing. `fresh` skips the shared cache.
   * Only accounts found before this call created any go into the cache: those are committed (or
   * this transaction's own from an earlier movement, which the 'stale' answer then catches). An
   * account this call creates is not cached until a later movement finds it, because another
   * transaction that used it from the cache would wait on this one's uncommitted row, and this
   * one may wait on it (the same idempotency key): a deadlock.
   */
  async function resolve(
    tx: DbExecutor,
    addresses: AccountAddress[],
    fresh = false,
  ): Promise<Map<string, ResolvedAccount>> {
    const found = new Map<string, ResolvedAccount>();
    if (!fresh) {
      for (const address of addresses) {
        const hit = cache.get(addressKey(address));
        if (hit) found.set(addressKey(address), hit);
      }
    }
    const missing = () => addresses.filter((address) => !found.has(addressKey(address)));
    if (missing().length > 0) {
      const existing = new Map<string, ResolvedAccount>();
      await lookup(tx, missing(), existing);
      for (const [key, account] of existing) {
        cache.set(key, account);
        found.set(key, account);
      }
    }
    if (missing().length > 0) {
      // In one order for every caller: two first movements creating the same accounts in
      // opposite orders would deadlock on their unique keys.
      await create(
        tx,
        missing().sort((a, b) => (addressKey(a) < addressKey(b) ? -1 : 1)),
      );
      await lookup(tx, missing(), found);
    }
    const resolved = new Map<string, ResolvedAccount>();
    for (const address of addresses) {
      const account = found.get(addressKey(address));
      if (!account) {
        throw new AppError(400, ErrorCode.VALIDATION, "Unknown currency", {
          currency: ["Unknown currency"],
        });
      }
      resolved.set(addressKey(address), account);
    }
    return resolved;
  }

  async function loadResult(tx: DbExecutor, transactionId: number): Promise<LedgerResult> {
    const [row] = await tx
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, transactionId));
    if (!row) throw new Error(`ledger: transaction ${transactionId} not found`);
    const entries = await tx
      .select({
        ledgerAccountId: ledgerEntries.ledgerAccountId,
        kind: ledgerAccounts.kind,
        walletAccountId: ledgerAccounts.walletAccountId,
        amount: ledgerEntries.amount,
        currency: ledgerEntries.currency,
        balanceAfter: ledgerEntries.balanceAfter,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.ledgerAccountId))
      .where(eq(ledgerEntries.transactionId, transactionId))
      .orderBy(asc(ledgerEntries.id));
    return {
      transactionId: row.id,
      kind: row.kind,
      idempotencyKey: row.idempotencyKey,
      reference: row.reference,
      createdAt: row.createdAt,
      entries,
      replayed: true,
    };
  }

  /** The stored result of a key, or a conflict; undefined when the key is unused. */
  async function replay(
    tx: DbExecutor,
    key: string,
    hash: string,
  ): Promise<LedgerResult | undefined> {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id, requestHash: ledgerTransactions.requestHash })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    if (!existing) return undefined;
    if (existing.requestHash !== hash) throw idempotencyConflict(key);
    return loadResult(tx, existing.id);
  }

  /** Validates a movement and resolves its accounts: what ledger_post needs. */
  async function prepare(
    tx: DbExecutor,
    input: PostTransactionInput,
    expectCurrency: string | undefined,
    fresh: boolean,
  ): Promise<{ hash: string; accounts: Map<string, ResolvedAccount> }> {
    validate(input);
    const hash = requestHash(input, expectCurrency);
    const accounts = await resolve(
      tx,
      input.entries.map((entry) => entry.account),
      fresh,
    );

    // Entries sum to zero per currency; a transfer's accounts are in its currency.
    const sums = new Map<string, bigint>();
    for (const entry of input.entries) {
      const account = resolved(accounts, entry.account);
      if (expectCurrency !== undefined && account.currency !== expectCurrency) {
        throw new AppError(400, ErrorCode.VALIDATION, "Currency mismatch", {
          currency: [`The account is in ${account.currency}, not ${expectCurrency}`],
        });
      }
      sums.set(account.currency, (sums.get(account.currency) ?? 0n) + entry.amount);
    }
    for (const [currency, sum] of sums) {
      if (sum !== 0n) throw new Error(`ledger: entries in ${currency} sum to ${sum}, not zero`);
    }
    return { hash, accounts };
  }

  function forget(addresses: AccountAddress[]): void {
    for (const address of addresses) cache.delete(addressKey(address));
  }

  /** A transfer as the movement of two entries it is. */
  function transferMovement(input: TransferInput): PostTransactionInput {
    if (input.amount <= 0n) {
      throw new AppError(400, ErrorCode.VALIDATION, "Amount must be positive", {
        amount: ["Amount must be positive"],
      });
    }
    if (addressKey(input.from) === addressKey(input.to)) {
      throw new Error("ledger: a transfer needs two different accounts");
    }
    return {
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
      entries: [
        { account: input.from, amount: -input.amount },
        { account: input.to, amount: input.amount },
      ],
    };
  }

  async function post(
    tx: DbExecutor,
    input: PostTransactionInput,
    expectCurrency?: string,
    retried = false,
  ): Promise<LedgerResult> {
    // A replay is found by the key claim (ON CONFLICT in ledger_post), not by a read first:
    // one round trip less for every new movement.
    const { hash, accounts } = await prepare(tx, input, expectCurrency, retried);
    const addresses = input.entries.map((entry) => entry.account);

    const posted = await callLedgerPost(tx, {
      kind: input.kind,
      key: input.idempotencyKey,
      hash,
      reference: input.reference ?? {},
      entries: input.entries.map((entry) => ({
        accountId: resolved(accounts, entry.account).id,
        amount: entry.amount,
      })),
    });
    switch (posted.status) {
      case "insufficient":
        throw insufficientFunds();
      case "stale":
        // A cached account whose creation was rolled back: forget it and start over.
        forget(addresses);
        if (retried) throw new Error("ledger: accounts vanished twice");
        return post(tx, input, expectCurrency, true);
      case "taken": {
        // This key was used before (or by a concurrent call that committed first): its
        // result, or a conflict.
        const winner = await replay(tx, input.idempotencyKey, hash);
        if (!winner) throw new Error("ledger: idempotency key taken but not found");
        return winner;
      }
      case "ok":
        break;
    }
    if (posted.wallets.length > 0) {
      await enqueueAccountEvents(outbox, tx, accountEvents.balanceUpdated, posted.wallets);
    }
    return {
      transactionId: posted.id,
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      reference: input.reference ?? {},
      createdAt: posted.createdAt,
      entries: input.entries.map((entry, index) => {
        const account = resolved(accounts, entry.account);
        return {
          ledgerAccountId: account.id,
          kind: account.kind,
          walletAccountId: account.walletAccountId,
          amount: entry.amount,
          currency: account.currency,
          balanceAfter: posted.balancesAfter[index] ?? null,
        };
      }),
      replayed: false,
    };
  }

  return {
    postTransaction: (tx, input) => post(tx, input),
    async transfer(tx, input) {
      return post(tx, transferMovement(input), input.currency);
    },
    async prepareTransfer(tx, input, options = {}) {
      const fresh = options.fresh ?? false;
      const also = options.also ?? [];
      const { hash, accounts } = await prepare(tx, transferMovement(input), input.currency, fresh);
      const extra = also.length > 0 ? await resolve(tx, also, fresh) : new Map();
      return {
        kind: input.kind,
        key: input.idempotencyKey,
        hash,
        reference: input.reference ?? {},
        accountIds: [resolved(accounts, input.from).id, resolved(accounts, input.to).id],
        alsoAccountIds: also.map((address) => resolved(extra, address).id),
        forget: () => forget([input.from, input.to, ...also]),
      };
    },
  };
}
