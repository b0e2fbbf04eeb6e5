import { fromBaseCents } from "../../../contracts/base-money.ts";
import { formatMinor } from "../../../contracts/money.ts";
import {
  MONEY_TASK_TYPES,
  QUEST_STATE,
  questRewardSchema,
  type PlayerQuestReward,
  type Quest,
  type QuestState,
  type QuestTask,
  type TaskType,
} from "../../../contracts/quest.ts";
import type { PlayerQuestRow, PlayerQuestTaskRow } from "../../db/schema.ts";
import { isTaskActive, type TaskState } from "./progress.ts";

/** A player's quest in the API shape (contracts/quest.ts), money in one display currency. */

export interface DisplayCurrency {
  code: string;
  subunitToUnit: bigint;
  rate: string;
}

export interface IssuedReward {
  playerBonusId: string | null;
  playerFreespinId: string | null;
}

export function toTaskState(row: PlayerQuestTaskRow): TaskState {
  return {
    position: row.position,
    type: row.type as TaskType,
    quantity: row.quantity,
    progress: row.progress,
    gameIds: row.gameIds,
    minBet: row.minBet,
    minMultiplier: row.minMultiplier,
    minLegs: row.minLegs,
    lastDay: row.lastDay,
    completed: row.completedAt !== null,
  };
}

function inCurrency(cents: bigint, currency: DisplayCurrency): string {
  return formatMinor(
    fromBaseCents(cents, currency.subunitToUnit, currency.rate),
    currency.subunitToUnit,
  );
}

/** Hundredths as a short decimal: 1000 → "10", 1050 → "10.5". */
function multiplierText(hundredths: number): string {
  return (hundredths / 100).toString();
}

export function percentageOf(progress: bigint, quantity: bigint): number {
  if (quantity <= 0n) return 100;
  const value = (progress * 100n) / quantity;
  return Number(value > 100n ? 100n : value < 0n ? 0n : value);
}

export function isQuestStarted(state: number): boolean {
  return state === QUEST_STATE.ACTIVE || state === QUEST_STATE.COMPLETED;
}

export function toQuestTask(
  quest: Pick<PlayerQuestRow, "id" | "state" | "sequential">,
  rows: readonly PlayerQuestTaskRow[],
  row: PlayerQuestTaskRow,
  currency: DisplayCurrency,
): QuestTask {
  const states = rows.map(toTaskState);
  const state = toTaskState(row);
  const type = row.type as TaskType;
  const money = MONEY_TASK_TYPES.has(type);
  return {
    id: row.id,
    questId: quest.id,
    type,
    position: row.position,
    isActive: isTaskActive(states, state, quest.sequential, isQuestStarted(quest.state)),
    isCompleted: row.completedAt !== null,
    progress: money ? inCurrency(row.progress, currency) : row.progress.toString(),
    quantity: money ? inCurrency(row.quantity, currency) : row.quantity.toString(),
    percentage: percentageOf(row.progress, row.quantity),
    currency: money || row.minBet !== null ? currency.code : null,
    games: row.games,
    minBet: row.minBet === null ? null : inCurrency(row.minBet, currency),
    minMultiplier: row.minMultiplier === null ? null : multiplierText(row.minMultiplier),
    minLegs: row.minLegs,
    name: row.name,
  };
}

function toReward(
  value: Record<string, unknown>,
  issued: IssuedReward | undefined,
): PlayerQuestReward[] {
  const parsed = questRewardSchema.safeParse(value);
  if (!parsed.success) return [];
  const reward = parsed.data;
  switch (reward.kind) {
    case "points":
      return [{ kind: "points", points: reward.points }];
    case "bonus":
      return [{ kind: "bonus", name: reward.name, playerBonusId: issued?.playerBonusId ?? null }];
    case "freespins":
      return [
        {
          kind: "freespins",
          name: reward.name,
          playerFreespinId: issued?.playerFreespinId ?? null,
        },
      ];
  }
}

export function toQuest(
  quest: PlayerQuestRow,
  tasks: readonly PlayerQuestTaskRow[],
  currency: DisplayCurrency,
  issued: ReadonlyMap<number, IssuedReward> = new Map(),
): Quest {
  const ordered = [...tasks].sort((a, b) => a.position - b.position);
  return {
    id: quest.id,
    identity: quest.identity,
    name: quest.name["en"] ?? Object.values(quest.name)[0] ?? quest.identity,
    names: quest.name,
    descriptions: quest.description,
    state: quest.state as QuestState,
    sequential: quest.sequential,
    resetSchedule: quest.resetSchedule as Quest["resetSchedule"],
    durationMinutes: quest.durationMinutes,
    issuedAt: quest.issuedAt.toISOString(),
    expiresAt: quest.expiresAt?.toISOString() ?? null,
    activatedAt: quest.activatedAt?.toISOString() ?? null,
    deadlineAt: quest.deadlineAt?.toISOString() ?? null,
    completedAt: quest.completedAt?.toISOString() ?? null,
    rewardsClaimed: quest.rewardsClaimedAt !== null,
    rewards: quest.rewards.flatMap((reward, index) => toReward(reward, issued.get(index))),
    tasks: ordered.map((row) => toQuestTask(quest, ordered, row, currency)),
  };
}
