import { baseEquivalent, parseMajor } from "./money.ts";

/**
 * Amounts counted in the base currency (quest quantities, loyalty rates) and back. The base
 * currency has 100 minor units ("cents"); `rate` is what one unit of a currency is worth in it.
 */

/** Base-currency cents of a non-negative amount in minor units: (1250n EUR, 100, "1.08") → 1350n. */
export function toBaseCents(amount: bigint, subunitToUnit: bigint, rate: string): bigint {
  if (amount < 0n) return -toBaseCents(-amount, subunitToUnit, rate);
  return parseMajor(baseEquivalent(amount, subunitToUnit, rate), 100n);
}

const RATE = /^(\d+)(?:\.(\d+))?$/;

/**
 * Minor units of a currency worth `cents` of the base currency, rounded half-up:
 * (5000n, 100, "1.08") → 4630n (50.00 USD = 46.30 EUR). A zero rate gives 0.
 */
export function fromBaseCents(cents: bigint, subunitToUnit: bigint, rate: string): bigint {
  const match = RATE.exec(rate);
  if (!match) throw new RangeError(`not a rate: ${JSON.stringify(rate)}`);
  const decimals = match[2] ?? "";
  const rateScaled = BigInt(`${match[1] ?? "0"}${decimals}`);
  if (rateScaled === 0n) return 0n;
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  // cents / 100 base units ÷ (rateScaled / 10^d) × subunit = cents × subunit × 10^d / (100 × rateScaled)
  const numerator = absolute * subunitToUnit * 10n ** BigInt(decimals.length);
  const denominator = 100n * rateScaled;
  const minor = (numerator * 2n + denominator) / (denominator * 2n);
  return negative ? -minor : minor;
}
