import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_WALLET_SIGNATURE_HEADER } from "../../../contracts/game-wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { HOUSE_PROVIDER, providerSecretFor } from "../../../tests/support/game-wallet.ts";
import { signWebhook } from "../../../tests/support/payments.ts";
import { signBody } from "../../platform/signature.ts";

/** Callbacks answer bodies they cannot take with 413 / 415 in their own shape, never 500. */
describe("provider callbacks: body size and media type", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const overLimit = () => JSON.stringify({ action: "balance", padding: "x".repeat(1_100_000) });

  async function post(path: string, body: string, headers: Record<string, string>) {
    const response = await fetch(`${app.url}${path}`, { method: "POST", headers, body });
    const text = await response.text();
    return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
  }
  const walletHeaders = (body: string, contentType?: string) => ({
    ...(contentType ? { "content-type": contentType } : {}),
    [GAME_WALLET_SIGNATURE_HEADER]: signBody(providerSecretFor(app, HOUSE_PROVIDER), body),
  });
  const gamePath = `/callbacks/games/${HOUSE_PROVIDER}`;

  it("answers a seamless-wallet body over 1 MB with 413", async () => {
    const body = overLimit();
    const response = await post(gamePath, body, walletHeaders(body, "application/json"));
    expect(response).toEqual({
      status: 413,
      body: { status: "error", code: "INVALID_REQUEST", message: expect.any(String) },
    });
  });

  it("answers a seamless-wallet call that is not JSON with 415", async () => {
    const body = JSON.stringify({ action: "balance", sessionToken: "x" });
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "a/b/c"]) {
      const response = await post(gamePath, body, walletHeaders(body, contentType));
      expect(response, contentType).toMatchObject({
        status: 415,
        body: { status: "error", code: "INVALID_REQUEST" },
      });
    }
    // JSON with a charset parameter is still JSON: the wallet itself answers.
    const json = await post(gamePath, body, walletHeaders(body, "application/json; charset=utf-8"));
    expect(json.status).not.toBe(415);
    expect(json.status).toBeLessThan(500);
  });

  it("answers a provider's server without document headers or compression", async () => {
    const body = JSON.stringify({ action: "balance", token: "no-such-launch" });
    const response = await fetch(`${app.url}${gamePath}`, {
      method: "POST",
      headers: { ...walletHeaders(body, "application/json"), "accept-encoding": "gzip, br" },
      body,
    });
    expect(response.status).toBeLessThan(500);
    // A browser never reads these answers: CSP and its nonce would only cost every bet.
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("content-encoding")).toBeNull();
    // The API keeps them.
    const api = await fetch(`${app.url}/api/health`);
    expect(api.headers.get("content-security-policy")).not.toBeNull();
  });

  it("answers a payment webhook over 1 MB with 413 and an odd media type with a 4xx", async () => {
    const big = overLimit();
    const large = await post("/callbacks/payments/sandbox", big, {
      "content-type": "application/json",
      "x-signature": signWebhook(app, big),
    });
    expect(large).toMatchObject({ status: 413, body: { error: { code: 10413 } } });

    const body = JSON.stringify({ transactionId: "t", invoiceId: "i" });
    for (const contentType of ["text/plain", "a/b/c", "application/json; charset=utf-8"]) {
      const response = await post("/callbacks/payments/sandbox", body, {
        "content-type": contentType,
        "x-signature": signWebhook(app, body),
      });
      expect(response.status, contentType).toBeGreaterThanOrEqual(400);
      expect(response.status, contentType).toBeLessThan(500);
    }
  });
});
