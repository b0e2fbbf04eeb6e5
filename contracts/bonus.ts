import { z } from "zod";
import type { RealtimeMessage } from "./events.ts";
import { listOf } from "./game.ts";
import { majorAmountSchema } from "./money.ts";
import { DEFAULT_LOCALE, isLocaleCode } from "./settings.ts";

/**
 * Bonuses (SPEC §3 player bonus, free spin, deposit bonus, bonus code; §4 "Bonus and free spin",
 * "Bonus code"; §7 Bonuses; §9; ARCHITECTURE "Reference shapes": player bonus). Money is a
 * decimal string in major units of the bonus's currency.
 *
 * Bonus money sits in the account's bonus balance, apart from real money: bets take real money
 * first, wins of bonus-funded bets go back to the bonus balance, and once the wagering is done
 * the bonus balance becomes real money (up to maxWinAmount). One bonus is active per account at a
 * time; the others wait issued.
 */

/** SPEC §4: status 1 issued, 2 active, 3 finished. */
export const BONUS_STATUS = { ISSUED: 1, ACTIVE: 2, FINISHED: 3 } as const;
export type BonusStatus = (typeof BONUS_STATUS)[keyof typeof BONUS_STATUS];
/** SPEC §4: result 1 while not finished; then 2 played, 3 canceled, 4 expired, 5 lost. */
export const BONUS_RESULT = { NONE: 1, PLAYED: 2, CANCELED: 3, EXPIRED: 4, LOST: 5 } as const;
export type BonusResult = (typeof BONUS_RESULT)[keyof typeof BONUS_RESULT];
/** SPEC §9: the statuses player lists keep. */
export const ACTIVE_BONUS_STATUSES = [BONUS_STATUS.ISSUED, BONUS_STATUS.ACTIVE] as const;

/**
 * Bonus code triggers: 1 at registration (the sign-up form's bonusCode), 2 issued at once,
 * 3 with the next deposit (SPEC §9).
 */
export const BONUS_CODE_TRIGGER = { REGISTRATION: 1, INSTANT: 2, DEPOSIT: 3 } as const;
/** SPEC §4 "Bonus code": 1 waiting for its trigger, 2 used, 3 incorrect, 4 not available. */
export const BONUS_CODE_STATUS = { WAITING: 1, USED: 2, INCORRECT: 3, NOT_AVAILABLE: 4 } as const;

/** Letters, digits, dash and underscore; compared upper-case. */
export const BONUS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;
export const bonusCodeSchema = z
  .string()
  .trim()
  .regex(BONUS_CODE_PATTERN, "A code has only letters, digits, - and _ (at most 50)")
  .transform((code) => code.toUpperCase());

export const BONUS_KINDS = ["deposit", "fixed", "freespins", "cashback"] as const;
export type BonusKindName = (typeof BONUS_KINDS)[number];
export const BONUS_TRIGGERS = ["registration", "deposit", "code", "manual", "cashback"] as const;

/** UKGC (in force 19 January 2026): the most a GB player may be asked to wager, in times the bonus. */
export const GB_MAX_WAGER_MULTIPLIER = 10;

const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,10}$/, "A currency code")
  .transform((code) => code.toUpperCase());
const id = z.string().max(100);
const dateTime = z.string().nullable();

export const wagerProgressSchema = z.object({
  current: z.string(),
  required: z.string(),
  /** Whole percent done, 0–100 (rounded down). */
  percentage: z.number().int(),
});
export type WagerProgress = z.infer<typeof wagerProgressSchema>;

export const triggerConditionsSchema = z.object({
  invoiceAmountItems: z.array(z.object({ currency: z.string(), amountFrom: z.string() })),
  baseCurrencyInvoiceAmountFrom: z.string().nullable(),
});
export type TriggerConditions = z.infer<typeof triggerConditionsSchema>;

