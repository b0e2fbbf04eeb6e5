import { z } from "zod";
import type { RealtimeMessage } from "./events.ts";

/**
 * Responsible-gaming limits (SPEC §3 Limit, §5 Limits, §7 /api/player/limits, §9; ARCHITECTURE
 * "Reference shapes"). Definitions 1 bet, 2 loss, 3 deposit carry an amount per currency and a
 * period (daily, weekly, monthly); 4 self-exclusion and 5 cooling-off carry only a period, one of
 * the settings constants `limit.selfExclusionPeriods` / `limit.coolingOffPeriods`.
 */
export const LIMIT_DEFINITION = {
  BET: 1,
  LOSS: 2,
  DEPOSIT: 3,
  SELF_EXCLUSION: 4,
  COOLING_OFF: 5,
} as const;
export type LimitDefinition = (typeof LIMIT_DEFINITION)[keyof typeof LIMIT_DEFINITION];
export const LIMIT_DEFINITIONS: readonly LimitDefinition[] = [1, 2, 3, 4, 5];
export const MONEY_LIMIT_DEFINITIONS: readonly LimitDefinition[] = [1, 2, 3];

export function isMoneyLimit(definition: LimitDefinition): definition is 1 | 2 | 3 {
  return definition <= 3;
}

export const MONEY_LIMIT_PERIODS = ["daily", "weekly", "monthly"] as const;
export type MoneyLimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number];

/** Days of each money period: a longer period with the same amount allows less. */
export const MONEY_PERIOD_DAYS: Record<MoneyLimitPeriod, number> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
};

/**
 * How a change of a money limit counts (SPEC §5; the server applies a stricter or equal change at
 * once and makes a looser one wait 24 hours). Stricter: the amount is not higher and the period
 * not shorter. Amounts in minor units of one currency.
 */
export function limitChangeKind(
  current: { amount: bigint; period: MoneyLimitPeriod },
  next: { amount: bigint; period: MoneyLimitPeriod },
): "same" | "stricter" | "looser" {
  if (next.amount === current.amount && next.period === current.period) return "same";
  return next.amount <= current.amount &&
    MONEY_PERIOD_DAYS[next.period] >= MONEY_PERIOD_DAYS[current.period]
    ? "stricter"
    : "looser";
}

/** status of a limit in force (the list shows only these). */
export const LIMIT_STATUS_ACTIVE = 1;

/** An increase or a removal waits this long before it applies (regulators' cooling period). */
export const LIMIT_LOOSENING_DELAY_MS = 24 * 60 * 60 * 1000;

const definitionSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,30}(\.\d{1,18})?$/, "Enter an amount such as 100 or 25.50");

const currencySchema = z
  .string()
  .trim()
  .min(2)
  .max(10)
  .transform((code) => code.toUpperCase());

/** One amount of a money limit: its period and currency. */
export const limitItemSchema = z.strictObject({
  period: z.enum(MONEY_LIMIT_PERIODS),
  currency: currencySchema,
  amount: amountSchema,
});
export type LimitItem = z.infer<typeof limitItemSchema>;

/**
 * POST /api/player/limits. A money limit is `{ definition, period, currency, amount }`, or in
 * advanced mode `{ definition, items }` with more than 2 period groups (every period) and every
 * currency of the player present in each. An exclusion is `{ definition, period }`.
 */
export const createLimitSchema = z.strictObject({
  definition: definitionSchema,
  period: z.string().trim().min(1).max(20).optional(),
  currency: currencySchema.optional(),
  amount: amountSchema.optional(),
  items: z.array(limitItemSchema).min(1).max(60).optional(),
});
export type CreateLimit = z.infer<typeof createLimitSchema>;

/** PUT /api/player/limits/{id}: a new period and amount of a money limit. */
export const updateLimitSchema = z.strictObject({
  period: z.enum(MONEY_LIMIT_PERIODS),
  amount: amountSchema,
});
export type UpdateLimit = z.infer<typeof updateLimitSchema>;

export const limitParams = z.object({ id: z.string().max(100) });

export const limitSchema = z.object({
  id: z.string(),
  definition: definitionSchema,
  status: z.number().int(),
  /** Major units of `currency`; null for exclusions. */
  amount: z.string().nullable(),
  /** Used in the current period (net loss for a loss limit, never below 0); null for exclusions. */
  currentAmount: z.string().nullable(),
  currency: z.string().nullable(),
  /** daily | weekly | monthly, or the exclusion option id (6m, 1y, permanent, 1d…). */
  period: z.string(),
  /** Start of the current period (money limits) or of the exclusion. */
  startedAt: z.string(),
  /** When the current period resets, or the exclusion ends; null = permanent. */
  expiredAt: z.string().nullable(),
  /** A removal is waiting for its 24 hours. */
  cancelProcess: z.boolean(),
  /** An increase (or a looser period) is waiting for its 24 hours. */
  pendingExist: z.boolean(),
  pendingAmount: z.string().nullable(),
  pendingPeriod: z.string().nullable(),
  /** When the pending change (increase or removal) applies. */
  pendingAt: z.string().nullable(),
});
export type Limit = z.infer<typeof limitSchema>;

export const limitsResponse = z.object({ data: z.array(limitSchema) });
export const limitResponse = z.object({ data: limitSchema });
export const limitsChangeResponse = z.object({ data: z.array(limitSchema) });

/**
 * Realtime on `player:limits#{playerId}`: `limits.updated` carries the whole list after any change
 * (new, changed, pending applied, removed, period reset by a job); clients replace their copy.
 */
export type LimitsMessage = RealtimeMessage<"limits.updated", { data: Limit[] }>;
