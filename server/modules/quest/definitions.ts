import {
  MONEY_TASK_TYPES,
  questDefinitionInputSchema,
  questRewardSchema,
  taskDefinitionSchema,
  type QuestDefinition,
  type QuestDefinitionInput,
  type QuestReward,
  type TaskDefinition,
} from "../../../contracts/quest.ts";
import { parseMajor } from "../../../contracts/money.ts";
import type { QuestDefinitionRow } from "../../db/schema.ts";

/**
 * Quest definitions between the operator API and their rows: the rows keep the operator's
 * words (amounts as decimal strings in the base currency), and a definition read back is
 * checked again so a hand-edited row never reaches a player half-valid.
 */

export function toDefinitionValues(input: QuestDefinitionInput) {
  return {
    identity: input.identity,
    name: input.name,
    description: input.description,
    tasks: input.tasks.map((task) => ({ ...task })),
    rewards: input.rewards.map((reward) => ({ ...reward })),
    sequential: input.sequential,
    resetSchedule: input.resetSchedule,
    durationMinutes: input.durationMinutes,
    availableFrom: input.availableFrom ? new Date(input.availableFrom) : null,
    availableUntil: input.availableUntil ? new Date(input.availableUntil) : null,
    isEnabled: input.isEnabled,
    position: input.position,
  };
}

export function definitionTasks(row: QuestDefinitionRow): TaskDefinition[] {
  return row.tasks.flatMap((task) => {
    const parsed = taskDefinitionSchema.safeParse(task);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Rewards of a definition or of a quest's snapshot; anything unreadable is left out. */
export function parseRewards(values: readonly Record<string, unknown>[]): QuestReward[] {
  return values.flatMap((reward) => {
    const parsed = questRewardSchema.safeParse(reward);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toDefinition(row: QuestDefinitionRow): QuestDefinition {
  return {
    id: row.id,
    identity: row.identity,
    name: row.name,
    description: row.description,
    tasks: definitionTasks(row),
    rewards: parseRewards(row.rewards),
    sequential: row.sequential,
    resetSchedule: row.resetSchedule,
    durationMinutes: row.durationMinutes,
    availableFrom: row.availableFrom?.toISOString() ?? null,
    availableUntil: row.availableUntil?.toISOString() ?? null,
    isEnabled: row.isEnabled,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A task's quantity as stored: a count, or base-currency cents for money tasks. */
export function storedQuantity(task: TaskDefinition): bigint {
  return MONEY_TASK_TYPES.has(task.type) ? parseMajor(task.quantity, 100n) : BigInt(task.quantity);
}

/** A minimum bet as stored: base-currency cents. */
export function storedMinBet(minBet: string | null): bigint | null {
  return minBet === null ? null : parseMajor(minBet, 100n);
}

/** "10.5" → 1050 (hundredths). */
export function storedMultiplier(multiplier: string | null): number | null {
  if (multiplier === null) return null;
  return Number(parseMajor(multiplier, 100n));
}

/** Parses operator input (seed files use the same schema). */
export function parseDefinitionInput(value: unknown): QuestDefinitionInput {
  return questDefinitionInputSchema.parse(value);
}
