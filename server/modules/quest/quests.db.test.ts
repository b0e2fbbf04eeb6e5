import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoyaltyAccount } from "../../../contracts/loyalty.ts";
import type { z } from "zod";
import type {
  Quest,
  QuestDefinition,
  questDefinitionInputSchema,
} from "../../../contracts/quest.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { txId, walletBet, walletCall, walletWin } from "../../../tests/support/game-wallet.ts";
import { createDeposit, postWebhook, webhookBody } from "../../../tests/support/payments.ts";
import { api, signIn, TEST_PASSWORD } from "../../../tests/support/players.ts";
import { eventually } from "../../../tests/support/realtime.ts";
import {
  operatorCall,
  outboxPayloads,
  playerAtGame,
  sqlRows,
  type RetentionPlayer,
} from "../../../tests/support/retention.ts";
import type { RewardIssueInput, RewardIssuer } from "../loyalty/reward-issuer.ts";

/**
 * Quests end to end on the database: issue, start, leave, expire by job; progress from real
 * bets through the signed seamless wallet, deposits and sign-ins; exactly once when a provider
 * replays a call or a batch fails and runs again; rewards claimed once.
 */

type QuestInput = z.input<typeof questDefinitionInputSchema>;
type Task = Quest["tasks"][number];

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

const rows = (query: SQL) => sqlRows(app, query);

const drain = () => app.platform.events.drain();

