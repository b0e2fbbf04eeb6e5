import type { StakeLimits } from "../../contracts/sportsbook.ts";
import { formatMinor } from "../../contracts/money.ts";
import type { HouseCurrency } from "../../house/server/currencies.ts";
import { fromBaseCurrency } from "../../house/server/limits.ts";

/**
 * The book's stake limits, set in the base currency (USD) and converted with each currency's
 * rate, rounded to amounts a player can type: a minimum stake (per combination of a system
 * bet), a maximum per market (main markets take more; live legs half), the maximum of a
 * multiple being its tightest leg's, and a maximum payout per bet.
 */
export const MIN_STAKE_BASE_CENTS = 10n;
export const MAX_STAKE_MAIN_BASE_CENTS = 5_000_00n;
export const MAX_STAKE_OTHER_BASE_CENTS = 1_000_00n;
/** Live legs: the market's maximum times LIVE_FACTOR_PERCENT / 100. */
export const LIVE_FACTOR_PERCENT = 50n;
export const MAX_PAYOUT_BASE_CENTS = 100_000_00n;

export interface BookLimits {
  minStake: bigint;
  maxStakeMain: bigint;
  maxStakeOther: bigint;
  maxPayout: bigint;
}

export function limitsOf(currency: Pick<HouseCurrency, "subunitToUnit" | "rate">): BookLimits {
  const convert = (cents: bigint, rounding: "min" | "max") =>
    fromBaseCurrency(cents, currency.subunitToUnit, currency.rate, rounding);
  return {
    minStake: convert(MIN_STAKE_BASE_CENTS, "min"),
    maxStakeMain: convert(MAX_STAKE_MAIN_BASE_CENTS, "max"),
    maxStakeOther: convert(MAX_STAKE_OTHER_BASE_CENTS, "max"),
    maxPayout: convert(MAX_PAYOUT_BASE_CENTS, "max"),
  };
}

/** The most one leg's market takes. */
export function maxStakeOf(limits: BookLimits, leg: { isMain: boolean; isLive: boolean }): bigint {
  const base = leg.isMain ? limits.maxStakeMain : limits.maxStakeOther;
  return leg.isLive ? (base * LIVE_FACTOR_PERCENT) / 100n : base;
}

export function stakeLimitsView(limits: BookLimits, subunitToUnit: bigint): StakeLimits {
  return {
    minStake: formatMinor(limits.minStake, subunitToUnit),
    maxStakeMain: formatMinor(limits.maxStakeMain, subunitToUnit),
    maxStakeOther: formatMinor(limits.maxStakeOther, subunitToUnit),
    liveFactor: formatMinor(LIVE_FACTOR_PERCENT, 100n),
    maxPayout: formatMinor(limits.maxPayout, subunitToUnit),
  };
}
