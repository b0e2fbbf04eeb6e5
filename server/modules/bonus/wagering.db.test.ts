import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayerBonus } from "../../../contracts/bonus.ts";
import { RealtimeEvent } from "../../../contracts/events.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createDefinition, issueBonus, operatorBonusesOf } from "../../../tests/support/bonus.ts";
import {
  fundedLaunch,
  txId,
  walletBet,
  walletCall,
  walletWin,
  type TestLaunch,
} from "../../../tests/support/game-wallet.ts";
import { outbox, walletAccounts } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Bonus money through the seamless wallet and the wagering effect: real money first, wins back
 * in proportion, progress by game share, conversion once wagered (after open rounds settle),
 * lost at zero, cancel with open bets, refunds, and the max bet as a bet check.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

type Launch = TestLaunch & { playerId: string; accountId: string };

async function balances(launch: Launch) {
  const [row] = await app.database.db
    .select({ real: walletAccounts.realBalance, bonus: walletAccounts.bonusBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, launch.accountId));
  return row;
}

/** A player with `real` EUR cents and an active fixed bonus of `bonus` cents. */
async function withBonus(
  real: bigint,
  bonus: string,
  terms: {
    wagerMultiplier?: number;
    maxBet?: string;
    maxWin?: string;
    types?: Record<string, number>;
  } = {},
  game?: string,
): Promise<{ launch: Launch; bonus: PlayerBonus }> {
  const definition = await createDefinition(app, {
    kind: "fixed",
    trigger: "manual",
    amounts: {
      EUR: {
        amount: bonus,
        ...(terms.maxBet ? { maxBet: terms.maxBet } : {}),
        ...(terms.maxWin ? { maxWin: terms.maxWin } : {}),
      },
    },
    wagerMultiplier: terms.wagerMultiplier ?? 2,
    wagerContributions: { default: 100, ...(terms.types ? { types: terms.types } : {}) },
  });
  const launch = await fundedLaunch(app, { amount: real, ...(game ? { game } : {}) });
  const issued = await issueBonus(app, {
    playerId: launch.playerId,
    definitionId: definition.id,
    activate: true,
  });
  const playerBonus = issued.body.data.playerBonus;
  if (!playerBonus || playerBonus.status !== 2) throw new Error("bonus not active");
  return { launch, bonus: playerBonus };
}

async function bonusNow(launch: Launch, id: string): Promise<PlayerBonus> {
  await app.platform.events.drain();
  const found = (await operatorBonusesOf(app, launch.playerId)).bonuses.find(
    (item) => item.id === id,
  );
  if (!found) throw new Error("bonus gone");
  return found;
}

