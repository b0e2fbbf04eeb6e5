import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  accountBalances,
  bonusAction,
  createDefinition,
  issueBonus,
  newBonusPlayer,
  operatorBonusesOf,
  playerBonuses,
  type BonusPlayer,
} from "../../../tests/support/bonus.ts";
import { api } from "../../../tests/support/players.ts";
import { players } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

const fixed = (amount: string, extra: Record<string, unknown> = {}) =>
  createDefinition(app, {
    kind: "fixed",
    trigger: "manual",
    amounts: { EUR: { amount, maxBet: "2.00" } },
    wagerMultiplier: 10,
    ...extra,
  });

async function issued(player: BonusPlayer, definitionId: string, extra = {}) {
  const response = await issueBonus(app, { playerId: player.id, definitionId, ...extra });
  expect(response.status).toBe(200);
  const bonus = response.body.data.playerBonus;
  if (!bonus) throw new Error("no bonus issued");
  return bonus;
}

describe("issuing and the state machine", () => {
  it("issues a bonus that waits, activates it into the bonus balance and keeps one active per account", async () => {
    const player = await newBonusPlayer(app);
    const first = await fixed("10.00");
    const second = await fixed("5.00");
    const a = await issued(player, first.id);
    expect(a).toMatchObject({ status: 1, result: 1, amount: "10.00", currency: "EUR" });
    expect(a.wager).toEqual({ current: "0.00", required: "100.00", percentage: 0 });
    const b = await issued(player, second.id);

    const activated = await bonusAction(app, player, a.id, "activate");
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({
      status: 2,
      balance: "10.00",
      maxBetAmount: "2.00",
    });
    expect(await accountBalances(app, player)).toEqual({
      balance: "10.00",
      realBalance: "0.00",
      bonusBalance: "10.00",
    });

    const refused = await bonusAction(app, player, b.id, "activate");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(ErrorCode.BONUS_ANOTHER_ACTIVE);
    expect((await playerBonuses(app, player)).map((item) => [item.id, item.status])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);

    const canceled = await bonusAction(app, player, a.id, "cancel");
    expect(canceled.body.data).toMatchObject({ status: 3, result: 3, forfeitedAmount: "10.00" });
    expect(await accountBalances(app, player)).toMatchObject({ bonusBalance: "0.00" });
    // Finished bonuses leave the player's list (SPEC §4) but stay in the history.
    expect((await playerBonuses(app, player)).map((item) => item.id)).toEqual([b.id]);
    expect((await playerBonuses(app, player, "?status[]=3")).map((item) => item.id)).toEqual([
      a.id,
    ]);

    expect((await bonusAction(app, player, b.id, "activate")).body.data).toMatchObject({
      status: 2,
      balance: "5.00",
    });
    const again = await bonusAction(app, player, a.id, "cancel");
    expect(again.status).toBe(400);
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("answers 404 for another player's bonus and for ids that are no bonus, changing nothing", async () => {
    const owner = await newBonusPlayer(app);
    const other = await newBonusPlayer(app);
    const bonus = await issued(owner, (await fixed("3.00")).id);
    for (const action of ["activate", "cancel"] as const) {
      expect((await bonusAction(app, other, bonus.id, action)).status).toBe(404);
      expect((await bonusAction(app, other, randomBytes(4).toString("hex"), action)).status).toBe(
        404,
      );
    }
    expect((await playerBonuses(app, owner))[0]).toMatchObject({ id: bonus.id, status: 1 });
    expect(
      (await api(app, "GET", "/api/game/player-bonuses?status[]=9", { token: owner.accessToken }))
        .status,
    ).toBe(400);
  });

  it("refuses to cancel a locked bonus while it is wagered, except for a player in GB", async () => {
    const locked = await fixed("4.00", { isCancelLock: true });
    const player = await newBonusPlayer(app);
    const bonus = await issued(player, locked.id, { activate: true });
    expect(bonus).toMatchObject({ status: 2, isBonusCancelLock: true });
    const refused = await bonusAction(app, player, bonus.id, "cancel");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe(ErrorCode.BONUS_CANCEL_LOCKED);
    expect(await accountBalances(app, player)).toMatchObject({ bonusBalance: "4.00" });

    const british = await newBonusPlayer(app);
    await app.database.db.update(players).set({ country: "GB" }).where(eq(players.id, british.id));
    const theirs = await issued(british, locked.id, { activate: true });
    expect(theirs.isBonusCancelLock).toBe(false);
    expect((await bonusAction(app, british, theirs.id, "cancel")).body.data).toMatchObject({
      status: 3,
      result: 3,
    });
  });
});

describe("issueReward (quests, loyalty)", () => {
  it("issues once per idempotency key and converts a bonus without wagering to real money at once", async () => {
    const player = await newBonusPlayer(app);
    const rakeback = await fixed("2.50", { wagerMultiplier: 0 });
    const module = app.app.bonuses;
    if (!module) throw new Error("no bonus module");
    const input = {
      playerId: player.id,
      definitionId: rakeback.id,
      idempotencyKey: `rakeback:${player.id}:1`,
      source: { kind: "loyalty" as const, id: "level-2" },
    };
    const first = await module.issueReward(input);
    const second = await module.issueReward(input);
    expect(second).toEqual(first);
    expect(first.playerBonusId).toBeDefined();
    expect(await accountBalances(app, player)).toEqual({
      balance: "2.50",
      realBalance: "2.50",
      bonusBalance: "0.00",
    });
    const [item] = (await operatorBonusesOf(app, player.id)).bonuses;
    expect(item).toMatchObject({ status: 3, result: 2, convertedAmount: "2.50" });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("pays rakeback at the amount given at issue, as real money, through the seeded definition", async () => {
    const module = app.app.bonuses;
    if (!module) throw new Error("no bonus module");
    const rakeback = await module.definitionId("rakeback");
    if (!rakeback) throw new Error("no rakeback definition");
    const player = await newBonusPlayer(app);
    const issued = await module.issueReward({
      playerId: player.id,
      definitionId: rakeback,
      amount: "0.60",
      idempotencyKey: `loyalty-rakeback:${player.id}`,
      source: { kind: "loyalty", id: "claim-1" },
    });
    expect(issued.playerBonusId).toBeDefined();
    expect(await accountBalances(app, player)).toMatchObject({ realBalance: "0.60" });
    // Without an amount the definition gives nothing: refused, nothing issued.
    await expect(
      module.issueReward({
        playerId: player.id,
        definitionId: rakeback,
        idempotencyKey: `loyalty-rakeback:${player.id}:2`,
        source: { kind: "loyalty", id: "claim-2" },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("gives nothing to a player cooling off or self-excluded", async () => {
    const definition = await fixed("5.00");
    const module = app.app.bonuses;
    if (!module) throw new Error("no bonus module");
    for (const [exclusion, period] of [
      [5, "1d"],
      [4, "6m"],
    ] as const) {
      const player = await newBonusPlayer(app);
      const limit = await api(app, "POST", "/api/player/limits", {
        token: player.accessToken,
        body: { definition: exclusion, period },
      });
      expect(limit.status).toBe(200);
      await expect(
        module.issueReward({
          playerId: player.id,
          definitionId: definition.id,
          idempotencyKey: `quest:${player.id}`,
          source: { kind: "quest", id: "q1" },
        }),
      ).rejects.toMatchObject({ status: 403, code: ErrorCode.BONUS_NOT_AVAILABLE });
      const refused = await issueBonus(app, { playerId: player.id, definitionId: definition.id });
      expect(refused.status).toBe(403);
      expect((await operatorBonusesOf(app, player.id)).bonuses).toEqual([]);
    }
  });
});

describe("GB rules", () => {
  it("refuses a GB player wagering above 10 times the bonus or mixing products; allows 10 times", async () => {
    const player = await newBonusPlayer(app);
    await app.database.db
      .update(players)
      .set({ registrationCountry: "GB" })
      .where(eq(players.id, player.id));
    const heavy = await fixed("10.00", { wagerMultiplier: 35 });
    const mixed = await fixed("10.00", { wagerMultiplier: 5, products: ["casino", "sport"] });
    const fair = await fixed("10.00", { wagerMultiplier: 10 });
    for (const definition of [heavy, mixed]) {
      const refused = await issueBonus(app, { playerId: player.id, definitionId: definition.id });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe(ErrorCode.BONUS_NOT_AVAILABLE);
    }
    expect((await issueBonus(app, { playerId: player.id, definitionId: fair.id })).status).toBe(
      200,
    );
    expect((await operatorBonusesOf(app, player.id)).bonuses).toHaveLength(1);

    // The same definition goes to a player elsewhere.
    const german = await newBonusPlayer(app);
    expect((await issueBonus(app, { playerId: german.id, definitionId: heavy.id })).status).toBe(
      200,
    );
  });
});
