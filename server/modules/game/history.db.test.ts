import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels, GLOBAL_WINNERS_CHANNEL, RealtimeEvent } from "../../../contracts/events.ts";
import {
  gameBetSchema,
  gameBetsResponse,
  gameSpinSchema,
  gameSpinsResponse,
  gameWinnerSchema,
  gameWinnersResponse,
  type GameBet,
  type GameSpin,
  type GameWinner,
} from "../../../contracts/game.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  HOUSE_GAME,
  HOUSE_PROVIDER,
  launchGame,
  testLedger,
  txId,
  walletCall,
} from "../../../tests/support/game-wallet.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { connectClient, eventually, type TestClient } from "../../../tests/support/realtime.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { players } from "../../db/schema.ts";

/**
 * Bets, spins and winners over HTTP and realtime. One player plays five rounds:
 * won 2.5× (a big win), lost, refunded, still open, won 1.5× (not big); a second account of the
 * same player has one lost round.
 */

let app: TestApp;
let accessToken: string;
let playerId: string;
let eurAccount: string;
let usdAccount: string;
const rounds = {
  bigWin: txId("big"),
  lost: txId("lost"),
  refunded: txId("refunded"),
  open: txId("open"),
  smallWin: txId("small"),
  usdLost: txId("usd"),
};
let playerSocket: TestClient;
let guestSocket: TestClient;

async function call(token: string, body: Record<string, unknown>) {
  const response = await walletCall(app, HOUSE_PROVIDER, { token, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function playRound(
  token: string,
  currency: string,
  roundId: string,
  stake: string,
  end: { win: string } | "rollback" | "open",
) {
  const betTx = txId("bet");
  await call(token, {
    action: "bet",
    transactionId: betTx,
    roundId,
    gameId: HOUSE_GAME,
    amount: stake,
    currency,
  });
  if (end === "open") return;
  if (end === "rollback") {
    await call(token, {
      action: "rollback",
      transactionId: txId("rb"),
      roundId,
      betTransactionId: betTx,
    });
    return;
  }
  await call(token, {
    action: "win",
    transactionId: txId("win"),
    roundId,
    amount: end.win,
    currency,
  });
}

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  const player = await registerPlayer(app);
  accessToken = player.accessToken;
  playerId = player.profile.id;
  await app.database.db
    .update(players)
    .set({ nickname: "Maverick" })
    .where(eq(players.id, playerId));
  const opened = await api<{ data: WalletAccount }>(app, "POST", "/api/wallet/accounts", {
    token: accessToken,
    body: { currency: "USD" },
  });
  usdAccount = opened.body.data.id;
  const accounts = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
    token: accessToken,
  });
  eurAccount = accounts.body.data.find((account) => account.currency === "EUR")?.id ?? "";
  for (const [walletAccountId, currency] of [
    [eurAccount, "EUR"],
    [usdAccount, "USD"],
  ] as const) {
    await fund(app.database.db, testLedger(app), { walletAccountId, currency, amount: 10_000n });
  }

  playerSocket = await connectClient(app.url, accessToken);
  await playerSocket.subscribe(channels.gameBets(playerId));
  await playerSocket.subscribe(channels.gameSpins(playerId));
  await playerSocket.subscribe(channels.walletAccounts(playerId));
  guestSocket = await connectClient(app.url);
  await guestSocket.subscribe(GLOBAL_WINNERS_CHANNEL);

  const eur = (await launchGame(app, accessToken, HOUSE_GAME, {})).body.data.token;
  const usd = (await launchGame(app, accessToken, HOUSE_GAME, { accountId: usdAccount })).body.data
    .token;
  await playRound(eur, "EUR", rounds.bigWin, "10.00", { win: "25.00" });
  await playRound(eur, "EUR", rounds.lost, "10.00", { win: "0" });
  await playRound(eur, "EUR", rounds.refunded, "5.00", "rollback");
  await playRound(eur, "EUR", rounds.open, "2.00", "open");
  await playRound(eur, "EUR", rounds.smallWin, "1.00", { win: "1.50" });
  await playRound(usd, "USD", rounds.usdLost, "3.00", { win: "0" });
});
afterAll(async () => {
  playerSocket?.close();
  guestSocket?.close();
  await app?.close();
});

