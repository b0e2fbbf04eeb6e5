import { z } from "zod";

/**
 * The bonus API's shapes as the screens read them (SPEC §3, §7 Bonuses; ARCHITECTURE "Reference
 * shapes": player bonus). Lenient on purpose: fields the screens do not need may be absent, and
 * fields they do not know pass through, so a richer answer from the server never breaks a page.
 */

const money = z.string();
const id = z.union([z.string(), z.number()]).transform(String);
const dateTime = z.string().nullish();

export const wagerProgressSchema = z.object({
  current: money,
  required: money,
  percentage: z.union([z.number(), z.string()]).nullish(),
});
export type WagerProgressView = z.infer<typeof wagerProgressSchema>;

export const triggerConditionsSchema = z
  .looseObject({
    invoiceAmountItems: z.array(z.object({ currency: z.string(), amountFrom: money })).nullish(),
    baseCurrencyInvoiceAmountFrom: money.nullish(),
  })
  .nullish();

export const playerBonusSchema = z.looseObject({
  id,
  name: z.string().nullish(),
  amount: money,
  currency: z.string(),
  bonusType: z.string().nullish(),
  status: z.number().int(),
  result: z.number().int().nullish(),
  /** Casino wagering; the sportsbook's, when the bonus has one, in `sportWager`. */
  wager: wagerProgressSchema.nullish(),
  sportWager: wagerProgressSchema.nullish(),
  /** Bonus money still left of this bonus. */
  balance: money.nullish(),
  maxBetAmount: money.nullish(),
  isBonusCancelLock: z.boolean().nullish(),
  packageId: id.nullish(),
  issueSessionId: z.string().nullish(),
  triggerConditions: triggerConditionsSchema,
  wagerMultiplier: z.union([z.number(), z.string()]).nullish(),
  activationExpiresAt: dateTime,
  wageringExpiresAt: dateTime,
  createdAt: dateTime,
  finishedAt: dateTime,
  terms: z.string().nullish(),
});
export type PlayerBonus = z.infer<typeof playerBonusSchema>;

export const playerFreespinSchema = z.looseObject({
  id,
  status: z.number().int(),
  result: z.number().int().nullish(),
  count: z.number().int(),
  /** Spins already played. */
  played: z.number().int().nullish(),
  currency: z.string(),
  gameId: id,
  game: z.looseObject({ identity: z.string().nullish(), name: z.string().nullish() }).nullish(),
  betAmount: money.nullish(),
  winAmount: money.nullish(),
  packageId: id.nullish(),
  name: z.string().nullish(),
  expiresAt: dateTime,
});
export type PlayerFreespin = z.infer<typeof playerFreespinSchema>;

/** A bonus a deposit of some amount would get (GET /api/game/bonuses). */
export const depositBonusSchema = z.looseObject({
  id,
  package: z.looseObject({ id, name: z.string().nullish() }).nullish(),
  name: z.string().nullish(),
  identity: z.string().nullish(),
  bonusType: z.string().nullish(),
  /** Deposit match in percent. */
  percent: z.union([z.number(), z.string()]).nullish(),
  /** Fixed amount, or the bonus this deposit would get. */
  amount: money.nullish(),
  maxAmount: money.nullish(),
  currency: z.string().nullish(),
  freespinCount: z.number().int().nullish(),
  wagerMultiplier: z.union([z.number(), z.string()]).nullish(),
  /** Which deposit of a welcome package it belongs to (1, 2, 3…). */
  depositNumber: z.number().int().nullish(),
  minDeposit: money.nullish(),
  triggerConditions: triggerConditionsSchema,
  maxBetAmount: money.nullish(),
  isBonusCancelLock: z.boolean().nullish(),
  terms: z.string().nullish(),
  description: z.string().nullish(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;

export const bonusCodeSchema = z.looseObject({
  status: z.number().int(),
  trigger: z.number().int(),
  playerBonusCodeId: id.nullish(),
  bonusCode: z.string().nullish(),
  code: z.string().nullish(),
});
export type BonusCode = z.infer<typeof bonusCodeSchema>;

export const cashbackSchema = z.looseObject({
  currency: z.string(),
  amount: money,
  percent: z.union([z.number(), z.string()]).nullish(),
  periodStart: dateTime,
  periodEnd: dateTime,
});
export type Cashback = z.infer<typeof cashbackSchema>;

/** GET /api/game/bonuses/status: whether each bonus may still be taken. */
export const bonusAvailabilitySchema = z.looseObject({
  id,
  isAvailable: z.boolean().nullish(),
  status: z.union([z.number(), z.string()]).nullish(),
});
