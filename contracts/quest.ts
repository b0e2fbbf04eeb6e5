import * as z from "zod/mini";
import type { RealtimeMessage } from "./events.ts";

/**
 * Quests (SPEC §3 Quest and Task, §4 "Quest", §7 Quests and retention, §8 quest alerts).
 *
 * A quest definition is operator data: tasks with a quantity, rewards, a time limit and a reset
 * schedule. A player gets an instance of it ("issued", state 1), starts it (activate: state 2),
 * and every task then moves with what the player does (bets, deposits, sign-ins) until all are
 * done (3) or time runs out (5 never started, 6 started). Instances are snapshots: an operator's
 * later change never alters a quest already issued.
 */

export const QUEST_STATE = {
  /** Issued and waiting to be started. */
  ISSUED: 1,
  /** Started: its tasks move. */
  ACTIVE: 2,
  COMPLETED: 3,
  /** Ran out before the player started it. */
  EXPIRED_UNSTARTED: 5,
  /** Ran out while the player was on it. */
  EXPIRED: 6,
} as const;
export type QuestState = (typeof QUEST_STATE)[keyof typeof QUEST_STATE];
export const QUEST_STATES: readonly QuestState[] = [1, 2, 3, 5, 6];
/** SPEC §9 "Active statuses [1,2]". */
export const ACTIVE_QUEST_STATES: readonly QuestState[] = [1, 2];

export function isActiveQuestState(state: number): boolean {
  return state === QUEST_STATE.ISSUED || state === QUEST_STATE.ACTIVE;
}

export function isExpiredQuestState(state: number): boolean {
  return state === QUEST_STATE.EXPIRED_UNSTARTED || state === QUEST_STATE.EXPIRED;
}

/** What makes a task move. Money quantities are in the base currency (USD). */
export const TASK_TYPES = [
  /** Place N bets (optionally of at least minBet, in the listed games). */
  "betCount",
  /** Wager an amount in total (base currency). */
  "wagerAmount",
  /** Win at least minMultiplier × the stake in a round, N times. */
  "winMultiplier",
  /** Play N rounds of the listed games. */
  "playGames",
  /** Deposit an amount in total (base currency). */
  "depositAmount",
  /** Sign in on N different days (UTC). */
  "loginDays",
  /** Place N sport accumulators of at least minLegs selections. */
  "sportAccumulator",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** Task types whose quantity and progress are money (base currency at rest, any at the API). */
export const MONEY_TASK_TYPES: ReadonlySet<TaskType> = new Set(["wagerAmount", "depositAmount"]);

export const RESET_SCHEDULES = ["none", "daily", "weekly", "monthly"] as const;
export type ResetSchedule = (typeof RESET_SCHEDULES)[number];

/** Texts per locale code; `en` is required and is the fallback. */
export const localizedTextSchema = z
  .record(
    z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/)),
    z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  )
  .check(
    z.refine((texts) => typeof texts["en"] === "string", {
      message: "An English (en) text is required",
    }),
  );
export type LocalizedText = Record<string, string>;

const localizedDescriptionSchema = z._default(
  z.record(
    z.string().check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/)),
    z.string().check(z.trim(), z.maxLength(1000)),
  ),
  {},
);

const countSchema = z.string().check(z.regex(/^[1-9]\d{0,8}$/, "A whole number from 1"));
const baseAmountSchema = z
  .string()
  .check(
    z.regex(
      /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/,
      "An amount in the base currency, such as 100 or 25.50",
    ),
  );
const multiplierSchema = z
  .string()
  .check(z.regex(/^[1-9]\d{0,5}(\.\d{1,2})?$/, "A multiplier such as 2 or 10.5"));
const gameIdentitySchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/));