export const playerBonusSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The campaign's identity (/bonus/{identity}), when it came from one. */
  identity: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  bonusType: z.enum(BONUS_KINDS),
  status: z.number().int(),
  result: z.number().int(),
  wager: wagerProgressSchema,
  /** Sportsbook wagering: none of our bonuses count sport bets yet. */
  sportWager: wagerProgressSchema.nullable(),
  /** Bonus money left of an active bonus (the account's bonus balance); null otherwise. */
  balance: z.string().nullable(),
  wagerMultiplier: z.number().int(),
  maxBetAmount: z.string().nullable(),
  /** The most of the bonus balance that becomes real money; null: all of it. */
  maxWinAmount: z.string().nullable(),
  /** True when the player may not cancel it before the wagering is done. */
  isBonusCancelLock: z.boolean(),
  packageId: z.string().nullable(),
  depositNumber: z.number().int().nullable(),
  issueSessionId: z.string().nullable(),
  triggerConditions: triggerConditionsSchema.nullable(),
  activationExpiresAt: dateTime,
  wageringExpiresAt: dateTime,
  activatedAt: dateTime,
  createdAt: z.string(),
  finishedAt: dateTime,
  /** Real money it became (played) and bonus money taken back (canceled, expired, capped). */
  convertedAmount: z.string().nullable(),
  forfeitedAmount: z.string().nullable(),
  description: z.string().nullable(),
  terms: z.string().nullable(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

export const playerFreespinSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.number().int(),
  result: z.number().int(),
  count: z.number().int(),
  /** Spins already played. */
  played: z.number().int(),
  currency: z.string(),
  gameId: z.number().int(),
  game: z.object({ id: z.number().int(), identity: z.string(), name: z.string() }),
  betAmount: z.string(),
  /** What the spins won so far (it becomes a bonus when the package ends). */
  winAmount: z.string(),
  wagerMultiplier: z.number().int(),
  packageId: z.string().nullable(),
  /** The bonus the winnings became. */
  playerBonusId: z.string().nullable(),
  expiresAt: dateTime,
  activatedAt: dateTime,
  createdAt: z.string(),
  finishedAt: dateTime,
});
export type PlayerFreespin = z.infer<typeof playerFreespinSchema>;

