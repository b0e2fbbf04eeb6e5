import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../../../contracts/events.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { connectClient } from "../../../tests/support/realtime.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { createPlayerWithAccounts, fund, SANDBOX_PROVIDER } from "../../../tests/support/wallet.ts";
import type { Db } from "../../db/client.ts";
import { ledgerAccounts, ledgerTransactions, walletAccounts } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { checkLedger, formatLedgerReport, type LedgerReport } from "./check.ts";
import { createLedger, playerAccount, systemAccount, type Ledger } from "./ledger.ts";

let app: TestApp;
let db: Db;
let ledger: Ledger;

beforeAll(async () => {
  app = await startTestApp();
  db = app.platform.db;
  ledger = createLedger({ outbox: app.platform.outbox });
});
afterAll(async () => {
  await app?.close();
});

async function wallet(id: string) {
  const [row] = await db.select().from(walletAccounts).where(eq(walletAccounts.id, id));
  if (!row) throw new Error(`no wallet account ${id}`);
  return row;
}

async function transactionsWithKey(key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row?.n ?? 0;
}

/** The AppError a promise rejects with. */
async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const bet = (walletAccountId: string, amount: bigint, key: string) =>
  ledger.transfer(db, {
    from: playerAccount(walletAccountId, "real"),
    to: systemAccount("house", "EUR"),
    amount,
    currency: "EUR",
    kind: "bet",
    idempotencyKey: key,
    reference: { round: key },
  });

