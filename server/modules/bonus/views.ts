import {
  BONUS_STATUS,
  type DepositBonus,
  type PlayerBonus,
  type PlayerBonusCode,
  type PlayerFreespin,
  type TriggerConditions,
} from "../../../contracts/bonus.ts";
import { formatMinor } from "../../../contracts/money.ts";
import { DEFAULT_LOCALE } from "../../../contracts/settings.ts";
import type { BonusCurrencyTerms, BonusDefinitionRow } from "../../db/schema.ts";
import { cancelLocked, wagerPercentage, type ResolvedTerms } from "./rules.ts";
import type { BonusCodeViewRow, BonusViewRow, FreespinViewRow } from "./store.ts";
import { textsIn } from "./texts.ts";

/**
 * The API shapes of contracts/bonus.ts from rows; names, descriptions and terms in `locale`
 * (each in English where the definition has no translation of it).
 */

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

export function toPlayerBonus(row: BonusViewRow, locale: string = DEFAULT_LOCALE): PlayerBonus {
  const texts = textsIn(
    { name: row.name, description: row.description, terms: row.terms, packageName: null },
    row.translations,
    locale,
  );
  const money = (amount: bigint | null) =>
    amount === null ? null : formatMinor(amount, row.subunitToUnit);
  const active = row.status === BONUS_STATUS.ACTIVE;
  return {
    id: row.id,
    name: texts.name,
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
    description: texts.description,
    terms: texts.terms,
  };
}

export function toPlayerFreespin(
  row: FreespinViewRow,
  locale: string = DEFAULT_LOCALE,
): PlayerFreespin {
  const english = { name: row.name, description: null, terms: null, packageName: null };
  return {
    id: row.id,
    name: textsIn(english, row.translations, locale).name,
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
  locale: string = DEFAULT_LOCALE,
): DepositBonus {
  const texts = textsIn(definition, definition.translations, locale);
  const money = (value: bigint | null) =>
    value === null ? null : formatMinor(value, input.subunitToUnit);
  return {
    id: definition.id,
    identity: definition.identity,
    name: texts.name,
    description: texts.description,
    terms: texts.terms,
    bonusType: definition.kind,
    package: definition.packageId ? { id: definition.packageId, name: texts.packageName } : null,
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

export function toPlayerBonusCode(
  row: BonusCodeViewRow,
  locale: string = DEFAULT_LOCALE,
): PlayerBonusCode {
  const english = { name: row.name, description: null, terms: null, packageName: null };
  return {
    playerBonusCodeId: row.id,
    bonusCode: row.code,
    status: row.status,
    trigger: row.trigger,
    name: textsIn(english, row.translations, locale).name,
    createdAt: row.createdAt.toISOString(),
  };
}
