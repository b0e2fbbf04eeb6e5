import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_BET_STATUS } from "../../../contracts/game.ts";
import type { GameWalletError, GameWalletOk } from "../../../contracts/game-wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  createLaunch,
  fundedLaunch,
  providerSecretFor,
  txId,
  walletCall,
  type TestLaunch,
} from "../../../tests/support/game-wallet.ts";
import {
  gameBets,
  gameSessions,
  gameWalletTransactions,
  ledgerTransactions,
  walletAccounts,
} from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";
import { hashLaunchToken } from "./launch-token.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Launch = TestLaunch & { playerId: string; accountId: string };

async function realBalance(accountId: string): Promise<bigint> {
  const [row] = await app.database.db
    .select({ realBalance: walletAccounts.realBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  return row?.realBalance ?? -1n;
}

async function round(provider: string, roundId: string) {
  const [row] = await app.database.db
    .select()
    .from(gameBets)
    .where(and(eq(gameBets.provider, provider), eq(gameBets.roundId, roundId)));
  return row;
}

function bet(launch: TestLaunch, input: { tx: string; round: string; amount: string }) {
  return walletCall(app, launch.provider, {
    action: "bet",
    token: launch.token,
    transactionId: input.tx,
    roundId: input.round,
    gameId: launch.game,
    amount: input.amount,
    currency: launch.currency,
  });
}

function win(
  launch: TestLaunch,
  input: { tx: string; round: string; amount: string; finished?: boolean },
) {
  return walletCall(app, launch.provider, {
    action: "win",
    token: launch.token,
    transactionId: input.tx,
    roundId: input.round,
    amount: input.amount,
    currency: launch.currency,
    ...(input.finished === undefined ? {} : { finished: input.finished }),
  });
}

function rollback(launch: TestLaunch, input: { tx: string; round: string; bet: string }) {
  return walletCall(app, launch.provider, {
    action: "rollback",
    token: launch.token,
    transactionId: input.tx,
    roundId: input.round,
    betTransactionId: input.bet,
  });
}

const ok = (body: unknown) => body as GameWalletOk;
const error = (body: unknown) => body as GameWalletError;

describe("seamless wallet: balance and bets", () => {
  let launch: Launch;

  beforeAll(async () => {
    launch = await fundedLaunch(app, { amount: 10_000n });
  });

  it("answers the real balance of the launch's account", async () => {
    const response = await walletCall(app, launch.provider, {
      action: "balance",
      token: launch.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "ok",
      playerId: launch.playerId,
      currency: "EUR",
      balance: "100.00",
      replayed: false,
    });
  });

  it("debits a bet into the house and opens the round", async () => {
    const tx = txId("bet");
    const roundId = txId("round");
    const response = await bet(launch, { tx, round: roundId, amount: "10.50" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: "ok",
      playerId: launch.playerId,
      currency: "EUR",
      balance: "89.50",
      transactionId: tx,
      replayed: false,
    });
    expect(await realBalance(launch.accountId)).toBe(8_950n);
    expect(await round(launch.provider, roundId)).toMatchObject({
      betAmount: 1_050n,
      winAmount: 0n,
      status: GAME_BET_STATUS.PENDING,
      settledAt: null,
      walletAccountId: launch.accountId,
    });

    // The same call again: the stored answer, nothing moved twice.
    const replay = await bet(launch, { tx, round: roundId, amount: "10.50" });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...response.body, replayed: true });
    // "10.5" is the same amount: still a replay.
    const sameAmount = await bet(launch, { tx, round: roundId, amount: "10.5" });
    expect(ok(sameAmount.body).replayed).toBe(true);
    expect(await realBalance(launch.accountId)).toBe(8_950n);
    expect((await round(launch.provider, roundId))?.betAmount).toBe(1_050n);
    const keys = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `game.bet:${launch.provider}:${tx}`));
    expect(keys).toHaveLength(1);

    // The same id with another amount is a conflict.
    const conflict = await bet(launch, { tx, round: roundId, amount: "11.00" });
    expect(conflict.status).toBe(409);
    expect(error(conflict.body)).toMatchObject({ status: "error", code: "TRANSACTION_CONFLICT" });
    expect(await realBalance(launch.accountId)).toBe(8_950n);
  });

  it("adds a second bet to an open round", async () => {
    const roundId = txId("round");
    await bet(launch, { tx: txId(), round: roundId, amount: "1.00" });
    const second = await bet(launch, { tx: txId(), round: roundId, amount: "2.00" });
    expect(second.status).toBe(200);
    expect((await round(launch.provider, roundId))?.betAmount).toBe(300n);
  });

  // They queue on the round's row (opened by the first) and on the player's balance.
  it("takes three first bets of one round at once: one opens it, the others join", async () => {
    const roundId = txId("round");
    const before = await realBalance(launch.accountId);
    const answers = await Promise.all(
      ["1.00", "2.00", "3.00"].map((amount) => bet(launch, { tx: txId(), round: roundId, amount })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await round(launch.provider, roundId)).toMatchObject({
      betAmount: 600n,
      status: GAME_BET_STATUS.PENDING,
    });
    expect(await realBalance(launch.accountId)).toBe(before - 600n);
  });

  it("refuses a bet above the balance with the balance, moving and storing nothing", async () => {
    const before = await realBalance(launch.accountId);
    const tx = txId("big");
    const roundId = txId("round");
    const response = await bet(launch, { tx, round: roundId, amount: "5000.00" });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({
      status: "error",
      code: "INSUFFICIENT_FUNDS",
      currency: "EUR",
      balance: (Number(before) / 100).toFixed(2),
      transactionId: tx,
    });
    expect(await realBalance(launch.accountId)).toBe(before);
    expect(await round(launch.provider, roundId)).toBeUndefined();
    const stored = await app.database.db
      .select()
      .from(gameWalletTransactions)
      .where(eq(gameWalletTransactions.transactionId, tx));
    expect(stored).toEqual([]);
  });

  it("refuses bets with the wrong currency, game, zero or too precise amounts", async () => {
    const roundId = txId("round");
    const base = {
      action: "bet",
      token: launch.token,
      transactionId: txId(),
      roundId,
      gameId: launch.game,
      amount: "1.00",
      currency: "EUR",
    };
    for (const body of [
      { ...base, currency: "USD" },
      { ...base, gameId: "sevens-limbo" },
      { ...base, amount: "0" },
      { ...base, amount: "1.001" },
    ]) {
      const response = await walletCall(app, launch.provider, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(error(response.body).code).toBe("INVALID_REQUEST");
    }
    expect(await round(launch.provider, roundId)).toBeUndefined();
  });
});

