import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice } from "../../../contracts/payment.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  approveWithdrawal,
  createDeposit,
  createWithdrawal,
  declineWithdrawal,
  postWebhook,
  webhookBody,
} from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { ledgerTransactions, paymentInvoices } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Random interleavings of concurrent deposits, provider webhooks (repeated, contradicting),
 * withdrawals, operator decisions and player declines, over HTTP. After each run: the ledger
 * checks out (balances = Σ entries, none negative), every movement key was applied once, and the
 * player's balances are exactly what the final invoices say.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "0" } });
});
afterAll(async () => {
  await app?.close();
});

type Op =
  | { kind: "deposit"; amount: number }
  | { kind: "webhook"; pick: number; success: boolean; copies: number; fresh: boolean }
  | { kind: "withdraw"; amount: number }
  | { kind: "approve"; pick: number }
  | { kind: "operatorDecline"; pick: number }
  | { kind: "decline"; pick: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), amount: fc.integer({ min: 10, max: 60 }) }),
  fc.record({
    kind: fc.constant("webhook" as const),
    pick: fc.nat(),
    success: fc.boolean(),
    copies: fc.integer({ min: 1, max: 3 }),
    fresh: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("withdraw" as const), amount: fc.integer({ min: 10, max: 80 }) }),
  fc.record({ kind: fc.constant("approve" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("operatorDecline" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("decline" as const), pick: fc.nat() }),
);

describe("payments under random concurrent interleavings", () => {
  it("keep every invariant", async () => {
    await fc.assert(
      fc.asyncProperty(
        // Ops in waves; the ops of one wave run at the same time.
        fc.array(fc.array(opArbitrary, { minLength: 1, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (waves) => {
          const auth = await registerPlayer(app, { currency: "EUR" });
          const token = auth.accessToken;
          const list = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
            token,
          });
          const accountId = list.body.data[0]?.id ?? "";
          const deposits: { id: string; amount: bigint }[] = [];
          const withdrawals: string[] = [];
          const pick = <T>(items: T[], index: number) => items[index % Math.max(items.length, 1)];

          const run = async (op: Op): Promise<void> => {
            switch (op.kind) {
              case "deposit": {
                const response = await createDeposit(app, token, {
                  method: "sandbox.deposit.visa",
                  amount: String(op.amount),
                  currency: "EUR",
                  accountId,
                  fields: { firstName: "Anna", lastName: "Schmidt" },
                });
                if (response.status === 200) {
                  deposits.push({
                    id: response.body.data.invoiceId,
                    amount: BigInt(op.amount) * 100n,
                  });
                }
                return;
              }
              case "webhook": {
                const target = pick(deposits, op.pick);
                if (!target) return;
                const body = webhookBody({
                  transactionId: op.fresh ? `tx-${target.id}-${op.success}` : `tx-${target.id}`,
                  invoiceId: target.id,
                  status: op.success ? "success" : "failed",
                  amount: target.amount,
                  currency: "EUR",
                });
                const answers = await Promise.all(
                  Array.from({ length: op.copies }, () => postWebhook(app, body)),
                );
                for (const answer of answers) expect(answer.status).toBe(200);
                return;
              }
              case "withdraw": {
                const response = await createWithdrawal(app, token, {
                  method: "sandbox.withdrawal.skrill",
                  amount: String(op.amount),
                  currency: "EUR",
                  accountId,
                  fields: { playerEmail: "anna@example.com" },
                });
                expect([200, 400]).toContain(response.status);
                if (response.status === 200) withdrawals.push(response.body.data.id);
                return;
              }
              case "approve":
              case "operatorDecline": {
                const id = pick(withdrawals, op.pick);
                if (!id) return;
                const response = await (
                  op.kind === "approve" ? approveWithdrawal : declineWithdrawal
                )(app, id);
                expect([200, 400]).toContain(response.status);
                return;
              }
              case "decline": {
                const all = [...deposits.map((deposit) => deposit.id), ...withdrawals];
                const id = pick(all, op.pick);
                if (!id) return;
                const response = await api(app, "PUT", `/api/payment/invoices/${id}/decline`, {
                  token,
                });
                expect([200, 400]).toContain(response.status);
              }
            }
          };
          for (const wave of waves) await Promise.all(wave.map(run));

          const report = await checkLedger(app.platform.db);
          expect(report.problems).toEqual([]);

          const invoices = await app.platform.db
            .select()
            .from(paymentInvoices)
            .where(eq(paymentInvoices.playerId, auth.profile.id));
          const ids = invoices.map((invoice) => invoice.id);
          const keys = ids.length
            ? await app.platform.db
                .select({ key: ledgerTransactions.idempotencyKey })
                .from(ledgerTransactions)
                .where(
                  inArray(
                    ledgerTransactions.idempotencyKey,
                    ids.flatMap((id) => [
                      `deposit:${id}`,
                      `withdrawal-lock:${id}`,
                      `withdrawal:${id}`,
                      `withdrawal-decline:${id}`,
                    ]),
                  ),
                )
            : [];
          const applied = new Set(keys.map((row) => row.key));
          expect(applied.size).toBe(keys.length);
          let real = 0n;
          let locked = 0n;
          for (const invoice of invoices) {
            if (invoice.type === "deposit") {
              expect(applied.has(`deposit:${invoice.id}`)).toBe(invoice.status === 2);
              if (invoice.status === 2) real += invoice.amount;
            } else {
              expect(applied.has(`withdrawal-lock:${invoice.id}`)).toBe(true);
              expect(applied.has(`withdrawal:${invoice.id}`)).toBe(invoice.status === 2);
              expect(applied.has(`withdrawal-decline:${invoice.id}`)).toBe(invoice.status === 3);
              if (invoice.status !== 3) real -= invoice.amount;
              if (invoice.status === 1) locked += invoice.amount;
            }
          }
          const numbers = invoices
            .filter((invoice) => invoice.type === "deposit" && invoice.status === 2)
            .map((invoice) => invoice.number)
            .sort((a, b) => (a ?? 0) - (b ?? 0));
          expect(numbers).toEqual(numbers.map((_, index) => index + 1));
          const after = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
            token,
          });
          const account = after.body.data[0];
          expect(account?.realBalance).toBe((Number(real) / 100).toFixed(2));
          expect(account?.lockedBalance).toBe((Number(locked) / 100).toFixed(2));
          const statistics = await api<{ data: { depositCount: number } }>(
            app,
            "GET",
            "/api/payment/invoices/statistics",
            { token },
          );
          expect(statistics.body.data.depositCount).toBe(numbers.length);
          const listed = await api<{ data: Invoice[] }>(
            app,
            "GET",
            "/api/payment/invoices?perPage=100",
            { token },
          );
          expect(listed.body.data).toHaveLength(invoices.length);
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});
