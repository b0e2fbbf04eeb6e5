import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Level, LoyaltyAccount, PointEntry } from "../../../contracts/loyalty.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { walletBet, txId, walletCall } from "../../../tests/support/game-wallet.ts";
import { api } from "../../../tests/support/players.ts";
import { eventually } from "../../../tests/support/realtime.ts";
import {
  operatorCall,
  outboxPayloads,
  playerAtGame,
  sqlRows,
  type RetentionPlayer,
} from "../../../tests/support/retention.ts";
import { BET_TOPICS } from "../game/bet-events.ts";
import type { RewardIssueInput } from "./reward-issuer.ts";
import { RAKEBACK_CLAIM_STATUS } from "./service.ts";

/**
 * Loyalty on the database: points from real bets through the seamless wallet (per currency and
 * product, refunds taken back), level-ups announced once, rakeback accrued and claimed through
 * the bonus engine, the GB VIP checks, and the operator API.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

const rows = (query: SQL) => sqlRows(app, query);
const drain = () => app.platform.events.drain();

async function account(player: RetentionPlayer): Promise<LoyaltyAccount> {
  const response = await api<{ data: LoyaltyAccount }>(app, "GET", "/api/retention/account", {
    token: player.token,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

function levelMessages(playerId: string): Promise<LoyaltyAccount[]> {
  return outboxPayloads(app, `retention:accounts#${playerId}`, "account.level.updated");
}

async function credit(player: RetentionPlayer, points: number, key = txId("credit")) {
  const response = await operatorCall<{ data: LoyaltyAccount }>(
    app,
    "POST",
    `/api/operator/loyalty/players/${player.playerId}/points`,
    { points, reason: "Goodwill", idempotencyKey: key },
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

describe("points from wagering", () => {
  it("earns points on real bets in the base currency, sums them per day and takes refunds back", async () => {
    const player = await playerAtGame(app, { currency: "EUR" });
    expect(await account(player)).toMatchObject({
      points: 0,
      currentLevel: { name: "Bronze", order: 1, points: 0 },
      nextLevel: { name: "Silver", points: 1000 },
      percentage: 0,
    });
    // 100.00 EUR at 1.08 = 108 points, in two bets.
    await walletBet(app, player.launch, "60.00");
    const refunded = txId();
    const round = txId("round");
    await walletBet(app, player.launch, "40.00", round, { transactionId: refunded });
    await drain();
    expect((await account(player)).points).toBe(108);
    // The provider rolls the 40.00 back: 43.20 points go.
    const rollback = await walletCall(app, player.launch.provider, {
      action: "rollback",
      token: player.launch.token,
      transactionId: txId(),
      roundId: round,
      betTransactionId: refunded,
    });
    expect(rollback.status).toBe(200);
    await drain();
    const after = await account(player);
    expect(after.points).toBe(64);
    expect(after.percentage).toBe(6);

    const history = await api<{ data: PointEntry[] }>(
      app,
      "GET",
      "/api/retention/account/history",
      { token: player.token },
    );
    expect(history.body.data.map((entry) => [entry.kind, entry.product, entry.points])).toEqual(
      expect.arrayContaining([
        ["wager", "casino", "108.00"],
        ["refund", "casino", "-43.20"],
      ]),
    );
    expect(history.body.data).toHaveLength(2);
  });

  it("earns at the sport rate for a bet whose fact carries a sport slip", async () => {
    const player = await playerAtGame(app, { currency: "USD" });
    const [game] = await rows(sql`select id from games where identity = 'sevens-dice'`);
    await app.database.db.transaction(async (tx) => {
      await app.platform.events.append(tx, BET_TOPICS.placed, {
        betId: "00000000-0000-4000-8000-000000000001",
        provider: "sportsbook",
        roundId: txId("slip"),
        playerId: player.playerId,
        walletAccountId: player.accountId,
        currency: "USD",
        gameId: Number(game?.["id"]),
        transactionId: txId(),
        amount: "1000",
        sport: { legs: 3, kind: "accumulator" },
      });
    });
    await drain();
    // 10.00 USD at 2 points per USD.
    expect((await account(player)).points).toBe(20);
  });
});

describe("levels", () => {
  it("announces a level reached once, and the levels are public", async () => {
    const levels = await api<{ data: Level[] }>(app, "GET", "/api/retention/levels");
    expect(levels.status).toBe(200);
    expect(levels.body.data.map((level) => [level.name, level.points, level.isVip])).toEqual([
      ["Bronze", 0, false],
      ["Silver", 1000, false],
      ["Gold", 5000, false],
      ["Platinum", 25000, false],
      ["Diamond", 100000, true],
      ["Obsidian", 500000, true],
    ]);

    const player = await playerAtGame(app, { currency: "USD" });
    // 900 points by wagering, then past Silver with one more bet.
    await walletBet(app, player.launch, "900.00");
    await drain();
    expect(await levelMessages(player.playerId)).toEqual([]);
    await walletBet(app, player.launch, "100.00");
    await walletBet(app, player.launch, "5.00");
    await drain();
    const now = await account(player);
    expect(now).toMatchObject({ points: 1005, currentLevel: { name: "Silver", order: 2 } });
    expect(now.nextLevel?.name).toBe("Gold");
    const messages = await levelMessages(player.playerId);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.currentLevel?.name).toBe("Silver");

    // Straight to Gold with a credit: announced once more, credited once per key.
    await credit(player, 4000, "goodwill-1");
    await credit(player, 4000, "goodwill-1");
    expect((await account(player)).currentLevel?.name).toBe("Gold");
    expect(
      (await levelMessages(player.playerId)).map((message) => message.currentLevel?.name),
    ).toEqual(["Silver", "Gold"]);
  });
});

describe("rakeback and VIP", () => {
  it("accrues rakeback from the house edge of bets at the level's share", async () => {
    const player = await playerAtGame(app, { currency: "USD", game: "sevens-dice" });
    await credit(player, 25_000); // Platinum: 6 % rakeback.
    const [dice] = await rows(sql`select rtp from games where identity = 'sevens-dice'`);
    expect(String(dice?.["rtp"])).toBe("99.00");
    // 1 000.00 at 1 % edge and 6 %: 0.60.
    await walletBet(app, player.launch, "1000.00");
    await drain();
    const current = await account(player);
    expect(current.rakebackPercent).toBe("6");
    expect(current.rakeback).toEqual([{ currency: "USD", amount: "0.60" }]);
    // The bonus engine pays it with its no-wagering definition: real money at once.
    expect(current.rakebackClaimable).toBe(true);
    const balance = async () => {
      const [row] = await rows(
        sql`select balance from wallet_accounts where id = ${player.accountId}`,
      );
      return String(row?.["balance"]);
    };
    const before = await balance();
    const claim = await api(app, "POST", "/api/retention/rakeback/claim", {
      token: player.token,
      body: { currency: "USD" },
    });
    expect(claim.status).toBe(200);
    await eventually(async () => {
      await app.platform.jobs.runDueOnce();
      expect(BigInt(await balance()) - BigInt(before)).toBe(60n);
    });
  });

  it("credits every player of one batch with their own points and rakeback, refunds taken back", async () => {
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(() => playerAtGame(app, { currency: "USD", game: "sevens-dice" })),
    );
    if (!first || !second || !third) throw new Error("players missing");
    await credit(first, 25_000); // Platinum: 6 % rakeback.
    await credit(second, 25_000);
    const [dice] = await rows(sql`select id from games where identity = 'sevens-dice'`);
    const fact = (player: RetentionPlayer, amount: string) => ({
      betId: "00000000-0000-4000-8000-000000000002",
      provider: "sevens-originals",
      roundId: txId("batch"),
      playerId: player.playerId,
      walletAccountId: player.accountId,
      currency: "USD",
      gameId: Number(dice?.["id"]),
      transactionId: txId(),
      amount,
    });
    // One transaction, so the effect meets all of them in one batch.
    await app.database.db.transaction(async (tx) => {
      const append = (topic: string, payload: Record<string, unknown>) =>
        app.platform.events.append(tx, topic, payload);
      await append(BET_TOPICS.placed, fact(first, "100000"));
      await append(BET_TOPICS.placed, fact(second, "50000"));
      await append(BET_TOPICS.placed, fact(third, "1000"));
      await append(BET_TOPICS.refunded, fact(first, "40000"));
    });
    await drain();
    const [a, b, c] = await Promise.all([first, second, third].map(account));
    // 1 % edge at 6 %: 1 000.00 − 400.00 → 0.36; 500.00 → 0.30; Bronze earns none.
    expect([a?.points, b?.points, c?.points]).toEqual([25_600, 25_500, 10]);
    expect(a?.rakeback).toEqual([{ currency: "USD", amount: "0.36" }]);
    expect(b?.rakeback).toEqual([{ currency: "USD", amount: "0.30" }]);
    expect(c?.rakeback ?? []).toEqual([]);
  });

  it("gives VIP perks in GB only with a verified identity at 25 or older", async () => {
    const player = await playerAtGame(app, { currency: "USD", birthdate: "2004-06-01" });
    await app.database.db.execute(
      sql`update players set country = 'GB' where id = ${player.playerId}`,
    );
    await credit(player, 100_000); // Diamond, a VIP level (8 %).
    let current = await account(player);
    expect(current.currentLevel).toMatchObject({ name: "Diamond", isVip: true });
    // Not verified: Platinum's 6 % applies.
    expect(current).toMatchObject({
      rakebackPercent: "6",
      vip: { eligible: false, reason: "identity" },
    });
    await app.database.db.execute(
      sql`insert into player_verifications (player_id, status) values (${player.playerId}, 'verified')`,
    );
    // Verified but under 25.
    expect((await account(player)).vip).toEqual({ eligible: false, reason: "age" });
    await app.database.db.execute(
      sql`update players set birthdate = '1990-04-12' where id = ${player.playerId}`,
    );
    current = await account(player);
    expect(current).toMatchObject({ rakebackPercent: "8", vip: { eligible: true, reason: null } });

    // Elsewhere VIP levels apply as reached.
    const other = await playerAtGame(app, { currency: "USD", birthdate: "2004-06-01" });
    await credit(other, 100_000);
    expect(await account(other)).toMatchObject({ rakebackPercent: "8", vip: { eligible: true } });
  });

  it("pays claimed rakeback and level-up rewards once through the bonus engine, withholding a refused VIP's", async () => {
    const recorded: RewardIssueInput[] = [];
    const rewards = app.app.retention?.loyalty.rewards;
    if (!rewards) throw new Error("no retention module");
    rewards.set({
      issuer: {
        async issueReward(input) {
          recorded.push(input);
          return { playerBonusId: `bonus-${recorded.length}` };
        },
      },
      rakebackDefinitionId: "rakeback-definition",
    });
    const player = await playerAtGame(app, { currency: "USD", game: "sevens-dice" });
    await credit(player, 25_000);
    await walletBet(app, player.launch, "2000.00");
    await drain();
    expect((await account(player)).rakeback).toEqual([{ currency: "USD", amount: "1.20" }]);
    const claim = await api<{ data: { id: string; amount: string; status: number } }>(
      app,
      "POST",
      "/api/retention/rakeback/claim",
      { token: player.token, body: { currency: "USD" } },
    );
    expect(claim.status).toBe(200);
    expect(claim.body.data).toMatchObject({ amount: "1.20", status: 1 });
    expect((await account(player)).rakeback).toEqual([]);
    const nothing = await api(app, "POST", "/api/retention/rakeback/claim", {
      token: player.token,
      body: { currency: "USD" },
    });
    expect(nothing.status).toBe(400);
    // The retry comes once the job has marked the claim paid: the app's own worker may be
    // between the engine's answer and that mark (a retry then is deduplicated by the engine's
    // idempotency key, which this recording issuer does not keep).
    await eventually(async () => {
      await app.platform.jobs.runDueOnce();
      expect(recorded).toHaveLength(1);
      const [paid] = await rows(
        sql`select status from loyalty_rakeback_claims where id = ${claim.body.data.id}`,
      );
      expect(paid?.["status"]).toBe(RAKEBACK_CLAIM_STATUS.PAID);
    });
    await app.app.retention?.loyalty.service.payRakeback(claim.body.data.id);
    expect(recorded).toEqual([
      {
        playerId: player.playerId,
        definitionId: "rakeback-definition",
        currency: "USD",
        amount: "1.20",
        idempotencyKey: `loyalty-rakeback:${claim.body.data.id}`,
        source: { kind: "loyalty", id: claim.body.data.id },
      },
    ]);

    // Diamond gets a level-up bonus; a GB player without checks does not.
    const levels = await operatorCall<{ data: Level[] }>(
      app,
      "GET",
      "/api/operator/loyalty/levels",
    );
    const table = levels.body.data.map((level) => ({
      name: level.names,
      points: level.points,
      isVip: level.isVip,
      perks: {
        rakebackPercent: level.perks.rakebackPercent,
        levelUpReward:
          level.name === "Diamond"
            ? { kind: "bonus", definitionId: "diamond-welcome", name: { en: "Diamond bonus" } }
            : null,
      },
    }));
    const replaced = await operatorCall<{ data: Level[] }>(
      app,
      "PUT",
      "/api/operator/loyalty/levels",
      table,
    );
    expect(replaced.status).toBe(200);
    const vip = await playerAtGame(app, { currency: "USD" });
    const gb = await playerAtGame(app, { currency: "USD" });
    await app.database.db.execute(sql`update players set country = 'GB' where id = ${gb.playerId}`);
    recorded.length = 0;
    await credit(vip, 100_000);
    await credit(gb, 100_000);
    await eventually(async () => {
      await app.platform.jobs.runDueOnce();
      const outcomes = await rows(sql`select player_id, outcome from loyalty_level_rewards
                                      where player_id in (${vip.playerId}, ${gb.playerId})`);
      expect(outcomes).toHaveLength(2);
    });
    await app.app.retention?.loyalty.service.issueLevelReward(vip.playerId, 5);
    expect(
      recorded.map((input) => [input.playerId, input.definitionId, input.idempotencyKey]),
    ).toEqual([[vip.playerId, "diamond-welcome", `loyalty-level:${vip.playerId}:5`]]);
    const [withheld] = await rows(
      sql`select outcome from loyalty_level_rewards where player_id = ${gb.playerId}`,
    );
    expect(withheld?.["outcome"]).toBe("withheld");
  });
});

describe("operator API", () => {
  it("checks levels and rates before replacing them", async () => {
    expect((await api(app, "GET", "/api/operator/loyalty/levels")).status).toBe(401);
    const notZero = await operatorCall(app, "PUT", "/api/operator/loyalty/levels", [
      { name: { en: "One" }, points: 10 },
    ]);
    expect(notZero.status).toBe(400);
    const notRising = await operatorCall(app, "PUT", "/api/operator/loyalty/levels", [
      { name: { en: "One" }, points: 0 },
      { name: { en: "Two" }, points: 0 },
    ]);
    expect(notRising.status).toBe(400);
    const unknown = await operatorCall(app, "PUT", "/api/operator/loyalty/rates", [
      { product: "casino", currency: "XXX", pointsPerUnit: "1" },
    ]);
    expect(unknown.status).toBe(400);
    const rates = await operatorCall<{ data: unknown[] }>(
      app,
      "PUT",
      "/api/operator/loyalty/rates",
      [
        { product: "casino", currency: "*", pointsPerUnit: "1" },
        { product: "casino", currency: "BTC", pointsPerUnit: "1.5" },
        { product: "sport", currency: "*", pointsPerUnit: "2" },
      ],
    );
    expect(rates.status).toBe(200);
    expect(rates.body.data).toContainEqual({
      product: "casino",
      currency: "BTC",
      pointsPerUnit: "1.5",
    });
    const missing = await operatorCall(
      app,
      "POST",
      "/api/operator/loyalty/players/00000000-0000-4000-8000-000000000000/points",
      { points: 5, reason: "Goodwill", idempotencyKey: "missing-player" },
    );
    expect(missing.status).toBe(404);
  });
});
