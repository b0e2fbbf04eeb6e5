import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { GAME_BET_STATUS } from "../../contracts/game.ts";
import { houseSeedPairs } from "../../server/db/schema.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { createLaunch, fundedLaunch, testLedger } from "../../tests/support/game-wallet.ts";
import { fund } from "../../tests/support/wallet.ts";
import { verifyRound } from "../fair/verify.ts";
import { multiplierBp as minesMultiplierBp } from "../games/mines.ts";
import { applyBp } from "../games/money.ts";
import {
  houseClient,
  operatorBet,
  realBalance,
  roundRow,
  signLaunch,
  verifyCall,
} from "./test-support.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

/** The studio's secret seeds of a player, read the way only the studio itself can. */
async function activeSeeds(playerRef: string) {
  const [pair] = await app.database.db
    .select()
    .from(houseSeedPairs)
    .where(and(eq(houseSeedPairs.playerRef, playerRef), eq(houseSeedPairs.isActive, true)));
  if (!pair) throw new Error(`no seeds for ${playerRef}`);
  return pair;
}

const minor = (text: string | null | undefined) => BigInt((text ?? "x").replace(".", ""));

describe("mines", () => {
  it("opens, hides the mines, resumes, reveals and cashes out at the multiplier", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n, game: "sevens-mines" });
    const house = houseClient(app, signLaunch(app, launch));
    const opened = await house.bet("1.00", { mines: 3 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const round = opened.body.round;
    expect(round).toMatchObject({
      state: "open",
      isOpen: true,
      payout: null,
      multiplier: "1.0000",
    });
    expect(round.view).not.toHaveProperty("minePositions");
    expect(round.view).toMatchObject({
      picks: [],
      nextMultiplierBp: minesMultiplierBp(3, 1).toString(),
    });
    expect(opened.body.balance).toBe("99.00");
    expect(await realBalance(app, launch.accountId)).toBe(9_900n);

    // Reopening the game resumes the round; a second round of the game waits for it.
    const session = await house.session();
    expect(session.body.openRound?.id).toBe(round.id);
    expect(session.body.openRound?.view).not.toHaveProperty("minePositions");
    const second = await house.bet("1.00", { mines: 3 });
    expect(second.status).toBe(409);
    expect(second.body.error?.openRoundId).toBe(round.id);
    const rotate = await house.rotate();
    expect(rotate.status).toBe(409);

    const pair = await activeSeeds(launch.playerId);
    const mines = verifyRound("mines", pair.serverSeed, round.clientSeed, round.nonce, {
      mines: 3,
      picks: [],
    }).outcome.minePositions;
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find(
      (tile) => !mines.includes(tile),
    );
    if (safe === undefined) throw new Error("no safe tile");

    expect((await house.act(round.id, { action: "cashout" })).status).toBe(400);
    const revealed = await house.act(round.id, { action: "reveal", tile: safe });
    expect(revealed.status, JSON.stringify(revealed.body)).toBe(200);
    expect(revealed.body.round).toMatchObject({
      state: "open",
      params: { mines: 3, picks: [safe] },
      view: { safeReveals: 1, hit: null },
    });
    expect(revealed.body.round.view).not.toHaveProperty("minePositions");
    const twice = await house.act(round.id, { action: "reveal", tile: safe });
    expect(twice.status).toBe(400);
    expect(twice.body.error?.fields).toHaveProperty(["params.picks"]);
    expect((await house.act(round.id, { action: "hit" })).status).toBe(400);

    const cashed = await house.act(round.id, { action: "cashout" });
    expect(cashed.status, JSON.stringify(cashed.body)).toBe(200);
    const payout = applyBp(100n, minesMultiplierBp(3, 1));
    expect(cashed.body.round).toMatchObject({ state: "settled", isOpen: false });
    expect(minor(cashed.body.round.payout)).toBe(payout);
    expect(cashed.body.round.view).toMatchObject({ minePositions: mines });
    expect(await realBalance(app, launch.accountId)).toBe(9_900n + payout);
    expect(cashed.body.balance).toBe(
      ((9_900n + payout) / 100n).toString() +
        "." +
        ((9_900n + payout) % 100n).toString().padStart(2, "0"),
    );
    expect(await operatorBet(app, round.id)).toMatchObject({
      winAmount: payout,
      status: GAME_BET_STATUS.WON,
    });
    expect((await house.act(round.id, { action: "cashout" })).status).toBe(409);
    expect((await house.session()).body.openRound).toBeNull();
  });

  it("a mine ends the round with nothing", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n, game: "sevens-mines" });
    const house = houseClient(app, signLaunch(app, launch));
    const opened = await house.bet("2.00", { mines: 5 });
    const pair = await activeSeeds(launch.playerId);
    const [mine] = verifyRound("mines", pair.serverSeed, pair.clientSeed, opened.body.round.nonce, {
      mines: 5,
      picks: [],
    }).outcome.minePositions;
    const boom = await house.act(opened.body.round.id, { action: "reveal", tile: mine ?? -1 });
    expect(boom.body.round).toMatchObject({
      state: "settled",
      payout: "0.00",
      view: { hit: mine },
    });
    expect(await realBalance(app, launch.accountId)).toBe(800n);
    expect(await operatorBet(app, opened.body.round.id)).toMatchObject({
      status: GAME_BET_STATUS.LOST,
    });
  });
});

