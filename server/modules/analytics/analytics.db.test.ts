import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FunnelDay } from "../../../contracts/analytics.ts";
import { sandboxPaymentSessions } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { fundedLaunch, txId, walletCall } from "../../../tests/support/game-wallet.ts";
import {
  createDeposit,
  operatorApi,
  postWebhook,
  webhookBody,
} from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  // Behind a proxy: the flood test comes from an address of its own (x-forwarded-for).
  app = await startTestApp({ env: { EVENT_STREAM_POLL_MS: "50", TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await app?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const visitorId = () => `v${randomBytes(8).toString("hex")}`;
const visit = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: "visit",
  at: new Date().toISOString(),
  path: "/de/games",
  locale: "de",
  ...overrides,
});

async function funnel(from = today(), to = today()) {
  const response = await operatorApi<{ data: FunnelDay[] }>(
    app,
    "GET",
    `/api/operator/analytics/funnel?from=${from}&to=${to}`,
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

/** Today's row once the event stream's consumers caught up. */
async function todayCounts(): Promise<FunnelDay> {
  await app.platform.events.drain();
  const [row] = await funnel();
  if (!row) throw new Error("no row for today");
  return row;
}

/** A player's deposit through the sandbox provider, confirmed by its signed webhook. */
async function deposit(token: string, accountId: string, amount: string) {
  const created = await createDeposit(app, token, {
    method: "sandbox.deposit.crypto_btc",
    amount,
    currency: "BTC",
    accountId,
  });
  expect(created.status).toBe(200);
  const invoiceId = created.body.data.invoiceId;
  const [session] = await app.platform.db
    .select()
    .from(sandboxPaymentSessions)
    .where(eq(sandboxPaymentSessions.merchantReference, invoiceId));
  const confirmed = await postWebhook(
    app,
    webhookBody({
      transactionId: session?.id ?? "",
      invoiceId,
      status: "success",
      amount: BigInt(Math.round(Number(amount) * 1e8)),
      currency: "BTC",
    }),
  );
  expect(confirmed.status).toBe(200);
}

describe("POST /api/analytics/events", () => {
  it("keeps a consenting browser's visits once, whatever is sent again", async () => {
    const before = await todayCounts();
    const visitor = visitorId();
    const batch = { visitorId: visitor, events: [visit("e-00000001"), visit("e-00000002")] };
    const first = await api(app, "POST", "/api/analytics/events", { body: batch });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ data: { accepted: 2 } });
    const again = await api(app, "POST", "/api/analytics/events", { body: batch });
    expect(again.body).toEqual({ data: { accepted: 0 } });
    // Another browser's event with the same id is its own.
    const other = await api(app, "POST", "/api/analytics/events", {
      body: { visitorId: visitorId(), events: [visit("e-00000001")] },
    });
    expect(other.body).toEqual({ data: { accepted: 1 } });

    const after = await todayCounts();
    expect(after.visits - before.visits).toBe(3);
    expect(after.visitors - before.visitors).toBe(2);
  });

  it("refuses what a browser may not report, and oversized or malformed batches", async () => {
    const refused = async (body: unknown) => {
      const response = await api<{ error: { code: number; fields?: Record<string, string[]> } }>(
        app,
        "POST",
        "/api/analytics/events",
        { body },
      );
      expect(response.status).toBe(400);
      return response.body.error.fields ?? {};
    };
    // Deposits and bets are the server's own facts: a browser cannot claim one.
    expect(
      Object.keys(
        await refused({ visitorId: visitorId(), events: [visit("d-00001x", { name: "ftd" })] }),
      ),
    ).toEqual(["events.0.name"]);
    expect(
      await refused({
        visitorId: visitorId(),
        events: Array.from({ length: 51 }, (_, index) =>
          visit(`bulk-${String(index).padStart(4, "0")}`),
        ),
      }),
    ).toHaveProperty(["events"]);
    expect(await refused({ visitorId: "x", events: [visit("e-00000003")] })).toHaveProperty([
      "visitorId",
    ]);
    expect(
      await refused({
        visitorId: visitorId(),
        events: [visit("e-00000004", { path: "https://evil.example/" })],
      }),
    ).toHaveProperty(["events.0.path"]);
  });

  it("dates a visit from a far-off clock at its arrival", async () => {
    const visitor = visitorId();
    await api(app, "POST", "/api/analytics/events", {
      body: { visitorId: visitor, events: [visit("skewed-01", { at: "2001-01-01T00:00:00Z" })] },
    });
    expect((await funnel("2001-01-01", "2001-01-01"))[0]?.visits).toBe(0);
  });

  it("slows down a browser that floods it (429)", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      const response = await fetch(`${app.url}/api/analytics/events`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
        body: JSON.stringify({ visitorId: visitorId(), events: [visit(`flood-${index}-0000`)] }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("the server's own funnel facts", () => {
  it("counts a registration, a first deposit and a later one, and bets, with no browser", async () => {
    const before = await todayCounts();
    const player = await registerPlayer(app, { currency: "BTC" });
    const accounts = await api<{ data: { id: string; currency: string }[] }>(
      app,
      "GET",
      "/api/wallet/accounts",
      { token: player.accessToken },
    );
    const btc = accounts.body.data.find((account) => account.currency === "BTC");
    await deposit(player.accessToken, btc?.id ?? "", "0.001");
    await deposit(player.accessToken, btc?.id ?? "", "0.002");

    const launch = await fundedLaunch(app, { amount: 10_000n });
    for (const round of ["r1", "r2"]) {
      const bet = await walletCall(app, launch.provider, {
        action: "bet",
        token: launch.token,
        transactionId: txId("bet"),
        roundId: `${round}-${launch.token.slice(0, 8)}`,
        gameId: launch.game,
        amount: "1.00",
        currency: launch.currency,
      });
      expect(bet.status).toBe(200);
    }

    const after = await todayCounts();
    expect(after.registrations - before.registrations).toBe(1);
    expect(after.firstDeposits - before.firstDeposits).toBe(1);
    expect(after.deposits - before.deposits).toBe(2);
    expect(after.depositors - before.depositors).toBe(1);
    expect(after.bets - before.bets).toBe(2);
    expect(after.bettors - before.bettors).toBe(1);
  });
});

describe("GET /api/operator/analytics/funnel", () => {
  it("lists every day of the range, quiet days with zeros", async () => {
    const days = await funnel("2001-02-27", "2001-03-02");
    expect(days.map((day) => day.day)).toEqual([
      "2001-02-27",
      "2001-02-28",
      "2001-03-01",
      "2001-03-02",
    ]);
    expect(days[0]).toEqual({
      day: "2001-02-27",
      visits: 0,
      visitors: 0,
      registrations: 0,
      firstDeposits: 0,
      deposits: 0,
      depositors: 0,
      bets: 0,
      bettors: 0,
    });
  });

  it("is the operator's: no token 401, a backwards or too long range 400", async () => {
    const anonymous = await api(
      app,
      "GET",
      `/api/operator/analytics/funnel?from=${today()}&to=${today()}`,
    );
    expect(anonymous.status).toBe(401);
    const backwards = await operatorApi<{ error: { fields: Record<string, string[]> } }>(
      app,
      "GET",
      "/api/operator/analytics/funnel?from=2026-02-02&to=2026-02-01",
    );
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.error.fields)).toEqual(["from"]);
    const long = await operatorApi(
      app,
      "GET",
      "/api/operator/analytics/funnel?from=2024-01-01&to=2026-01-01",
    );
    expect(long.status).toBe(400);
  });
});
