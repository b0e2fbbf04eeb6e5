import {
  BONUS_STATUS,
  type DepositBonus,
  type PlayerBonus,
  type PlayerBonusCode,
  type PlayerFreespin,
  type TriggerConditions,
} from "../../../contracts/bonus.ts";
import { formatMinor } from "../../../contracts/money.ts";
import type { BonusCurrencyTerms, BonusDefinitionRow } from "../../db/schema.ts";
import { cancelLocked, wagerPercentage, type ResolvedTerms } from "./rules.ts";
import type { BonusCodeViewRow, BonusViewRow, FreespinViewRow } from "./store.ts";

/** The API shapes of contracts/bonus.ts from rows. */

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The minimum deposit per currency and in the base currency (SPEC §3 triggerConditions). */
export function triggerConditionsOf(
  amounts: Record<string, BonusCurrencyTerms>,
): TriggerConditions {
  return {
    invoiceAmountItems: Object.entries(amounts).flatMap(([currency, terms]) =>
      currency !== "base" && terms.minDeposit !== undefined
        ? [{ currency, amountFrom: terms.minDeposit }]
        : [],
    ),
    baseCurrencyInvoiceAmountFrom: amounts["base"]?.minDeposit ?? null,
  };
}

export function toPlayerBonus(row: BonusViewRow): PlayerBonus {
  const money = (amount: bigint | null) =>
    amount === null ? null : formatMinor(amount, row.subunitToUnit);
  const active = row.status === BONUS_STATUS.ACTIVE;
  return {
    id: row.id,
    name: row.name,
    identity: row.identity,
    amount: formatMinor(row.amount, row.subunitToUnit),
    currency: row.currency,
    bonusType: row.kind,
    status: row.status,
    result: row.result,
    wager: {
      current: formatMinor(row.wagerCurrent, row.subunitToUnit),
      required: formatMinor(row.wagerRequired, row.subunitToUnit),
      percentage: wagerPercentage(row.wagerCurrent, row.wagerRequired),
    },
    sportWager: null,
    balance: active ? formatMinor(row.bonusBalance, row.subunitToUnit) : null,
    wagerMultiplier: row.wagerMultiplier,
    maxBetAmount: money(row.maxBet),
    maxWinAmount: money(row.maxWin),
    isBonusCancelLock: cancelLocked(row.isCancelLock, row.countries),
    packageId: row.packageId,
    depositNumber: row.depositNumber,
    issueSessionId: null,
    triggerConditions: (row.triggerConditions as TriggerConditions | null) ?? null,
    activationExpiresAt: iso(row.activationExpiresAt),
    wageringExpiresAt: iso(row.wageringExpiresAt),
    activatedAt: iso(row.activatedAt),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    convertedAmount: money(row.convertedAmount),
    forfeitedAmount: money(row.forfeitedAmount),
    description: row.description,
    terms: row.terms,
  };
}

export function toPlayerFreespin(row: FreespinViewRow): PlayerFreespin {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    result: row.result,
    count: row.count,
    played: row.played,
    currency: row.currency,
    gameId: row.gameId,
    game: { id: row.gameId, identity: row.gameIdentity, name: row.gameName },
    betAmount: formatMinor(row.betAmount, row.subunitToUnit),
    winAmount: formatMinor(row.winAmount, row.subunitToUnit),
    wagerMultiplier: row.wagerMultiplier,
    packageId: row.packageId,
    playerBonusId: row.playerBonusId,
    expiresAt: iso(row.expiresAt),
    activatedAt: iso(row.activatedAt),
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

/** A definition on offer in one currency; `amount` is what a given deposit would get. */
export function toDepositBonus(
  definition: BonusDefinitionRow,
  input: {
    currency: string;
    subunitToUnit: bigint;
    terms: ResolvedTerms;
    amount: bigint | null;
    countries: (string | null)[];
    bonusCode: string | null;
  },
): DepositBonus {
  const money = (value: bigint | null) =>
    value === null ? null : formatMinor(value, input.subunitToUnit);
  return {
    id: definition.id,
    identity: definition.identity,
    name: definition.name,
    description: definition.description,
    terms: definition.terms,
    bonusType: definition.kind,
    package: definition.packageId
      ? { id: definition.packageId, name: definition.packageName }
      : null,
    depositNumber: definition.depositNumber,
    percent: definition.percent,
    amount: money(input.amount ?? input.terms.amount),
    maxAmount: money(input.terms.maxAmount),
    currency: input.currency,
    freespinCount: definition.freespinCount,
    freespinGame: definition.freespinGame,
    wagerMultiplier: definition.wagerMultiplier,
    minDeposit: money(input.terms.minDeposit),
    triggerConditions: triggerConditionsOf(definition.amounts),
    maxBetAmount: money(input.terms.maxBet),
    maxWinAmount: money(input.terms.maxWin),
    isBonusCancelLock: cancelLocked(definition.isCancelLock, input.countries),
    bonusCode: input.bonusCode,
  };
}

export function toPlayerBonusCode(row: BonusCodeViewRow): PlayerBonusCode {
  return {
    playerBonusCodeId: row.id,
    bonusCode: row.code,
    status: row.status,
    trigger: row.trigger,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
  };
}