function get<T>(path: string, token?: string) {
  return api<T>(app, "GET", `/api/game${path}`, { token });
}

describe("GET /api/game/bets", () => {
  it("lists settled rounds by default, newest first, with paging", async () => {
    const response = await get<{ data: GameBet[]; meta: unknown }>("/bets", accessToken);
    expect(response.status).toBe(200);
    const page = gameBetsResponse.parse(response.body);
    expect(page.data.map((bet) => bet.roundId)).toEqual([
      rounds.usdLost,
      rounds.smallWin,
      rounds.refunded,
      rounds.lost,
      rounds.bigWin,
    ]);
    expect(page.meta).toEqual({ page: 1, perPage: 20, totalPages: 1, totalRows: 5 });
    expect(page.data.find((bet) => bet.roundId === rounds.bigWin)).toMatchObject({
      accountId: eurAccount,
      currency: "EUR",
      betAmount: "10.00",
      winAmount: "25.00",
      refundAmount: "0.00",
      status: 2,
      isSettled: true,
      game: { identity: HOUSE_GAME, provider: { identity: HOUSE_PROVIDER } },
    });
    expect(page.data.find((bet) => bet.roundId === rounds.refunded)).toMatchObject({
      status: 4,
      refundAmount: "5.00",
    });

    const second = gameBetsResponse.parse((await get("/bets?perPage=2&page=2", accessToken)).body);
    expect(second.meta).toEqual({ page: 2, perPage: 2, totalPages: 3, totalRows: 5 });
    expect(second.data.map((bet) => bet.roundId)).toEqual([rounds.refunded, rounds.lost]);
  });

  it("lists open rounds with isSettled=false and filters by account", async () => {
    const open = gameBetsResponse.parse((await get("/bets?isSettled=false", accessToken)).body);
    expect(open.data.map((bet) => bet.roundId)).toEqual([rounds.open]);
    expect(open.data[0]).toMatchObject({ status: 1, isSettled: false, settledAt: null });
    const usd = gameBetsResponse.parse(
      (await get(`/bets?accountId=${usdAccount}`, accessToken)).body,
    );
    expect(usd.data.map((bet) => bet.roundId)).toEqual([rounds.usdLost]);
  });

  it("is the player's own: 401 without a token, nothing for another player", async () => {
    expect((await get("/bets")).status).toBe(401);
    const other = await registerPlayer(app);
    const page = gameBetsResponse.parse((await get("/bets", other.accessToken)).body);
    expect(page.data).toEqual([]);
  });
});

describe("GET /api/game/spins", () => {
  it("lists finished rounds newest first with multipliers", async () => {
    const response = await get("/spins", accessToken);
    expect(response.status).toBe(200);
    const page = gameSpinsResponse.parse(response.body);
    const byRound = Object.fromEntries(page.data.map((spin) => [spin.roundId, spin]));
    expect(page.data.map((spin) => spin.roundId)).toEqual([
      rounds.usdLost,
      rounds.smallWin,
      rounds.refunded,
      rounds.lost,
      rounds.bigWin,
    ]);
    expect(byRound[rounds.bigWin]).toMatchObject({ multiplier: "2.50", status: 2 });
    expect(byRound[rounds.smallWin]).toMatchObject({ multiplier: "1.50", winAmount: "1.50" });
    expect(byRound[rounds.lost]).toMatchObject({ multiplier: "0.00", status: 3 });
    expect(byRound[rounds.refunded]).toMatchObject({ multiplier: null, status: 4 });
    const paged = gameSpinsResponse.parse((await get("/spins?perPage=1&page=5", accessToken)).body);
    expect(paged.data.map((spin) => spin.roundId)).toEqual([rounds.bigWin]);
    expect(paged.meta.totalRows).toBe(5);
    expect((await get("/spins")).status).toBe(401);
  });
});

