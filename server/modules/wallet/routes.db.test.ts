import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../../../contracts/events.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { connectClient } from "../../../tests/support/realtime.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { currencies } from "../../db/schema.ts";
import { createLedger } from "./ledger.ts";

type ErrorBody = { error: { code: number; message: string; fields?: Record<string, string[]> } };
type ListBody = { data: WalletAccount[] };
type OneBody = { data: WalletAccount };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function newPlayer(currency = "EUR") {
  const auth = await registerPlayer(app, { currency });
  const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", {
    token: auth.accessToken,
  });
  const first = list.body.data[0];
  if (!first) throw new Error("no first account");
  return { token: auth.accessToken, playerId: auth.profile.id, first };
}

describe("GET /api/wallet/accounts", () => {
  it("needs a signed-in player", async () => {
    const response = await api<ErrorBody>(app, "GET", "/api/wallet/accounts");
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it("lists the registration account, active, with the base-currency equivalent", async () => {
    const { token, first } = await newPlayer("EUR");
    expect(first).toEqual({
      id: expect.any(String),
      currency: "EUR",
      balance: "0.00",
      realBalance: "0.00",
      bonusBalance: "0.00",
      lockedBalance: "0.00",
      withdrawalBalance: "0.00",
      status: 1,
      hidden: false,
      equivalent: { amount: "0.00", currency: "USD" },
    });
    const init = await api<{ data: { accounts: unknown[] } }>(app, "GET", "/api/player/init", {
      token,
    });
    const { equivalent: _equivalent, ...shared } = first;
    expect(init.body.data.accounts).toEqual([shared]);
  });

  it("shows money moved by the ledger, in major units of each currency", async () => {
    const { token, first } = await newPlayer("BTC");
    const ledger = createLedger({ outbox: app.platform.outbox });
    await fund(app.platform.db, ledger, {
      walletAccountId: first.id,
      currency: "BTC",
      amount: 120_000n,
    });
    const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", { token });
    expect(list.body.data[0]).toMatchObject({
      currency: "BTC",
      balance: "0.00120000",
      realBalance: "0.00120000",
      withdrawalBalance: "0.00120000",
      equivalent: { amount: "78.00", currency: "USD" },
    });
  });
});

describe("POST /api/wallet/accounts", () => {
  it("adds an inactive account in another currency; one per currency", async () => {
    const { token } = await newPlayer("EUR");
    const created = await api<OneBody>(app, "POST", "/api/wallet/accounts", {
      token,
      body: { currency: "btc" },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      currency: "BTC",
      balance: "0.00000000",
      status: 0,
      hidden: false,
    });
    const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", { token });
    expect(list.body.data.map((account) => [account.currency, account.status])).toEqual([
      ["EUR", 1],
      ["BTC", 0],
    ]);

    const again = await api<ErrorBody>(app, "POST", "/api/wallet/accounts", {
      token,
      body: { currency: "BTC" },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe(ErrorCode.ALREADY_EXISTS);
    expect(again.body.error.fields?.["currency"]).toHaveLength(1);
  });

  it("refuses unknown, disabled and missing currencies with field messages", async () => {
    const { token } = await newPlayer("EUR");
    const post = (body: unknown) =>
      api<ErrorBody>(app, "POST", "/api/wallet/accounts", { token, body });

    const unknown = await post({ currency: "XXX" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: ErrorCode.VALIDATION });
    expect(unknown.body.error.fields).toHaveProperty("currency");

    await app.platform.db
      .update(currencies)
      .set({ isEnabled: false })
      .where(eq(currencies.code, "LTC"));
    try {
      const disabled = await post({ currency: "LTC" });
      expect(disabled.status).toBe(400);
      expect(disabled.body.error.fields).toHaveProperty("currency");
    } finally {
      await app.platform.db
        .update(currencies)
        .set({ isEnabled: true })
        .where(eq(currencies.code, "LTC"));
    }

    expect((await post({})).status).toBe(400);
    expect((await post({ currency: "USD", extra: 1 })).status).toBe(400);
    expect((await post({ currency: 5 })).body.error.code).toBe(ErrorCode.VALIDATION);
  });

  it("announces the new account on the player's channel", async () => {
    const { token, playerId } = await newPlayer("EUR");
    const client = await connectClient(app.url, token);
    try {
      expect(await client.subscribe(channels.walletAccounts(playerId))).toEqual({ ok: true });
      await api(app, "POST", "/api/wallet/accounts", { token, body: { currency: "USDT" } });
      const received = await client.waitFor((entry) => entry.message.event === "account.created");
      expect(received.message).toMatchObject({ currency: "USDT", status: 0, balance: "0.000000" });
    } finally {
      client.close();
    }
  });
});

describe("PUT /api/wallet/accounts/{id}/switch", () => {
  it("makes exactly one account active and answers the new list", async () => {
    const { token, playerId, first } = await newPlayer("EUR");
    const btc = await api<OneBody>(app, "POST", "/api/wallet/accounts", {
      token,
      body: { currency: "BTC" },
    });
    const client = await connectClient(app.url, token);
    try {
      await client.subscribe(channels.walletAccounts(playerId));
      const switched = await api<ListBody>(
        app,
        "PUT",
        `/api/wallet/accounts/${btc.body.data.id}/switch`,
        { token },
      );
      expect(switched.status).toBe(200);
      expect(switched.body.data.map((account) => [account.currency, account.status])).toEqual([
        ["BTC", 1],
        ["EUR", 0],
      ]);
      await client.waitFor(
        (entry) =>
          entry.message.event === "account.updated" &&
          entry.message["id"] === first.id &&
          entry.message["status"] === 0,
      );
      await client.waitFor(
        (entry) =>
          entry.message.event === "account.updated" &&
          entry.message["id"] === btc.body.data.id &&
          entry.message["status"] === 1,
      );
    } finally {
      client.close();
    }
    const init = await api<{ data: { accounts: WalletAccount[]; profile: { currency: string } } }>(
      app,
      "GET",
      "/api/player/init",
      { token },
    );
    expect(init.body.data.accounts.filter((account) => account.status === 1)).toHaveLength(1);
    expect(init.body.data.accounts[0]?.currency).toBe("BTC");

    // Switching to the active one again changes nothing.
    const same = await api<ListBody>(
      app,
      "PUT",
      `/api/wallet/accounts/${btc.body.data.id}/switch`,
      { token },
    );
    expect(same.body.data.map((account) => account.status)).toEqual([1, 0]);
  });

  it("answers 404 for another player's account and for ids that are no account", async () => {
    const mine = await newPlayer("EUR");
    const theirs = await newPlayer("EUR");
    for (const id of [theirs.first.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await api<ErrorBody>(app, "PUT", `/api/wallet/accounts/${id}/switch`, {
        token: mine.token,
      });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe(ErrorCode.NOT_FOUND);
    }
    const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", { token: theirs.token });
    expect(list.body.data[0]?.status).toBe(1);
  });
});

describe("PUT /api/wallet/accounts/{id}/hide", () => {
  it("toggles without a body, sets with { hidden }, and never hides the active account", async () => {
    const { token, first } = await newPlayer("EUR");
    const btc = await api<OneBody>(app, "POST", "/api/wallet/accounts", {
      token,
      body: { currency: "BTC" },
    });
    const hide = (id: string, body?: unknown) =>
      api<OneBody & ErrorBody>(app, "PUT", `/api/wallet/accounts/${id}/hide`, { token, body });

    const active = await hide(first.id);
    expect(active.status).toBe(400);
    expect(active.body.error.code).toBe(ErrorCode.ACCOUNT_ACTIVE);
    expect((await hide(first.id, { hidden: true })).status).toBe(400);
    // Showing the active account is fine (it is shown already).
    expect((await hide(first.id, { hidden: false })).body.data.hidden).toBe(false);

    expect((await hide(btc.body.data.id)).body.data.hidden).toBe(true);
    expect((await hide(btc.body.data.id)).body.data.hidden).toBe(false);
    expect((await hide(btc.body.data.id, { hidden: true })).body.data.hidden).toBe(true);
    expect((await hide(btc.body.data.id, { hidden: true })).body.data.hidden).toBe(true);
    expect((await hide(btc.body.data.id, { hidden: "yes" })).status).toBe(400);

    const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", { token });
    expect(list.body.data.find((account) => account.currency === "BTC")?.hidden).toBe(true);

    // Switching to a hidden account shows it again.
    const switched = await api<ListBody>(
      app,
      "PUT",
      `/api/wallet/accounts/${btc.body.data.id}/switch`,
      { token },
    );
    expect(switched.body.data[0]).toMatchObject({ currency: "BTC", status: 1, hidden: false });
  });

  it("answers 404 for another player's account", async () => {
    const mine = await newPlayer("EUR");
    const theirs = await newPlayer("EUR");
    const other = await api<OneBody>(app, "POST", "/api/wallet/accounts", {
      token: theirs.token,
      body: { currency: "BTC" },
    });
    const response = await api<ErrorBody>(
      app,
      "PUT",
      `/api/wallet/accounts/${other.body.data.id}/hide`,
      { token: mine.token, body: { hidden: true } },
    );
    expect(response.status).toBe(404);
    const list = await api<ListBody>(app, "GET", "/api/wallet/accounts", { token: theirs.token });
    expect(list.body.data.find((account) => account.currency === "BTC")?.hidden).toBe(false);
  });
});
