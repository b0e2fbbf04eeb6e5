import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import {
  betMaxExceedMessage,
  betRestrictedMessage,
  gameLimitReachedMessage,
} from "../../../contracts/game.ts";
import type { GameWalletError } from "../../../contracts/game-wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  HOUSE_GAME,
  HOUSE_PROVIDER,
  launchGame,
  testLedger,
  txId,
  walletCall,
} from "../../../tests/support/game-wallet.ts";
import { registerPlayer } from "../../../tests/support/players.ts";
import { connectClient, type TestClient } from "../../../tests/support/realtime.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { gameProviders, games, players, walletAccounts } from "../../db/schema.ts";
import type { BetCheck, BetContext } from "./bet-checks.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

interface Playing {
  playerId: string;
  accountId: string;
  token: string;
  socket: TestClient;
}

const sockets: TestClient[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

/** A registered player with 100.00 EUR, a real launch of `game` and a socket on game:bets. */
async function playing(game: string): Promise<Playing> {
  const player = await registerPlayer(app);
  const [account] = await app.database.db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, player.profile.id));
  if (!account) throw new Error("no account");
  await fund(app.database.db, testLedger(app), {
    walletAccountId: account.id,
    currency: "EUR",
    amount: 10_000n,
  });
  const launch = await launchGame(app, player.accessToken, game, {});
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const socket = await connectClient(app.url, player.accessToken);
  sockets.push(socket);
  expect(await socket.subscribe(channels.gameBets(player.profile.id))).toEqual({ ok: true });
  return {
    playerId: player.profile.id,
    accountId: account.id,
    token: launch.body.data.token,
    socket,
  };
}

function bet(launch: Playing, game: string, amount = "10.00") {
  return walletCall(app, HOUSE_PROVIDER, {
    action: "bet",
    token: launch.token,
    transactionId: txId(),
    roundId: txId("round"),
    gameId: game,
    amount,
    currency: "EUR",
  });
}

