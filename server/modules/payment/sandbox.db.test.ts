import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Invoice } from "../../../contracts/payment.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createDeposit, createWithdrawal } from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";

/** The sandbox on its own: crypto confirms after a delay, withdrawals approve themselves. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "200",
      PAYMENT_SANDBOX_AUTO_APPROVE_WITHDRAWALS: "true",
    },
  });
});
afterAll(async () => {
  await app?.close();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("sandbox automation", () => {
  it("confirms a crypto deposit by itself, then approves a withdrawal by itself", async () => {
    const auth = await registerPlayer(app, { currency: "TON" });
    const token = auth.accessToken;
    const accounts = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
      token,
    });
    const accountId = accounts.body.data[0]?.id ?? "";
    const deposit = await createDeposit(app, token, {
      method: "sandbox.deposit.crypto_ton",
      amount: "10",
      currency: "TON",
      accountId,
    });
    expect(deposit.body.data.qr).toMatchObject({
      network: "TON",
      memo: expect.stringMatching(/^\d{9}$/),
    });
    const read = async () =>
      (await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", { token })).body
        .data[0];
    const funded = await until(read, (account) => account?.realBalance === "10.000000000");
    expect(funded?.realBalance).toBe("10.000000000");

    const withdrawal = await createWithdrawal(app, token, {
      method: "sandbox.withdrawal.crypto_ton",
      amount: "4",
      currency: "TON",
      accountId,
      fields: { address: `UQ${"A".repeat(46)}` },
    });
    expect(withdrawal.status).toBe(200);
    const invoices = async () =>
      (
        await api<{ data: Invoice[] }>(app, "GET", "/api/payment/invoices?type=withdrawal", {
          token,
        })
      ).body.data[0];
    const approved = await until(invoices, (invoice) => invoice?.status === 2);
    expect(approved).toMatchObject({ status: 2, number: 1 });
    expect(await read()).toMatchObject({
      realBalance: "6.000000000",
      lockedBalance: "0.000000000",
    });
  });
});
