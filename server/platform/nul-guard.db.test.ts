import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { HOUSE_PROVIDER, walletCall } from "../../tests/support/game-wallet.ts";
import { postWebhook } from "../../tests/support/payments.ts";
import {
  api,
  registerPlayer,
  registrationPayload,
  signIn,
  testFingerprint,
} from "../../tests/support/players.ts";
import { findNul } from "./nul-guard.ts";

const NUL = "\u0000";

describe("findNul", () => {
  it("names the first field holding a NUL, in strings, arrays and keys", () => {
    expect(findNul({ a: "ok", b: { c: [1, "x\u0000"] } })).toBe("b.c.1");
    expect(findNul({ [`k${NUL}`]: 1 })).toBe("k\\u0000");
    expect(findNul("\u0000")).toBe("_");
    expect(findNul({ a: "fine", n: 3, t: true, z: null })).toBeUndefined();
  });
});

/** A NUL in any string parameter is a 400 VALIDATION naming the field, never a 500. */
describe("NUL bytes in request strings", () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerPlayer(app)).accessToken;
  });
  afterAll(async () => {
    await app?.close();
  });

  const expectRefused = (response: { status: number; body: unknown }, field: string): void => {
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { code: 10400, fields: { [field]: [expect.any(String)] } },
    });
  };

  it("refuses sign-in and registration with a NUL in the e-mail", async () => {
    expectRefused(await signIn(app, { email: `a${NUL}@example.com`, password: "x" }), "email");
    const response = await api(app, "POST", "/api/player/register", {
      body: {
        payload: registrationPayload({ email: `new${NUL}@example.com` }),
        fingerprint: testFingerprint(),
      },
    });
    expectRefused(response, "payload.email");
    expectRefused(
      await signIn(app, { email: "someone@example.com", password: `pass${NUL}word` }),
      "password",
    );
  });

  it("refuses a NUL in a query string or a path parameter", async () => {
    expectRefused(await api(app, "GET", "/api/game/games/search?name=abc%00"), "name");
    expectRefused(await api(app, "GET", "/api/game/games?name=%00"), "name");
    expectRefused(await api(app, "GET", "/api/game/games/x%00y"), "id");
    expectRefused(
      await api(app, "GET", "/api/payment/invoices?currency=EU%00R", { token }),
      "currency",
    );
  });

  it("refuses a NUL in the body of signed-in calls", async () => {
    expectRefused(
      await api(app, "POST", "/api/wallet/accounts", { token, body: { currency: `EU${NUL}` } }),
      "currency",
    );
    expectRefused(
      await api(app, "POST", "/api/payment/invoices/deposit", {
        token,
        body: { paymentMethod: `sandbox${NUL}`, amount: "10", currency: "EUR" },
      }),
      "paymentMethod",
    );
  });

  it("refuses a correctly signed payment webhook whose JSON carries a NUL", async () => {
    const body = JSON.stringify({
      transactionId: `t${NUL}1`,
      invoiceId: "00000000-0000-4000-8000-000000000000",
      status: "success",
      amount: "100",
      currency: "EUR",
    });
    expectRefused(await postWebhook(app, body), "transactionId");
  });

  it("refuses a correctly signed seamless-wallet call with a NUL in the protocol's shape", async () => {
    const response = await walletCall(app, HOUSE_PROVIDER, {
      action: "balance",
      sessionToken: `abc${NUL}`,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: "error", code: "INVALID_REQUEST" });
  });
});