async function balanceOf(accountId: string): Promise<bigint> {
  const [row] = await app.database.db
    .select({ realBalance: walletAccounts.realBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  return row?.realBalance ?? -1n;
}

const error = (body: unknown) => body as GameWalletError;

describe("built-in bet checks", () => {
  it("restricts a bet on a game hidden after the launch and tells the player's socket", async () => {
    const game = "sevens-mines";
    const launch = await playing(game);
    await app.database.db.update(games).set({ isHidden: true }).where(eq(games.identity, game));
    try {
      const response = await bet(launch, game);
      expect(response.status).toBe(403);
      expect(error(response.body)).toMatchObject({
        status: "error",
        code: "BET_RESTRICTED",
        productCode: ErrorCode.RESTRICTED_BET,
      });
      expect(await balanceOf(launch.accountId)).toBe(10_000n);
      const received = await launch.socket.waitFor(
        ({ message }) => message.event === RealtimeEvent.GAME_BET_RESTRICTED,
      );
      expect(received.channel).toBe(channels.gameBets(launch.playerId));
      const message = betRestrictedMessage.parse(received.message);
      expect(message.game).toMatchObject({
        identity: game,
        provider: { identity: HOUSE_PROVIDER },
      });
    } finally {
      await app.database.db.update(games).set({ isHidden: false }).where(eq(games.identity, game));
    }
    // Visible again: the same launch bets.
    expect((await bet(launch, game)).status).toBe(200);
  });

  it("refuses bets from a hidden or inactive wallet account, moving nothing", async () => {
    const game = "sevens-limbo";
    const launch = await playing(game);
    const balance = async () =>
      (
        await app.database.db
          .select({ real: walletAccounts.realBalance })
          .from(walletAccounts)
          .where(eq(walletAccounts.id, launch.accountId))
      )[0]?.real;
    const before = await balance();
    for (const change of [{ hidden: true }, { hidden: false, status: 2 }]) {
      await app.database.db
        .update(walletAccounts)
        .set(change)
        .where(eq(walletAccounts.id, launch.accountId));
      const refused = await bet(launch, game);
      expect(refused.status).toBe(403);
      expect(error(refused.body)).toMatchObject({
        code: "BET_RESTRICTED",
        message: "Bets from a hidden or inactive wallet account are refused",
      });
      expect(await balance()).toBe(before);
    }
    await app.database.db
      .update(walletAccounts)
      .set({ hidden: false, status: 1 })
      .where(eq(walletAccounts.id, launch.accountId));
    expect((await bet(launch, game)).status).toBe(200);
  });

  it("restricts bets when the game or its provider is blocked in the registration country", async () => {
    const game = "sevens-plinko";
    const launch = await playing(game);
    await app.database.db
      .update(players)
      .set({ registrationCountry: "NL" })
      .where(eq(players.id, launch.playerId));
    await app.database.db
      .update(games)
      .set({ countriesBlocked: ["NL"] })
      .where(eq(games.identity, game));
    const byGame = await bet(launch, game);
    expect(error(byGame.body).code).toBe("BET_RESTRICTED");
    await app.database.db
      .update(games)
      .set({ countriesBlocked: [] })
      .where(eq(games.identity, game));

    await app.database.db
      .update(gameProviders)
      .set({ isEnabled: false })
      .where(eq(gameProviders.identity, HOUSE_PROVIDER));
    try {
      expect(error((await bet(launch, game)).body).code).toBe("BET_RESTRICTED");
    } finally {
      await app.database.db
        .update(gameProviders)
        .set({ isEnabled: true })
        .where(eq(gameProviders.identity, HOUSE_PROVIDER));
    }
    expect((await bet(launch, game)).status).toBe(200);
  });

  it("refuses self-excluded and blocked players with 14103", async () => {
    const launch = await playing(HOUSE_GAME);
    for (const status of ["self_excluded", "blocked"] as const) {
      await app.database.db.update(players).set({ status }).where(eq(players.id, launch.playerId));
      const response = await bet(launch, HOUSE_GAME);
      expect(response.status).toBe(403);
      expect(error(response.body)).toMatchObject({
        code: "PLAYER_BLOCKED",
        productCode: ErrorCode.LIMITED_PLAYER,
      });
    }
    expect(await balanceOf(launch.accountId)).toBe(10_000n);
  });
});

describe("registered bet checks", () => {
  function register(check: BetCheck): () => void {
    const module = app.app.games;
    if (!module) throw new Error("the game module is not on the app");
    return module.registerBetCheck(check);
  }

  it("a max-bet check refuses with maxBet and game.bet.max.exceed", async () => {
    const seen: BetContext[] = [];
    const unregister = register({
      name: "test-max-bet",
      check: (context) => {
        seen.push(context);
        return context.amount > 500n ? { code: "MAX_BET_EXCEEDED", maxBet: 500n } : null;
      },
    });
    try {
      const launch = await playing(HOUSE_GAME);
      const refused = await bet(launch, HOUSE_GAME, "5.01");
      expect(refused.status).toBe(403);
      expect(error(refused.body)).toMatchObject({ code: "MAX_BET_EXCEEDED", maxBet: "5.00" });
      expect(seen.at(-1)).toMatchObject({
        playerId: launch.playerId,
        walletAccountId: launch.accountId,
        currency: "EUR",
        amount: 501n,
        game: { identity: HOUSE_GAME },
      });
      const received = await launch.socket.waitFor(
        ({ message }) => message.event === RealtimeEvent.GAME_BET_MAX_EXCEED,
      );
      expect(betMaxExceedMessage.parse(received.message)).toMatchObject({
        maxBet: "5.00",
        currency: "EUR",
        game: { identity: HOUSE_GAME },
      });
      expect((await bet(launch, HOUSE_GAME, "5.00")).status).toBe(200);
      expect(await balanceOf(launch.accountId)).toBe(9_500n);
    } finally {
      unregister();
    }
  });

  it("a game limit check refuses with its product code and game.limit.reached", async () => {
    const unregister = register({
      name: "test-loss-limit",
      check: () => ({ code: "LIMIT_REACHED", productCode: ErrorCode.GAME_LIMIT_LOSS }),
    });
    try {
      const launch = await playing(HOUSE_GAME);
      const refused = await bet(launch, HOUSE_GAME);
      expect(refused.status).toBe(403);
      expect(error(refused.body)).toMatchObject({
        code: "LIMIT_REACHED",
        productCode: ErrorCode.GAME_LIMIT_LOSS,
      });
      const received = await launch.socket.waitFor(
        ({ message }) => message.event === RealtimeEvent.GAME_LIMIT_REACHED,
      );
      expect(gameLimitReachedMessage.parse(received.message)).toMatchObject({
        code: ErrorCode.GAME_LIMIT_LOSS,
        game: { identity: HOUSE_GAME },
      });
    } finally {
      unregister();
    }
    // Removed: bets go through again.
    const launch = await playing(HOUSE_GAME);
    expect((await bet(launch, HOUSE_GAME)).status).toBe(200);
  });
});