function identity(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

async function defineQuest(input: Partial<QuestInput> & Pick<QuestInput, "tasks">) {
  const response = await operatorCall<{ data: QuestDefinition }>(
    app,
    "POST",
    "/api/operator/quests",
    {
      identity: identity("test"),
      name: { en: "Test quest" },
      ...input,
    },
  );
  expect(response.status).toBe(200);
  return response.body.data;
}

async function quests(player: RetentionPlayer, query = ""): Promise<Quest[]> {
  const response = await api<{ data: Quest[] }>(app, "GET", `/api/retention/quests${query}`, {
    token: player.token,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function questOf(player: RetentionPlayer, definition: QuestDefinition, query = "") {
  const found = (await quests(player, query)).find(
    (quest) => quest.identity === definition.identity,
  );
  if (!found) throw new Error(`no quest ${definition.identity}`);
  return found;
}

function act(player: RetentionPlayer, id: string, action: "activate" | "cancel" | "claim") {
  return api<{ data: Quest; error?: { message: string } }>(
    app,
    "PUT",
    `/api/retention/quests/${id}/${action}`,
    { token: player.token },
  );
}

/** What went out on the player's quests channel, oldest first (payloads). */
function outboxMessages<T = Quest>(playerId: string, event: string): Promise<T[]> {
  return outboxPayloads<T>(app, `retention:quests#${playerId}`, event);
}

describe("quest life cycle", () => {
  it("issues the quests on offer, starts and leaves one, and refuses what does not fit", async () => {
    const player = await playerAtGame(app);
    const list = await quests(player);
    // The seeded quests are there, each waiting to be started.
    expect(list.map((quest) => quest.identity)).toEqual(
      expect.arrayContaining(["first-steps", "daily-dice", "regular"]),
    );
    const firstSteps = list.find((quest) => quest.identity === "first-steps");
    if (!firstSteps) throw new Error("no first-steps");
    expect(firstSteps).toMatchObject({ state: 1, sequential: true, rewardsClaimed: false });
    expect(firstSteps.tasks.map((task) => [task.type, task.quantity, task.isActive])).toEqual([
      ["betCount", "10", false],
      // $50 shown in the player's EUR at 1.08.
      ["wagerAmount", "46.30", false],
    ]);
    // Asking again issues nothing twice.
    expect((await quests(player)).filter((quest) => quest.identity === "first-steps")).toHaveLength(
      1,
    );

    const started = await act(player, firstSteps.id, "activate");
    expect(started.status).toBe(200);
    expect(started.body.data.state).toBe(2);
    expect(started.body.data.tasks.map((task) => task.isActive)).toEqual([true, false]);
    // Seven days to finish.
    const deadline = Date.parse(started.body.data.deadlineAt ?? "");
    expect(deadline - Date.parse(started.body.data.activatedAt ?? "")).toBe(7 * 24 * 3600_000);
    expect((await act(player, firstSteps.id, "activate")).status).toBe(400);
    expect((await act(player, firstSteps.id, "claim")).status).toBe(400);

    const left = await act(player, firstSteps.id, "cancel");
    expect(left.body.data).toMatchObject({ state: 1, activatedAt: null });
    expect((await act(player, firstSteps.id, "cancel")).status).toBe(400);

    // Another player's quest, an unknown one and a malformed id are all unknown.
    const other = await playerAtGame(app);
    expect((await act(other, firstSteps.id, "activate")).status).toBe(404);
    expect((await act(player, "00000000-0000-4000-8000-000000000000", "activate")).status).toBe(
      404,
    );
    expect((await act(player, "not-a-quest", "activate")).status).toBe(404);
    const bad = await api(app, "GET", "/api/retention/quests?state=4", { token: player.token });
    expect(bad.status).toBe(400);
    expect((await api(app, "GET", "/api/retention/quests")).status).toBe(401);

    // Every change went out on the player's channel.
    const updates = await outboxMessages(player.playerId, "quest.updated");
    expect(updates.map((quest) => quest.state)).toEqual([2, 1]);
  });

  it("expires a started quest at its deadline (6) by job", async () => {
    const definition = await defineQuest({
      tasks: [{ type: "betCount", quantity: "5" }],
      durationMinutes: 30,
    });
    const player = await playerAtGame(app);
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");
    // Half an hour later: the deadline and its job are due.
    await app.database.db.execute(
      sql`update player_quests set deadline_at = now() - interval '1 second' where id = ${quest.id}`,
    );
    await app.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'quest.expire'
            and payload->>'playerQuestId' = ${quest.id}`,
    );
    await app.platform.jobs.runDueOnce();
    const [row] = await rows(sql`select state, ended_at from player_quests where id = ${quest.id}`);
    expect(row?.["state"]).toBe(6);
    expect(row?.["ended_at"]).not.toBeNull();
    // Gone from the list, and a bet afterwards moves nothing.
    expect((await quests(player)).some((listed) => listed.id === quest.id)).toBe(false);
    await walletBet(app, player.launch, "1.00");
    await drain();
    const [task] = await rows(
      sql`select progress from player_quest_tasks where player_quest_id = ${quest.id}`,
    );
    expect(String(task?.["progress"])).toBe("0");
    const updates = await outboxMessages(player.playerId, "quest.updated");
    expect(updates.at(-1)?.state).toBe(6);
  });

  it("expires an unstarted daily quest (5) at the reset and issues the new day's at once", async () => {
    const player = await playerAtGame(app);
    // The sign-in's effect issues what is on offer too: let it run first, or it could issue the
    // new day's quest (unannounced) between the rewind below and the job.
    await drain();
    const daily = (await quests(player)).find((quest) => quest.identity === "daily-dice");
    if (!daily) throw new Error("no daily-dice");
    expect(daily.resetSchedule).toBe("daily");
    // It was issued yesterday and its day is over.
    await app.database.db.execute(
      sql`update player_quests set period_key = 'yesterday', expires_at = now() - interval '1 second'
          where id = ${daily.id}`,
    );
    await app.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'quest.expire'
            and payload->>'playerQuestId' = ${daily.id}`,
    );
    await app.platform.jobs.runDueOnce();
    const [expired] = await rows(sql`select state from player_quests where id = ${daily.id}`);
    expect(expired?.["state"]).toBe(5);
    const fresh = (await quests(player)).filter((quest) => quest.identity === "daily-dice");
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.id).not.toBe(daily.id);
    expect(fresh[0]?.state).toBe(1);
    // The player's screen hears of both: the expired quest and the new one.
    const updates = await outboxMessages(player.playerId, "quest.updated");
    expect(updates.map((quest) => [quest.id, quest.state])).toEqual(
      expect.arrayContaining([
        [daily.id, 5],
        [fresh[0]?.id, 1],
      ]),
    );
  });
});

describe("progress from what the player does", () => {
  it("moves tasks with real bets and wins through the seamless wallet, live", async () => {
    const definition = await defineQuest({
      tasks: [
        { type: "playGames", quantity: "3", games: ["sevens-dice"] },
        { type: "wagerAmount", quantity: "10.00", minBet: "1.00" },
        { type: "winMultiplier", quantity: "1", minMultiplier: "2" },
      ],
    });
    const player = await playerAtGame(app, { currency: "USD", game: "sevens-dice" });
    const quest = await questOf(player, definition);
    // Bets before the start do not count.
    await walletBet(app, player.launch, "5.00");
    await drain();
    await act(player, quest.id, "activate");

    const round = txId("round");
    expect((await walletBet(app, player.launch, "2.00", round)).status).toBe(200);
    expect((await walletWin(app, player.launch, round, "4.00")).status).toBe(200);
    // Below the minimum bet: a round of dice, but no wager.
    await walletBet(app, player.launch, "0.50");
    await drain();
    let current = await questOf(player, definition);
    expect(current.tasks.map((task) => [task.progress, task.isCompleted])).toEqual([
      ["2", false],
      ["2.00", false],
      ["1", true],
    ]);

    await walletBet(app, player.launch, "8.00");
    await drain();
    current = await questOf(player, definition, "?state[]=3");
    expect(current.state).toBe(3);
    expect(current.tasks.every((task) => task.isCompleted && task.percentage === 100)).toBe(true);

    // Live: each task as it moved, and the quest once completed.
    const taskMessages = await outboxMessages<Task>(player.playerId, "quest.task.updated");
    const wager = taskMessages.filter((task) => task.type === "wagerAmount");
    expect(wager.map((task) => task.progress)).toEqual(["2.00", "10.00"]);
    const completed = await outboxMessages(player.playerId, "quest.updated");
    expect(completed.at(-1)?.state).toBe(3);
  });

  it("moves the seeded accumulator quest with sport accumulators of three legs, not smaller ones", async () => {
    const player = await playerAtGame(app, { currency: "USD", game: "sevens-dice" });
    const seeded = (await quests(player)).find((quest) => quest.identity === "accumulator-week");
    if (!seeded) throw new Error("the accumulator quest is not seeded");
    await act(player, seeded.id, "activate");
    const leg = (eventId: number) => ({
      eventId,
      eventName: `Event ${eventId}`,
      sportId: 66,
      marketName: "Match result",
      selectionName: "Home",
      odds: "2.00",
      startsAt: "2030-05-01T18:00:00.000Z",
      isLive: false,
    });
    const sportBet = (legs: number) =>
      walletCall(app, player.launch.provider, {
        action: "bet",
        token: player.launch.token,
        transactionId: txId(),
        roundId: txId("sport"),
        gameId: player.launch.game,
        amount: "1.00",
        currency: player.launch.currency,
        sport: {
          kind: legs === 1 ? "single" : "accumulator",
          legs,
          systemSize: null,
          odds: (2 ** legs).toFixed(2),
          selections: Array.from({ length: legs }, (_, index) => leg(index + 1)),
        },
      });
    for (const legs of [3, 2, 1, 4]) expect((await sportBet(legs)).status).toBe(200);
    await drain();
    const current = (await quests(player)).find((quest) => quest.id === seeded.id);
    expect(current?.tasks.map((task) => [task.type, task.progress])).toEqual([
      ["sportAccumulator", "2"],
    ]);
  });

  it("opens the next task of a sequential quest when one is done, counting from then", async () => {
    const definition = await defineQuest({
      sequential: true,
      tasks: [
        { type: "betCount", quantity: "1" },
        { type: "betCount", quantity: "2" },
      ],
    });
    const player = await playerAtGame(app);
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");
    await walletBet(app, player.launch, "1.00");
    await drain();
    const current = await questOf(player, definition);
    expect(current.tasks.map((task) => [task.progress, task.isActive, task.isCompleted])).toEqual([
      ["1", true, true],
      ["0", true, false],
    ]);
    const messages = await outboxMessages<Task>(player.playerId, "quest.task.updated");
    expect(messages.map((task) => [task.position, task.isActive, task.isCompleted])).toEqual([
      [0, true, true],
      [1, true, false],
    ]);
  });

  it("counts a provider's replayed bet once, and a batch that failed and ran again once", async () => {
    const definition = await defineQuest({
      tasks: [{ type: "betCount", quantity: "10" }],
    });
    const player = await playerAtGame(app);
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");

    // The provider sends the same bet three times: one stake, one fact, one step.
    const transactionId = txId();
    const roundId = txId("round");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await walletBet(app, player.launch, "1.00", roundId, { transactionId })).status).toBe(
        200,
      );
    }
    await drain();
    expect((await questOf(player, definition)).tasks[0]?.progress).toBe("1");

    // The next batch fails after writing its progress (once), rolls back and runs again.
    await app.database.db.execute(sql`create sequence test_quest_fault`);
    await app.database.db.execute(sql`
      create function test_quest_fault() returns trigger language plpgsql as $$
      begin
        if nextval('test_quest_fault') = 1 then raise exception 'injected failure'; end if;
        return new;
      end $$`);
    await app.database.db.execute(sql`
      create trigger test_quest_fault after update on player_quest_tasks
      for each row execute function test_quest_fault()`);
    try {
      await walletBet(app, player.launch, "1.00");
      await walletBet(app, player.launch, "1.00");
      await drain();
      // It did fail once: the sequence moved past its first value.
      const [fault] = await rows(sql`select last_value from test_quest_fault`);
      expect(Number(fault?.["last_value"])).toBeGreaterThan(1);
    } finally {
      await app.database.db.execute(sql`drop trigger test_quest_fault on player_quest_tasks`);
      await app.database.db.execute(sql`drop function test_quest_fault()`);
      await app.database.db.execute(sql`drop sequence test_quest_fault`);
    }
    expect((await questOf(player, definition)).tasks[0]?.progress).toBe("3");
    const steps = (await outboxMessages<Task>(player.playerId, "quest.task.updated")).map(
      (task) => task.progress,
    );
    // Each step once, never back, ending at 3.
    expect(steps[0]).toBe("1");
    expect(steps.at(-1)).toBe("3");
    expect(new Set(steps).size).toBe(steps.length);
  });

  it("moves deposit tasks with successful deposits and sign-in tasks once a day", async () => {
    const definition = await defineQuest({
      tasks: [
        { type: "depositAmount", quantity: "20.00" },
        { type: "loginDays", quantity: "2" },
      ],
    });
    const player = await playerAtGame(app, { currency: "USD" });
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");

    const deposit = await createDeposit(app, player.token, {
      method: "sandbox.deposit.visa",
      amount: "25.00",
      currency: "USD",
      accountId: player.accountId,
      fields: { firstName: "Ann", lastName: "Example" },
    });
    expect(deposit.status).toBe(200);
    const confirmed = await postWebhook(
      app,
      webhookBody({
        transactionId: txId("psp"),
        invoiceId: deposit.body.data.invoiceId,
        status: "success",
        amount: 2500n,
        currency: "USD",
      }),
    );
    expect(confirmed.status).toBe(200);
    const [email] = await rows(sql`select email from players where id = ${player.playerId}`);
    // Two sign-ins today count as one day.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const signedIn = await signIn(app, {
        email: String(email?.["email"]),
        password: TEST_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
    }
    await drain();
    const current = await questOf(player, definition);
    expect(current.tasks.map((task) => [task.type, task.progress, task.isCompleted])).toEqual([
      ["depositAmount", "20.00", true],
      ["loginDays", "1", false],
    ]);
  });
});

