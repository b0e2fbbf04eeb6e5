import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_BET_STATUS } from "../../contracts/game.ts";
import type { Database } from "../../server/db/client.ts";
import { houseRounds } from "../../server/db/schema.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { createLaunch, fundedLaunch, providerSecretFor } from "../../tests/support/game-wallet.ts";
import { evaluate, toJson } from "./engines.ts";
import { takeNonce } from "./seeds.ts";
import { houseClient, operatorBet, realBalance, roundRow, signLaunch } from "./test-support.ts";
import { createWalletClient } from "./wallet-client.ts";

/**
 * Crash recovery end to end: rounds are left half-way the way a crash would leave them (the
 * wallet call made, the round row not moved on), the server restarts on the same database, and
 * recovery finishes them over HTTP through the operator's seamless wallet.
 */

const env = { RATE_LIMIT_PER_MINUTE: "100000" };
let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startTestApp({ database, env });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const HOUR = 3600_000;
const DICE = { target: 5000, direction: "under" };

describe("crash recovery", () => {
  it("rolls back, settles and closes what a crash left, with the books balanced", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const wallet = createWalletClient({
      walletUrl: () => app.url,
      secretFor: (provider) => providerSecretFor(app, provider),
    });
    const longAgo = new Date(Date.now() - HOUR);

    /** A dice round as a crash leaves it: the bet sent (or not), the row in `state`. */
    async function crashedRound(
      state: "betting" | "settling" | "rolling_back",
      options: { sendBet: boolean },
    ) {
      const id = randomUUID();
      const bet = `${id}:bet`;
      if (options.sendBet) {
        const sent = await wallet.call(launch.provider, {
          action: "bet",
          token: launch.token,
          transactionId: bet,
          roundId: id,
          gameId: launch.game,
          amount: "1.00",
          currency: "EUR",
        });
        expect(sent.kind, JSON.stringify(sent)).toBe("ok");
      }
      const seeds = await app.database.db.transaction((tx) => takeNonce(tx, launch.playerId));
      const evaluation = evaluate("dice", DICE, seeds, 100n);
      const transactions =
        state === "betting"
          ? [{ transactionId: bet, action: "bet", amount: "100", done: false }]
          : state === "settling"
            ? [
                { transactionId: bet, action: "bet", amount: "100", done: true },
                {
                  transactionId: `${id}:win`,
                  action: "win",
                  amount: String(evaluation.payout),
                  done: false,
                },
              ]
            : [
                { transactionId: bet, action: "bet", amount: "100", done: false },
                {
                  transactionId: `${bet}:rollback`,
                  action: "rollback",
                  amount: "100",
                  done: false,
                },
              ];
      await app.database.db.insert(houseRounds).values({
        id,
        provider: launch.provider,
        gameIdentity: launch.game,
        gameType: "dice",
        playerRef: launch.playerId,
        sessionToken: launch.token,
        isDemo: false,
        currency: "EUR",
        betAmount: 100n,
        seedPairId: seeds.seedPairId,
        nonce: seeds.nonce,
        clientSeed: seeds.clientSeed,
        serverSeedHash: seeds.serverSeedHash,
        params: DICE,
        ...(state === "settling"
          ? { outcome: toJson(evaluation.outcome), payout: evaluation.payout }
          : {}),
        transactions,
        state,
        createdAt: longAgo,
      });
      return { id, payout: evaluation.payout ?? 0n };
    }

    const betTaken = await crashedRound("betting", { sendBet: true });
    const betNeverSent = await crashedRound("betting", { sendBet: false });
    const winUnpaid = await crashedRound("settling", { sendBet: true });
    const rollbackUnsent = await crashedRound("rolling_back", { sendBet: true });
    expect(await realBalance(app, launch.accountId)).toBe(10_000n - 300n);

    // A mines round left open for more than a day: no tile revealed, so the stake comes back.
    const minesLaunch = await createLaunch(app, {
      playerId: launch.playerId,
      walletAccountId: launch.accountId,
      currency: "EUR",
      game: "sevens-mines",
    });
    const abandoned = await houseClient(app, signLaunch(app, minesLaunch)).bet("1.00", {
      mines: 3,
    });
    expect(abandoned.body.round?.state, JSON.stringify(abandoned.body)).toBe("open");

    // An open blackjack hand whose double went to the wallet just before the crash.
    const bjLaunch = await createLaunch(app, {
      playerId: launch.playerId,
      walletAccountId: launch.accountId,
      currency: "EUR",
      game: "sevens-blackjack",
    });
    const blackjack = houseClient(app, signLaunch(app, bjLaunch));
    let hand = (await blackjack.bet("1.00")).body.round;
    for (let i = 0; i < 30 && !hand.isOpen; i += 1) hand = (await blackjack.bet("1.00")).body.round;
    expect(hand.isOpen).toBe(true);
    const extraBet = `${hand.id}:bet:feedc0ffee00`;
    const sentDouble = await wallet.call(bjLaunch.provider, {
      action: "bet",
      token: bjLaunch.token,
      transactionId: extraBet,
      roundId: hand.id,
      gameId: bjLaunch.game,
      amount: "1.00",
      currency: "EUR",
    });
    expect(sentDouble.kind).toBe("ok");
    const handRow = await roundRow(app, hand.id);
    await app.database.db
      .update(houseRounds)
      .set({
        transactions: [
          ...handRow.transactions,
          { transactionId: extraBet, action: "bet", amount: "100", done: false },
        ],
      })
      .where(eq(houseRounds.id, hand.id));
    const beforeRestart = await realBalance(app, launch.accountId);

    // The crash: a new process on the same database finishes everything once it listens. The
    // rounds look stuck (untouched for an hour) and abandoned (a day) only once the first
    // process is gone: its own sweep, which starts as it listens, could otherwise finish some
    // of them before the restart.
    await app.close();
    const stuck = [betTaken.id, betNeverSent.id, winUnpaid.id, rollbackUnsent.id, hand.id];
    await database.db
      .update(houseRounds)
      .set({ updatedAt: longAgo })
      .where(inArray(houseRounds.id, stuck));
    await database.db
      .update(houseRounds)
      .set({ updatedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(houseRounds.id, abandoned.body.round.id));
    app = await startTestApp({ database, env });
    const watched = [
      betTaken.id,
      betNeverSent.id,
      winUnpaid.id,
      rollbackUnsent.id,
      abandoned.body.round.id,
    ];
    const finished = async () => {
      const rows = await app.database.db
        .select({ state: houseRounds.state })
        .from(houseRounds)
        .where(sql`${houseRounds.id} in ${watched}`);
      const hand = await roundRow(app, handRow.id);
      return (
        rows.every((row) => row.state === "settled" || row.state === "rolled_back") &&
        hand.transactions.every((entry) => entry.done)
      );
    };
    for (let i = 0; i < 200 && !(await finished()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await finished()).toBe(true);

    expect(await roundRow(app, betTaken.id)).toMatchObject({ state: "rolled_back" });
    expect(await operatorBet(app, betTaken.id)).toMatchObject({
      status: GAME_BET_STATUS.REFUNDED,
      refundAmount: 100n,
    });
    expect((await operatorBet(app, betTaken.id))?.settledAt).not.toBeNull();
    expect(await roundRow(app, betNeverSent.id)).toMatchObject({ state: "rolled_back" });
    expect(await operatorBet(app, betNeverSent.id)).toBeUndefined();
    // The late bet of a rolled-back round is refused (tombstone).
    const late = await wallet.call(launch.provider, {
      action: "bet",
      token: launch.token,
      transactionId: `${betNeverSent.id}:bet`,
      roundId: betNeverSent.id,
      gameId: launch.game,
      amount: "1.00",
      currency: "EUR",
    });
    expect(late).toMatchObject({ kind: "refused", error: { code: "BET_REFUSED" } });

    const settled = await roundRow(app, winUnpaid.id);
    expect(settled).toMatchObject({ state: "settled", payout: winUnpaid.payout });
    expect(settled.settledAt).not.toBeNull();
    expect(await operatorBet(app, winUnpaid.id)).toMatchObject({
      winAmount: winUnpaid.payout,
      status: winUnpaid.payout > 0n ? GAME_BET_STATUS.WON : GAME_BET_STATUS.LOST,
    });
    expect(await roundRow(app, rollbackUnsent.id)).toMatchObject({ state: "rolled_back" });
    expect(await operatorBet(app, rollbackUnsent.id)).toMatchObject({
      status: GAME_BET_STATUS.REFUNDED,
    });

    expect(await roundRow(app, abandoned.body.round.id)).toMatchObject({
      state: "settled",
      payout: 100n,
    });
    expect(await operatorBet(app, abandoned.body.round.id)).toMatchObject({ winAmount: 100n });

    // The double was given back; the hand is as it was and plays on.
    const restored = await roundRow(app, hand.id);
    expect(restored).toMatchObject({ state: "open", params: { actions: [] }, betAmount: 100n });
    expect(await operatorBet(app, hand.id)).toMatchObject({
      betAmount: 200n,
      refundAmount: 100n,
      status: GAME_BET_STATUS.PENDING,
    });
    expect(await realBalance(app, launch.accountId)).toBe(
      beforeRestart + 100n + 100n + winUnpaid.payout + 100n + 100n,
    );
    const stood = await houseClient(app, signLaunch(app, bjLaunch)).act(hand.id, {
      action: "stand",
    });
    expect(stood.status, JSON.stringify(stood.body)).toBe(200);
    expect(stood.body.round.state).toBe("settled");

    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });
});
