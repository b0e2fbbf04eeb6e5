import { describe, expect, it } from "vitest";
import type { TaskType } from "../../../contracts/quest.ts";
import {
  advanceQuest,
  isTaskActive,
  stepOf,
  type QuestFact,
  type SportBetKind,
  type TaskState,
} from "./progress.ts";

const at = new Date("2026-03-10T12:00:00Z");
const DICE = 1;
const SLOT = 2;

function task(type: TaskType, quantity: bigint, overrides: Partial<TaskState> = {}): TaskState {
  return {
    position: 0,
    type,
    quantity,
    progress: 0n,
    gameIds: [],
    minBet: null,
    minMultiplier: null,
    minLegs: null,
    lastDay: null,
    completed: false,
    ...overrides,
  };
}

const bet = (
  gameId: number,
  stakeBaseCents: bigint,
  sport: { legs: number; kind: SportBetKind } | null = null,
): QuestFact => ({
  kind: "bet",
  at,
  gameId,
  stakeBaseCents,
  sport,
});
const settle = (gameId: number, betAmount: bigint, winAmount: bigint): QuestFact => ({
  kind: "settle",
  at,
  gameId,
  betAmount,
  winAmount,
  betBaseCents: betAmount,
});
const refund = (gameId: number, amountBaseCents: bigint): QuestFact => ({
  kind: "refund",
  at,
  gameId,
  amountBaseCents,
});
const deposit = (amountBaseCents: bigint): QuestFact => ({ kind: "deposit", at, amountBaseCents });
const signIn = (day: string): QuestFact => ({ kind: "signIn", at, day });

describe("task types", () => {
  it("betCount counts bets of at least the minimum, in the games named", () => {
    const any = task("betCount", 10n, { minBet: 100n });
    expect(stepOf(any, bet(DICE, 100n)).delta).toBe(1n);
    expect(stepOf(any, bet(DICE, 99n)).delta).toBe(0n);
    expect(stepOf(any, settle(DICE, 100n, 0n)).delta).toBe(0n);
    const diceOnly = task("betCount", 10n, { gameIds: [DICE] });
    expect(stepOf(diceOnly, bet(SLOT, 500n)).delta).toBe(0n);
    expect(stepOf(diceOnly, refund(DICE, 500n)).delta).toBe(-1n);
  });

  it("wagerAmount adds stakes in the base currency and takes refunds back", () => {
    const wager = task("wagerAmount", 10_000n);
    expect(stepOf(wager, bet(SLOT, 1_350n)).delta).toBe(1_350n);
    expect(stepOf(wager, refund(SLOT, 350n)).delta).toBe(-350n);
    expect(stepOf(wager, deposit(5_000n)).delta).toBe(0n);
  });

  it("playGames counts rounds of the named games only", () => {
    const play = task("playGames", 3n, { gameIds: [DICE] });
    expect(stepOf(play, bet(DICE, 1n)).delta).toBe(1n);
    expect(stepOf(play, bet(SLOT, 1n)).delta).toBe(0n);
  });

  it("winMultiplier counts rounds that returned at least the multiplier", () => {
    const tenX = task("winMultiplier", 2n, { minMultiplier: 1000 });
    expect(stepOf(tenX, settle(SLOT, 100n, 1_000n)).delta).toBe(1n);
    expect(stepOf(tenX, settle(SLOT, 100n, 999n)).delta).toBe(0n);
    // A refunded round has no stake left to multiply.
    expect(stepOf(tenX, settle(SLOT, 0n, 0n)).delta).toBe(0n);
    expect(stepOf(tenX, bet(SLOT, 100n)).delta).toBe(0n);
  });

  it("depositAmount adds successful deposits", () => {
    const deposits = task("depositAmount", 5_000n);
    expect(stepOf(deposits, deposit(2_500n)).delta).toBe(2_500n);
    expect(stepOf(deposits, bet(DICE, 2_500n)).delta).toBe(0n);
  });

  it("loginDays counts each UTC day once", () => {
    const days = task("loginDays", 3n);
    expect(stepOf(days, signIn("2026-03-10"))).toEqual({ delta: 1n, lastDay: "2026-03-10" });
    const counted = { ...days, progress: 1n, lastDay: "2026-03-10" };
    expect(stepOf(counted, signIn("2026-03-10")).delta).toBe(0n);
    expect(stepOf(counted, signIn("2026-03-11")).delta).toBe(1n);
  });

  it("sportAccumulator counts accumulators of enough legs; a bet without a slip never counts", () => {
    const accas = task("sportAccumulator", 2n, { minLegs: 3 });
    expect(stepOf(accas, bet(SLOT, 100n, { legs: 3, kind: "accumulator" })).delta).toBe(1n);
    expect(stepOf(accas, bet(SLOT, 100n, { legs: 2, kind: "accumulator" })).delta).toBe(0n);
    expect(stepOf(accas, bet(SLOT, 100n, { legs: 4, kind: "system" })).delta).toBe(0n);
    expect(stepOf(accas, bet(SLOT, 100n)).delta).toBe(0n);
    expect(
      stepOf(task("sportAccumulator", 1n), bet(SLOT, 1n, { legs: 2, kind: "accumulator" })).delta,
    ).toBe(1n);
  });
});

describe("a quest's tasks together", () => {
  it("completes a task at its quantity and keeps progress within 0 and the quantity", () => {
    const tasks = [task("wagerAmount", 1_000n)];
    const first = advanceQuest(tasks, false, bet(DICE, 1_500n));
    expect(first.tasks[0]).toMatchObject({ progress: 1_000n, completed: true });
    expect(first.completed).toEqual([0]);
    // Done for good: a refund afterwards changes nothing.
    expect(advanceQuest(first.tasks, false, refund(DICE, 1_500n)).changed).toEqual([]);
    const fresh = advanceQuest(tasks, false, refund(DICE, 300n));
    expect(fresh.changed).toEqual([]);
  });

  it("moves every unfinished task at once in a parallel quest", () => {
    const tasks = [
      task("betCount", 2n, { position: 0 }),
      task("wagerAmount", 500n, { position: 1 }),
    ];
    const step = advanceQuest(tasks, false, bet(DICE, 200n));
    expect(step.changed).toEqual([0, 1]);
  });

  it("moves only the first unfinished task of a sequential quest, not the one it opens", () => {
    const tasks = [task("betCount", 1n, { position: 0 }), task("betCount", 5n, { position: 1 })];
    const first = advanceQuest(tasks, true, bet(DICE, 1n));
    expect(first.completed).toEqual([0]);
    expect(first.tasks[1]?.progress).toBe(0n);
    expect(isTaskActive(first.tasks, first.tasks[1] as TaskState, true, true)).toBe(true);
    expect(isTaskActive(tasks, tasks[1] as TaskState, true, true)).toBe(false);
    const second = advanceQuest(first.tasks, true, bet(DICE, 1n));
    expect(second.tasks[1]?.progress).toBe(1n);
  });

  it("has no active task before the quest is started", () => {
    const tasks = [task("betCount", 1n)];
    expect(isTaskActive(tasks, tasks[0] as TaskState, false, false)).toBe(false);
  });
});
