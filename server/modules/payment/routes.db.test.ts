import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import paymentMethodsData from "../../../content/seed/payment-methods.json" with { type: "json" };
import { ErrorCode } from "../../../contracts/errors.ts";
import {
  PAYMENT_FIELD_KEYS,
  type Invoice,
  type PaymentMethod,
} from "../../../contracts/payment.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  approveWithdrawal,
  checkoutForms,
  createDeposit,
  createWithdrawal,
  declineWithdrawal,
  operatorApi,
  postWebhook,
  webhookBody,
  type ErrorBody,
} from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { ledgerTransactions, outbox, sandboxPaymentSessions } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "0" } });
});
afterAll(async () => {
  await app?.close();
});

interface Player {
  token: string;
  playerId: string;
  accounts: Record<string, string>;
}

async function newPlayer(currencies: string[] = ["EUR"]): Promise<Player> {
  const [first, ...rest] = currencies;
  const auth = await registerPlayer(app, { currency: first ?? "EUR" });
  const token = auth.accessToken;
  for (const currency of rest) {
    const added = await api(app, "POST", "/api/wallet/accounts", { token, body: { currency } });
    expect(added.status).toBe(200);
  }
  const list = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", { token });
  const accounts = Object.fromEntries(
    list.body.data.map((account) => [account.currency, account.id]),
  );
  return { token, playerId: auth.profile.id, accounts };
}

async function account(player: Player, currency: string): Promise<WalletAccount> {
  const list = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
    token: player.token,
  });
  const found = list.body.data.find((item) => item.currency === currency);
  if (!found) throw new Error(`no ${currency} account`);
  return found;
}

async function invoice(player: Player, id: string): Promise<Invoice> {
  const list = await api<{ data: Invoice[] }>(app, "GET", "/api/payment/invoices?perPage=100", {
    token: player.token,
  });
  const found = list.body.data.find((item) => item.id === id);
  if (!found) throw new Error(`no invoice ${id}`);
  return found;
}

const CARD_FIELDS = { firstName: "Anna", lastName: "Schmidt" };

/** Funds the player's EUR account through a cash-agent deposit the operator confirms. */
async function fundEur(player: Player, amount: string): Promise<void> {
  const deposit = await createDeposit(app, player.token, {
    method: "sandbox.deposit.cash_agent",
    amount,
    currency: "EUR",
    accountId: player.accounts["EUR"] ?? "",
    fields: { playerName: "Anna Schmidt", phone: "+491701234567" },
  });
  expect(deposit.status).toBe(200);
  const approved = await operatorApi(
    app,
    "POST",
    `/api/operator/payments/deposits/${deposit.body.data.invoiceId}/approve`,
  );
  expect(approved.status).toBe(200);
}

/** The checkout page path of a redirect deposit (PUBLIC_URL differs from the test server). */
function checkoutPath(redirectUrl: string | null): string {
  if (!redirectUrl) throw new Error("no redirect URL");
  return new URL(redirectUrl).pathname;
}

