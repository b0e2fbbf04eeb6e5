import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthResponse, PlayerSession } from "../../../../contracts/player.ts";
import { playerSessions, refreshTokens } from "../../../db/schema.ts";
import { verifyAccessTokenClaims } from "../../../platform/auth-token.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { mailboxFor, waitForMessage } from "../../../../tests/support/mailbox.ts";
import {
  api,
  refreshSession,
  refreshTokenFrom,
  registerPlayer,
  signIn,
  testFingerprint,
} from "../../../../tests/support/players.ts";
import { connectClient, eventually } from "../../../../tests/support/realtime.ts";
import { createPlayerService } from "../service.ts";
import { createSessionService } from "./service.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Data<T> = { data: T; error?: { code: number; message: string } };
const refresh = (refreshToken: string) => refreshSession(app, refreshToken);
const profileStatus = async (token: string) =>
  (await api(app, "GET", "/api/player/profile", { token })).status;

describe("sign in, refresh, rotation, reuse detection, logout", () => {
  it("runs the whole session life cycle over HTTP", async () => {
    const registered = await registerPlayer(app);
    expect(registered.profile.isNewlyRegistered).toBe(true);

    const login = await signIn(app, {
      email: registered.email.toUpperCase(),
      password: registered.password,
    });
    expect(login.status).toBe(200);
    const auth = login.body.data;
    expect(auth).toMatchObject({ tokenType: "Bearer", expiresAfter: 900 });
    expect(auth.profile).toMatchObject({ id: registered.profile.id, isNewlyRegistered: false });
    expect(auth.sessionId).not.toBe(registered.sessionId);

    const claims = await verifyAccessTokenClaims(
      auth.accessToken,
      app.platform.config.secrets.jwtSecret,
    );
    expect(claims).toMatchObject({ playerId: auth.profile.id, sessionId: auth.sessionId });
    const [, payload] = auth.accessToken.split(".");
    const { iat, exp } = JSON.parse(Buffer.from(payload!, "base64url").toString()) as {
      iat: number;
      exp: number;
    };
    expect(exp - iat).toBe(900);
    expect(claims?.expiresAt).toBe(exp);
    expect(await profileStatus(auth.accessToken)).toBe(200);

    // Refresh tokens are stored hashed, never as given.
    const stored = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, auth.sessionId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const loginRefreshToken = refreshTokenFrom(login.headers) ?? "";
    expect(loginRefreshToken).toMatch(/^[\w-]{40,}$/);
    expect(stored[0]?.tokenHash).not.toBe(loginRefreshToken);

    // Rotate: a new refresh token each time, same session.
    const first = await refresh(loginRefreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.sessionId).toBe(auth.sessionId);
    expect(first.refreshToken).not.toBe(loginRefreshToken);
    expect(await profileStatus(first.body.data.accessToken)).toBe(200);
    const second = await refresh(first.refreshToken ?? "");
    expect(second.status).toBe(200);

    // Reuse of a rotated-out token ends the whole session.
    // (within the grace window the same token gets the same answer: see the concurrent test)
    await app.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.sessionId, auth.sessionId));
    const reuse = await refresh(loginRefreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error?.code).toBe(10401);
    expect((await refresh(second.refreshToken ?? "")).status).toBe(401);
    expect(await profileStatus(second.body.data.accessToken)).toBe(401);
    const [session] = await app.database.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.id, auth.sessionId));
    expect(session?.revokeReason).toBe("refresh_token_reuse");

    // The registration session is untouched; logout ends it.
    expect(await profileStatus(registered.accessToken)).toBe(200);
    const logout = await api(app, "POST", "/api/player/sessions/logout", {
      token: registered.accessToken,
    });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ data: null });
    expect(await profileStatus(registered.accessToken)).toBe(401);
    expect((await refresh(registered.refreshToken)).status).toBe(401);
  });

  it("rejects unknown refresh tokens, missing and forged bearers with 401", async () => {
    expect((await refresh("not-a-token")).status).toBe(401);
    const missing = await api(app, "GET", "/api/player/profile");
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: { code: 10401 } });
    expect(await profileStatus("abc.def.ghi")).toBe(401);
    // No cookie at all, or a refresh token in the body (never accepted there): 401.
    expect((await api(app, "POST", "/api/player/sessions/refresh")).status).toBe(401);
    const inBody = await api(app, "POST", "/api/player/sessions/refresh", {
      body: { refreshToken: (await registerPlayer(app)).refreshToken },
    });
    expect(inBody.status).toBe(401);
  });

  it("signs in with a one-time auto-login token", async () => {
    const registered = await registerPlayer(app);
    const sessions = createSessionService(app.platform);
    const token = await sessions.issueAutoLoginToken(registered.profile.id);
    const body = { token, fingerprint: testFingerprint() };
    const first = await api<Data<AuthResponse>>(app, "POST", "/api/player/sessions/token", {
      body,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.profile.id).toBe(registered.profile.id);
    const again = await api(app, "POST", "/api/player/sessions/token", { body });
    expect(again.status).toBe(401);
    const unknown = await api(app, "POST", "/api/player/sessions/token", {
      body: { token: "nope" },
    });
    expect(unknown.status).toBe(401);
  });
});