/** A task of a quest definition (operator API). */
export const taskDefinitionSchema = z
  .strictObject({
    type: z.enum(TASK_TYPES),
    /** A count, or for money types an amount in the base currency. */
    quantity: z.string(),
    /** Only bets on these games count (casino types; required for playGames). */
    games: z._default(z.array(gameIdentitySchema).check(z.maxLength(50)), []),
    /** Only bets of at least this much count (base currency; betCount, playGames, wagerAmount). */
    minBet: z._default(z.nullable(baseAmountSchema), null),
    /** winMultiplier: the smallest win ÷ stake that counts. */
    minMultiplier: z._default(z.nullable(multiplierSchema), null),
    /** sportAccumulator: the fewest selections that count (2 or more). */
    minLegs: z._default(z.nullable(z.int().check(z.gte(2), z.lte(50))), null),
    /** A custom name; without one the app names the task from its type and quantity. */
    name: z._default(z.nullable(localizedTextSchema), null),
  })
  .check(
    z.superRefine((task, context) => {
      const quantity = MONEY_TASK_TYPES.has(task.type) ? baseAmountSchema : countSchema;
      const parsed = quantity.safeParse(task.quantity);
      if (!parsed.success || Number(task.quantity) <= 0) {
        context.addIssue({
          code: "custom",
          path: ["quantity"],
          message: MONEY_TASK_TYPES.has(task.type)
            ? "An amount in the base currency above 0, such as 100 or 25.50"
            : "A whole number from 1",
        });
      }
      if (task.type === "playGames" && task.games.length === 0) {
        context.addIssue({ code: "custom", path: ["games"], message: "Name the games to play" });
      }
      if (task.type === "winMultiplier" && task.minMultiplier === null) {
        context.addIssue({
          code: "custom",
          path: ["minMultiplier"],
          message: "Give the multiplier to win",
        });
      }
      const casino = ["betCount", "wagerAmount", "winMultiplier", "playGames"];
      if (task.games.length > 0 && !casino.includes(task.type)) {
        context.addIssue({
          code: "custom",
          path: ["games"],
          message: "Only casino tasks count per game",
        });
      }
    }),
  );
export type TaskDefinition = z.infer<typeof taskDefinitionSchema>;

/** A bonus or free spins the bonus engine issues (quest rewards, level-up rewards). */
export const bonusEngineRewardSchemas = [
  z.strictObject({
    kind: z.literal("bonus"),
    /** A bonus definition of the bonus engine. */
    definitionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    /** What the player reads ("€10 bonus"). */
    name: localizedTextSchema,
  }),
  z.strictObject({
    kind: z.literal("freespins"),
    definitionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    name: localizedTextSchema,
  }),
] as const;

/** What completing a quest gives: loyalty points, or a bonus / free spins of the bonus engine. */
export const questRewardSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("points"),
    points: z.int().check(z.gte(1), z.lte(10_000_000)),
  }),
  ...bonusEngineRewardSchemas,
]);
export type QuestReward = z.infer<typeof questRewardSchema>;

/** POST /api/operator/quests and PUT /api/operator/quests/{id}. */
export const questDefinitionInputSchema = z
  .strictObject({
    identity: z
      .string()
      .check(z.regex(/^[a-z0-9][a-z0-9-]{1,79}$/, "lowercase letters, digits, hyphens")),
    name: localizedTextSchema,
    description: localizedDescriptionSchema,
    tasks: z.array(taskDefinitionSchema).check(z.minLength(1), z.maxLength(10)),
    rewards: z._default(z.array(questRewardSchema).check(z.maxLength(5)), []),
    /** Tasks one after another (only the first unfinished one is active) instead of all at once. */
    sequential: z._default(z.boolean(), false),
    /** A new instance every day / week (Monday) / month, UTC; the old one expires. */
    resetSchedule: z._default(z.enum(RESET_SCHEDULES), "none"),
    /** Time to finish once started, in minutes; null: until the instance expires. */
    durationMinutes: z._default(z.nullable(z.int().check(z.gte(1), z.lte(60 * 24 * 366))), null),
    availableFrom: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    availableUntil: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    isEnabled: z._default(z.boolean(), true),
    position: z._default(z.int().check(z.gte(0), z.lte(100_000)), 0),
  })
  .check(
    z.superRefine((quest, context) => {
      if (
        quest.availableFrom &&
        quest.availableUntil &&
        Date.parse(quest.availableUntil) <= Date.parse(quest.availableFrom)
      ) {
        context.addIssue({
          code: "custom",
          path: ["availableUntil"],
          message: "Must be after availableFrom",
        });
      }
    }),
  );
export type QuestDefinitionInput = z.infer<typeof questDefinitionInputSchema>;

export const questDefinitionSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  tasks: z.array(
    z.object({
      type: z.enum(TASK_TYPES),
      quantity: z.string(),
      games: z.array(z.string()),
      minBet: z.nullable(z.string()),
      minMultiplier: z.nullable(z.string()),
      minLegs: z.nullable(z.number()),
      name: z.nullable(z.record(z.string(), z.string())),
    }),
  ),
  rewards: z.array(questRewardSchema),
  sequential: z.boolean(),
  resetSchedule: z.enum(RESET_SCHEDULES),
  durationMinutes: z.nullable(z.int()),
  availableFrom: z.nullable(z.string()),
  availableUntil: z.nullable(z.string()),
  isEnabled: z.boolean(),
  position: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuestDefinition = z.infer<typeof questDefinitionSchema>;
export const questDefinitionResponse = z.object({ data: questDefinitionSchema });
export const questDefinitionsResponse = z.object({ data: z.array(questDefinitionSchema) });
export const questDefinitionParams = z.object({
  id: z.coerce.number().check(z.int(), z.gte(1), z.lte(2 ** 31 - 1)),
});

