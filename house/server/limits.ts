import { formatMinor, tryParseMajor } from "../../contracts/money.ts";

/**
 * The studio's own bet bounds per currency, the same value everywhere: at least 0.01 of the base
 * currency (USD) and at most 1 000 of it, converted with the currency's rate and rounded to
 * figures a player can type (the minimum up to one significant digit, never below one minor
 * unit; the maximum down to two). USD/EUR-like currencies get 0.01 … 1 000 / 920, BTC
 * 0.0000002 … 0.015. A currency without a usable rate gets one minor unit (or 0.01) … 1 000 of
 * its own major units. The operator may refuse a bet inside these bounds by its own limits.
 */
export const MIN_BET_BASE_CENTS = 1n;
export const MAX_BET_BASE_UNITS = 1_000n;

export type BetLimits = { minBet: bigint; maxBet: bigint };

/** "1.08" → [108n, 100n]; null for anything that is not a positive decimal. */
function ratio(rate: string): [bigint, bigint] | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return null;
  const decimals = match[2] ?? "";
  const numerator = BigInt(`${match[1] ?? "0"}${decimals}`);
  if (numerator === 0n) return null;
  return [numerator, 10n ** BigInt(decimals.length)];
}

function significant(value: bigint, digits: number, up: boolean): bigint {
  const length = value.toString().length;
  if (length <= digits) return value;
  const step = 10n ** BigInt(length - digits);
  const down = (value / step) * step;
  return up && down !== value ? down + step : down;
}

export function betLimits(subunitToUnit: bigint, rate: string): BetLimits {
  const parsed = ratio(rate);
  if (!parsed) {
    const cent = subunitToUnit / 100n;
    return { minBet: cent > 0n ? cent : 1n, maxBet: MAX_BET_BASE_UNITS * subunitToUnit };
  }
  const [numerator, denominator] = parsed;
  // minor units worth `cents` hundredths of the base currency: cents/100 ÷ rate × subunitToUnit
  const minExact = MIN_BET_BASE_CENTS * subunitToUnit * denominator;
  const minDivisor = 100n * numerator;
  const minCeil = (minExact + minDivisor - 1n) / minDivisor;
  const minBet = significant(minCeil > 0n ? minCeil : 1n, 1, true);
  const maxFloor = (MAX_BET_BASE_UNITS * subunitToUnit * denominator) / numerator;
  const maxBet = significant(maxFloor, 2, false);
  return { minBet, maxBet: maxBet > minBet ? maxBet : minBet };
}

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; message: string };

/** The bet of a request (major units) checked against the currency's decimals and the bounds. */
export function checkBetAmount(
  text: string,
  subunitToUnit: bigint,
  limits: BetLimits,
): AmountCheck {
  const amount = tryParseMajor(text, subunitToUnit);
  if (amount === null) {
    const decimals = subunitToUnit.toString().length - 1;
    return { ok: false, message: `Enter an amount with at most ${decimals} decimals` };
  }
  if (amount < limits.minBet) {
    return {
      ok: false,
      message: `The minimum bet is ${formatMinor(limits.minBet, subunitToUnit)}`,
    };
  }
  if (amount > limits.maxBet) {
    return {
      ok: false,
      message: `The maximum bet is ${formatMinor(limits.maxBet, subunitToUnit)}`,
    };
  }
  return { ok: true, amount };
}
