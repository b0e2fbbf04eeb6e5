import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AuthResponse,
  Profile,
  SocialConnection,
  TelegramUser,
} from "../../../../contracts/player.ts";
import { players } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { api, registerPlayer, testFingerprint } from "../../../../tests/support/players.ts";
import {
  signedInitData,
  telegramEnv,
  telegramUser,
  type TestTelegramUser,
} from "../../../../tests/support/telegram.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { ...telegramEnv, TELEGRAM_AUTH_MAX_AGE_SECONDS: "3600" } });
});
afterAll(async () => {
  await app?.close();
});

type Body<T> = { data: T; error?: { code: number; message: string } };

const tgLogin = (initData: string, extra: Record<string, unknown> = {}) =>
  api<Body<AuthResponse>>(app, "POST", "/api/player/tg_login", {
    body: { initData, fingerprint: testFingerprint(), ...extra },
  });
const linkTelegram = (token: string, initData: string) =>
  api<Body<SocialConnection[]>>(app, "POST", "/api/player/social-connections/telegram", {
    token,
    body: { initData },
  });
const syncTelegram = (token: string, initData: string) =>
  api<Body<{ profile: Profile; telegram: TelegramUser }>>(app, "PUT", "/api/tg-bot/users", {
    token,
    body: { initData },
  });
const now = () => Math.floor(Date.now() / 1000);

describe("Telegram sign-in", () => {
  it("creates the player from good initData and finds the same player again", async () => {
    const user: TestTelegramUser = telegramUser({
      first_name: "Pavel",
      last_name: "D",
      username: "pavel_d",
      language_code: "de",
    });
    const first = await tgLogin(signedInitData(user, { extra: { start_param: "promo7" } }));
    expect(first.status).toBe(200);
    expect(first.body.data.profile).toMatchObject({
      tgUserId: user.id,
      firstName: "Pavel",
      lastName: "D",
      nickname: "pavel_d",
      language: "de",
      locale: "de",
      email: null,
      isNewlyRegistered: true,
    });
    const [row] = await app.database.db
      .select()
      .from(players)
      .where(eq(players.id, first.body.data.profile.id));
    expect(row?.affiliateTag).toBe("promo7");
    expect(row?.passwordHash).toBeNull();

    const second = await tgLogin(signedInitData(user));
    expect(second.status).toBe(200);
    expect(second.body.data.profile.id).toBe(first.body.data.profile.id);
    expect(second.body.data.profile.isNewlyRegistered).toBe(false);

    const connections = await api<Body<SocialConnection[]>>(
      app,
      "GET",
      "/api/player/social-connections",
      { token: second.body.data.accessToken },
    );
    expect(connections.body.data).toEqual([
      expect.objectContaining({ provider: "telegram", email: null, name: "pavel_d" }),
    ]);
  });

  it("answers 401 to expired, forged and altered initData, changing nothing", async () => {
    const user = telegramUser();
    const expired = await tgLogin(signedInitData(user, { authDate: now() - 3601 }));
    expect(expired.status).toBe(401);
    expect(expired.body.error?.message).toMatch(/expired/i);

    const forged = await tgLogin(
      signedInitData(user, { botToken: "1111111111:AAH-some-other-bot-token-000000000000" }),
    );
    expect(forged.status).toBe(401);

    const altered = signedInitData(user).replace(String(user.id), String(user.id + 1));
    expect((await tgLogin(altered)).status).toBe(401);
    expect((await tgLogin("user=%7B%7D&auth_date=1")).status).toBe(401);

    const created = await app.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.tgUserId, user.id));
    expect(created).toEqual([]);
  });

  it("answers 403 to a blocked player", async () => {
    const user = telegramUser();
    const first = await tgLogin(signedInitData(user));
    await app.database.db
      .update(players)
      .set({ status: "blocked" })
      .where(eq(players.id, first.body.data.profile.id));
    const blocked = await tgLogin(signedInitData(user));
    expect(blocked.status).toBe(403);
  });
});

describe("connecting Telegram", () => {
  it("links Telegram to a player, refuses it for another, and signs in as the owner", async () => {
    const owner = await registerPlayer(app);
    const user = telegramUser({ username: "owner_tg" });
    const linked = await linkTelegram(owner.accessToken, signedInitData(user));
    expect(linked.status).toBe(200);
    expect(linked.body.data).toEqual([
      expect.objectContaining({ provider: "telegram", name: "owner_tg" }),
    ]);

    const viaTelegram = await tgLogin(signedInitData(user));
    expect(viaTelegram.body.data.profile).toMatchObject({
      id: owner.profile.id,
      tgUserId: user.id,
    });

    const intruder = await registerPlayer(app);
    const refused = await linkTelegram(intruder.accessToken, signedInitData(user));
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe(11002);
    const forged = await linkTelegram(
      intruder.accessToken,
      signedInitData(telegramUser(), { authDate: now() - 7200 }),
    );
    expect(forged.status).toBe(401);

    // Unlink: the owner has a password.
    const unlinked = await api(app, "POST", "/api/player/social-connections/unlink", {
      token: owner.accessToken,
      body: { socialType: "telegram" },
    });
    expect(unlinked.status).toBe(200);
    const profile = await api<Body<Profile>>(app, "GET", "/api/player/profile", {
      token: owner.accessToken,
    });
    expect(profile.body.data.tgUserId).toBeNull();
    // Now the intruder may take it.
    expect((await linkTelegram(intruder.accessToken, signedInitData(user))).status).toBe(200);
  });

  it("syncs the Telegram profile, keeping what the player typed", async () => {
    const user = telegramUser({ first_name: "Old", username: "old_name", language_code: "en" });
    const login = await tgLogin(signedInitData(user));
    const token = login.body.data.accessToken;
    await api(app, "PUT", "/api/player/profile", { token, body: { firstName: "Typed" } });

    const renamed = { ...user, first_name: "New", username: "new_name", language_code: "de" };
    const synced = await syncTelegram(token, signedInitData(renamed));
    expect(synced.status).toBe(200);
    expect(synced.body.data.telegram).toMatchObject({ id: user.id, username: "new_name" });
    expect(synced.body.data.profile).toMatchObject({
      firstName: "Typed",
      nickname: "new_name",
      language: "de",
    });

    const someoneElse = await syncTelegram(token, signedInitData(telegramUser()));
    expect(someoneElse.status).toBe(400);
    expect(someoneElse.body.error?.code).toBe(11002);
    expect((await syncTelegram(token, "hash=00")).status).toBe(401);
  });
});

describe("the sandbox Telegram bot (no TELEGRAM_BOT_TOKEN)", () => {
  it("signs launch data that signs in, and only that", async () => {
    const sandbox = await startTestApp({ database: app.database });
    try {
      const id = telegramUser().id;
      const response = await fetch(`${sandbox.url}/sandbox/telegram.json?id=${id}&username=sbx`);
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { initData: string } };
      const login = await api<Body<AuthResponse>>(sandbox, "POST", "/api/player/tg_login", {
        body: { initData: data.initData },
      });
      expect(login.status).toBe(200);
      expect(login.body.data.profile).toMatchObject({ tgUserId: id, nickname: "sbx" });
      // Data of the configured test bot is foreign to the sandbox bot.
      const foreign = await api(sandbox, "POST", "/api/player/tg_login", {
        body: { initData: signedInitData(telegramUser()) },
      });
      expect(foreign.status).toBe(401);
      // A server with a real bot token never signs launch data.
      expect((await fetch(`${app.url}/sandbox/telegram.json`)).status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