/** A task of a player's quest (SPEC §3 Task). */
export const questTaskSchema = z.object({
  id: z.string(),
  questId: z.string(),
  type: z.enum(TASK_TYPES),
  /** Its place in the quest, from 0. */
  position: z.int(),
  /** Counts now: the quest is started and (in a sequential quest) the earlier tasks are done. */
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  /**
   * Done so far and needed: whole numbers, or for money tasks decimal strings in `currency`
   * (converted from the base currency at today's rate).
   */
  progress: z.string(),
  quantity: z.string(),
  /** progress ÷ quantity, 0–100, whole. */
  percentage: z.int().check(z.gte(0), z.lte(100)),
  /** The currency of progress and quantity of a money task (and of minBet); null otherwise. */
  currency: z.nullable(z.string()),
  /** The games that count (empty: any game). */
  games: z.array(z.object({ identity: z.string(), name: z.string() })),
  minBet: z.nullable(z.string()),
  minMultiplier: z.nullable(z.string()),
  minLegs: z.nullable(z.int()),
  name: z.nullable(z.record(z.string(), z.string())),
});
export type QuestTask = z.infer<typeof questTaskSchema>;

export const playerQuestRewardSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("points"), points: z.int() }),
  z.object({
    kind: z.literal("bonus"),
    name: z.record(z.string(), z.string()),
    /** Once issued: the player bonus it became. */
    playerBonusId: z.nullable(z.string()),
  }),
  z.object({
    kind: z.literal("freespins"),
    name: z.record(z.string(), z.string()),
    playerFreespinId: z.nullable(z.string()),
  }),
]);
export type PlayerQuestReward = z.infer<typeof playerQuestRewardSchema>;

/** A player's quest (SPEC §3 Quest). */
export const questSchema = z.object({
  id: z.string(),
  identity: z.string(),
  /** In the default locale; `names` has every locale the operator wrote. */
  name: z.string(),
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  state: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(6)]),
  sequential: z.boolean(),
  resetSchedule: z.enum(RESET_SCHEDULES),
  durationMinutes: z.nullable(z.int()),
  issuedAt: z.string(),
  /** When this instance ends if not finished (null: never). */
  expiresAt: z.nullable(z.string()),
  activatedAt: z.nullable(z.string()),
  /** Started quests: when time runs out (the duration, or expiresAt if sooner). */
  deadlineAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  /** Completed quests: whether the rewards were claimed (PUT …/claim). */
  rewardsClaimed: z.boolean(),
  rewards: z.array(playerQuestRewardSchema),
  tasks: z.array(questTaskSchema),
});
export type Quest = z.infer<typeof questSchema>;

/** The currency money is shown in (optional; upper-cased). */
const currencyQuery = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^[A-Za-z]{2,10}$/, "A currency code such as USD")),
    z.transform((code: string) => code.toUpperCase()),
  ),
);

const questStateQuery = z.coerce.number().check(
  z.int(),
  z.refine((state: number) => (QUEST_STATES as readonly number[]).includes(state), {
    message: "One of 1, 2, 3, 5, 6",
  }),
);

/**
 * GET /api/retention/quests (SPEC §7: state [1,2], currency). `state` repeats or uses brackets
 * (`state[]=1&state[]=2`); without it, states 1 and 2. Completed quests (3) are listed only while
 * their rewards wait to be claimed.
 */
export const questsQuery = z.object({
  state: z.optional(
    z.pipe(
      z.union([questStateQuery, z.array(questStateQuery).check(z.maxLength(5))]),
      z.transform((value: number | number[]) => (Array.isArray(value) ? value : [value])),
    ),
  ),
  currency: currencyQuery,
});
export type QuestsQuery = z.infer<typeof questsQuery>;

export const questParams = z.object({ id: z.string().check(z.maxLength(100)) });
/** PUT …/{id}/activate, /cancel and /claim: the currency money is shown in (optional). */
export const questActionQuery = z.object({ currency: currencyQuery });

export const questsResponse = z.object({ data: z.array(questSchema) });
export const questResponse = z.object({ data: questSchema });

/** Realtime on `retention:quests#{playerId}`: the quest as it is now (tasks included). */
export type QuestUpdatedMessage = RealtimeMessage<"quest.updated", Quest>;
/** Realtime on `retention:quests#{playerId}`: one task as it is now. */
export type QuestTaskUpdatedMessage = RealtimeMessage<"quest.task.updated", QuestTask>;
export const questUpdatedMessageSchema = z.extend(questSchema, {
  event: z.literal("quest.updated"),
});
export const questTaskUpdatedMessageSchema = z.extend(questTaskSchema, {
  event: z.literal("quest.task.updated"),
});