describe("seamless wallet: wins and rounds", () => {
  let launch: Launch;

  beforeAll(async () => {
    launch = await fundedLaunch(app, { amount: 10_000n });
  });

  it("credits a win and closes the round as won; a closed round refuses bets and wins", async () => {
    const roundId = txId("round");
    await bet(launch, { tx: txId(), round: roundId, amount: "10.00" });
    const winTx = txId("win");
    const response = await win(launch, { tx: winTx, round: roundId, amount: "25.00" });
    expect(response.status).toBe(200);
    expect(ok(response.body)).toMatchObject({ balance: "115.00", transactionId: winTx });
    const settled = await round(launch.provider, roundId);
    expect(settled).toMatchObject({ winAmount: 2_500n, status: GAME_BET_STATUS.WON });
    expect(settled?.settledAt).toBeInstanceOf(Date);

    const replay = await win(launch, { tx: winTx, round: roundId, amount: "25.00" });
    expect(ok(replay.body)).toMatchObject({ replayed: true, balance: "115.00" });

    const late = await bet(launch, { tx: txId(), round: roundId, amount: "1.00" });
    expect(late.status).toBe(409);
    expect(error(late.body).code).toBe("ROUND_CLOSED");
    const again = await win(launch, { tx: txId(), round: roundId, amount: "1.00" });
    expect(again.status).toBe(409);
    expect(error(again.body).code).toBe("ROUND_CLOSED");
    expect(await realBalance(launch.accountId)).toBe(11_500n);
  });

  it("a zero win closes the round as lost without a ledger movement", async () => {
    const roundId = txId("round");
    await bet(launch, { tx: txId(), round: roundId, amount: "5.00" });
    const winTx = txId("zero");
    const response = await win(launch, { tx: winTx, round: roundId, amount: "0" });
    expect(response.status).toBe(200);
    expect((await round(launch.provider, roundId))?.status).toBe(GAME_BET_STATUS.LOST);
    const moved = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `game.win:${launch.provider}:${winTx}`));
    expect(moved).toEqual([]);
  });

  it("a partial win keeps the round open until the finishing one", async () => {
    const roundId = txId("round");
    await bet(launch, { tx: txId(), round: roundId, amount: "2.00" });
    await win(launch, { tx: txId(), round: roundId, amount: "1.00", finished: false });
    expect(await round(launch.provider, roundId)).toMatchObject({
      status: GAME_BET_STATUS.PENDING,
      winAmount: 100n,
    });
    await win(launch, { tx: txId(), round: roundId, amount: "0" });
    expect(await round(launch.provider, roundId)).toMatchObject({
      status: GAME_BET_STATUS.WON,
      winAmount: 100n,
    });
  });

  it("a win for an unknown round is ROUND_NOT_FOUND", async () => {
    const response = await win(launch, { tx: txId(), round: txId("nowhere"), amount: "1.00" });
    expect(response.status).toBe(404);
    expect(error(response.body).code).toBe("ROUND_NOT_FOUND");
  });

  it("another player's launch can't settle the round", async () => {
    const roundId = txId("round");
    await bet(launch, { tx: txId(), round: roundId, amount: "1.00" });
    const other = await fundedLaunch(app, { amount: 100n });
    const response = await win(other, { tx: txId(), round: roundId, amount: "50.00" });
    expect(error(response.body).code).toBe("ROUND_NOT_FOUND");
    expect(await realBalance(other.accountId)).toBe(100n);
  });
});

