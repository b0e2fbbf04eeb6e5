import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentMethod } from "../../../contracts/payment.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createDeposit, postWebhook, webhookBody } from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { walletAccounts } from "../../db/schema.ts";

/** Issue 11: a USD player sees crypto too, and a crypto deposit opens and fills that account. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { RATE_LIMIT_PER_MINUTE: "100000", PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "0" },
  });
});
afterAll(async () => {
  await app?.close();
});

async function accountsOf(playerId: string) {
  return app.database.db
    .select({
      id: walletAccounts.id,
      currency: walletAccounts.currency,
      real: walletAccounts.realBalance,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, playerId));
}

describe("crypto for every player", () => {
  it("lists crypto methods in their coins after the account's own methods", async () => {
    const player = await registerPlayer(app, { currency: "USD" });
    const methods = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/deposit?currency=USD",
      { token: player.accessToken },
    );
    expect(methods.status).toBe(200);
    const codes = methods.body.data.map((method) => `${method.method}:${method.currency}`);
    expect(codes).toContain("sandbox.deposit.crypto_btc:BTC");
    expect(codes).toContain("sandbox.deposit.crypto_usdt:USDT");
    const firstCrypto = methods.body.data.findIndex((method) => method.currency !== "USD");
    expect(methods.body.data.slice(firstCrypto).every((method) => method.type === "crypto")).toBe(
      true,
    );
  });

  it("credits a BTC deposit of a USD player to a BTC account opened on the way", async () => {
    const player = await registerPlayer(app, { currency: "USD" });
    const [usd] = await accountsOf(player.profile.id);
    const deposit = await createDeposit(app, player.accessToken, {
      method: "sandbox.deposit.crypto_btc",
      amount: "0.001",
      currency: "BTC",
      accountId: usd?.id ?? "",
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
    const btc = (await accountsOf(player.profile.id)).find((account) => account.currency === "BTC");
    expect(btc).toBeDefined();
    const body = webhookBody({
      transactionId: `tx-${deposit.body.data.invoiceId}`,
      invoiceId: deposit.body.data.invoiceId,
      status: "success",
      amount: 100_000n,
      currency: "BTC",
    });
    expect((await postWebhook(app, body)).status).toBe(200);
    const after = await app.database.db
      .select({ real: walletAccounts.realBalance })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.id, btc?.id ?? ""), eq(walletAccounts.currency, "BTC")));
    expect(after[0]?.real).toBe(100_000n);
    // A second BTC deposit uses the same account; a card method still refuses another currency.
    const again = await createDeposit(app, player.accessToken, {
      method: "sandbox.deposit.crypto_btc",
      amount: "0.002",
      currency: "BTC",
      accountId: usd?.id ?? "",
    });
    expect(again.status).toBe(200);
    // The same deposit address every time for this player and coin; another player has another.
    expect(again.body.data.qr?.address).toBe(deposit.body.data.qr?.address);
    const other = await registerPlayer(app, { currency: "BTC" });
    const [otherBtc] = await accountsOf(other.profile.id);
    const theirs = await createDeposit(app, other.accessToken, {
      method: "sandbox.deposit.crypto_btc",
      amount: "0.001",
      currency: "BTC",
      accountId: otherBtc?.id ?? "",
    });
    expect(theirs.body.data.qr?.address).not.toBe(deposit.body.data.qr?.address);
    expect((await accountsOf(player.profile.id)).filter((a) => a.currency === "BTC")).toHaveLength(
      1,
    );
    const card = await createDeposit(app, player.accessToken, {
      method: "sandbox.deposit.visa",
      amount: "50",
      currency: "EUR",
      accountId: usd?.id ?? "",
      fields: { firstName: "Ann", lastName: "Example" },
    });
    expect(card.status).toBe(400);
  });
});
