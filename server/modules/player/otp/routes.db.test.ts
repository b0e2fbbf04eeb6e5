import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResponse, Profile } from "../../../../contracts/player.ts";
import { verificationCodes } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testRedisUrl } from "../../../../tests/support/database.ts";
import { mailboxFor, otpCode, waitForMessage } from "../../../../tests/support/mailbox.ts";
import {
  api,
  refreshSession,
  refreshTokenFrom,
  registerPlayer,
  testFingerprint,
} from "../../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  // Throttles live in the cache: Redis in CI, so the shared path is what gets tested there.
  app = await startTestApp({ env: testRedisUrl ? { REDIS_URL: testRedisUrl } : {} });
});
afterAll(async () => {
  await app?.close();
});

type Answer<T> = {
  data: T;
  error: { code: number; message: string; fields?: Record<string, string[]> };
};
type Verified = { verified: true; profile: Profile };

/** A valid, unique German mobile number: as typed, and in E.164. */
function newPhone(): { typed: string; e164: string } {
  const subscriber = String(randomInt(10_000_000, 100_000_000));
  return { typed: `+49 151 ${subscriber}`, e164: `+49151${subscriber}` };
}
const send = (body: Record<string, unknown>, token?: string) =>
  api<Answer<{ sent: true }>>(app, "POST", "/api/player/otp/send", { body, token });
const verify = <T = Verified>(body: Record<string, unknown>, token?: string) =>
  api<Answer<T>>(app, "POST", "/api/player/otp/verify", { body, token });
const profileOf = async (token: string) =>
  (await api<Answer<Profile>>(app, "GET", "/api/player/profile", { token })).body.data;

/** A player whose phone is confirmed through /otp, for the sign-in tests. */
async function playerWithPhone() {
  const player = await registerPlayer(app);
  const phone = newPhone();
  expect((await send({ phone: phone.typed }, player.accessToken)).status).toBe(200);
  const code = otpCode((await waitForMessage(app, phone.e164)).text);
  const verified = await verify({ phone: phone.typed, code }, player.accessToken);
  expect(verified.status).toBe(200);
  return { ...player, phone };
}

describe("OTP: phone verification", () => {
  it("texts a 6-digit code that confirms (and sets) the phone", async () => {
    const player = await registerPlayer(app);
    const phone = newPhone();
    const sent = await send({ phone: phone.typed, purpose: "verify-phone" }, player.accessToken);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ data: { sent: true } });
    const sms = await waitForMessage(app, phone.e164);
    expect(sms).toMatchObject({ channel: "sms", subject: null, html: null });
    expect(sms.text).toMatch(/^Sevens code: \d{6}\. Valid for 5 min\./);
    const code = otpCode(sms.text);

    const verified = await verify(
      { phone: phone.typed, code, purpose: "verify-phone" },
      player.accessToken,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      verified: true,
      profile: { phone: phone.e164, isPhoneVerified: true },
    });
    // The code is single use.
    const again = await verify({ phone: phone.typed, code }, player.accessToken);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe(11003);
  });

  it("answers 11003 for a wrong code and kills the code after 5 wrong guesses", async () => {
    const player = await registerPlayer(app);
    const phone = newPhone();
    await send({ phone: phone.typed }, player.accessToken);
    const code = otpCode((await waitForMessage(app, phone.e164)).text);
    const wrongCode = code === "000000" ? "111111" : "000000";

    const first = await verify({ phone: phone.typed, code: wrongCode }, player.accessToken);
    expect(first.status).toBe(400);
    expect(first.body.error).toMatchObject({
      code: 11003,
      message: "The code is wrong",
      fields: { code: ["The code is wrong"] },
    });
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect(
        (await verify({ phone: phone.typed, code: wrongCode }, player.accessToken)).body.error.code,
      ).toBe(11003);
    }
    const fifth = await verify({ phone: phone.typed, code: "12ab" }, player.accessToken);
    expect(fifth.body.error.fields?.code).toEqual([
      "Too many wrong codes. Please request a new one",
    ]);
    // Dead now: even the right code fails, and nothing changed.
    const right = await verify({ phone: phone.typed, code }, player.accessToken);
    expect(right.status).toBe(400);
    expect(right.body.error.code).toBe(11003);
    expect(await profileOf(player.accessToken)).toMatchObject({
      phone: null,
      isPhoneVerified: false,
    });
  });

  it("counts parallel guesses before comparing: 20 at once get at most 5 tries", async () => {
    const player = await registerPlayer(app);
    const phone = newPhone();
    await send({ phone: phone.typed }, player.accessToken);
    const code = otpCode((await waitForMessage(app, phone.e164)).text);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        verify(
          { phone: phone.typed, code: index === 19 ? code : String(100_000 + index) },
          player.accessToken,
        ),
      ),
    );
    const wrong = guesses.filter((guess) => guess.body.error?.message === "The code is wrong");
    expect(
      wrong.length + guesses.filter((guess) => guess.status === 200).length,
    ).toBeLessThanOrEqual(5);
    const [row] = await app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, phone.e164));
    expect(row?.attempts).toBe(5);
  });

  it("refuses an expired code", async () => {
    const player = await registerPlayer(app);
    const phone = newPhone();
    await send({ phone: phone.typed }, player.accessToken);
    const code = otpCode((await waitForMessage(app, phone.e164)).text);
    await app.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, phone.e164));
    const expired = await verify({ phone: phone.typed, code }, player.accessToken);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({
      code: 11003,
      fields: { code: ["The code has expired. Please request a new one"] },
    });
    expect((await profileOf(player.accessToken)).isPhoneVerified).toBe(false);
  });

  it("throttles resends, refuses bad and taken phones, and needs a session", async () => {
    const player = await registerPlayer(app);
    const phone = newPhone();
    expect((await send({ phone: phone.typed }, player.accessToken)).status).toBe(200);
    const tooSoon = await send({ phone: phone.typed }, player.accessToken);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe(10429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(50);

    const bad = await send({ phone: "12345" }, player.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.phone).toHaveLength(1);

    const owner = await playerWithPhone();
    const taken = await send({ phone: owner.phone.typed }, player.accessToken);
    expect(taken.status).toBe(400);
    expect(taken.body.error.code).toBe(11005);

    expect((await send({ phone: newPhone().typed })).status).toBe(401);
    expect((await verify({ phone: phone.typed, code: "123456" })).status).toBe(401);
  });
});