describe("the catalogue", () => {
  it("covers every provider kind of the issue, both directions where payouts exist", () => {
    const kinds = new Set(paymentMethodsData.map((method) => method.kind));
    for (const kind of [
      "crypto_ton",
      "crypto_usdt",
      "crypto_eth",
      "crypto_btc",
      "cash_agent",
      "card_crypto",
      "bkash",
      "nagad",
      "open_banking",
      "mobile_operator",
      "upi",
      "pix",
      "sepa",
      "blik",
      "sofort",
      "multibanco",
      "skrill",
      "neteller",
      "papara",
      "gcash",
      "paymaya",
      "imps",
      "phonepe",
      "binance_pay",
      "humo",
      "uzcard",
      "visa",
      "mastercard",
      "bank_transfer",
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    for (const method of paymentMethodsData) {
      expect(method.method).toBe(`${method.provider}.${method.direction}.${method.kind}`);
      for (const field of method.fields) expect(PAYMENT_FIELD_KEYS).toContain(field.key);
    }
  });
});

describe("GET /api/payment/methods/{deposit|withdrawal}", () => {
  it("needs a signed-in player", async () => {
    const response = await api<ErrorBody>(app, "GET", "/api/payment/methods/deposit");
    expect(response.status).toBe(401);
  });

  it("lists the active currency's deposit methods for the request country, cash agent first", async () => {
    const player = await newPlayer(["EUR"]);
    const response = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/deposit",
      {
        token: player.token,
        headers: { "cf-ipcountry": "DE" },
      },
    );
    expect(response.status).toBe(200);
    const ids = response.body.data.map((method) => method.method);
    expect(ids[0]).toBe("sandbox.deposit.cash_agent");
    expect(ids).toEqual(
      expect.arrayContaining([
        "sandbox.deposit.sepa",
        "sandbox.deposit.sofort",
        "sandbox.deposit.visa",
      ]),
    );
    expect(ids).not.toContain("sandbox.deposit.pix");
    expect(ids).not.toContain("sandbox.deposit.multibanco");
    const visa = response.body.data.find((method) => method.method === "sandbox.deposit.visa");
    expect(visa).toMatchObject({
      provider: "sandbox",
      type: "card",
      processingType: "redirect",
      currency: "EUR",
      amountMin: "10",
      amountMax: "5000",
      logo: "/payment-logos/visa.svg",
      names: { en: "Visa" },
    });
    expect(visa?.presets.filter((preset) => preset.default)).toHaveLength(1);
    expect(visa?.fields.map((field) => field.key)).toEqual([
      "firstName",
      "lastName",
      "address",
      "city",
      "postalCode",
      "country",
    ]);
  });

  it("takes currency and country from the query, and honours x-platform", async () => {
    const player = await newPlayer(["BRL", "BTC"]);
    const brazil = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/deposit?currency=BRL&country=BR",
      { token: player.token },
    );
    expect(brazil.body.data.map((method) => method.method)).toContain("sandbox.deposit.pix");
    const web = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/deposit?currency=BTC",
      { token: player.token },
    );
    expect(web.body.data.map((method) => method.method)).toEqual(
      expect.arrayContaining(["sandbox.deposit.crypto_btc", "sandbox.deposit.card_crypto"]),
    );
    const telegram = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/deposit?currency=BTC",
      { token: player.token, headers: { "x-platform": "tg" } },
    );
    expect(telegram.body.data.map((method) => method.method)).not.toContain(
      "sandbox.deposit.card_crypto",
    );
    const withdrawal = await api<{ data: PaymentMethod[] }>(
      app,
      "GET",
      "/api/payment/methods/withdrawal?currency=BTC",
      { token: player.token },
    );
    const btc = withdrawal.body.data.find(
      (method) => method.method === "sandbox.withdrawal.crypto_btc",
    );
    expect(btc?.fields[0]).toMatchObject({ key: "address", isRequired: true });
    const bad = await api<ErrorBody>(app, "GET", "/api/payment/methods/deposit?country=Germany", {
      token: player.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe("crypto deposits", () => {
  it("give an address and QR, and credit once when the signed webhook comes (repeats change nothing)", async () => {
    const player = await newPlayer(["BTC"]);
    const response = await createDeposit(app, player.token, {
      method: "sandbox.deposit.crypto_btc",
      amount: "0.001",
      currency: "BTC",
      accountId: player.accounts["BTC"] ?? "",
    });
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      action: "qr",
      type: "deposit",
      method: "sandbox.deposit.crypto_btc",
      redirectUrl: null,
    });
    expect(data.qr?.address).toMatch(/^bc1q[a-z0-9]{38}$/);
    expect(data.qr?.qr).toMatch(/^data:image\/png;base64,/);
    expect(data.qr?.network).toBe("Bitcoin");
    expect(data.invoice).toMatchObject({
      status: 1,
      amount: "0.00100000",
      currency: "BTC",
      number: null,
    });
    expect(data.invoice.publicData).toMatchObject({ address: data.qr?.address });

    const [session] = await app.platform.db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.merchantReference, data.invoiceId));
    const body = webhookBody({
      transactionId: session?.id ?? "",
      invoiceId: data.invoiceId,
      status: "success",
      amount: 100_000n,
      currency: "BTC",
    });
    const forged = await postWebhook(app, body, { signature: "0".repeat(64) });
    expect(forged.status).toBe(401);
    const wrongSecret = await postWebhook(app, body, {
      signature: (await import("../../../tests/support/payments.ts")).signWebhook(
        app,
        body,
        "x".repeat(40),
      ),
    });
    expect(wrongSecret.status).toBe(401);
    const unsigned = await postWebhook(app, body, { signature: null });
    expect(unsigned.status).toBe(401);
    expect((await account(player, "BTC")).balance).toBe("0.00000000");

    const first = await postWebhook(app, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      data: { invoiceId: data.invoiceId, status: 2, applied: true },
    });
    const again = await Promise.all([postWebhook(app, body), postWebhook(app, body)]);
    for (const repeat of again) {
      expect(repeat.status).toBe(200);
      expect(repeat.body).toMatchObject({ data: { status: 2, applied: true }, replayed: true });
    }
    expect((await account(player, "BTC")).realBalance).toBe("0.00100000");
    expect(await invoice(player, data.invoiceId)).toMatchObject({ status: 2, number: 1 });

    const keys = await app.platform.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `deposit:${data.invoiceId}`));
    expect(keys).toHaveLength(1);
    const events = await app.platform.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, `payment:invoices#${player.playerId}`),
          eq(outbox.event, "invoice.deposit.updated"),
        ),
      )
      .orderBy(asc(outbox.id));
    expect(events.map((event) => event.payload["status"])).toEqual([1, 2]);
    expect(events[1]?.payload).toMatchObject({ id: data.invoiceId, status: 2, number: 1 });
  });

  it("refuses webhooks for unknown invoices (404) and bodies that are not webhooks (400)", async () => {
    const unknown = webhookBody({
      transactionId: "sbx_unknown",
      invoiceId: "00000000-0000-4000-8000-000000000000",
      status: "success",
      amount: 1n,
      currency: "EUR",
    });
    expect((await postWebhook(app, unknown)).status).toBe(404);
    expect((await postWebhook(app, JSON.stringify({ hello: "world" }))).status).toBe(400);
    expect((await postWebhook(app, unknown, { provider: "nobody" })).status).toBe(404);
  });

  it("can be confirmed at once from the sandbox control page", async () => {
    const player = await newPlayer(["USDT"]);
    const response = await createDeposit(app, player.token, {
      method: "sandbox.deposit.crypto_usdt",
      amount: "25",
      currency: "USDT",
      accountId: player.accounts["USDT"] ?? "",
    });
    expect(response.body.data.qr?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const page = await fetch(`${app.url}/sandbox/payments`);
    const html = await page.text();
    const match = new RegExp(`/sandbox/payments/sessions/(sbx_[0-9a-f]{32})/approve`).exec(html);
    expect(html).toContain(response.body.data.invoiceId);
    const confirmed = await fetch(
      `${app.url}/sandbox/payments/sessions/${match?.[1] ?? ""}/approve`,
      {
        method: "POST",
        headers: { accept: "application/json" },
      },
    );
    expect(confirmed.status).toBe(200);
    expect((await account(player, "USDT")).realBalance).toBe("25.000000");
    expect(await invoice(player, response.body.data.invoiceId)).toMatchObject({ status: 2 });
  });
});

