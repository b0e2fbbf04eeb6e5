import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { GAME_BET_STATUS } from "../../contracts/game.ts";
import { formatMinor } from "../../contracts/money.ts";
import { houseRounds } from "../../server/db/schema.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { fundedLaunch, launchGame, testLedger } from "../../tests/support/game-wallet.ts";
import { api, registerPlayer } from "../../tests/support/players.ts";
import { fund } from "../../tests/support/wallet.ts";
import { verifyRound } from "../fair/verify.ts";
import { HOUSE_CATALOGUE } from "../games/catalogue.ts";
import {
  houseCall,
  houseClient,
  launchParam,
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

const UNDER_HALF = { target: 5000, direction: "under" };

describe("dice for real money", () => {
  it("rotates seeds asked for at the same time one after another, never failing", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const house = houseClient(app, signLaunch(app, launch));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => house.rotate(`seed-${round}-${index}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const revealed = new Set(answers.map((answer) => answer.body.revealed.serverSeed));
      expect(revealed.size).toBe(5);
    }
  });

  it("moves the balance by −bet + payout, and every round verifies after rotation", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const house = houseClient(app, signLaunch(app, launch));

    const session = await house.session();
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body).toMatchObject({
      game: {
        identity: "sevens-dice",
        type: "dice",
        provider: "sevens-originals",
        slotTitle: null,
      },
      isDemo: false,
      currency: "EUR",
      balance: "100.00",
      limits: { minBet: "0.01", maxBet: "920.00" },
      seeds: { nonce: 0 },
      openRound: null,
    });
    const committed = session.body.seeds;

    const rounds = [];
    for (let i = 0; i < 3; i += 1) {
      const placed = await house.bet("1.00", UNDER_HALF);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.round).toMatchObject({
        state: "settled",
        isOpen: false,
        betAmount: "1.00",
        nonce: i,
        serverSeedHash: committed.serverSeedHash,
        clientSeed: committed.clientSeed,
        params: UNDER_HALF,
      });
      rounds.push(placed.body.round);
    }
    const paid = rounds.reduce(
      (sum, round) => sum + BigInt(round.payout?.replace(".", "") ?? "x"),
      0n,
    );
    const balance = await realBalance(app, launch.accountId);
    expect(balance).toBe(10_000n - 300n + paid);
    const last = await house.bet("1.00", UNDER_HALF);
    expect(last.body.round.nonce).toBe(3);
    rounds.push(last.body.round);
    expect(last.body.balance).toBe(formatMinor(await realBalance(app, launch.accountId), 100n));

    for (const round of rounds) {
      const bet = await operatorBet(app, round.id);
      expect(bet?.betAmount).toBe(100n);
      expect(bet?.winAmount).toBe(BigInt((round.payout ?? "").replace(".", "")));
      expect([GAME_BET_STATUS.WON, GAME_BET_STATUS.LOST]).toContain(bet?.status);
      expect(bet?.settledAt).not.toBeNull();
    }

    const listed = await house.rounds();
    expect(listed.body.data.map((round) => round.nonce)).toEqual([3, 2, 1, 0]);

    const rotated = await house.rotate("my-lucky-seed");
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.revealed).toMatchObject({
      serverSeedHash: committed.serverSeedHash,
      clientSeed: committed.clientSeed,
      nonceCount: 4,
    });
    expect(rotated.body.seeds).toMatchObject({
      serverSeedHash: committed.nextServerSeedHash,
      clientSeed: "my-lucky-seed",
      nonce: 0,
    });
    const { serverSeed } = rotated.body.revealed;

    for (const round of rounds) {
      const verified = await verifyCall(app, {
        game: "sevens-dice",
        serverSeed,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
        params: round.params,
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body.serverSeedHash).toBe(round.serverSeedHash);
      expect(verified.body.outcome).toEqual(round.view);
      const recomputed = verifyRound(
        "dice",
        serverSeed,
        round.clientSeed,
        round.nonce,
        round.params,
        100n,
      );
      expect(formatMinor(recomputed.payout ?? -1n, 100n)).toBe(round.payout);
      expect(verified.body.multiplier).toBe(round.payout === "0.00" ? "0.0000" : "1.9800");
    }

    const history = await house.history();
    expect(history.body.data[0]).toMatchObject({ serverSeed, nonceCount: 4 });
    const next = await house.bet("1.00", UNDER_HALF);
    expect(next.body.round).toMatchObject({ nonce: 0, clientSeed: "my-lucky-seed" });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("refuses a bet the balance does not cover: 12001 with the balance, nothing moved", async () => {
    const launch = await fundedLaunch(app, { amount: 50n });
    const house = houseClient(app, signLaunch(app, launch));
    const refused = await house.bet("1.00", UNDER_HALF);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: ErrorCode.INSUFFICIENT_FUNDS,
      message: "Insufficient funds",
      balance: "0.50",
    });
    expect(await realBalance(app, launch.accountId)).toBe(50n);
    const [round] = (await house.rounds()).body.data;
    expect(round).toMatchObject({ state: "rolled_back", payout: null, view: null });
    expect(await operatorBet(app, round?.id ?? "")).toBeUndefined();
    // The balance covers a smaller bet.
    expect((await house.bet("0.50", UNDER_HALF)).status).toBe(200);
  });

  it("answers bad amounts and params with 400 and the field", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const house = houseClient(app, signLaunch(app, launch));
    const decimals = await house.bet("1.001", UNDER_HALF);
    expect(decimals.status).toBe(400);
    expect(decimals.body.error?.fields?.["amount"]).toEqual([
      "Enter an amount with at most 2 decimals",
    ]);
    expect((await house.bet("0", UNDER_HALF)).body.error?.fields?.["amount"]).toEqual([
      "The minimum bet is 0.01",
    ]);
    expect((await house.bet("921", UNDER_HALF)).body.error?.fields?.["amount"]).toEqual([
      "The maximum bet is 920.00",
    ]);
    const target = await house.bet("1.00", { target: 99_999, direction: "under" });
    expect(target.status).toBe(400);
    expect(target.body.error?.fields).toHaveProperty(["params.target"]);
    const garbage = await houseCall(app, signLaunch(app, launch), "POST", "/rounds", {
      amount: -1,
    });
    expect(garbage.status).toBe(400);
    expect(await realBalance(app, launch.accountId)).toBe(10_000n);
  });

  it("gives 20 parallel bets 20 distinct nonces and a balance that adds up", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const house = houseClient(app, signLaunch(app, launch));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => house.bet("0.10", UNDER_HALF)),
    );
    for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
    const nonces = results.map((result) => result.body.round.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const paid = results.reduce(
      (sum, result) => sum + BigInt((result.body.round.payout ?? "").replace(".", "")),
      0n,
    );
    expect(await realBalance(app, launch.accountId)).toBe(10_000n - 200n + paid);
    expect((await house.session()).body.seeds.nonce).toBe(20);
  });

  it("plays a slot title from the launch, whatever the params say", async () => {
    const slot = HOUSE_CATALOGUE.find((entry) => entry.type === "slot");
    if (!slot?.slotTitle) throw new Error("no slot");
    const launch = await fundedLaunch(app, { amount: 10_000n, game: slot.identity });
    const house = houseClient(app, signLaunch(app, launch));
    const session = await house.session();
    expect(session.body.game).toMatchObject({
      identity: slot.identity,
      type: "slot",
      provider: slot.brand,
      slotTitle: slot.slotTitle,
    });
    const spun = await house.bet("0.20", { title: "not-this-one" });
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    expect(spun.body.round).toMatchObject({
      type: "slots",
      state: "settled",
      params: { title: slot.slotTitle },
    });
    expect(spun.body.round.view).toHaveProperty("base.stops");
    const payout = BigInt((spun.body.round.payout ?? "").replace(".", ""));
    expect(await realBalance(app, launch.accountId)).toBe(10_000n - 20n + payout);
    const seeds = await house.rotate();
    const verified = await verifyCall(app, {
      game: slot.identity,
      serverSeed: seeds.body.revealed.serverSeed,
      clientSeed: spun.body.round.clientSeed,
      nonce: 0,
    });
    expect(verified.body.outcome).toEqual(spun.body.round.view);
  });

  it("takes a launch from the real play endpoint", async () => {
    const player = await registerPlayer(app);
    const accounts = await api<{ data: { id: string; currency: string }[] }>(
      app,
      "GET",
      "/api/wallet/accounts",
      {
        token: player.accessToken,
      },
    );
    const account = accounts.body.data[0];
    if (!account) throw new Error(JSON.stringify(accounts.body));
    await fund(app.database.db, testLedger(app), {
      walletAccountId: account.id,
      currency: account.currency,
      amount: 500n,
    });
    const launched = await launchGame(app, player.accessToken, "sevens-limbo");
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const house = houseClient(app, launchParam(launched.body.data.gameUrl));
    const session = await house.session();
    expect(session.body).toMatchObject({ balance: "5.00", isDemo: false, game: { type: "limbo" } });
    const placed = await house.bet("1.00", { target: 200 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.round.state).toBe("settled");
  });
});

describe("launch checks", () => {
  it("401 for a missing, forged, other-brand or expired launch; 404 JSON for unknown paths", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n });
    const good = signLaunch(app, launch);
    expect((await houseCall(app, null, "GET", "/session")).status).toBe(401);
    const [payload, signature] = good.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()),
        demo: true,
      }),
    ).toString("base64url");
    for (const value of [
      `${forged}.${signature}`,
      // One character of the signature changed (to one it is not: 1 in 64 runs it began with x).
      `${payload}.${signature?.startsWith("x") ? "y" : "x"}${signature?.slice(1)}`,
      "nonsense",
    ]) {
      const answer = await houseCall(app, value, "POST", "/rounds", {
        amount: "1.00",
        params: UNDER_HALF,
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe(ErrorCode.UNAUTHORIZED);
    }
    const expired = signLaunch(app, launch, { expiresAt: Date.now() - 1000 });
    const late = await houseCall(app, expired, "POST", "/rounds", {
      amount: "1.00",
      params: UNDER_HALF,
    });
    expect(late.status).toBe(401);
    expect(late.body.error?.message).toMatch(/Reopen the game/);
    expect(await realBalance(app, launch.accountId)).toBe(1_000n);
    const rows = await app.database.db
      .select()
      .from(houseRounds)
      .where(eq(houseRounds.sessionToken, launch.token));
    expect(rows).toEqual([]);

    const missing = await houseCall(app, good, "GET", "/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.error?.code).toBe(ErrorCode.NOT_FOUND);
  });

  it("verify is public and checks its input", async () => {
    const seed = "a".repeat(64);
    const dice = await verifyCall(app, {
      game: "dice",
      serverSeed: seed,
      clientSeed: "c",
      nonce: 0,
      params: UNDER_HALF,
    });
    expect(dice.status).toBe(200);
    expect(dice.body.outcome).toHaveProperty("roll");
    const unknown = await verifyCall(app, {
      game: "poker",
      serverSeed: seed,
      clientSeed: "c",
      nonce: 0,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toHaveProperty("game");
    const badParams = await verifyCall(app, {
      game: "sevens-mines",
      serverSeed: seed,
      clientSeed: "c",
      nonce: 0,
      params: { mines: 30, picks: [] },
    });
    expect(badParams.status).toBe(400);
    expect(badParams.body.error?.fields).toHaveProperty(["params.mines"]);
  });
});

describe("round rows", () => {
  it("store only what the player chose for a one-shot round", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n });
    const placed = await houseClient(app, signLaunch(app, launch)).bet("1.00", UNDER_HALF);
    const row = await roundRow(app, placed.body.round.id);
    expect(row.transactions).toEqual([
      { transactionId: `${row.id}:bet`, action: "bet", amount: "100", done: true },
      { transactionId: `${row.id}:win`, action: "win", amount: String(row.payout), done: true },
    ]);
    expect(row.playerRef).toBe(launch.playerId);
  });
});