describe("seamless wallet: rollbacks", () => {
  let launch: Launch;

  beforeAll(async () => {
    launch = await fundedLaunch(app, { amount: 10_000n });
  });

  it("refunds a bet; the round is refunded; another rollback of it moves nothing", async () => {
    const roundId = txId("round");
    const betTx = txId("bet");
    await bet(launch, { tx: betTx, round: roundId, amount: "30.00" });
    expect(await realBalance(launch.accountId)).toBe(7_000n);
    const rollbackTx = txId("rb");
    const response = await rollback(launch, { tx: rollbackTx, round: roundId, bet: betTx });
    expect(response.status).toBe(200);
    expect(ok(response.body)).toMatchObject({ balance: "100.00", transactionId: rollbackTx });
    const refunded = await round(launch.provider, roundId);
    expect(refunded).toMatchObject({ refundAmount: 3_000n, status: GAME_BET_STATUS.REFUNDED });
    expect(refunded?.settledAt).toBeInstanceOf(Date);

    const replay = await rollback(launch, { tx: rollbackTx, round: roundId, bet: betTx });
    expect(ok(replay.body).replayed).toBe(true);
    const second = await rollback(launch, { tx: txId("rb"), round: roundId, bet: betTx });
    expect(second.status).toBe(200);
    expect(ok(second.body).balance).toBe("100.00");
    expect(await realBalance(launch.accountId)).toBe(10_000n);
    expect((await round(launch.provider, roundId))?.refundAmount).toBe(3_000n);
  });

  it("a partial rollback leaves the round open", async () => {
    const roundId = txId("round");
    const first = txId("bet");
    await bet(launch, { tx: first, round: roundId, amount: "1.00" });
    await bet(launch, { tx: txId("bet"), round: roundId, amount: "2.00" });
    await rollback(launch, { tx: txId("rb"), round: roundId, bet: first });
    expect(await round(launch.provider, roundId)).toMatchObject({
      status: GAME_BET_STATUS.PENDING,
      refundAmount: 100n,
      betAmount: 300n,
    });
  });

  it("a rollback before its bet leaves a tombstone: the late bet is refused", async () => {
    const roundId = txId("round");
    const betTx = txId("bet");
    const before = await realBalance(launch.accountId);
    const response = await rollback(launch, { tx: txId("rb"), round: roundId, bet: betTx });
    expect(response.status).toBe(200);
    expect(ok(response.body).balance).toBe(formatCents(before));
    const late = await bet(launch, { tx: betTx, round: roundId, amount: "5.00" });
    expect(late.status).toBe(409);
    expect(error(late.body).code).toBe("BET_REFUSED");
    expect(await realBalance(launch.accountId)).toBe(before);
    expect(await round(launch.provider, roundId)).toBeUndefined();
  });

  it("a rollback of a bet whose round is won or lost is ROUND_CLOSED", async () => {
    const roundId = txId("round");
    const betTx = txId("bet");
    await bet(launch, { tx: betTx, round: roundId, amount: "1.00" });
    await win(launch, { tx: txId(), round: roundId, amount: "0" });
    const response = await rollback(launch, { tx: txId("rb"), round: roundId, bet: betTx });
    expect(response.status).toBe(409);
    expect(error(response.body).code).toBe("ROUND_CLOSED");
  });
});

