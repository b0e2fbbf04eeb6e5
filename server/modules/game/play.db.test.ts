import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { GameWalletOk } from "../../../contracts/game-wallet.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { decodeLaunch } from "../../../house/server/launch.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  HOUSE_GAME,
  HOUSE_PROVIDER,
  launchGame,
  providerSecretFor,
  walletCall,
} from "../../../tests/support/game-wallet.ts";
import { gameApi, identities, seedFixtureCatalogue } from "../../../tests/support/games.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { games, gameSessions, players } from "../../db/schema.ts";
import { hashLaunchToken } from "./launch-token.ts";

let app: TestApp;
let player: Awaited<ReturnType<typeof registerPlayer>>;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  await seedFixtureCatalogue(app);
  player = await registerPlayer(app);
});
afterAll(async () => {
  await app?.close();
});

async function sessionOf(token: string) {
  const [row] = await app.database.db
    .select()
    .from(gameSessions)
    .where(eq(gameSessions.tokenHash, hashLaunchToken(token)));
  return row;
}

function launchOf(gameUrl: string) {
  const url = new URL(gameUrl, "http://localhost");
  return decodeLaunch(
    (provider) => providerSecretFor(app, provider),
    url.searchParams.get("launch"),
  );
}

describe("POST /api/game/games/{id}/play: guests", () => {
  it("launches a demo in USD with a signed house launch", async () => {
    const before = Date.now();
    const response = await launchGame(app, undefined, HOUSE_GAME, {
      demoMode: true,
      locale: "de",
      lobbyUrl: "https://sevens.example/lobby",
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { gameUrl, token, demoMode, currency } = response.body.data;
    expect({ demoMode, currency }).toEqual({ demoMode: true, currency: "USD" });
    expect(gameUrl).toMatch(new RegExp(`^/house/play/${HOUSE_GAME}\\?launch=`));
    const launch = launchOf(gameUrl);
    expect(launch).toMatchObject({
      token,
      game: HOUSE_GAME,
      provider: HOUSE_PROVIDER,
      demo: true,
      currency: "USD",
      locale: "de",
      lobbyUrl: "https://sevens.example/lobby",
    });
    const ttl = app.platform.config.GAME_SESSION_TTL_SECONDS * 1000;
    expect(launch?.expiresAt).toBeGreaterThanOrEqual(before + ttl - 1000);
    expect(launch?.expiresAt).toBeLessThanOrEqual(Date.now() + ttl + 1000);
    // Only the hash is kept.
    const session = await sessionOf(token);
    expect(session).toMatchObject({ isDemo: true, playerId: null, walletAccountId: null });
    expect(session?.tokenHash).not.toContain(token);
  });

  it("treats an invalid bearer as a guest", async () => {
    const response = await launchGame(app, "not-a-token", HOUSE_GAME, { demoMode: true });
    expect(response.status).toBe(200);
  });

  it("refuses real play to a guest with 401", async () => {
    const response = await launchGame(app, undefined, HOUSE_GAME, {});
    expect(response.status).toBe(401);
    expect(response.body.error?.message).toMatch(/sign in/i);
  });
});

describe("POST /api/game/games/{id}/play: players", () => {
  it("launches real play from the active account and records the play", async () => {
    const response = await launchGame(app, player.accessToken, HOUSE_GAME, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { token, demoMode, currency, gameUrl } = response.body.data;
    expect({ demoMode, currency }).toEqual({ demoMode: false, currency: "EUR" });
    expect(launchOf(gameUrl)).toMatchObject({ demo: false, currency: "EUR", locale: "en" });
    const accounts = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
      token: player.accessToken,
    });
    const active = accounts.body.data.find((account) => account.status === 1);
    expect(await sessionOf(token)).toMatchObject({
      isDemo: false,
      playerId: player.profile.id,
      walletAccountId: active?.id,
      currency: "EUR",
      platform: 2,
    });
    // The token works on the seamless wallet.
    const balance = await walletCall(app, HOUSE_PROVIDER, { action: "balance", token });
    expect(balance.status).toBe(200);
    expect(balance.body as GameWalletOk).toMatchObject({
      playerId: player.profile.id,
      currency: "EUR",
      balance: "0.00",
    });
    const played = await gameApi(app, "/games/played", { token: player.accessToken });
    expect(identities(played.body)).toContain(HOUSE_GAME);
  });

  it("launches by numeric id, and a demo in the active account's currency", async () => {
    const [game] = await app.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.identity, "sevens-limbo"));
    const response = await launchGame(app, player.accessToken, String(game?.id), {
      demoMode: true,
      platform: 1,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ demoMode: true, currency: "EUR" });
    expect(await sessionOf(response.body.data.token)).toMatchObject({
      isDemo: true,
      playerId: player.profile.id,
      walletAccountId: null,
      platform: 1,
    });
  });

  it("plays from another own account by accountId; a foreign account is 404", async () => {
    const opened = await api<{ data: WalletAccount }>(app, "POST", "/api/wallet/accounts", {
      token: player.accessToken,
      body: { currency: "USD" },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const usd = await launchGame(app, player.accessToken, HOUSE_GAME, {
      accountId: opened.body.data.id,
    });
    expect(usd.status).toBe(200);
    expect(usd.body.data.currency).toBe("USD");

    const stranger = await registerPlayer(app);
    const foreign = await launchGame(app, stranger.accessToken, HOUSE_GAME, {
      accountId: opened.body.data.id,
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses real play to self-excluded and blocked players", async () => {
    const limited = await registerPlayer(app);
    const setStatus = (status: "self_excluded" | "blocked") =>
      app.database.db.update(players).set({ status }).where(eq(players.id, limited.profile.id));
    await setStatus("self_excluded");
    const excluded = await launchGame(app, limited.accessToken, HOUSE_GAME, {});
    expect(excluded.status).toBe(403);
    expect(excluded.body.error?.code).toBe(ErrorCode.LIMITED_PLAYER);
    await setStatus("blocked");
    const blocked = await launchGame(app, limited.accessToken, HOUSE_GAME, {});
    expect(blocked.status).toBe(403);
  });
});

describe("POST /api/game/games/{id}/play: games that can't be played", () => {
  it("answers 404 for an unknown game", async () => {
    const response = await launchGame(app, player.accessToken, "no-such-game", {});
    expect(response.status).toBe(404);
  });

  it("answers 403 GAME_UNAVAILABLE for hidden, disabled-provider and country-blocked games", async () => {
    const cases: [string, string][] = [
      ["fx-big-bass-splash", "DE"],
      ["fx-ghost", "DE"],
      ["fx-sugar-rush", "US"],
      ["fx-book-of-sevens", "FR"],
    ];
    for (const [identity, country] of cases) {
      const response = await launchGame(
        app,
        player.accessToken,
        identity,
        { demoMode: true },
        { "cf-ipcountry": country },
      );
      expect(response.status, identity).toBe(403);
      expect(response.body.error?.code, identity).toBe(ErrorCode.GAME_UNAVAILABLE);
      expect(response.body.error?.message).toMatch(/not available/);
    }
  });

  it("answers 400 GAME_DEMO_UNAVAILABLE for a demo of a game without one", async () => {
    const response = await launchGame(app, undefined, "fx-neon-roulette", { demoMode: true });
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe(ErrorCode.GAME_DEMO_UNAVAILABLE);
  });

  it("answers 409 for a game whose provider has no launcher", async () => {
    const response = await launchGame(app, player.accessToken, "fx-sweet-bonanza", {});
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: ErrorCode.GAME_UNAVAILABLE });
    expect(response.body.error?.message).toMatch(/can't be launched/);
  });

  it("validates the body", async () => {
    const response = await api<{ error?: { code: number } }>(
      app,
      "POST",
      `/api/game/games/${HOUSE_GAME}/play`,
      { token: player.accessToken, body: { platform: 3, locale: "english" } },
    );
    expect(response.status).toBe(400);
    expect(response.body.error?.code).toBe(ErrorCode.VALIDATION);
  });
});
