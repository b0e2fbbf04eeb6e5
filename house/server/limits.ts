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

/**
 * `baseCents` hundredths of the base currency in minor units of a currency worth `rate` base
 * units each, rounded to figures a player can type: up to one significant digit (`min`, never
 * below one minor unit) or down to two (`max`). A currency without a usable rate counts the
 * amount in its own major units.
 */
export function fromBaseCurrency(
  baseCents: bigint,
  subunitToUnit: bigint,
  rate: string,
  rounding: "min" | "max",
): bigint {
  const parsed = ratio(rate);
  if (!parsed) {
    const exact = (baseCents * subunitToUnit) / 100n;
    return exact > 0n ? exact : 1n;
  }
  const [numerator, denominator] = parsed;
  // minor units worth `cents` hundredths of the base currency: cents/100 ÷ rate × subunitToUnit
  const exact = baseCents * subunitToUnit * denominator;
  const divisor = 100n * numerator;
  if (rounding === "min") {
    const ceil = (exact + divisor - 1n) / divisor;
    return significant(ceil > 0n ? ceil : 1n, 1, true);
  }
  return significant(exact / divisor, 2, false);
}

export function betLimits(subunitToUnit: bigint, rate: string): BetLimits {
  if (!ratio(rate)) {
    const cent = subunitToUnit / 100n;
    return { minBet: cent > 0n ? cent : 1n, maxBet: MAX_BET_BASE_UNITS * subunitToUnit };
  }
  const minBet = fromBaseCurrency(MIN_BET_BASE_CENTS, subunitToUnit, rate, "min");
  const maxBet = fromBaseCurrency(MAX_BET_BASE_UNITS * 100n, subunitToUnit, rate, "max");
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