/** A bonus on offer (GET /api/game/bonuses): a definition in one currency. */
export const depositBonusSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  terms: z.string().nullable(),
  bonusType: z.enum(BONUS_KINDS),
  package: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  /** Which deposit of a welcome package it is for (1, 2, 3…). */
  depositNumber: z.number().int().nullable(),
  /** Deposit match in percent. */
  percent: z.number().int().nullable(),
  /** A fixed bonus; with `amount` asked for, what a deposit of that amount gets. */
  amount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  currency: z.string(),
  freespinCount: z.number().int().nullable(),
  freespinGame: z.string().nullable(),
  wagerMultiplier: z.number().int(),
  minDeposit: z.string().nullable(),
  triggerConditions: triggerConditionsSchema,
  maxBetAmount: z.string().nullable(),
  maxWinAmount: z.string().nullable(),
  isBonusCancelLock: z.boolean(),
  /** Reached with a bonus code the player entered (waiting for this deposit). */
  bonusCode: z.string().nullable(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

export const playerBonusCodeSchema = z.object({
  /** Null for an answer that stored nothing (3 incorrect, 4 not available). */
  playerBonusCodeId: z.string().nullable(),
  bonusCode: z.string(),
  status: z.number().int(),
  trigger: z.number().int(),
  /** The bonus it gives, when the code is known. */
  name: z.string().nullable(),
  createdAt: dateTime,
});
export type PlayerBonusCode = z.infer<typeof playerBonusCodeSchema>;

export const cashbackSchema = z.object({
  currency: z.string(),
  /** What the current period has earned so far (issued when it ends). */
  amount: z.string(),
  /** Net losses of the period so far. */
  losses: z.string(),
  percent: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export type Cashback = z.infer<typeof cashbackSchema>;

export const bonusAvailabilitySchema = z.object({
  id: z.string(),
  isAvailable: z.boolean(),
  /** Why not: "claimed", "ended", "currency", "jurisdiction", "excluded"; null when available. */
  status: z.string().nullable(),
});
export type BonusAvailability = z.infer<typeof bonusAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const statusValue = z.coerce.number().int().min(1).max(3);

/** GET /api/game/player-bonuses and /player-freespins: status[] (default 1 and 2), currency. */
export const playerBonusesQuery = z.object({
  status: z.pipe(
    listOf(statusValue, 3),
    z.transform((value) => value ?? [...ACTIVE_BONUS_STATUSES]),
  ),
  currency: currencyCode.optional(),
});
export type PlayerBonusesQuery = z.infer<typeof playerBonusesQuery>;

/** Any text: an id that is not one of the player's answers 404. */
export const playerBonusParams = z.object({ id });

/** GET /api/game/bonuses: currency (default the active account's) and an amount to deposit. */
export const depositBonusesQuery = z.object({
  currency: currencyCode.optional(),
  amount: z.optional(majorAmountSchema),
});
export type DepositBonusesQuery = z.infer<typeof depositBonusesQuery>;

export const bonusStatusQuery = z.object({
  bonusIds: z.pipe(
    listOf(id, 50),
    z.transform((value) => value ?? []),
  ),
  currency: currencyCode.optional(),
});

export const bonusCodesQuery = z.object({
  trigger: z.coerce.number().int().min(1).max(3).optional(),
});

export const addBonusCodeBody = z.strictObject({
  bonusCode: z.string().max(200),
  trigger: z.coerce.number().int().min(1).max(3).default(BONUS_CODE_TRIGGER.DEPOSIT),
});
export type AddBonusCode = z.infer<typeof addBonusCodeBody>;

export const deleteBonusCodeBody = z.strictObject({
  playerBonusCodeId: z.union([z.string().max(100), z.number()]).transform(String),
});

export const cashbackQuery = z.object({ currency: currencyCode.optional() });

export const playerBonusResponse = z.object({ data: playerBonusSchema });
export const playerBonusesResponse = z.object({ data: z.array(playerBonusSchema) });
export const playerFreespinResponse = z.object({ data: playerFreespinSchema });
export const playerFreespinsResponse = z.object({ data: z.array(playerFreespinSchema) });
export const depositBonusesResponse = z.object({ data: z.array(depositBonusSchema) });
export const bonusAvailabilityResponse = z.object({ data: z.array(bonusAvailabilitySchema) });
export const playerBonusCodeResponse = z.object({ data: playerBonusCodeSchema });
export const playerBonusCodesResponse = z.object({ data: z.array(playerBonusCodeSchema) });
export const cashbackResponse = z.object({ data: cashbackSchema.nullable() });

// ---------------------------------------------------------------------------------------------
// Operator API
// ---------------------------------------------------------------------------------------------

const percent = z.number().int().min(0).max(100);
const termsSchema = z.strictObject({
  amount: z.optional(majorAmountSchema),
  maxAmount: z.optional(majorAmountSchema),
  minDeposit: z.optional(majorAmountSchema),
  maxBet: z.optional(majorAmountSchema),
  maxWin: z.optional(majorAmountSchema),
  freespinBet: z.optional(majorAmountSchema),
});

/** A definition's player-facing texts in one locale; a text left out is shown in English. */
export const bonusTextsSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(2000).optional(),
  terms: z.string().max(5000).optional(),
  packageName: z.string().trim().min(1).max(200).optional(),
});
export type BonusTexts = z.infer<typeof bonusTextsSchema>;

/**
 * Texts per locale code of the product (contracts/settings.ts localeCodes) other than en, e.g.
 * de, pt-br; en-ca may differ from the English fields where Canadian English does.
 */
export const bonusTranslationsSchema = z
  .record(
    z
      .string()
      .refine(
        (key): boolean => isLocaleCode(key) && key !== DEFAULT_LOCALE,
        "A locale of the product other than en (de, pt-br, …): English is the plain fields",
      ),
    bonusTextsSchema,
  )
  .describe(
    "name, description, terms and packageName in other locales, by locale code " +
      '({ "de": { "name": "Willkommensbonus" } }). The plain fields are English; players get ' +
      "their locale's text and English for any text it lacks.",
  );

/** A bonus definition as the operator writes it (POST, and PUT with every field). */
export const bonusDefinitionInput = z
  .strictObject({
    identity: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "Lower-case letters, digits and -"),
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).nullable().default(null),
    terms: z.string().max(5000).nullable().default(null),
    kind: z.enum(BONUS_KINDS),
    trigger: z.enum(BONUS_TRIGGERS),
    code: bonusCodeSchema.nullable().default(null),
    packageId: z.string().trim().max(100).nullable().default(null),
    packageName: z.string().trim().max(200).nullable().default(null),
    translations: bonusTranslationsSchema.default({}),
    depositNumber: z.number().int().min(1).max(20).nullable().default(null),
    percent: z.number().int().min(1).max(1000).nullable().default(null),
    /** Terms per currency code; "base" in the base currency (converted for the others). */
    amounts: z.record(z.string().regex(/^(base|[A-Z0-9]{2,10})$/), termsSchema).default({}),
    wagerMultiplier: z.number().int().min(0).max(200).default(0),
    wagerContributions: z
      .strictObject({
        default: percent,
        types: z.record(z.string(), percent).optional(),
        games: z.record(z.string(), percent).optional(),
      })
      .default({ default: 100 }),
    products: z
      .array(z.enum(["casino", "sport"]))
      .min(1)
      .default(["casino"]),
    freespinCount: z.number().int().min(1).max(1000).nullable().default(null),
    freespinGame: z.string().max(100).nullable().default(null),
    freespinWagerMultiplier: z.number().int().min(0).max(200).default(0),
    cashbackPercent: z.number().int().min(1).max(100).nullable().default(null),
    cashbackPeriod: z.enum(["daily", "weekly", "monthly"]).nullable().default(null),
    activationDays: z.number().int().min(1).max(3650).nullable().default(null),
    wageringDays: z.number().int().min(1).max(3650).nullable().default(null),
    isCancelLock: z.boolean().default(false),
    isEnabled: z.boolean().default(true),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    position: z.number().int().min(0).max(100000).default(0),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (value.kind === "deposit" && value.percent === null) {
      issue("percent", "A deposit match needs its percent");
    }
    if (value.kind === "deposit" && value.trigger !== "deposit" && value.trigger !== "code") {
      issue("trigger", "A deposit match is given with a deposit (trigger deposit or code)");
    }
    if (value.kind === "freespins" && (value.freespinCount === null || !value.freespinGame)) {
      issue("freespinCount", "Free spins need a count and a game");
    }
    if ((value.freespinCount === null) !== (value.freespinGame === null)) {
      issue("freespinGame", "Free spins need both a count and a game");
    }
    if (value.kind === "cashback" && (value.cashbackPercent === null || !value.cashbackPeriod)) {
      issue("cashbackPercent", "Cashback needs its percent and period");
    }
    if ((value.trigger === "code") !== (value.code !== null) && value.trigger !== "registration") {
      issue("code", "A code-triggered bonus needs a code, and only it (or a registration one)");
    }
    if (value.depositNumber !== null && value.packageId === null) {
      issue("packageId", "A deposit number belongs to a package");
    }
    if (value.startsAt && value.endsAt && value.startsAt >= value.endsAt) {
      issue("endsAt", "The end must come after the start");
    }
  });