describe("card deposits through the hosted sandbox checkout", () => {
  it("approved: the payer is sent to redirect.success and the balance is credited", async () => {
    const player = await newPlayer(["EUR"]);
    const response = await createDeposit(app, player.token, {
      method: "sandbox.deposit.visa",
      amount: "50",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
      redirect: { success: "/deposit/success", error: "/deposit/error" },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ action: "redirect", qr: null });
    const page = await fetch(`${app.url}${checkoutPath(response.body.data.redirectUrl)}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await page.text();
    expect(html).not.toContain("<script");
    expect(html).toContain("50.00 EUR");
    const forms = checkoutForms(html);
    const approved = await fetch(`${app.url}${forms["approve"] ?? ""}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(
      `${app.platform.config.PUBLIC_URL}/deposit/success`,
    );
    expect(await invoice(player, response.body.data.invoiceId)).toMatchObject({
      status: 2,
      number: 1,
    });
    expect((await account(player, "EUR")).realBalance).toBe("50.00");
    // Approving again changes nothing.
    await fetch(`${app.url}${forms["approve"] ?? ""}`, { method: "POST", redirect: "manual" });
    expect((await account(player, "EUR")).realBalance).toBe("50.00");
  });

  it("declined: the payer is sent to redirect.error, the invoice fails, nothing is credited", async () => {
    const player = await newPlayer(["EUR"]);
    const response = await createDeposit(app, player.token, {
      method: "sandbox.deposit.mastercard",
      amount: "20",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
      redirect: { success: "/ok", error: "/failed" },
    });
    const html = await (
      await fetch(`${app.url}${checkoutPath(response.body.data.redirectUrl)}`)
    ).text();
    const declined = await fetch(`${app.url}${checkoutForms(html)["decline"] ?? ""}`, {
      method: "POST",
      redirect: "manual",
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${app.platform.config.PUBLIC_URL}/failed`);
    expect(await invoice(player, response.body.data.invoiceId)).toMatchObject({
      status: 3,
      number: null,
    });
    expect((await account(player, "EUR")).balance).toBe("0.00");
  });

  it("never sends the payer to another site, and refuses unknown checkout ids", async () => {
    const player = await newPlayer(["EUR"]);
    const response = await createDeposit(app, player.token, {
      method: "sandbox.deposit.visa",
      amount: "50",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
      redirect: { success: "https://evil.example/steal?x=1", error: "/x" },
    });
    // The player pays; the foreign origin is replaced by ours (no open redirect, no error).
    expect(response.status).toBe(200);
    const page = await fetch(`${app.url}${checkoutPath(response.body.data.redirectUrl)}`);
    const forms = checkoutForms(await page.text());
    const approved = await fetch(`${app.url}${forms["approve"] ?? ""}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(approved.headers.get("location")).toBe(`${app.platform.config.PUBLIC_URL}/steal?x=1`);
    const missing = await fetch(`${app.url}/sandbox/payments/checkout/sbx_${"0".repeat(32)}`);
    expect(missing.status).toBe(404);
  });
});

describe("bad deposit input: 400 with field messages, nothing created", () => {
  it("refuses each mistake", async () => {
    const player = await newPlayer(["EUR", "BTC"]);
    const eur = player.accounts["EUR"] ?? "";
    const base = {
      method: "sandbox.deposit.visa",
      amount: "50",
      currency: "EUR",
      accountId: eur,
      fields: CARD_FIELDS,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: "5" }, "amount"],
      [{ amount: "5000.01" }, "amount"],
      [{ amount: "10.001" }, "amount"],
      [{ amount: "-5" }, "amount"],
      [{ currency: "BTC" }, "currency"],
      [{ currency: "BTC", accountId: player.accounts["BTC"] }, "currency"],
      [{ method: "sandbox.deposit.nothing" }, "method"],
      [{ method: "sandbox.withdrawal.visa" }, "method"],
      [{ method: "sandbox.deposit.pix" }, "currency"],
      [{ method: "sandbox.deposit.multibanco", country: "DE" }, "method"],
      [{ fields: { firstName: "Anna" } }, "fields.lastName"],
      [{ fields: { firstName: "A", lastName: "Schmidt" } }, "fields.firstName"],
    ];
    for (const [override, field] of cases) {
      const response = await createDeposit(app, player.token, {
        ...base,
        ...override,
      } as typeof base);
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(Object.keys(response.body.error?.fields ?? {}), JSON.stringify(override)).toContain(
        field,
      );
    }
    const others = await newPlayer(["EUR"]);
    const foreign = await createDeposit(app, player.token, {
      ...base,
      accountId: others.accounts["EUR"] ?? "",
    });
    expect(foreign.status).toBe(404);
    const list = await api<{ data: Invoice[] }>(app, "GET", "/api/payment/invoices", {
      token: player.token,
    });
    expect(list.body.data).toEqual([]);
  });
});

describe("cash agents", () => {
  it("wait for the operator, who confirms the deposit", async () => {
    const player = await newPlayer(["EUR"]);
    const deposit = await createDeposit(app, player.token, {
      method: "sandbox.deposit.cash_agent",
      amount: "100",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: { playerName: "Anna Schmidt", phone: "+491701234567" },
    });
    expect(deposit.body.data.action).toBe("manual");
    expect(deposit.body.data.fields.map((field) => field.key)).toContain("agent");
    const pending = await operatorApi<{ data: { id: string }[] }>(
      app,
      "GET",
      "/api/operator/payments/deposits?status=1&perPage=100",
    );
    expect(pending.body.data.map((item) => item.id)).toContain(deposit.body.data.invoiceId);
    const approved = await operatorApi<{ data: Invoice }>(
      app,
      "POST",
      `/api/operator/payments/deposits/${deposit.body.data.invoiceId}/approve`,
    );
    expect(approved.body.data).toMatchObject({ status: 2, number: 1 });
    expect((await account(player, "EUR")).realBalance).toBe("100.00");
    const twice = await operatorApi<ErrorBody>(
      app,
      "POST",
      `/api/operator/payments/deposits/${deposit.body.data.invoiceId}/approve`,
    );
    expect(twice.status).toBe(400);
    expect((await account(player, "EUR")).realBalance).toBe("100.00");
  });

  it("bank transfers show the payment details to use", async () => {
    const player = await newPlayer(["EUR"]);
    const deposit = await createDeposit(app, player.token, {
      method: "sandbox.deposit.sepa",
      amount: "100",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
    });
    expect(deposit.body.data.action).toBe("form");
    expect(deposit.body.data.fields.map((field) => field.key)).toEqual(
      expect.arrayContaining(["iban", "bic", "reference", "amount"]),
    );
  });
});

describe("withdrawals", () => {
  const IBAN = "DE89370400440532013000";

  it("are refused from a hidden account with 12003, locking nothing", async () => {
    const player = await newPlayer(["EUR", "USD"]);
    await fundEur(player, "100");
    const usd = player.accounts["USD"] ?? "";
    const eur = player.accounts["EUR"] ?? "";
    expect(
      (await api(app, "PUT", `/api/wallet/accounts/${usd}/switch`, { token: player.token })).status,
    ).toBe(200);
    const hidden = await api(app, "PUT", `/api/wallet/accounts/${eur}/hide`, {
      token: player.token,
      body: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    const refused = await createWithdrawal(app, player.token, {
      method: "sandbox.withdrawal.sepa",
      amount: "30",
      currency: "EUR",
      accountId: eur,
      fields: { ...CARD_FIELDS, identify_doc_number: IBAN },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 12003 });
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "100.00",
      lockedBalance: "0.00",
    });
  });

  it("lock the money at request; the operator approves one and declines another", async () => {
    const player = await newPlayer(["EUR"]);
    await fundEur(player, "100");
    const request = () =>
      createWithdrawal(app, player.token, {
        method: "sandbox.withdrawal.sepa",
        amount: "30",
        currency: "EUR",
        accountId: player.accounts["EUR"] ?? "",
        fields: { ...CARD_FIELDS, identify_doc_number: IBAN },
      });
    const first = await request();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 1,
      invoiceType: "withdrawal",
      amount: "30.00",
    });
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "70.00",
      lockedBalance: "30.00",
      withdrawalBalance: "70.00",
    });

    const pending = await operatorApi<{ data: { id: string; playerId: string }[] }>(
      app,
      "GET",
      "/api/operator/payments/withdrawals?status=1&perPage=100",
    );
    expect(pending.body.data.find((item) => item.id === first.body.data.id)).toMatchObject({
      playerId: player.playerId,
    });

    const approved = await approveWithdrawal(app, first.body.data.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 2, number: 1 });
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "70.00",
      lockedBalance: "0.00",
    });
    expect((await approveWithdrawal(app, first.body.data.id)).status).toBe(400);
    expect((await declineWithdrawal(app, first.body.data.id)).status).toBe(400);

    const second = await request();
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "40.00",
      lockedBalance: "30.00",
    });
    const declined = await declineWithdrawal(app, second.body.data.id);
    expect(declined.body.data).toMatchObject({ status: 3 });
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "70.00",
      lockedBalance: "0.00",
    });

    const events = await app.platform.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, `payment:invoices#${player.playerId}`),
          eq(outbox.event, "invoice.withdrawal.updated"),
        ),
      )
      .orderBy(asc(outbox.id));
    expect(events.map((event) => event.payload["status"])).toEqual([1, 2, 1, 3]);
  });

  it("refuse more than the withdrawable balance and bad payee details, moving nothing", async () => {
    const player = await newPlayer(["EUR"]);
    await fundEur(player, "50");
    const base = {
      method: "sandbox.withdrawal.sepa",
      amount: "60",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: { ...CARD_FIELDS, identify_doc_number: IBAN },
    };
    const tooMuch = await createWithdrawal(app, player.token, base);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.fields?.["amount"]?.[0]).toMatch(/50\.00 EUR/);
    const badIban = await createWithdrawal(app, player.token, {
      ...base,
      amount: "20",
      fields: { ...CARD_FIELDS, identify_doc_number: "nope" },
    });
    expect(badIban.body.error?.fields?.["fields.identify_doc_number"]).toBeDefined();
    const depositMethod = await createWithdrawal(app, player.token, {
      ...base,
      amount: "20",
      method: "sandbox.deposit.sepa",
    });
    expect(depositMethod.status).toBe(400);
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "50.00",
      lockedBalance: "0.00",
    });
    const list = await api<{ data: Invoice[] }>(
      app,
      "GET",
      "/api/payment/invoices?type=withdrawal",
      { token: player.token },
    );
    expect(list.body.data).toEqual([]);
  });

  it("operator API needs the operator token", async () => {
    expect((await operatorApi(app, "GET", "/api/operator/payments/withdrawals", null)).status).toBe(
      401,
    );
    expect(
      (await operatorApi(app, "GET", "/api/operator/payments/withdrawals", "wrong-token")).status,
    ).toBe(401);
    const player = await newPlayer(["EUR"]);
    expect(
      (await operatorApi(app, "GET", "/api/operator/payments/withdrawals", player.token)).status,
    ).toBe(401);
    expect(
      (
        await operatorApi(
          app,
          "POST",
          "/api/operator/payments/withdrawals/00000000-0000-4000-8000-000000000000/approve",
        )
      ).status,
    ).toBe(404);
  });
});