describe("ledger transfers", () => {
  // Needs two connections: PGlite runs one transaction at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "lets bets of two players into the house at once: no movement waits on the house row",
    async () => {
      const first = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
      const second = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
      await fund(db, ledger, { walletAccountId: first, currency: "EUR", amount: 1_000n });
      await fund(db, ledger, { walletAccountId: second, currency: "EUR", amount: 1_000n });
      // The house account exists (it is created on first use, once).
      await bet(first, 100n, `house-exists-${first}`);
      const stake = (tx: Parameters<Parameters<Db["transaction"]>[0]>[0], from: string) =>
        ledger.transfer(tx, {
          from: playerAccount(from, "real"),
          to: systemAccount("house", "EUR"),
          amount: 100n,
          currency: "EUR",
          kind: "bet",
          idempotencyKey: `house-free-${from}`,
        });
      await db.transaction(async (open) => {
        await stake(open, first);
        // The first bet is still uncommitted; the second must not need any row it holds.
        await db.transaction(async (other) => {
          await other.execute(sql`set local lock_timeout = '5s'`);
          await stake(other, second);
        });
      });
      expect(await wallet(first)).toMatchObject({ realBalance: 800n });
      expect(await wallet(second)).toMatchObject({ realBalance: 900n });
      expect((await checkLedger(db)).problems).toEqual([]);
    },
  );

  it("moves money between a clearing account and a player, keeping the wallet account in step", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    const result = await fund(db, ledger, {
      walletAccountId: eur,
      currency: "EUR",
      amount: 10_000n,
    });
    expect(result.replayed).toBe(false);
    expect(result.entries).toEqual([
      expect.objectContaining({
        kind: "payment_clearing",
        amount: -10_000n,
        // A system account keeps no running balance: its balance is the sum of its entries.
        balanceAfter: null,
      }),
      expect.objectContaining({
        kind: "player_real",
        walletAccountId: eur,
        amount: 10_000n,
        balanceAfter: 10_000n,
      }),
    ]);
    expect(await wallet(eur)).toMatchObject({
      balance: 10_000n,
      realBalance: 10_000n,
      bonusBalance: 0n,
      lockedBalance: 0n,
    });
    const [clearing] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.owner, SANDBOX_PROVIDER));
    expect(clearing).toMatchObject({ kind: "payment_clearing", allowNegative: true });
    expect(clearing?.balance).toBeNull();
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it("returns the first result on a replay with the same parameters and moves nothing", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 5_000n });
    const first = await bet(eur, 1_500n, `bet-replay-${eur}`);
    const again = await bet(eur, 1_500n, `bet-replay-${eur}`);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.entries).toEqual(first.entries);
    expect(again.reference).toEqual({ round: `bet-replay-${eur}` });
    expect((await wallet(eur)).realBalance).toBe(3_500n);
    expect(await transactionsWithKey(`bet-replay-${eur}`)).toBe(1);
  });

  it("refuses the same key with other parameters (409) and moves nothing", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 5_000n });
    const key = `bet-conflict-${eur}`;
    await bet(eur, 1_000n, key);
    const otherAmount = await appError(bet(eur, 2_000n, key));
    expect(otherAmount).toMatchObject({ status: 409, code: ErrorCode.IDEMPOTENCY_CONFLICT });
    const otherReference = await appError(
      ledger.transfer(db, {
        from: playerAccount(eur, "real"),
        to: systemAccount("house", "EUR"),
        amount: 1_000n,
        currency: "EUR",
        kind: "bet",
        idempotencyKey: key,
        reference: { round: "another" },
      }),
    );
    expect(otherReference.status).toBe(409);
    expect((await wallet(eur)).realBalance).toBe(4_000n);
  });

  it("refuses a movement beyond the balance (400 INSUFFICIENT_FUNDS); nothing moves, the key stays free", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 1_000n });
    const key = `bet-too-big-${eur}`;
    const error = await appError(bet(eur, 1_001n, key));
    expect(error).toMatchObject({ status: 400, code: ErrorCode.INSUFFICIENT_FUNDS });
    expect(error.fields).toHaveProperty("amount");
    expect(await wallet(eur)).toMatchObject({ realBalance: 1_000n, balance: 1_000n });
    expect(await transactionsWithKey(key)).toBe(0);
    // Once funded, the same request goes through.
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 1n });
    expect((await bet(eur, 1_001n, key)).replayed).toBe(false);
    expect((await wallet(eur)).realBalance).toBe(0n);
  });

  it("leaves nothing behind when the caller catches a refusal and commits its own work", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    const key = `caught-${eur}`;
    await db.transaction(async (tx) => {
      await expect(
        ledger.transfer(tx, {
          from: playerAccount(eur, "real"),
          to: systemAccount("house", "EUR"),
          amount: 1n,
          currency: "EUR",
          kind: "bet",
          idempotencyKey: key,
        }),
      ).rejects.toMatchObject({ code: ErrorCode.INSUFFICIENT_FUNDS });
      await tx.update(walletAccounts).set({ hidden: true }).where(eq(walletAccounts.id, eur));
    });
    expect(await wallet(eur)).toMatchObject({ hidden: true, realBalance: 0n });
    expect(await transactionsWithKey(key)).toBe(0);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("locks and unlocks funds: real → locked and back, withdrawable follows", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 10_000n });
    await ledger.transfer(db, {
      from: playerAccount(eur, "real"),
      to: playerAccount(eur, "locked"),
      amount: 4_000n,
      currency: "EUR",
      kind: "withdrawal.lock",
      idempotencyKey: `lock-${eur}`,
    });
    expect(await wallet(eur)).toMatchObject({
      realBalance: 6_000n,
      lockedBalance: 4_000n,
      balance: 6_000n,
    });
    const error = await appError(
      ledger.transfer(db, {
        from: playerAccount(eur, "locked"),
        to: playerAccount(eur, "real"),
        amount: 4_001n,
        currency: "EUR",
        kind: "withdrawal.unlock",
        idempotencyKey: `unlock-too-much-${eur}`,
      }),
    );
    expect(error.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    await ledger.postTransaction(db, {
      kind: "withdrawal.paid",
      idempotencyKey: `paid-${eur}`,
      entries: [
        { account: playerAccount(eur, "locked"), amount: -4_000n },
        { account: systemAccount("payment_clearing", "EUR", SANDBOX_PROVIDER), amount: 4_000n },
      ],
    });
    expect(await wallet(eur)).toMatchObject({ realBalance: 6_000n, lockedBalance: 0n });
  });

  it("posts several entries on one account and two wallets: running balances in order, both wallets in step", async () => {
    const first = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
    const second = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: first, currency: "EUR", amount: 1_000n });
    await fund(db, ledger, { walletAccountId: second, currency: "EUR", amount: 100n });
    const result = await ledger.postTransaction(db, {
      kind: "test.split",
      idempotencyKey: `split-${first}`,
      entries: [
        { account: playerAccount(first, "real"), amount: -300n },
        { account: playerAccount(first, "locked"), amount: 300n },
        { account: playerAccount(first, "real"), amount: -200n },
        { account: playerAccount(second, "real"), amount: 150n },
        { account: systemAccount("house", "EUR"), amount: 50n },
      ],
    });
    expect(result.entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ["player_real", -300n, 700n],
      ["player_locked", 300n, 300n],
      ["player_real", -200n, 500n],
      ["player_real", 150n, 250n],
      ["house", 50n, null],
    ]);
    expect(await wallet(first)).toMatchObject({
      realBalance: 500n,
      lockedBalance: 300n,
      balance: 500n,
    });
    expect(await wallet(second)).toMatchObject({ realBalance: 250n, balance: 250n });
    // An overdraft on the account's last entry refuses the whole movement.
    const error = await appError(
      ledger.postTransaction(db, {
        kind: "test.split",
        idempotencyKey: `split-too-much-${first}`,
        entries: [
          { account: playerAccount(first, "real"), amount: 400n },
          { account: playerAccount(first, "real"), amount: -901n },
          { account: systemAccount("house", "EUR"), amount: 501n },
        ],
      }),
    );
    expect(error.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    expect(await wallet(first)).toMatchObject({ realBalance: 500n });
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it("recreates a system account whose creation was rolled back with its transaction", async () => {
    const { accounts } = await createPlayerWithAccounts(db, ["TRX"]);
    const trx = accounts["TRX"] ?? "";
    const payout = (key: string) =>
      db.transaction((tx) =>
        ledger.transfer(tx, {
          from: playerAccount(trx, "real"),
          to: systemAccount("payment_clearing", "TRX", "rolled-back-provider"),
          amount: 10n,
          currency: "TRX",
          kind: "withdrawal",
          idempotencyKey: key,
        }),
      );
    // Creates the clearing account, then fails and rolls it back.
    expect((await appError(payout(`payout-1-${trx}`))).code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        from: systemAccount("payment_clearing", "TRX", "rolled-back-provider"),
        to: playerAccount(trx, "real"),
        amount: 10n,
        currency: "TRX",
        kind: "deposit",
        idempotencyKey: `deposit-${trx}`,
      }),
    );
    expect((await payout(`payout-2-${trx}`)).replayed).toBe(false);
    expect((await wallet(trx)).realBalance).toBe(0n);
  });

  it("keeps bonus money apart: balance = real + bonus", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 1_000n });
    await ledger.transfer(db, {
      from: systemAccount("bonus_pool", "EUR"),
      to: playerAccount(eur, "bonus"),
      amount: 500n,
      currency: "EUR",
      kind: "bonus.grant",
      idempotencyKey: `bonus-${eur}`,
    });
    expect(await wallet(eur)).toMatchObject({
      balance: 1_500n,
      realBalance: 1_000n,
      bonusBalance: 500n,
    });
  });

  it("refuses bad requests: currency mismatch, unknown currency, unbalanced entries, bad amounts, foreign ids", async () => {
    const { accounts } = await createPlayerWithAccounts(db, ["EUR", "USD"]);
    const eur = accounts["EUR"] ?? "";
    const usd = accounts["USD"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 1_000n });
    const mismatch = await appError(
      ledger.transfer(db, {
        from: playerAccount(eur, "real"),
        to: playerAccount(usd, "real"),
        amount: 100n,
        currency: "EUR",
        kind: "exchange",
        idempotencyKey: `mismatch-${eur}`,
      }),
    );
    expect(mismatch).toMatchObject({ status: 400, code: ErrorCode.VALIDATION });
    const unknown = await appError(
      ledger.transfer(db, {
        from: systemAccount("house", "XXX"),
        to: systemAccount("bonus_pool", "XXX"),
        amount: 100n,
        currency: "XXX",
        kind: "test",
        idempotencyKey: `unknown-${eur}`,
      }),
    );
    expect(unknown.status).toBe(400);
    await expect(
      ledger.postTransaction(db, {
        kind: "broken",
        idempotencyKey: `unbalanced-${eur}`,
        entries: [
          { account: playerAccount(eur, "real"), amount: -100n },
          { account: systemAccount("house", "EUR"), amount: 99n },
        ],
      }),
    ).rejects.toThrow(/sum to -1/);
    // Entries in two currencies must balance in each.
    await expect(
      ledger.postTransaction(db, {
        kind: "broken",
        idempotencyKey: `cross-${eur}`,
        entries: [
          { account: playerAccount(eur, "real"), amount: -100n },
          { account: playerAccount(usd, "real"), amount: 100n },
        ],
      }),
    ).rejects.toThrow(/not zero/);
    expect((await appError(bet(eur, 0n, `zero-${eur}`))).status).toBe(400);
    expect((await appError(bet(eur, -5n, `negative-${eur}`))).status).toBe(400);
    const missing = await appError(
      bet("00000000-0000-4000-8000-000000000000", 1n, `nobody-${eur}`),
    );
    expect(missing.status).toBe(404);
    expect(await wallet(eur)).toMatchObject({ realBalance: 1_000n });
    expect((await checkLedger(db)).ok).toBe(true);
  });
});