export type BonusDefinitionInput = z.infer<typeof bonusDefinitionInput>;

export const bonusDefinitionSchema = z.object({
  id: z.string(),
  identity: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  terms: z.string().nullable(),
  kind: z.enum(BONUS_KINDS),
  trigger: z.enum(BONUS_TRIGGERS),
  code: z.string().nullable(),
  packageId: z.string().nullable(),
  packageName: z.string().nullable(),
  translations: z.record(z.string(), bonusTextsSchema),
  depositNumber: z.number().int().nullable(),
  percent: z.number().int().nullable(),
  amounts: z.record(z.string(), z.record(z.string(), z.string())),
  wagerMultiplier: z.number().int(),
  wagerContributions: z.object({
    default: z.number().int(),
    types: z.record(z.string(), z.number().int()).optional(),
    games: z.record(z.string(), z.number().int()).optional(),
  }),
  products: z.array(z.string()),
  freespinCount: z.number().int().nullable(),
  freespinGame: z.string().nullable(),
  freespinWagerMultiplier: z.number().int(),
  cashbackPercent: z.number().int().nullable(),
  cashbackPeriod: z.string().nullable(),
  activationDays: z.number().int().nullable(),
  wageringDays: z.number().int().nullable(),
  isCancelLock: z.boolean(),
  isEnabled: z.boolean(),
  startsAt: dateTime,
  endsAt: dateTime,
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BonusDefinition = z.infer<typeof bonusDefinitionSchema>;

export const bonusDefinitionParams = z.object({ id: z.uuid("Unknown definition") });
export const operatorPlayerParams = z.object({ playerId: z.uuid("Unknown player") });
export const bonusDefinitionResponse = z.object({ data: bonusDefinitionSchema });
export const bonusDefinitionsResponse = z.object({ data: z.array(bonusDefinitionSchema) });

/** POST /api/operator/bonuses/issue: one definition to one player. */
export const operatorIssueBody = z.strictObject({
  playerId: z.uuid(),
  definitionId: z.uuid(),
  /** The account's currency; the active account's when absent. */
  currency: currencyCode.optional(),
  /** For a fixed bonus: this amount instead of the definition's. */
  amount: z.optional(majorAmountSchema),
  /** Activate at once when no other bonus is active. */
  activate: z.boolean().default(false),
  /** A retry with the same key issues nothing more; generated when absent. */
  idempotencyKey: z.string().min(1).max(150).optional(),
});
export const operatorIssueResponse = z.object({
  data: z.object({
    playerBonus: playerBonusSchema.nullable(),
    playerFreespin: playerFreespinSchema.nullable(),
  }),
});
export const operatorPlayerBonusesResponse = z.object({
  data: z.object({
    bonuses: z.array(playerBonusSchema),
    freespins: z.array(playerFreespinSchema),
  }),
});

// ---------------------------------------------------------------------------------------------
// Realtime (SPEC §7: bonus:player-bonuses#{id}, -freespins, -bonus-codes)
// ---------------------------------------------------------------------------------------------

export type PlayerBonusMessage = RealtimeMessage<"player.bonus.updated", PlayerBonus>;
export type PlayerFreespinMessage = RealtimeMessage<"player.freespin.updated", PlayerFreespin>;
export type PlayerBonusCodeMessage = RealtimeMessage<"player.bonus.code.updated", PlayerBonusCode>;