describe("PUT /api/payment/invoices/{id}/decline", () => {
  it("cancels a pending deposit or withdrawal; final invoices 400, others' 404", async () => {
    const player = await newPlayer(["EUR"]);
    await fundEur(player, "100");
    const deposit = await createDeposit(app, player.token, {
      method: "sandbox.deposit.visa",
      amount: "40",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
    });
    const cancelled = await api<{ data: Invoice }>(
      app,
      "PUT",
      `/api/payment/invoices/${deposit.body.data.invoiceId}/decline`,
      { token: player.token },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe(3);
    // The provider confirms it too late: nothing is credited.
    const html = await (
      await fetch(`${app.url}${checkoutPath(deposit.body.data.redirectUrl)}`)
    ).text();
    expect(html).toContain("already");
    expect((await account(player, "EUR")).realBalance).toBe("100.00");

    const withdrawal = await createWithdrawal(app, player.token, {
      method: "sandbox.withdrawal.skrill",
      amount: "25",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: { playerEmail: "anna@example.com" },
    });
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "75.00",
      lockedBalance: "25.00",
    });
    const back = await api<{ data: Invoice }>(
      app,
      "PUT",
      `/api/payment/invoices/${withdrawal.body.data.id}/decline`,
      { token: player.token },
    );
    expect(back.body.data.status).toBe(3);
    expect(await account(player, "EUR")).toMatchObject({
      realBalance: "100.00",
      lockedBalance: "0.00",
    });

    const final = await api<ErrorBody>(
      app,
      "PUT",
      `/api/payment/invoices/${withdrawal.body.data.id}/decline`,
      { token: player.token },
    );
    expect(final.status).toBe(400);
    expect(final.body.error.code).toBe(ErrorCode.VALIDATION);
    const other = await newPlayer(["EUR"]);
    const foreign = await api<ErrorBody>(
      app,
      "PUT",
      `/api/payment/invoices/${deposit.body.data.invoiceId}/decline`,
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    expect(
      (await api(app, "PUT", "/api/payment/invoices/not-an-id/decline", { token: player.token }))
        .status,
    ).toBe(404);
    expect(
      (await api(app, "PUT", `/api/payment/invoices/${deposit.body.data.invoiceId}/decline`))
        .status,
    ).toBe(401);
  });
});