/** The constraint a statement violates (PostgreSQL error `constraint`, in the cause chain). */
async function violatedConstraint(statement: ReturnType<typeof sql>): Promise<string> {
  let error: unknown;
  await db
    .transaction(async (tx) => {
      error = await tx.execute(statement).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      tx.rollback();
    })
    .catch(() => undefined);
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const record = current as { constraint?: unknown; cause?: unknown };
    if (typeof record.constraint === "string") return record.constraint;
    current = record.cause;
  }
  throw new Error(`expected a constraint violation, got ${String(error)}`);
}

describe("database constraints back the ledger up", () => {
  it("refuses negative balances, a balance other than real + bonus, and negative player accounts", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    expect(
      await violatedConstraint(
        sql`update ledger_accounts set balance = -1 where wallet_account_id = ${eur} and kind = 'player_real'`,
      ),
    ).toBe("ledger_accounts_balance_nonnegative");
    expect(
      await violatedConstraint(
        sql`update wallet_accounts set real_balance = -1, balance = -1 where id = ${eur}`,
      ),
    ).toMatch(/^wallet_accounts_(real_)?balance_nonnegative$/);
    expect(
      await violatedConstraint(sql`update wallet_accounts set real_balance = 5 where id = ${eur}`),
    ).toBe("wallet_accounts_balance_is_real_plus_bonus");
    expect(
      await violatedConstraint(
        sql`update ledger_accounts set allow_negative = true, balance = null where wallet_account_id = ${eur}`,
      ),
    ).toBe("ledger_accounts_player_owner");
  });

  it("ledger:check reports an entry in another currency than its account, or of none", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    const [account] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.walletAccountId, eur));
    let report: LedgerReport | undefined;
    await db
      .transaction(async (tx) => {
        // Written behind ledger_post's back (there is no foreign key: decision 007).
        await tx.execute(
          sql`with t as (insert into ledger_transactions (kind, idempotency_key, request_hash)
                         values ('raw', ${`raw-${eur}`}, 'x') returning id)
              insert into ledger_entries (transaction_id, ledger_account_id, amount, currency, balance_after)
              select t.id, ${account?.id}, 1, 'USD', 1 from t
              union all select t.id, -1, -1, 'USD', null from t`,
        );
        report = await checkLedger(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    const found = report?.problems.filter((problem) => problem.check === "entry of its account");
    expect(found?.map((problem) => problem.detail)).toEqual([
      `in USD, its account ${account?.id} is in EUR`,
      "ledger account -1 does not exist",
    ]);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it("ledger:check reports a balance changed behind the ledger's back", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: eur, currency: "EUR", amount: 700n });
    let report: LedgerReport | undefined;
    await db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update ledger_accounts set balance = balance + 1 where wallet_account_id = ${eur} and kind = 'player_real'`,
        );
        report = await checkLedger(tx);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(report?.ok).toBe(false);
    expect(report?.problems.map((problem) => problem.check)).toEqual(
      expect.arrayContaining(["account balance = Σ entries", "currency sums to zero"]),
    );
    expect(formatLedgerReport(report as LedgerReport)).toContain("problem(s)");
    // Rolled back: the books are clean again.
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});

describe("concurrency", () => {
  it("opposite-direction transfers at once don't deadlock and keep the totals", async () => {
    const a = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
    const b = (await createPlayerWithAccounts(db)).accounts["EUR"] ?? "";
    await fund(db, ledger, { walletAccountId: a, currency: "EUR", amount: 100_000n });
    await fund(db, ledger, { walletAccountId: b, currency: "EUR", amount: 100_000n });
    const moves = Array.from({ length: 40 }, (_, index) => {
      const [from, to] = index % 2 === 0 ? [a, b] : [b, a];
      return db.transaction((tx) =>
        ledger.transfer(tx, {
          from: playerAccount(from, "real"),
          to: playerAccount(to, "real"),
          amount: BigInt(100 + index),
          currency: "EUR",
          kind: "p2p",
          idempotencyKey: `p2p-${a}-${index}`,
        }),
      );
    });
    await Promise.all(moves);
    // a sent 100+102+…+138 and received 101+103+…+139: 20 more.
    expect((await wallet(a)).realBalance).toBe(100_020n);
    expect((await wallet(b)).realBalance).toBe(99_980n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("concurrent calls with one key move money once and all return the winner's result", async () => {
    const { accounts } = await createPlayerWithAccounts(db);
    const eur = accounts["EUR"] ?? "";
    const key = `same-key-${eur}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          ledger.transfer(tx, {
            from: systemAccount("payment_clearing", "EUR", SANDBOX_PROVIDER),
            to: playerAccount(eur, "real"),
            amount: 2_500n,
            currency: "EUR",
            kind: "deposit",
            idempotencyKey: key,
          }),
        ),
      ),
    );
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect((await wallet(eur)).realBalance).toBe(2_500n);
    expect(await transactionsWithKey(key)).toBe(1);
  });
});