describe("rewards", () => {
  it("refuses bonus rewards of unknown definitions and unknown games from the operator", async () => {
    const refused = await operatorCall(app, "POST", "/api/operator/quests", {
      identity: identity("bonus"),
      name: { en: "Bonus quest" },
      tasks: [{ type: "betCount", quantity: "1" }],
      rewards: [{ kind: "bonus", definitionId: "x", name: { en: "Bonus" } }],
    });
    expect(refused.status).toBe(400);
    const unknownGame = await operatorCall(app, "POST", "/api/operator/quests", {
      identity: identity("games"),
      name: { en: "Games quest" },
      tasks: [{ type: "playGames", quantity: "1", games: ["no-such-game"] }],
    });
    expect(unknownGame.status).toBe(400);
    const noGames = await operatorCall(app, "POST", "/api/operator/quests", {
      identity: identity("games"),
      name: { en: "Games quest" },
      tasks: [{ type: "playGames", quantity: "1" }],
    });
    expect(noGames.status).toBe(400);
    expect((await api(app, "GET", "/api/operator/quests")).status).toBe(401);
  });

  it("pays a quest's bonus reward through the bonus engine: it appears in the player's bonuses", async () => {
    const definitionId = await app.app.bonuses?.definitionId("signup-10");
    if (!definitionId) throw new Error("no seeded signup-10 bonus");
    const definition = await defineQuest({
      tasks: [{ type: "betCount", quantity: "1" }],
      rewards: [{ kind: "bonus", definitionId, name: { en: "10 bonus" } }],
    });
    const player = await playerAtGame(app);
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");
    await walletBet(app, player.launch, "1.00");
    await drain();
    expect((await act(player, quest.id, "claim")).status).toBe(200);
    await eventually(async () => {
      await app.platform.jobs.runDueOnce();
      const listed = await api<{ data: { id: string; amount: string; currency: string }[] }>(
        app,
        "GET",
        "/api/game/player-bonuses?status[]=1&status[]=2&currency=EUR",
        { token: player.token },
      );
      expect(listed.body.data).toHaveLength(1);
      expect(listed.body.data[0]).toMatchObject({ currency: "EUR" });
    });
  });

  it("credits a quest's points once and issues its bonus once through the bonus engine", async () => {
    const recorded: RewardIssueInput[] = [];
    const issuer: RewardIssuer = {
      async issueReward(input) {
        recorded.push(input);
        return { playerBonusId: `bonus-${recorded.length}` };
      },
    };
    const rewards = app.app.retention?.loyalty.rewards;
    if (!rewards) throw new Error("no retention module");
    rewards.set({ issuer });
    const definition = await defineQuest({
      tasks: [{ type: "betCount", quantity: "1" }],
      rewards: [
        { kind: "points", points: 1200 },
        { kind: "bonus", definitionId: "quest-bonus", name: { en: "€5 bonus" } },
      ],
    });
    const player = await playerAtGame(app);
    const quest = await questOf(player, definition);
    await act(player, quest.id, "activate");
    await walletBet(app, player.launch, "1.00");
    await drain();

    const claimed = await act(player, quest.id, "claim");
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.rewardsClaimed).toBe(true);
    const again = await act(player, quest.id, "claim");
    expect(again.status).toBe(400);
    // The job runs (and a retry of it): one bonus. The retry comes once the job has recorded
    // its issue: the app's own worker may be running it, between the engine's answer and that
    // record (a retry before then is deduplicated by the engine's idempotency key, which this
    // recording issuer does not keep).
    await eventually(async () => {
      await app.platform.jobs.runDueOnce();
      expect(recorded).toHaveLength(1);
      const issues = await rows(
        sql`select 1 from quest_reward_issues where player_quest_id = ${quest.id}`,
      );
      expect(issues).toHaveLength(1);
    });
    await app.app.retention?.quests.issueReward(quest.id, 1);
    expect(recorded).toEqual([
      {
        playerId: player.playerId,
        definitionId: "quest-bonus",
        currency: "EUR",
        idempotencyKey: `quest-reward:${quest.id}:1`,
        source: { kind: "quest", id: quest.id },
      },
    ]);
    const [issue] = await rows(
      sql`select player_bonus_id from quest_reward_issues where player_quest_id = ${quest.id}`,
    );
    expect(issue?.["player_bonus_id"]).toBe("bonus-1");
    // A claimed quest leaves the list.
    expect(
      (await quests(player, "?state[]=1&state[]=2&state[]=3")).some(
        (listed) => listed.id === quest.id,
      ),
    ).toBe(false);

    // 1 200 points (plus the 1.00 EUR bet's) reach Silver: once.
    const account = await api<{ data: LoyaltyAccount }>(app, "GET", "/api/retention/account", {
      token: player.token,
    });
    expect(account.body.data.points).toBe(1201);
    expect(account.body.data.currentLevel?.name).toBe("Silver");
    const entries = await rows(sql`select kind from loyalty_point_entries
                                   where player_id = ${player.playerId} and kind = 'quest'`);
    expect(entries).toHaveLength(1);
  });
});