describe("GET /api/payment/invoices and /statistics", () => {
  it("lists own invoices with filters and pages, and sums successful ones", async () => {
    const player = await newPlayer(["EUR"]);
    await fundEur(player, "100");
    await fundEur(player, "50");
    const pending = await createDeposit(app, player.token, {
      method: "sandbox.deposit.visa",
      amount: "10",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: CARD_FIELDS,
    });
    const withdrawal = await createWithdrawal(app, player.token, {
      method: "sandbox.withdrawal.skrill",
      amount: "30",
      currency: "EUR",
      accountId: player.accounts["EUR"] ?? "",
      fields: { playerEmail: "anna@example.com" },
    });
    await approveWithdrawal(app, withdrawal.body.data.id);
    const other = await newPlayer(["EUR"]);
    await fundEur(other, "70");

    type Page = {
      data: Invoice[];
      meta: { page: number; perPage: number; totalRows: number; totalPages: number };
    };
    const all = await api<Page>(app, "GET", "/api/payment/invoices", { token: player.token });
    expect(all.body.meta).toEqual({ page: 1, perPage: 20, totalRows: 4, totalPages: 1 });
    expect(all.body.data[0]?.id).toBe(withdrawal.body.data.id);
    const deposits = await api<Page>(app, "GET", "/api/payment/invoices?type=deposit&status=2", {
      token: player.token,
    });
    expect(deposits.body.data.map((item) => item.amount).sort()).toEqual(["100.00", "50.00"]);
    expect(deposits.body.data.map((item) => item.number).sort()).toEqual([1, 2]);
    const pendingOnes = await api<Page>(app, "GET", "/api/payment/invoices?status[]=1&status[]=3", {
      token: player.token,
    });
    expect(pendingOnes.body.data.map((item) => item.id)).toEqual([pending.body.data.invoiceId]);
    const paged = await api<Page>(app, "GET", "/api/payment/invoices?perPage=3&page=2", {
      token: player.token,
    });
    expect(paged.body.meta).toMatchObject({ page: 2, totalPages: 2, totalRows: 4 });
    expect(paged.body.data).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await api<Page>(
      app,
      "GET",
      `/api/payment/invoices?dateFrom=${today}&dateTo=${today}&currency=eur`,
      { token: player.token },
    );
    expect(dated.body.meta.totalRows).toBe(4);
    const future = await api<Page>(app, "GET", "/api/payment/invoices?dateFrom=2999-01-01", {
      token: player.token,
    });
    expect(future.body.data).toEqual([]);
    expect(
      (await api(app, "GET", "/api/payment/invoices?status=9", { token: player.token })).status,
    ).toBe(400);
    expect(
      (await api(app, "GET", "/api/payment/invoices?dateFrom=yesterday", { token: player.token }))
        .status,
    ).toBe(400);

    const statistics = await api(app, "GET", "/api/payment/invoices/statistics", {
      token: player.token,
    });
    expect(statistics.body).toEqual({
      data: {
        depositCount: 2,
        depositSum: [{ currency: "EUR", amount: "150.00" }],
        withdrawalCount: 1,
        withdrawalSum: [{ currency: "EUR", amount: "30.00" }],
      },
    });
  });
});

describe("the books", () => {
  it("stay balanced after everything above", async () => {
    const report = await checkLedger(app.platform.db);
    expect(report.problems).toEqual([]);
    const keys = await app.platform.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, "deposit:%"));
    expect(new Set(keys.map((row) => row.key)).size).toBe(keys.length);
  });
});