describe("device sessions", () => {
  it("lists, closes one and closes the others; closed sessions get 401", async () => {
    const userAgent =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    const a = await registerPlayer(
      app,
      {},
      { headers: { "user-agent": userAgent, "cf-ipcountry": "BR" } },
    );
    const credentials = { email: a.email, password: a.password };
    const bSignIn = await signIn(app, credentials);
    const b = { ...bSignIn.body.data, refreshToken: refreshTokenFrom(bSignIn.headers) ?? "" };
    const c = (await signIn(app, credentials)).body.data;

    const list = await api<{ data: PlayerSession[]; meta: Record<string, number> }>(
      app,
      "GET",
      "/api/player/sessions?page=1&perPage=2",
      { token: a.accessToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.meta).toEqual({ page: 1, perPage: 2, totalPages: 2, totalRows: 3 });
    expect(list.body.data).toHaveLength(2);
    const all = await api<{ data: PlayerSession[] }>(app, "GET", "/api/player/sessions", {
      token: a.accessToken,
    });
    const current = all.body.data.filter((session) => session.isCurrent);
    expect(current.map((session) => session.id)).toEqual([a.sessionId]);
    expect(current[0]).toMatchObject({
      device: "desktop",
      browser: "Chrome 126",
      os: "Windows 10",
      ip: "127.0.0.1",
      country: "BR",
    });
    expect(Date.parse(current[0]?.createdAt ?? "")).not.toBeNaN();

    const close = await api(app, "PUT", `/api/player/sessions/${b.sessionId}/close`, {
      token: a.accessToken,
    });
    expect(close.status).toBe(200);
    expect(await profileStatus(b.accessToken)).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
    // Closing it again, an unknown id, or another player's session: 404.
    expect(
      (await api(app, "PUT", `/api/player/sessions/${b.sessionId}/close`, { token: a.accessToken }))
        .status,
    ).toBe(404);
    expect(
      (await api(app, "PUT", "/api/player/sessions/nope/close", { token: a.accessToken })).status,
    ).toBe(404);
    const stranger = await registerPlayer(app);
    const foreign = await api(app, "PUT", `/api/player/sessions/${c.sessionId}/close`, {
      token: stranger.accessToken,
    });
    expect(foreign.status).toBe(404);
    expect(await profileStatus(c.accessToken)).toBe(200);

    const others = await api(app, "POST", "/api/player/sessions/close-other", {
      token: a.accessToken,
    });
    expect(others.status).toBe(200);
    expect(await profileStatus(c.accessToken)).toBe(401);
    expect(await profileStatus(a.accessToken)).toBe(200);
    const after = await api<{ data: PlayerSession[]; meta: { totalRows: number } }>(
      app,
      "GET",
      "/api/player/sessions",
      {
        token: a.accessToken,
      },
    );
    expect(after.body.meta.totalRows).toBe(1);
    expect(after.body.data[0]).toMatchObject({ id: a.sessionId, isCurrent: true });
  });
});

describe("realtime and sessions", () => {
  it("disconnects a closed session's sockets and refuses its token afterwards", async () => {
    const a = await registerPlayer(app);
    const b = (await signIn(app, { email: a.email, password: a.password })).body.data;
    const client = await connectClient(app.url, b.accessToken);
    try {
      expect(client.socket.connected).toBe(true);
      const close = await api(app, "PUT", `/api/player/sessions/${b.sessionId}/close`, {
        token: a.accessToken,
      });
      expect(close.status).toBe(200);
      await eventually(() => expect(client.socket.connected).toBe(false));
    } finally {
      client.close();
    }
    await expect(connectClient(app.url, b.accessToken)).rejects.toMatchObject({
      data: { code: 10401 },
    });
    const stillOpen = await connectClient(app.url, a.accessToken);
    stillOpen.close();
  });
});

describe("account states", () => {
  it("refuses a blocked player everywhere with 403, and lets them back when unblocked", async () => {
    const registered = await registerPlayer(app);
    const players = createPlayerService(app.platform, createSessionService(app.platform));
    await players.setStatus(registered.profile.id, "blocked");

    const blockedCall = await api(app, "GET", "/api/player/profile", {
      token: registered.accessToken,
    });
    expect(blockedCall.status).toBe(403);
    expect(blockedCall.body).toMatchObject({ error: { code: 10403 } });
    const login = await signIn(app, { email: registered.email, password: registered.password });
    expect(login.status).toBe(403);
    expect(login.body.error?.code).toBe(10403);
    expect((await refresh(registered.refreshToken)).status).toBe(403);
    // A wrong password still says only "wrong credentials".
    expect(
      (await signIn(app, { email: registered.email, password: "wrong password" })).status,
    ).toBe(401);

    await players.setStatus(registered.profile.id, "active");
    expect(await profileStatus(registered.accessToken)).toBe(200);
  });

  it("leaves self-excluded players signed in and flags them in init", async () => {
    const registered = await registerPlayer(app);
    const players = createPlayerService(app.platform, createSessionService(app.platform));
    await players.setStatus(registered.profile.id, "self_excluded");
    const init = await api<Data<{ flags: { isSelfExcluded: boolean } }>>(
      app,
      "GET",
      "/api/player/init",
      {
        token: registered.accessToken,
      },
    );
    expect(init.status).toBe(200);
    expect(init.body.data.flags.isSelfExcluded).toBe(true);
  });
});

describe("the refresh token in an HttpOnly cookie", () => {
  it("comes as a cookie scripts can't read, scoped to the refresh route, never in the body", async () => {
    const registered = await registerPlayer(app);
    const login = await signIn(app, { email: registered.email, password: registered.password });
    expect(login.status).toBe(200);
    expect(login.body.data).not.toHaveProperty("refreshToken");
    const [cookie] = login.headers.getSetCookie();
    expect(cookie).toMatch(/^sevens_refresh=[\w-]{40,}; /);
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Strict");
    expect(cookie).toContain("; Path=/api/player/sessions/refresh");
    // PUBLIC_URL is http:// here: a Secure cookie would never come back.
    expect(cookie).not.toContain("Secure");

    const refreshed = await refreshSession(app, refreshTokenFrom(login.headers) ?? "");
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).not.toHaveProperty("refreshToken");
    expect(refreshed.refreshToken).toBeDefined();

    const logout = await api(app, "POST", "/api/player/sessions/logout", {
      token: refreshed.body.data.accessToken,
    });
    expect(logout.headers.getSetCookie()[0]).toMatch(
      /^sevens_refresh=; Path=\/api\/player\/sessions\/refresh; Max-Age=0; HttpOnly/,
    );
  });

  it("is Secure when the site is served over https", async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: "https://casino.example" } });
    try {
      const registered = await registerPlayer(secure);
      const login = await signIn(secure, {
        email: registered.email,
        password: registered.password,
      });
      expect(login.headers.getSetCookie()[0]).toContain("; Secure");
    } finally {
      await secure.close();
    }
  });

  it("answers two refreshes with one token at once (two tabs) alike, keeping the session", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const registered = await registerPlayer(app);
      const [one, two] = await Promise.all([
        refreshSession(app, registered.refreshToken),
        refreshSession(app, registered.refreshToken),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.body.data.sessionId).toBe(registered.sessionId);
      expect(two.body.data.sessionId).toBe(registered.sessionId);
      expect(one.refreshToken).toBe(two.refreshToken);
      expect(await profileStatus(two.body.data.accessToken)).toBe(200);
      expect((await refreshSession(app, one.refreshToken ?? "")).status).toBe(200);
    }
  });

  it("answers the second refresh of a token even when keeping the successor is slow", async () => {
    // A page left mid-refresh sends the old cookie again at once: the second refresh must find
    // the successor however long the first takes to keep it (under load, seconds).
    const cache = app.platform.cache;
    const set = cache.set.bind(cache);
    cache.set = async (key, value, ttlMs) => {
      if (key.startsWith("player:refresh-grace:")) {
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return set(key, value, ttlMs);
    };
    try {
      const registered = await registerPlayer(app);
      const [one, two] = await Promise.all([
        refreshSession(app, registered.refreshToken),
        refreshSession(app, registered.refreshToken),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(one.refreshToken).toBe(two.refreshToken);
    } finally {
      cache.set = set;
    }
  });
});

describe("new sign-in alert", () => {
  it("mails the player the device and IP of a new sign-in, not of the registration", async () => {
    const registered = await registerPlayer(app);
    // Registration mails only the confirmation link.
    const [welcome] = await waitForMessage(app, registered.email).then(() =>
      mailboxFor(app, registered.email),
    );
    expect(welcome?.subject).not.toContain("New sign-in");

    const login = await signIn(
      app,
      { email: registered.email, password: registered.password },
      {
        "user-agent":
          "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      },
    );
    expect(login.status).toBe(200);
    const alert = await waitForMessage(app, registered.email, { count: 2 });
    expect(alert.subject).toBe("New sign-in to your Sevens account");
    expect(alert.text).toContain("Chrome 126, Windows 10");
    expect(alert.text).toContain("127.0.0.1");
    expect(alert.text).toContain("/profile/sessions");
  });
});
