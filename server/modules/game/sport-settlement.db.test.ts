import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameBetsResponse } from "../../../contracts/game.ts";
import type { GameWalletError } from "../../../contracts/game-wallet.ts";
import type { SportWalletBet, SportWalletSettlement } from "../../../contracts/sportsbook.ts";
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
import { fund } from "../../../tests/support/wallet.ts";
import { gameBets, walletAccounts } from "../../db/schema.ts";

/**
 * A sportsbook's win and rollback calls may say how the bet ended and each leg's result
 * (contracts/game-wallet.ts `sport`): the operator keeps it with the round, shows it in
 * GET /api/game/bets, keeps the first one when a call is repeated and refuses one that is
 * malformed or does not fit the round with a 400 INVALID_REQUEST, moving nothing.
 */

let app: TestApp;
let accessToken: string;
let launch: string;
let accountId: string;

const leg = (eventId: number, selectionName: string) => ({
  eventId,
  eventName: `Event ${eventId}`,
  sportId: 66,
  marketName: "Match result",
  selectionName,
  odds: "2.00",
  startsAt: "2030-05-01T18:00:00.000Z",
  isLive: false,
});

const accumulator: SportWalletBet = {
  kind: "accumulator",
  legs: 3,
  systemSize: null,
  odds: "8.00",
  selections: [leg(1, "Arsenal"), leg(2, "Draw"), leg(3, "Over 2.5")],
};

const settled: SportWalletSettlement = {
  ending: "settled",
  legs: [
    { result: "won", deadHeat: null },
    { result: "half_won", deadHeat: null },
    { result: "void", deadHeat: null },
  ],
};

async function call(body: Record<string, unknown>) {
  return walletCall(app, HOUSE_PROVIDER, { token: launch, ...body });
}

/** A sport bet of 1.00 with the accumulator's slip in a new round; answers its ids. */
async function sportBet(sport: SportWalletBet | null = accumulator) {
  const round = txId("sport");
  const betTx = txId("bet");
  const placed = await call({
    action: "bet",
    transactionId: betTx,
    roundId: round,
    gameId: HOUSE_GAME,
    amount: "1.00",
    currency: "EUR",
    ...(sport ? { sport } : {}),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { round, betTx };
}

async function roundOf(roundId: string) {
  const [row] = await app.database.db
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.provider, HOUSE_PROVIDER), eq(gameBets.roundId, roundId)));
  return row;
}

async function balance(): Promise<bigint> {
  const [row] = await app.database.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  return row?.balance ?? -1n;
}

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  const player = await registerPlayer(app);
  accessToken = player.accessToken;
  const accounts = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
    token: accessToken,
  });
  accountId = accounts.body.data.find((account) => account.currency === "EUR")?.id ?? "";
  await fund(app.database.db, testLedger(app), {
    walletAccountId: accountId,
    currency: "EUR",
    amount: 10_000n,
  });
  launch = (await launchGame(app, accessToken, HOUSE_GAME, {})).body.data.token;
});
afterAll(async () => {
  await app?.close();
});