describe("blackjack", () => {
  /** Places hands until one is dealt open (a natural settles at once). */
  async function openHand(house: ReturnType<typeof houseClient>) {
    for (let i = 0; i < 30; i += 1) {
      const placed = await house.bet("1.00");
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      if (
        placed.body.round.isOpen &&
        (placed.body.round.view?.["legalActions"] as string[]).includes("double")
      ) {
        return placed.body.round;
      }
      if (placed.body.round.isOpen) await house.act(placed.body.round.id, { action: "stand" });
    }
    throw new Error("no doubleable hand in 30 deals");
  }

  it("shows the up card only; a refused double keeps the hand; a double stakes a second bet", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n, game: "sevens-blackjack" });
    const house = houseClient(app, signLaunch(app, launch));
    const round = await openHand(house);
    expect(round.view?.["dealer"]).toHaveLength(1);
    expect(round.multiplier).toBeNull();

    // Spend the rest at dice (same player and account, a losing side picked from the seeds) so
    // the double cannot be covered.
    const left = await realBalance(app, launch.accountId);
    const dice = await createLaunch(app, {
      playerId: launch.playerId,
      walletAccountId: launch.accountId,
      currency: "EUR",
      game: "sevens-dice",
    });
    const pair = await activeSeeds(launch.playerId);
    const { roll } = verifyRound("dice", pair.serverSeed, pair.clientSeed, pair.nonce, {
      target: 5000,
      direction: "under",
    }).outcome;
    const stake = left - 50n;
    const drain = await houseClient(app, signLaunch(app, dice)).bet(
      `${stake / 100n}.${(stake % 100n).toString().padStart(2, "0")}`,
      { target: 5000, direction: roll < 5000 ? "over" : "under" },
    );
    expect(drain.status, JSON.stringify(drain.body)).toBe(200);
    expect(drain.body.round.payout).toBe("0.00");
    const poor = await realBalance(app, launch.accountId);
    const refused = await house.act(round.id, { action: "double" });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe(ErrorCode.INSUFFICIENT_FUNDS);
    const unchanged = await roundRow(app, round.id);
    expect(unchanged).toMatchObject({ state: "open", params: { actions: [] }, betAmount: 100n });
    expect(unchanged.transactions).toHaveLength(1);
    expect(await realBalance(app, launch.accountId)).toBe(poor);

    await fund(app.database.db, testLedger(app), {
      walletAccountId: launch.accountId,
      currency: "EUR",
      amount: 1_000n,
    });
    const doubled = await house.act(round.id, { action: "double" });
    expect(doubled.status, JSON.stringify(doubled.body)).toBe(200);
    expect(doubled.body.round).toMatchObject({
      state: "settled",
      betAmount: "2.00",
      params: { actions: ["double"] },
    });
    const payout = minor(doubled.body.round.payout);
    expect(await realBalance(app, launch.accountId)).toBe(poor + 1_000n - 100n + payout);
    const bet = await operatorBet(app, round.id);
    expect(bet).toMatchObject({ betAmount: 200n, winAmount: payout });
    const row = await roundRow(app, round.id);
    expect(row.transactions.filter((entry) => entry.action === "bet")).toHaveLength(2);
    expect(row.transactions.every((entry) => entry.done)).toBe(true);

    // The settled hand verifies once the seed is revealed.
    const rotated = await house.rotate();
    const verified = await verifyCall(app, {
      game: "blackjack",
      serverSeed: rotated.body.revealed.serverSeed,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      params: { actions: ["double"] },
    });
    expect(verified.body.outcome).toEqual(doubled.body.round.view);
    expect(verified.body.multiplier).toBe(doubled.body.round.multiplier);
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });
});

describe("hi-lo", () => {
  it("guesses and cashes out", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n, game: "sevens-hilo" });
    const house = houseClient(app, signLaunch(app, launch));
    const opened = await house.bet("1.00");
    expect(opened.body.round).toMatchObject({ state: "open", view: { steps: [] } });
    const start = (opened.body.round.view?.["start"] as { rank: number }).rank;
    // The likelier side of the start card.
    const guess = start <= 7 ? "higher" : "lower";
    const guessed = await house.act(opened.body.round.id, { action: "guess", guess });
    expect(guessed.status, JSON.stringify(guessed.body)).toBe(200);
    const step = (guessed.body.round.view?.["steps"] as { won: boolean }[])[0];
    if (step?.won) {
      expect(guessed.body.round.state).toBe("open");
      const cashed = await house.act(opened.body.round.id, { action: "cashout" });
      expect(cashed.body.round.state).toBe("settled");
      expect(minor(cashed.body.round.payout)).toBeGreaterThan(100n);
      expect(await realBalance(app, launch.accountId)).toBe(900n + minor(cashed.body.round.payout));
    } else {
      expect(guessed.body.round).toMatchObject({ state: "settled", payout: "0.00" });
      expect(await realBalance(app, launch.accountId)).toBe(900n);
    }
  });
});