describe("bets and wins with an active bonus", () => {
  it("takes real money first, pays wins back in proportion, and converts the bonus once wagered", async () => {
    const { launch, bonus } = await withBonus(2_000n, "10.00");
    expect(await balances(launch)).toEqual({ real: 2_000n, bonus: 1_000n });

    const first = txId("round");
    expect((await walletBet(app, launch, "15.00", first)).body).toMatchObject({ balance: "15.00" });
    expect(await balances(launch)).toEqual({ real: 500n, bonus: 1_000n });
    await walletWin(app, launch, first, "0");
    expect((await bonusNow(launch, bonus.id)).wager).toEqual({
      current: "15.00",
      required: "20.00",
      percentage: 75,
    });

    // 8.00: 5.00 real and 3.00 bonus; a win of 16.00 goes back 10.00 real, 6.00 bonus.
    const second = txId("round");
    expect((await walletBet(app, launch, "8.00", second)).body).toMatchObject({ balance: "7.00" });
    expect(await balances(launch)).toEqual({ real: 0n, bonus: 700n });
    const won = await walletWin(app, launch, second, "16.00");
    expect(won.body).toMatchObject({ status: "ok", balance: "23.00" });

    const finished = await bonusNow(launch, bonus.id);
    expect(finished).toMatchObject({ status: 3, result: 2, convertedAmount: "13.00" });
    expect(await balances(launch)).toEqual({ real: 2_300n, bonus: 0n });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("counts each game at its share and waits for open rounds before converting; caps what converts", async () => {
    const { launch, bonus } = await withBonus(
      0n,
      "10.00",
      { wagerMultiplier: 1, maxWin: "12.00", types: { dice: 50 } },
      "sevens-dice",
    );
    const open = txId("round");
    await walletBet(app, launch, "10.00", open);
    // Dice counts half: 5.00 of the 10.00 wagered. The bonus balance is spent, but the round is
    // open: not lost.
    expect(await bonusNow(launch, bonus.id)).toMatchObject({ status: 2, balance: "0.00" });
    expect((await bonusNow(launch, bonus.id)).wager.current).toBe("5.00");
    await walletWin(app, launch, open, "30.00", false);
    expect(await balances(launch)).toEqual({ real: 0n, bonus: 3_000n });
    await walletBet(app, launch, "10.00", open);
    // Wagered now (10.00 of 10.00), but the round is still open: no conversion until it settles.
    expect(await bonusNow(launch, bonus.id)).toMatchObject({ status: 2, balance: "20.00" });
    await walletWin(app, launch, open, "0");
    const done = await bonusNow(launch, bonus.id);
    expect(done).toMatchObject({
      status: 3,
      result: 2,
      convertedAmount: "12.00",
      forfeitedAmount: "8.00",
    });
    expect(await balances(launch)).toEqual({ real: 1_200n, bonus: 0n });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("loses the bonus when its balance is spent and no round is open", async () => {
    const { launch, bonus } = await withBonus(0n, "5.00", { wagerMultiplier: 30 });
    const round = txId("round");
    await walletBet(app, launch, "5.00", round);
    expect((await bonusNow(launch, bonus.id)).status).toBe(2);
    await walletWin(app, launch, round, "0");
    expect(await bonusNow(launch, bonus.id)).toMatchObject({ status: 3, result: 5 });
  });

  it("cancels with an open bet: the bonus part of its later win is not paid, the real part is", async () => {
    const { launch, bonus } = await withBonus(200n, "10.00", { wagerMultiplier: 30 });
    const round = txId("round");
    await walletBet(app, launch, "4.00", round);
    expect(await balances(launch)).toEqual({ real: 0n, bonus: 800n });
    const canceled = await app.app.bonuses?.service.cancelBonus(launch.playerId, bonus.id);
    expect(canceled).toMatchObject({ status: 3, result: 3, forfeitedAmount: "8.00" });
    expect(await balances(launch)).toEqual({ real: 0n, bonus: 0n });
    const won = await walletWin(app, launch, round, "8.00");
    expect(won.body).toMatchObject({ status: "ok", balance: "4.00" });
    expect(await balances(launch)).toEqual({ real: 400n, bonus: 0n });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("refunds a rolled-back bet the way it was paid and takes its wagering back", async () => {
    const { launch, bonus } = await withBonus(100n, "10.00", { wagerMultiplier: 30 });
    const round = txId("round");
    const betId = txId("bet");
    await walletBet(app, launch, "3.00", round, { transactionId: betId });
    expect((await bonusNow(launch, bonus.id)).wager.current).toBe("3.00");
    const rolled = await walletCall(app, launch.provider, {
      action: "rollback",
      token: launch.token,
      transactionId: txId("rollback"),
      roundId: round,
      betTransactionId: betId,
    });
    expect(rolled.body).toMatchObject({ status: "ok", balance: "11.00" });
    expect(await balances(launch)).toEqual({ real: 100n, bonus: 1_000n });
    expect((await bonusNow(launch, bonus.id)).wager.current).toBe("0.00");
  });

  it("publishes the wagering progress on the player's bonus channel", async () => {
    const { launch, bonus } = await withBonus(0n, "10.00", { wagerMultiplier: 10 });
    const round = txId("round");
    await walletBet(app, launch, "2.50", round);
    await app.platform.events.drain();
    const messages = await app.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, `bonus:player-bonuses#${launch.playerId}`),
          eq(outbox.event, RealtimeEvent.PLAYER_BONUS_UPDATED),
          sql`${outbox.payload}->>'id' = ${bonus.id}`,
        ),
      );
    expect(messages.map((row) => (row.payload as PlayerBonus).wager)).toContainEqual({
      current: "2.50",
      required: "100.00",
      percentage: 2,
    });
  });
});

describe("max bet while wagering", () => {
  it("refuses a stake above the bonus's max bet, moves nothing and tells the player's game channel", async () => {
    const { launch } = await withBonus(10_000n, "10.00", { maxBet: "2.00", wagerMultiplier: 30 });
    const refused = await walletBet(app, launch, "2.01");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "MAX_BET_EXCEEDED", maxBet: "2.00" });
    expect(await balances(launch)).toEqual({ real: 10_000n, bonus: 1_000n });
    expect((await walletBet(app, launch, "2.00")).status).toBe(200);
    const [message] = await app.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, `game:bets#${launch.playerId}`),
          eq(outbox.event, RealtimeEvent.GAME_BET_MAX_EXCEED),
        ),
      );
    expect(message?.payload).toMatchObject({ maxBet: "2.00", currency: "EUR" });
  });

  it("lets any stake through without an active bonus", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    expect((await walletBet(app, launch, "50.00")).status).toBe(200);
  });
});