describe("a sport bet's settlement in the wallet", () => {
  it("keeps the legs' results of the win that settles the round, and shows them in the history", async () => {
    const { round } = await sportBet();
    const won = await call({
      action: "win",
      transactionId: txId("win"),
      roundId: round,
      amount: "3.00",
      currency: "EUR",
      sport: settled,
    });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect((await roundOf(round))?.sportSettlement).toEqual(settled);

    const history = await api(app, "GET", "/api/game/bets", { token: accessToken });
    const row = gameBetsResponse.parse(history.body).data.find((bet) => bet.roundId === round);
    expect(row?.sport?.selections.map((selection) => selection.selectionName)).toEqual([
      "Arsenal",
      "Draw",
      "Over 2.5",
    ]);
    expect(row?.sportSettlement).toEqual(settled);
  });

  it("changes nothing when the win is repeated with the same transaction id", async () => {
    const { round } = await sportBet();
    const tx = txId("win");
    const body = { action: "win", transactionId: tx, roundId: round, amount: "2.00" };
    const first = await call({ ...body, currency: "EUR", sport: settled });
    expect(first.body).toMatchObject({ status: "ok", replayed: false });
    const after = await balance();
    const stored = await roundOf(round);

    const lostInstead: SportWalletSettlement = {
      ending: "settled",
      legs: settled.legs.map(() => ({ result: "lost", deadHeat: null })),
    };
    for (const sport of [settled, lostInstead]) {
      const again = await call({ ...body, currency: "EUR", sport });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: "ok", replayed: true });
    }
    expect(await balance()).toBe(after);
    expect(await roundOf(round)).toEqual(stored);
    expect(stored?.sportSettlement).toEqual(settled);
  });

  it("marks a partial cash-out on the open round, then keeps the settlement that closes it", async () => {
    const { round } = await sportBet();
    const cashedOut: SportWalletSettlement = {
      ending: "cashed_out",
      legs: [
        { result: "won", deadHeat: null },
        { result: null, deadHeat: null },
        { result: null, deadHeat: null },
      ],
    };
    const partial = await call({
      action: "win",
      transactionId: txId("cashout"),
      roundId: round,
      amount: "0.80",
      currency: "EUR",
      finished: false,
      sport: cashedOut,
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(await roundOf(round)).toMatchObject({ status: 1, sportSettlement: cashedOut });

    const lost: SportWalletSettlement = {
      ending: "settled",
      legs: [
        { result: "won", deadHeat: null },
        { result: "lost", deadHeat: null },
        { result: null, deadHeat: null },
      ],
    };
    await call({
      action: "win",
      transactionId: txId("win"),
      roundId: round,
      amount: "0",
      currency: "EUR",
      sport: lost,
    });
    expect(await roundOf(round)).toMatchObject({ status: 2, sportSettlement: lost });
  });

  it("keeps a void on the rollback that refunds the bet", async () => {
    const { round, betTx } = await sportBet();
    const voided: SportWalletSettlement = {
      ending: "void",
      legs: settled.legs.map(() => ({ result: "void", deadHeat: null })),
    };
    const refunded = await call({
      action: "rollback",
      transactionId: txId("rb"),
      roundId: round,
      betTransactionId: betTx,
      sport: voided,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await roundOf(round)).toMatchObject({ status: 4, sportSettlement: voided });
  });
});

describe("a bad sport settlement", () => {
  const refusals: [string, (round: string) => Record<string, unknown>, RegExp][] = [
    [
      "an unknown leg result",
      (round) => ({ ...winOf(round), sport: { ending: "settled", legs: [{ result: "push" }] } }),
      /sport\.legs\.0\.result/,
    ],
    [
      "an unknown ending",
      (round) => ({ ...winOf(round), sport: { ...settled, ending: "paid" } }),
      /sport\.ending/,
    ],
    [
      "a field the protocol does not have",
      (round) => ({ ...winOf(round), sport: { ...settled, score: "2:1" } }),
      /sport/,
    ],
    [
      "no legs",
      (round) => ({ ...winOf(round), sport: { ending: "settled", legs: [] } }),
      /sport\.legs/,
    ],
    [
      "another number of legs than the bet",
      (round) => ({ ...winOf(round), sport: { ...settled, legs: settled.legs.slice(0, 2) } }),
      /sport\.legs: round .* has no sport bet with that many legs/,
    ],
    [
      "a settlement on a win that leaves the round open",
      (round) => ({ ...winOf(round), finished: false, sport: settled }),
      /sport\.ending/,
    ],
  ];

  function winOf(round: string) {
    return {
      action: "win",
      transactionId: txId("win"),
      roundId: round,
      amount: "1.50",
      currency: "EUR",
    };
  }

  it.each(refusals)("refuses %s with a 400, moving nothing", async (_, body, message) => {
    const { round } = await sportBet();
    const before = await balance();
    const refused = await call(body(round));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: "error", code: "INVALID_REQUEST" });
    expect((refused.body as GameWalletError).message).toMatch(message);
    expect(await balance()).toBe(before);
    expect(await roundOf(round)).toMatchObject({ status: 1, winAmount: 0n, sportSettlement: null });
  });

  it("refuses a settlement for a casino round (no slip) and a rollback that is not a void", async () => {
    const casino = await sportBet(null);
    const win = await call({ ...winOf(casino.round), sport: settled });
    expect(win.status).toBe(400);
    expect((win.body as GameWalletError).message).toMatch(/no sport bet/);

    const sport = await sportBet();
    const rollback = await call({
      action: "rollback",
      transactionId: txId("rb"),
      roundId: sport.round,
      betTransactionId: sport.betTx,
      sport: settled,
    });
    expect(rollback.status).toBe(400);
    expect((rollback.body as GameWalletError).message).toMatch(/sport\.ending/);
    expect(await roundOf(sport.round)).toMatchObject({ status: 1, refundAmount: 0n });
  });
});
