import { Secret, TOTP } from "otpauth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { playerTwoFactor, walletAccounts } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testLedger } from "../../../../tests/support/game-wallet.ts";
import { api, registerPlayer, signIn } from "../../../../tests/support/players.ts";
import { fund } from "../../../../tests/support/wallet.ts";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer<T> = { data: T; error?: { code: number; message: string; fields?: object } };

/** The code an authenticator shows `stepsAhead` steps of 30 s from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** A registered player who switched two-factor sign-in on; its secret and recovery codes. */
async function playerWithTwoFactor() {
  const player = await registerPlayer(app);
  const token = player.accessToken;
  const setup = await api<Answer<{ secret: string; otpauthUrl: string; qr: string }>>(
    app,
    "POST",
    "/api/player/two-factor/setup",
    { token },
  );
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data;
  const enabled = await api<Answer<{ recoveryCodes: string[] }>>(
    app,
    "POST",
    "/api/player/two-factor/enable",
    { token, body: { code: codeFor(secret) } },
  );
  expect(enabled.status).toBe(200);
  return { ...player, secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

describe("two-factor sign-in", () => {
  it("is switched on with a QR and a first code, and answers ten recovery codes once", async () => {
    const player = await registerPlayer(app);
    const token = player.accessToken;
    const status = () =>
      api<Answer<{ enabled: boolean; recoveryCodesLeft: number }>>(
        app,
        "GET",
        "/api/player/two-factor",
        { token },
      );
    expect((await status()).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await api<Answer<{ secret: string; otpauthUrl: string; qr: string }>>(
      app,
      "POST",
      "/api/player/two-factor/setup",
      { token },
    );
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Sevens:.*issuer=Sevens/);
    expect(setup.body.data.qr).toMatch(/^data:image\/png;base64,/);
    // The secret is stored sealed, never as given.
    const [row] = await app.database.db
      .select()
      .from(playerTwoFactor)
      .where(eq(playerTwoFactor.playerId, player.profile.id));
    expect(row?.secretSealed).not.toContain(setup.body.data.secret);
    expect(row?.enabledAt).toBeNull();

    const wrong = await api<Answer<unknown>>(app, "POST", "/api/player/two-factor/enable", {
      token,
      body: { code: "000000" === codeFor(setup.body.data.secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    const enabled = await api<Answer<{ recoveryCodes: string[] }>>(
      app,
      "POST",
      "/api/player/two-factor/enable",
      { token, body: { code: codeFor(setup.body.data.secret) } },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.data.recoveryCodes).size).toBe(10);
    expect((await status()).body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Already on: no second set-up.
    expect((await api(app, "POST", "/api/player/two-factor/setup", { token })).status).toBe(400);
  });

  it("asks for the code at sign-in, refuses wrong and replayed codes, takes a recovery code once", async () => {
    const player = await playerWithTwoFactor();
    const credentials = { email: player.email, password: player.password };

    const missing = await signIn(app, credentials);
    expect(missing.status).toBe(403);
    expect(missing.body.error?.code).toBe(ErrorCode.TWO_FACTOR_REQUIRED);
    const wrong = await signIn(app, { ...credentials, twoFactorCode: "12345x" });
    expect(wrong.body.error?.code).toBe(ErrorCode.TWO_FACTOR_INVALID);

    // The enabling code used this step: the authenticator's next one works, once.
    const next = codeFor(player.secret, 1);
    const right = await signIn(app, { ...credentials, twoFactorCode: next });
    expect(right.status).toBe(200);
    const replay = await signIn(app, { ...credentials, twoFactorCode: next });
    expect(replay.body.error?.code).toBe(ErrorCode.TWO_FACTOR_INVALID);

    const recovery = player.recoveryCodes[0]!;
    const byRecovery = await signIn(app, {
      ...credentials,
      twoFactorCode: recovery.toUpperCase(),
    });
    expect(byRecovery.status).toBe(200);
    const again = await signIn(app, { ...credentials, twoFactorCode: recovery });
    expect(again.body.error?.code).toBe(ErrorCode.TWO_FACTOR_INVALID);
  });

  it("counts a sign-in without its code as a failed attempt", async () => {
    const player = await playerWithTwoFactor();
    const credentials = { email: player.email, password: player.password };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(app, credentials)).status).toBe(403);
    }
    const limited = await signIn(app, {
      ...credentials,
      twoFactorCode: player.recoveryCodes[0],
    });
    expect(limited.status).toBe(429);
  });

  it("is switched off only with the password and a code", async () => {
    const player = await playerWithTwoFactor();
    const token = player.accessToken;
    const disable = (body: object) =>
      api<Answer<null>>(app, "POST", "/api/player/two-factor/disable", { token, body });
    expect(
      (await disable({ password: "wrong password", code: player.recoveryCodes[0] })).status,
    ).toBe(400);
    expect((await disable({ password: player.password, code: "000000x" })).status).toBe(403);
    expect(
      (await disable({ password: player.password, code: player.recoveryCodes[1] })).status,
    ).toBe(200);
    expect((await signIn(app, { email: player.email, password: player.password })).status).toBe(
      200,
    );
  });

  it("confirms a withdrawal with a code, locking nothing without one", async () => {
    const player = await playerWithTwoFactor();
    const [account] = await app.database.db
      .select({ id: walletAccounts.id, currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, player.profile.id));
    await fund(app.database.db, testLedger(app), {
      walletAccountId: account!.id,
      currency: account!.currency,
      amount: 10_000n,
    });
    const withdraw = (twoFactorCode?: string) =>
      api<Answer<{ id: string }>>(app, "POST", "/api/payment/invoices/withdrawal", {
        token: player.accessToken,
        body: {
          method: "sandbox.withdrawal.sepa",
          amount: "30",
          currency: account!.currency,
          accountId: account!.id,
          fields: {
            firstName: "Anna",
            lastName: "Schmidt",
            identify_doc_number: "DE89370400440532013000",
          },
          ...(twoFactorCode ? { twoFactorCode } : {}),
        },
      });
    const refused = await withdraw();
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe(ErrorCode.TWO_FACTOR_REQUIRED);
    const [locked] = await app.database.db
      .select({ locked: walletAccounts.lockedBalance })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, account!.id));
    expect(locked?.locked).toBe(0n);
    const confirmed = await withdraw(player.recoveryCodes[0]);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  });
});