function formatCents(value: bigint): string {
  return (Number(value) / 100).toFixed(2);
}

describe("seamless wallet: expired, demo and unknown launches", () => {
  it("after expiry refuses balance and bets but accepts wins and rollbacks", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const roundA = txId("round");
    const roundB = txId("round");
    const betB = txId("bet");
    await bet(launch, { tx: txId(), round: roundA, amount: "10.00" });
    await bet(launch, { tx: betB, round: roundB, amount: "20.00" });
    await app.database.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.tokenHash, hashLaunchToken(launch.token)));

    const balance = await walletCall(app, launch.provider, {
      action: "balance",
      token: launch.token,
    });
    expect(balance.status).toBe(401);
    expect(error(balance.body).code).toBe("SESSION_EXPIRED");
    const refused = await bet(launch, { tx: txId(), round: roundA, amount: "1.00" });
    expect(refused.status).toBe(401);
    expect(error(refused.body).code).toBe("SESSION_EXPIRED");

    const won = await win(launch, { tx: txId(), round: roundA, amount: "15.00" });
    expect(won.status).toBe(200);
    const rolledBack = await rollback(launch, { tx: txId(), round: roundB, bet: betB });
    expect(rolledBack.status).toBe(200);
    expect(ok(rolledBack.body).balance).toBe("105.00");
  });

  it("demo and unknown launches never reach the wallet", async () => {
    const demo = await createLaunch(app, {
      playerId: null,
      walletAccountId: null,
      currency: "USD",
      demo: true,
    });
    for (const body of [
      { action: "balance", token: demo.token },
      {
        action: "bet",
        token: demo.token,
        transactionId: txId(),
        roundId: txId(),
        gameId: demo.game,
        amount: "1.00",
        currency: "USD",
      },
      { action: "balance", token: "x".repeat(43) },
    ]) {
      const response = await walletCall(app, demo.provider, body);
      expect(response.status).toBe(404);
      expect(error(response.body).code).toBe("SESSION_NOT_FOUND");
    }
  });

  it("a launch of one provider is unknown to another provider's endpoint", async () => {
    const launch = await fundedLaunch(app, { amount: 100n });
    const response = await walletCall(app, "lucky-forge", {
      action: "balance",
      token: launch.token,
    });
    expect(error(response.body).code).toBe("SESSION_NOT_FOUND");
  });
});

describe("seamless wallet: signatures and malformed calls", () => {
  it("refuses a forged or missing signature, an unknown provider and a malformed body", async () => {
    const launch = await fundedLaunch(app, { amount: 100n });
    const body = { action: "balance", token: launch.token };

    const forged = await walletCall(app, launch.provider, body, { secret: "not-the-secret" });
    expect(forged.status).toBe(401);
    expect(error(forged.body)).toMatchObject({ status: "error", code: "INVALID_SIGNATURE" });
    // Another brand's secret is not this brand's.
    const crossed = await walletCall(app, launch.provider, body, {
      secret: providerSecretFor(app, "neon-reels"),
    });
    expect(crossed.status).toBe(401);
    const missing = await walletCall(app, launch.provider, body, { signature: null });
    expect(missing.status).toBe(401);
    expect(error(missing.body).code).toBe("INVALID_SIGNATURE");

    const unknown = await walletCall(app, "nobody", body, { secret: "x" });
    expect(unknown.status).toBe(404);
    expect(error(unknown.body).code).toBe("UNKNOWN_PROVIDER");

    for (const raw of [
      "{not json",
      JSON.stringify({ action: "steal", token: launch.token }),
      JSON.stringify({ ...body, extra: true }),
      JSON.stringify({ action: "bet", token: launch.token, transactionId: "a b" }),
    ]) {
      const response = await walletCall(app, launch.provider, raw);
      expect(response.status, raw).toBe(400);
      expect(error(response.body)).toMatchObject({ status: "error", code: "INVALID_REQUEST" });
    }
  });

  it("leaves the books balanced", async () => {
    const report = await checkLedger(app.database.db);
    expect(report.problems).toEqual([]);
  });
});
