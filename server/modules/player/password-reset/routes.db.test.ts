import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verificationCodes } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { eventually } from "../../../../tests/support/realtime.ts";
import { linkCode, mailboxFor, waitForMessage } from "../../../../tests/support/mailbox.ts";
import { api, refreshSession, registerPlayer, signIn } from "../../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: "http://sevens.test" } });
});
afterAll(async () => {
  await app?.close();
});

type Answer<T> = {
  data: T;
  error: { code: number; message: string; fields?: Record<string, string[]> };
};
const NEW_PASSWORD = "a brand new passphrase";
const requestReset = (email: string, headers?: Record<string, string>) =>
  api<Answer<{ sent: true }>>(app, "POST", "/api/player/passwords/reset", {
    body: { email },
    headers,
  });
const confirmReset = (body: Record<string, string>) =>
  api<Answer<{ reset: true }>>(app, "POST", "/api/player/passwords/confirm", { body });
/** The newest reset mail (besides the verification mail and any new-sign-in alerts). */
const resetMail = async (email: string) => {
  await eventually(async () =>
    expect(
      (await mailboxFor(app, email)).some(
        ({ subject }) => subject === "Reset your Sevens password",
      ),
    ).toBe(true),
  );
  const mail = (await mailboxFor(app, email)).find(
    ({ subject }) => subject === "Reset your Sevens password",
  );
  return linkCode(mail?.text ?? "", "/password-reset/");
};

describe("password reset", () => {
  it("answers a registered and an unknown e-mail the same way", async () => {
    const player = await registerPlayer(app);
    await waitForMessage(app, player.email);
    const known = await requestReset(player.email.toUpperCase());
    const unknown = await requestReset(`nobody-${player.email}`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ data: { sent: true } });
    const mail = await waitForMessage(app, player.email, { count: 2 });
    expect(mail.text).toMatch(/http:\/\/sevens\.test\/password-reset\/[\w-]{43}/);
    expect(await mailboxFor(app, `nobody-${player.email}`)).toEqual([]);

    // Both are limited alike: one request a minute per address.
    const knownAgain = await requestReset(player.email);
    const unknownAgain = await requestReset(`nobody-${player.email}`);
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(knownAgain.body.error.code).toBe(unknownAgain.body.error.code);
    expect(knownAgain.headers.get("retry-after")).toBeTruthy();

    const malformed = await requestReset("not-an-email");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields?.email).toHaveLength(1);
  });

  it("sets the new password, closes every session, and the link works once", async () => {
    const player = await registerPlayer(app);
    const other = await signIn(app, { email: player.email, password: player.password });
    expect(other.status).toBe(200);
    await waitForMessage(app, player.email);
    await requestReset(player.email);
    const code = await resetMail(player.email);

    const mismatch = await confirmReset({
      code,
      password: NEW_PASSWORD,
      password_confirmation: "something else",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields?.password_confirmation).toEqual(["Passwords do not match"]);
    const short = await confirmReset({ code, password: "short", password_confirmation: "short" });
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.password?.[0]).toMatch(/at least 8/);
    // Bad input left the code usable and the password unchanged.
    expect((await signIn(app, { email: player.email, password: player.password })).status).toBe(
      200,
    );

    const done = await confirmReset({
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { reset: true } });

    expect((await signIn(app, { email: player.email, password: player.password })).status).toBe(
      401,
    );
    expect((await signIn(app, { email: player.email, password: NEW_PASSWORD })).status).toBe(200);
    for (const token of [player.accessToken, other.body.data.accessToken]) {
      expect((await api(app, "GET", "/api/player/profile", { token })).status).toBe(401);
    }
    const refreshed = await refreshSession(app, player.refreshToken);
    expect(refreshed.status).toBe(401);

    const reused = await confirmReset({
      code,
      password: "yet another passphrase",
      password_confirmation: "yet another passphrase",
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields?.code).toHaveLength(1);
    expect((await signIn(app, { email: player.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("refuses an expired link and changes nothing", async () => {
    const player = await registerPlayer(app);
    await waitForMessage(app, player.email);
    await requestReset(player.email);
    const code = await resetMail(player.email);
    await app.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, player.email));
    const expired = await confirmReset({
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error.fields).toEqual({
      code: ["This link is invalid, has expired or was already used"],
    });
    expect((await signIn(app, { email: player.email, password: player.password })).status).toBe(
      200,
    );
    expect(
      (await api(app, "GET", "/api/player/profile", { token: player.accessToken })).status,
    ).toBe(200);
  });
});
