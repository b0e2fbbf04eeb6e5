import { randomBytes } from "node:crypto";
import { inArray, like } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createPlayerWithAccounts, SANDBOX_PROVIDER } from "../../../tests/support/wallet.ts";
import type { Db } from "../../db/client.ts";
import { ledgerTransactions, walletAccounts } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { checkLedger } from "./check.ts";
import {
  createLedger,
  playerAccount,
  systemAccount,
  type AccountAddress,
  type Ledger,
} from "./ledger.ts";

/**
 * Property: whatever the interleaving of concurrent credits (deposits), debits (payouts, bets),
 * locks and unlocks (real ⇄ locked), bonus grants, and whatever idempotency keys repeat (same or
 * other parameters, at once or later), the books stay right:
 * - ledger:check passes (balances = Σ entries, transactions sum to zero, wallets mirror ledger);
 * - no balance is negative;
 * - each key is applied at most once, by a call with its parameters; every successful call with
 *   that key returns that transaction; a conflict is only ever reported for other parameters;
 * - the wallet balances are exactly what the applied transactions add up to.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (real concurrency there).
 */

const OP_TYPES = ["credit", "debit", "lock", "unlock", "bonus", "bet"] as const;
type OpType = (typeof OP_TYPES)[number];

interface Op {
  type: OpType;
  player: number;
  amount: number;
  keySlot: number;
}

type Outcome = { ok: true; transactionId: number } | { ok: false; code: number };

const PLAYERS = 3;

const opArbitrary: fc.Arbitrary<Op> = fc.record({
  type: fc.constantFrom(...OP_TYPES),
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  amount: fc.integer({ min: 1, max: 5_000 }),
  // A small key space: keys repeat, with the same or with other parameters.
  keySlot: fc.integer({ min: 0, max: 24 }),
});

/** Ops, each optionally issued twice at once, cut into batches that run concurrently. */
const scenarioArbitrary = fc.record({
  ops: fc.array(fc.record({ op: opArbitrary, twice: fc.boolean() }), {
    minLength: 1,
    maxLength: 20,
  }),
  batchSizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 30 }),
});

function route(op: Op, wallets: string[]): { from: AccountAddress; to: AccountAddress } {
  const wallet = wallets[op.player] ?? "";
  const clearing = systemAccount("payment_clearing", "EUR", SANDBOX_PROVIDER);
  switch (op.type) {
    case "credit":
      return { from: clearing, to: playerAccount(wallet, "real") };
    case "debit":
      return { from: playerAccount(wallet, "real"), to: clearing };
    case "lock":
      return { from: playerAccount(wallet, "real"), to: playerAccount(wallet, "locked") };
    case "unlock":
      return { from: playerAccount(wallet, "locked"), to: playerAccount(wallet, "real") };
    case "bonus":
      return { from: systemAccount("bonus_pool", "EUR"), to: playerAccount(wallet, "bonus") };
    case "bet":
      return { from: playerAccount(wallet, "real"), to: systemAccount("house", "EUR") };
  }
}

/** What an applied op adds to [real, bonus, locked] of its player. */
function effect(op: Op): [bigint, bigint, bigint] {
  const amount = BigInt(op.amount);
  switch (op.type) {
    case "credit":
      return [amount, 0n, 0n];
    case "debit":
    case "bet":
      return [-amount, 0n, 0n];
    case "lock":
      return [-amount, 0n, amount];
    case "unlock":
      return [amount, 0n, -amount];
    case "bonus":
      return [0n, amount, 0n];
  }
}

const sameParams = (a: Op, b: Op) =>
  a.type === b.type && a.player === b.player && a.amount === b.amount;

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