describe("realtime", () => {
  it("a movement reaches the player's subscribed socket as account.balance.updated", async () => {
    const auth = await registerPlayer(app, { currency: "EUR" });
    const client = await connectClient(app.url, auth.accessToken);
    try {
      expect(await client.subscribe(channels.walletAccounts(auth.profile.id))).toEqual({
        ok: true,
      });
      const init = await api<{ data: { accounts: { id: string }[] } }>(
        app,
        "GET",
        "/api/player/init",
        {
          token: auth.accessToken,
        },
      );
      const accountId = init.body.data.accounts[0]?.id ?? "";
      await db.transaction((tx) =>
        fund(tx, ledger, { walletAccountId: accountId, currency: "EUR", amount: 1_250n }),
      );
      app.platform.outbox.notify();
      const received = await client.waitFor(
        (entry) => entry.message.event === "account.balance.updated",
        5000,
      );
      expect(received).toEqual({
        channel: `wallet:accounts#${auth.profile.id}`,
        message: {
          event: "account.balance.updated",
          id: accountId,
          currency: "EUR",
          balance: "12.50",
          realBalance: "12.50",
          bonusBalance: "0.00",
          lockedBalance: "0.00",
          withdrawalBalance: "12.50",
          status: 1,
          hidden: false,
          equivalent: { amount: "13.50", currency: "USD" },
        },
      });
    } finally {
      client.close();
    }
  });
});
