import { z } from "zod";
import type { RealtimeMessage } from "./events.ts";
import { bonusEngineRewardSchemas, localizedTextSchema } from "./quest.ts";

/**
 * Loyalty (SPEC §3 Loyalty account, §4 "Loyalty", §7 /api/retention/account and /levels).
 *
 * Real-money bets earn points at a rate per product and currency, counted in the base currency;
 * points never go down, and a level is reached at its points threshold. Levels carry perks: a
 * rakeback share of the house edge of every bet (accrued per currency, claimed as money without
 * wagering), and an optional level-up bonus. VIP levels in Great Britain need a verified
 * identity and a player aged 25 or over (UKGC high-value customer rules).
 */

export const LOYALTY_PRODUCTS = ["casino", "sport"] as const;
export type LoyaltyProduct = (typeof LOYALTY_PRODUCTS)[number];

const percentSchema = z
  .string()
  .regex(/^(100|[1-9]?\d)(\.\d{1,2})?$/, "A percentage from 0 to 100, such as 5 or 7.5");

/** Given on reaching a level: a bonus or free spins of the bonus engine. */
export const levelUpRewardSchema = z.discriminatedUnion("kind", [...bonusEngineRewardSchemas]);
export type LevelUpReward = z.infer<typeof levelUpRewardSchema>;

export const levelPerksSchema = z.strictObject({
  /** Share of the house edge of each real-money bet given back, claimable any time. */
  rakebackPercent: percentSchema.default("0"),
  levelUpReward: levelUpRewardSchema.nullable().default(null),
});
export type LevelPerks = z.infer<typeof levelPerksSchema>;

/** One level of PUT /api/operator/loyalty/levels (the whole table, in order). */
export const levelInputSchema = z.strictObject({
  name: localizedTextSchema,
  /** Points needed; the first level needs 0. */
  points: z.number().int().min(0).max(1_000_000_000_000),
  perks: levelPerksSchema.default({ rakebackPercent: "0", levelUpReward: null }),
  /** VIP treatment: in GB only after identity and age checks. */
  isVip: z.boolean().default(false),
});
export const levelsInputSchema = z
  .array(levelInputSchema)
  .min(1)
  .max(50)
  .superRefine((levels, context) => {
    if (levels[0] && levels[0].points !== 0) {
      context.addIssue({ code: "custom", path: [0, "points"], message: "The first level needs 0" });
    }
    for (let index = 1; index < levels.length; index += 1) {
      const previous = levels[index - 1];
      const level = levels[index];
      if (previous && level && level.points <= previous.points) {
        context.addIssue({
          code: "custom",
          path: [index, "points"],
          message: "Each level needs more points than the one before",
        });
      }
    }
  });
export type LevelInput = z.infer<typeof levelInputSchema>;

export const levelSchema = z.object({
  id: z.number().int(),
  /** 1 for the first level, then 2, 3… */
  order: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  points: z.number().int(),
  perks: z.object({
    rakebackPercent: z.string(),
    levelUpReward: levelUpRewardSchema.nullable(),
  }),
  isVip: z.boolean(),
});
export type Level = z.infer<typeof levelSchema>;
export const levelsResponse = z.object({ data: z.array(levelSchema) });

const levelRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  points: z.number().int(),
  order: z.number().int(),
  isVip: z.boolean(),
});

export const VIP_REFUSAL_REASONS = ["identity", "age"] as const;

/** GET /api/retention/account (SPEC §3 Loyalty account). */
export const loyaltyAccountSchema = z.object({
  /** Whole points earned so far. */
  points: z.number().int(),
  currentLevel: levelRefSchema.nullable(),
  nextLevel: levelRefSchema.nullable(),
  /** Progress from the current level's threshold to the next one, 0–100 (100 at the top). */
  percentage: z.number().int().min(0).max(100),
  /** The rakeback share that applies to bets now (VIP rules included). */
  rakebackPercent: z.string(),
  /** Rakeback accrued and not yet claimed, per currency (major units, whole minor units only). */
  rakeback: z.array(z.object({ currency: z.string(), amount: z.string() })),
  /** Whether rakeback can be claimed here (the bonus engine pays it). */
  rakebackClaimable: z.boolean(),
  /** VIP treatment: refused in GB without a verified identity or under 25. */
  vip: z.object({
    eligible: z.boolean(),
    reason: z.enum(VIP_REFUSAL_REASONS).nullable(),
  }),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;
export const loyaltyAccountResponse = z.object({ data: loyaltyAccountSchema });

export const POINT_ENTRY_KINDS = ["wager", "refund", "quest", "manual"] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

/** One line of the points history: wagering is summed per day and product. */
export const pointEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  product: z.enum(LOYALTY_PRODUCTS).nullable(),
  /** Points with two decimals; negative for a refunded stake. */
  points: z.string(),
  /** Quest entries: the quest's names; manual entries: the operator's reason (en). */
  title: z.record(z.string(), z.string()).nullable(),
  /** Wagering: the UTC day; others: when it happened. */
  day: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** POST /api/retention/rakeback/claim. */
export const claimRakebackBody = z.strictObject({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,10}$/, "A currency code such as USD")
    .transform((code) => code.toUpperCase()),
});
export const rakebackClaimSchema = z.object({
  id: z.string(),
  currency: z.string(),
  amount: z.string(),
  /** 1 waiting for the bonus engine, 2 paid, 3 refused by it. */
  status: z.number().int(),
  playerBonusId: z.string().nullable(),
  createdAt: z.string(),
});
export const rakebackClaimResponse = z.object({ data: rakebackClaimSchema });

/** Points earned per 1 unit of the base currency staked, per product (currency `*`: default). */
export const pointRateSchema = z.strictObject({
  product: z.enum(LOYALTY_PRODUCTS),
  currency: z
    .string()
    .regex(/^(\*|[A-Z]{2,10})$/, "A currency code, or * for every other currency"),
  pointsPerUnit: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/, "Such as 1 or 0.5"),
});
export type PointRate = z.infer<typeof pointRateSchema>;
export const pointRatesInputSchema = z
  .array(pointRateSchema)
  .min(1)
  .max(200)
  .superRefine((rates, context) => {
    const seen = new Set<string>();
    for (const [index, rate] of rates.entries()) {
      const key = `${rate.product}:${rate.currency}`;
      if (seen.has(key)) {
        context.addIssue({ code: "custom", path: [index], message: `${key} appears twice` });
      }
      seen.add(key);
    }
  });
export const pointRatesResponse = z.object({ data: z.array(pointRateSchema) });

/** POST /api/operator/loyalty/players/{playerId}/points: a manual credit. */
export const manualPointsBody = z.strictObject({
  points: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(2).max(200),
  /** Repeating the same key credits once. */
  idempotencyKey: z.string().trim().min(8).max(100),
});

/** Realtime on `retention:accounts#{playerId}`: the account after a level change. */
export type AccountLevelUpdatedMessage = RealtimeMessage<"account.level.updated", LoyaltyAccount>;
export const accountLevelUpdatedMessageSchema = loyaltyAccountSchema.extend({
  event: z.literal("account.level.updated"),
});