describe("ledger invariants under concurrent, repeated movements (fast-check)", () => {
  it("keeps every invariant", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async ({ ops, batchSizes }) => {
        const run = randomBytes(6).toString("hex");
        const wallets: string[] = [];
        for (let index = 0; index < PLAYERS; index++) {
          wallets.push((await createPlayerWithAccounts(db)).accounts["EUR"] ?? "");
        }
        const calls = ops.flatMap(({ op, twice }) => (twice ? [op, op] : [op]));
        const key = (op: Op) => `prop:${run}:${op.keySlot}`;
        const outcomes: Outcome[] = [];

        let next = 0;
        for (let batch = 0; next < calls.length; batch++) {
          const size = batchSizes[batch % batchSizes.length] ?? 1;
          const slice = calls.slice(next, next + size);
          const start = next;
          next += slice.length;
          await Promise.all(
            slice.map(async (op, offset) => {
              const { from, to } = route(op, wallets);
              try {
                const result = await db.transaction((tx) =>
                  ledger.transfer(tx, {
                    from,
                    to,
                    amount: BigInt(op.amount),
                    currency: "EUR",
                    kind: op.type,
                    idempotencyKey: key(op),
                    reference: { slot: op.keySlot },
                  }),
                );
                outcomes[start + offset] = { ok: true, transactionId: result.transactionId };
              } catch (error) {
                if (!(error instanceof AppError)) throw error;
                outcomes[start + offset] = { ok: false, code: error.code };
              }
            }),
          );
        }
        app.platform.outbox.notify();

        // 1. The books balance.
        const report = await checkLedger(db);
        expect(report.problems).toEqual([]);

        // 2. Each key applied at most once, by a call with its parameters.
        const stored = await db
          .select({ id: ledgerTransactions.id, key: ledgerTransactions.idempotencyKey })
          .from(ledgerTransactions)
          .where(like(ledgerTransactions.idempotencyKey, `prop:${run}:%`));
        const storedByKey = new Map(stored.map((row) => [row.key, row.id]));
        expect(storedByKey.size).toBe(stored.length);
        const appliedOp = new Map<string, Op>();
        calls.forEach((op, index) => {
          const outcome = outcomes[index];
          const id = storedByKey.get(key(op));
          if (outcome?.ok) {
            expect(outcome.transactionId).toBe(id);
            const first = appliedOp.get(key(op));
            if (first) expect(sameParams(first, op)).toBe(true);
            else appliedOp.set(key(op), op);
          } else if (outcome?.code === ErrorCode.IDEMPOTENCY_CONFLICT) {
            expect(id).toBeDefined();
          } else {
            expect(outcome?.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
          }
        });
        // A key stored by nobody's success can't exist.
        expect([...storedByKey.keys()].sort()).toEqual([...appliedOp.keys()].sort());
        // Conflicts only for other parameters than the applied ones.
        calls.forEach((op, index) => {
          const outcome = outcomes[index];
          if (outcome && !outcome.ok && outcome.code === ErrorCode.IDEMPOTENCY_CONFLICT) {
            const applied = appliedOp.get(key(op));
            expect(applied && sameParams(applied, op)).toBe(false);
          }
        });

        // 3. Balances are what the applied movements add up to; none negative.
        const expected = wallets.map(() => [0n, 0n, 0n]);
        for (const op of appliedOp.values()) {
          const target = expected[op.player];
          if (!target) continue;
          effect(op).forEach((delta, part) => {
            target[part] = (target[part] ?? 0n) + delta;
          });
        }
        const rows = await db
          .select()
          .from(walletAccounts)
          .where(inArray(walletAccounts.id, wallets));
        for (const [index, wallet] of wallets.entries()) {
          const row = rows.find((candidate) => candidate.id === wallet);
          const [real, bonus, locked] = expected[index] ?? [];
          expect(row).toMatchObject({
            realBalance: real,
            bonusBalance: bonus,
            lockedBalance: locked,
            balance: (real ?? 0n) + (bonus ?? 0n),
          });
          for (const value of [row?.realBalance, row?.bonusBalance, row?.lockedBalance]) {
            expect(value).toBeGreaterThanOrEqual(0n);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
