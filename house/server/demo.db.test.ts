import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { formatMinor } from "../../contracts/money.ts";
import {
  gameBets,
  houseDemoWallets,
  houseSeedPairs,
  ledgerEntries,
} from "../../server/db/schema.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { launchGame } from "../../tests/support/game-wallet.ts";
import { registerPlayer } from "../../tests/support/players.ts";
import { verifyRound } from "../fair/verify.ts";
import { demoPlayerRef } from "./demo-wallet.ts";
import { houseClient, launchParam } from "./test-support.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000", HOUSE_DEMO_BALANCE: "50" } });
});
afterAll(async () => {
  await app?.close();
});

async function ledgerSize(): Promise<number> {
  const [row] = await app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries);
  return row?.count ?? -1;
}

async function demoLaunch(game: string, accessToken?: string) {
  const launched = await launchGame(app, accessToken, game, { demoMode: true });
  expect(launched.status, JSON.stringify(launched.body)).toBe(200);
  return { launch: launchParam(launched.body.data.gameUrl), token: launched.body.data.token };
}

describe("demo play", () => {
  it("a guest plays dice with play money; the ledger and the operator's bets never move", async () => {
    const entriesBefore = await ledgerSize();
    const { launch, token } = await demoLaunch("sevens-dice");
    const house = houseClient(app, launch);
    const session = await house.session();
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body).toMatchObject({ isDemo: true, currency: "USD", balance: "50.00" });

    const placed = await house.bet("1.00", { target: 5000, direction: "under" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const payout = BigInt((placed.body.round.payout ?? "x").replace(".", ""));
    expect(placed.body.balance).toBe(formatMinor(5_000n - 100n + payout, 100n));
    const [wallet] = await app.database.db
      .select()
      .from(houseDemoWallets)
      .where(eq(houseDemoWallets.sessionKey, demoPlayerRef(token)));
    expect(wallet?.balance).toBe(5_000n - 100n + payout);

    expect(await ledgerSize()).toBe(entriesBefore);
    const bets = await app.database.db
      .select()
      .from(gameBets)
      .where(eq(gameBets.roundId, placed.body.round.id));
    expect(bets).toEqual([]);
  });

  it("refuses a demo bet the play money does not cover", async () => {
    const { launch, token } = await demoLaunch("sevens-dice");
    const house = houseClient(app, launch);
    await house.session();
    const [pair] = await app.database.db
      .select()
      .from(houseSeedPairs)
      .where(
        and(eq(houseSeedPairs.playerRef, demoPlayerRef(token)), eq(houseSeedPairs.isActive, true)),
      );
    if (!pair) throw new Error("no seeds");
    const { roll } = verifyRound("dice", pair.serverSeed, pair.clientSeed, 0, {
      target: 5000,
      direction: "under",
    }).outcome;
    const lost = await house.bet("50", { target: 5000, direction: roll < 5000 ? "over" : "under" });
    expect(lost.body).toMatchObject({ balance: "0.00", round: { payout: "0.00" } });
    const refused = await house.bet("0.01", { target: 5000, direction: "under" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: ErrorCode.INSUFFICIENT_FUNDS,
      balance: "0.00",
    });
    expect((await house.rounds()).body.data[0]).toMatchObject({ state: "rolled_back" });
  });

  it("a signed-in player's demo mines round opens and cashes out on play money", async () => {
    const entriesBefore = await ledgerSize();
    const player = await registerPlayer(app);
    const { launch, token } = await demoLaunch("sevens-mines", player.accessToken);
    const house = houseClient(app, launch);
    const opened = await house.bet("10", { mines: 24 });
    expect(opened.body).toMatchObject({ round: { state: "open" }, balance: "40.00" });
    const [pair] = await app.database.db
      .select()
      .from(houseSeedPairs)
      .where(eq(houseSeedPairs.playerRef, demoPlayerRef(token)));
    if (!pair) throw new Error("no seeds");
    const mines = verifyRound("mines", pair.serverSeed, pair.clientSeed, 0, {
      mines: 24,
      picks: [],
    }).outcome.minePositions;
    const safe =
      Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !mines.includes(tile)) ?? -1;
    // The only safe tile clears the board: the round settles by itself at 24.75×.
    const cleared = await house.act(opened.body.round.id, { action: "reveal", tile: safe });
    expect(cleared.body.round).toMatchObject({
      state: "settled",
      payout: "247.50",
      multiplier: "24.7500",
    });
    expect(cleared.body.balance).toBe("287.50");
    expect(await ledgerSize()).toBe(entriesBefore);
  });
});