describe("OTP: sign-in by phone", () => {
  it("signs in with a texted code, giving a working session", async () => {
    const player = await playerWithPhone();
    const sent = await send({ phone: player.phone.typed, purpose: "login" });
    expect(sent.status).toBe(200);
    const sms = await waitForMessage(app, player.phone.e164, { count: 2 });
    const code = otpCode(sms.text);

    const login = await verify<AuthResponse>({
      phone: player.phone.typed,
      code,
      purpose: "login",
      fingerprint: testFingerprint(),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.profile.id).toBe(player.profile.id);
    expect((await profileOf(login.body.data.accessToken)).id).toBe(player.profile.id);
    const sessions = await api<Answer<{ id: string; isCurrent: boolean }[]>>(
      app,
      "GET",
      "/api/player/sessions",
      { token: login.body.data.accessToken },
    );
    expect(sessions.body.data).toHaveLength(2);
    const refreshed = await refreshSession(app, refreshTokenFrom(login.headers) ?? "");
    expect(refreshed.status).toBe(200);
  });

  it("answers an unregistered phone like a registered one and sends nothing", async () => {
    const phone = newPhone();
    const sent = await send({ phone: phone.typed, purpose: "login" });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ data: { sent: true } });
    expect((await send({ phone: phone.typed, purpose: "login" })).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailboxFor(app, phone.e164)).toEqual([]);
    const login = await verify({ phone: phone.typed, code: "123456", purpose: "login" });
    expect(login.status).toBe(400);
    expect(login.body.error.code).toBe(11003);
  });
});

describe("OTP by e-mail", () => {
  it("mails a code that confirms the e-mail, and one that signs in", async () => {
    const player = await registerPlayer(app);
    await waitForMessage(app, player.email);
    const sent = await api(app, "POST", "/api/player/otp/email/send", {
      token: player.accessToken,
      body: { email: player.email },
    });
    expect(sent.status).toBe(200);
    const mail = await waitForMessage(app, player.email, { count: 2 });
    expect(mail.subject).toMatch(/^Your Sevens code: \d{6}$/);
    const verified = await verify(
      { email: player.email, code: otpCode(mail.text), purpose: "verify-email" },
      player.accessToken,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data.profile.isEmailVerified).toBe(true);

    const loginSent = await api(app, "POST", "/api/player/otp/email/send", {
      body: { email: player.email, purpose: "login" },
    });
    expect(loginSent.status).toBe(200);
    const loginMail = await waitForMessage(app, player.email, { count: 3 });
    const login = await verify<AuthResponse>({
      email: player.email,
      code: otpCode(loginMail.text),
      purpose: "login",
    });
    expect(login.status).toBe(200);
    expect(login.body.data.profile.id).toBe(player.profile.id);
    const codes = await app.database.db
      .select()
      .from(verificationCodes)
      .where(
        and(eq(verificationCodes.target, player.email), eq(verificationCodes.purpose, "otp-login")),
      );
    expect(codes.map((row) => row.usedAt !== null)).toEqual([true]);
  });
});
