import type { TaskType } from "../../../contracts/quest.ts";

/**
 * How each task type moves, free of the database (unit-tested per type). The consumer turns
 * stream events into facts, keeps only facts inside a started quest's window, and applies them
 * here one at a time in commit order.
 */

export type SportBetKind = "single" | "accumulator" | "system";

export type QuestFact =
  /** A stake was placed (bet.placed); sport bets carry their slip. */
  | {
      kind: "bet";
      at: Date;
      gameId: number;
      stakeBaseCents: bigint;
      sport: { legs: number; kind: SportBetKind } | null;
    }
  /** A stake was given back (bet.refunded); `at` is when its round started. */
  | { kind: "refund"; at: Date; gameId: number; amountBaseCents: bigint }
  /** A round closed (bet.settled): its total stake and win, in one currency. */
  | {
      kind: "settle";
      at: Date;
      gameId: number;
      betAmount: bigint;
      winAmount: bigint;
      betBaseCents: bigint;
    }
  /** A deposit succeeded. */
  | { kind: "deposit"; at: Date; amountBaseCents: bigint }
  /** The player signed in (or came back on a new day); `day` is the UTC date. */
  | { kind: "signIn"; at: Date; day: string };

export interface TaskState {
  position: number;
  type: TaskType;
  quantity: bigint;
  progress: bigint;
  /** Games that count (empty: any). */
  gameIds: readonly number[];
  /** Base-currency cents. */
  minBet: bigint | null;
  /** Hundredths: 1000 = 10×. */
  minMultiplier: number | null;
  minLegs: number | null;
  lastDay: string | null;
  completed: boolean;
}

/** Accumulators need two selections at least. */
export const DEFAULT_MIN_LEGS = 2;

function gameCounts(task: TaskState, gameId: number): boolean {
  return task.gameIds.length === 0 || task.gameIds.includes(gameId);
}

function stakeCounts(task: TaskState, baseCents: bigint): boolean {
  return task.minBet === null || baseCents >= task.minBet;
}

/** What one fact does to one task: a change of progress (and the day a sign-in counted). */
export function stepOf(task: TaskState, fact: QuestFact): { delta: bigint; lastDay?: string } {
  const none = { delta: 0n };
  switch (task.type) {
    case "betCount":
    case "playGames":
      if (fact.kind === "bet" && gameCounts(task, fact.gameId)) {
        return stakeCounts(task, fact.stakeBaseCents) ? { delta: 1n } : none;
      }
      if (fact.kind === "refund" && gameCounts(task, fact.gameId)) {
        return stakeCounts(task, fact.amountBaseCents) ? { delta: -1n } : none;
      }
      return none;
    case "wagerAmount":
      if (fact.kind === "bet" && gameCounts(task, fact.gameId)) {
        return stakeCounts(task, fact.stakeBaseCents) ? { delta: fact.stakeBaseCents } : none;
      }
      if (fact.kind === "refund" && gameCounts(task, fact.gameId)) {
        return stakeCounts(task, fact.amountBaseCents) ? { delta: -fact.amountBaseCents } : none;
      }
      return none;
    case "winMultiplier":
      if (
        fact.kind === "settle" &&
        fact.betAmount > 0n &&
        task.minMultiplier !== null &&
        gameCounts(task, fact.gameId) &&
        stakeCounts(task, fact.betBaseCents) &&
        fact.winAmount * 100n >= fact.betAmount * BigInt(task.minMultiplier)
      ) {
        return { delta: 1n };
      }
      return none;
    case "depositAmount":
      return fact.kind === "deposit" ? { delta: fact.amountBaseCents } : none;
    case "loginDays":
      if (fact.kind === "signIn" && (task.lastDay === null || fact.day > task.lastDay)) {
        return { delta: 1n, lastDay: fact.day };
      }
      return none;
    case "sportAccumulator":
      if (
        fact.kind === "bet" &&
        fact.sport !== null &&
        fact.sport.kind === "accumulator" &&
        fact.sport.legs >= (task.minLegs ?? DEFAULT_MIN_LEGS)
      ) {
        return { delta: 1n };
      }
      return none;
  }
}

/** The tasks that count now: every unfinished one, or in a sequential quest the first. */
export function countingPositions(tasks: readonly TaskState[], sequential: boolean): number[] {
  const open = [...tasks].sort((a, b) => a.position - b.position).filter((task) => !task.completed);
  return (sequential ? open.slice(0, 1) : open).map((task) => task.position);
}

export interface Advance {
  tasks: TaskState[];
  /** Positions whose progress (or completion) changed. */
  changed: number[];
  /** Positions completed by this fact. */
  completed: number[];
}

/**
 * Applies one fact to a started quest's tasks. Progress stays between 0 and the quantity; a
 * task that reaches its quantity is completed for good. In a sequential quest the fact counts
 * only for the task that was counting when it happened, not for the one its completion opens.
 */
export function advanceQuest(
  tasks: readonly TaskState[],
  sequential: boolean,
  fact: QuestFact,
): Advance {
  const counting = new Set(countingPositions(tasks, sequential));
  const changed: number[] = [];
  const completed: number[] = [];
  const next = tasks.map((task) => {
    if (!counting.has(task.position)) return task;
    const step = stepOf(task, fact);
    if (step.delta === 0n) return task;
    let progress = task.progress + step.delta;
    if (progress < 0n) progress = 0n;
    if (progress > task.quantity) progress = task.quantity;
    const done = progress >= task.quantity;
    if (progress === task.progress && step.lastDay === undefined) return task;
    changed.push(task.position);
    if (done) completed.push(task.position);
    return { ...task, progress, completed: done, lastDay: step.lastDay ?? task.lastDay };
  });
  return { tasks: next, changed, completed };
}

/** Whether a task is "active" for the player: its quest is started or done and it counts or counted. */
export function isTaskActive(
  tasks: readonly TaskState[],
  task: TaskState,
  sequential: boolean,
  questStarted: boolean,
): boolean {
  if (!questStarted) return false;
  if (!sequential) return true;
  const firstOpen = countingPositions(tasks, true)[0];
  return firstOpen === undefined || task.position <= firstOpen;
}