describe("GET /api/game/spins/winners", () => {
  it("lists big wins publicly with a masked name", async () => {
    const winners = await eventually(async () => {
      const response = await get<{ data: GameWinner[] }>("/spins/winners?perPage=50");
      expect(response.status).toBe(200);
      const page = gameWinnersResponse.parse(response.body);
      expect(page.data.some((winner) => winner.id !== "")).toBe(true);
      return page.data;
    }, 8000);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({
      playerName: "Ma***",
      currency: "EUR",
      betAmount: "10.00",
      winAmount: "25.00",
      multiplier: "2.50",
      game: { identity: HOUSE_GAME },
    });
    expect(JSON.stringify(winners)).not.toContain("Maverick");
  });
});

describe("realtime", () => {
  it("sends game.bet.updated for bets and settlements on game:bets", async () => {
    const open = await playerSocket.waitFor(
      ({ channel, message }) =>
        channel === channels.gameBets(playerId) &&
        message.event === RealtimeEvent.GAME_BET_UPDATED &&
        (message.bet as GameBet | undefined)?.roundId === rounds.open,
    );
    expect(gameBetSchema.parse(open.message.bet)).toMatchObject({ status: 1, betAmount: "2.00" });
    const settled = await playerSocket.waitFor(
      ({ message }) =>
        message.event === RealtimeEvent.GAME_BET_UPDATED &&
        (message.bet as GameBet | undefined)?.roundId === rounds.bigWin &&
        (message.bet as GameBet).status === 2,
    );
    expect(gameBetSchema.parse(settled.message.bet).winAmount).toBe("25.00");
  });

  it("sends each account's balance after the calls on wallet:accounts", async () => {
    const balanceOf = (currency: string) =>
      playerSocket.messages
        .filter(
          ({ channel, message }) =>
            channel === channels.walletAccounts(playerId) &&
            message.event === RealtimeEvent.ACCOUNT_BALANCE_UPDATED &&
            message.currency === currency,
        )
        .at(-1)?.message.realBalance;
    // 100.00 + 15.00 (big win) − 10.00 (lost) − 2.00 (open) + 0.50 (small win); the refund
    // gave its 5.00 back.
    await eventually(() => expect(balanceOf("EUR")).toBe("103.50"));
    await eventually(() => expect(balanceOf("USD")).toBe("97.00"));
  });

  it("sends game.spin.created on game:spins once a round is settled", async () => {
    const spin = await playerSocket.waitFor(
      ({ channel, message }) =>
        channel === channels.gameSpins(playerId) &&
        message.event === RealtimeEvent.GAME_SPIN_CREATED &&
        (message.spin as GameSpin | undefined)?.roundId === rounds.refunded,
    );
    expect(gameSpinSchema.parse(spin.message.spin)).toMatchObject({ multiplier: null });
    const spins = () =>
      playerSocket.messages.filter(
        ({ message }) => message.event === RealtimeEvent.GAME_SPIN_CREATED,
      );
    await eventually(() => expect(spins()).toHaveLength(5));
    expect(spins().some(({ message }) => (message.spin as GameSpin).roundId === rounds.open)).toBe(
      false,
    );
  });

  it("sends game.winner on global:winners for big wins only, to guests too", async () => {
    const winner = await guestSocket.waitFor(
      ({ channel, message }) =>
        channel === GLOBAL_WINNERS_CHANNEL && message.event === RealtimeEvent.GAME_WINNER,
    );
    expect(gameWinnerSchema.parse(winner.message.winner)).toMatchObject({
      playerName: "Ma***",
      multiplier: "2.50",
    });
    // The small win and the others never reached the feed.
    const all = guestSocket.messages.filter(
      ({ message }) => message.event === RealtimeEvent.GAME_WINNER,
    );
    expect(all).toHaveLength(1);
  });
});
