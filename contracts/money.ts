import * as z from "zod/mini";

/**
 * Money helpers shared by the app and the server (ARCHITECTURE "Money").
 *
 * Inside, an amount is a bigint of the currency's smallest unit ("minor units"); at the API it is
 * a decimal string in major units with exactly as many decimals as the currency has
 * (`subunitToUnit` 100 → 2 decimals, 100000000 → 8). Never a floating-point number.
 */

/** A factor that is not a power of ten (1, 10, 100, …) has no decimal representation. */
export function decimalPlaces(subunitToUnit: bigint | number): number {
  const factor = BigInt(subunitToUnit);
  const text = factor.toString();
  if (factor < 1n || !/^10*$/.test(text)) {
    throw new RangeError(`subunitToUnit must be a power of ten, got ${text}`);
  }
  return text.length - 1;
}

/** Minor units as a decimal string in major units: (1250n, 100) → "12.50", (-5n, 100) → "-0.05". */
export function formatMinor(amount: bigint, subunitToUnit: bigint | number): string {
  const places = decimalPlaces(subunitToUnit);
  const factor = BigInt(subunitToUnit);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const whole = (absolute / factor).toString();
  const text =
    places === 0 ? whole : `${whole}.${(absolute % factor).toString().padStart(places, "0")}`;
  return negative ? `-${text}` : text;
}

/** A non-negative decimal in major units: digits, optionally a point and more digits. */
export const MAJOR_AMOUNT = /^(0|[1-9]\d{0,30})(\.\d+)?$/;

export class MoneyFormatError extends Error {
  override name = "MoneyFormatError";
}

/**
 * A decimal string in major units as minor units: ("12.5", 100) → 1250n. Refuses negatives,
 * exponents, signs, spaces, leading zeros ("007"), a bare or trailing point and more decimals
 * than the currency has ("0.001" for a 2-decimal currency) with a MoneyFormatError; see
 * `tryParseMajor` for a version that returns null.
 */
export function parseMajor(text: string, subunitToUnit: bigint | number): bigint {
  const places = decimalPlaces(subunitToUnit);
  const match = MAJOR_AMOUNT.exec(text);
  if (!match) throw new MoneyFormatError(`not an amount: ${JSON.stringify(text)}`);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? ".").slice(1);
  if (fraction.length > places) {
    throw new MoneyFormatError(`at most ${places} decimals allowed, got ${JSON.stringify(text)}`);
  }
  return BigInt(whole) * BigInt(subunitToUnit) + BigInt(fraction.padEnd(places, "0") || "0");
}

/** parseMajor, or null for anything it refuses. */
export function tryParseMajor(text: string, subunitToUnit: bigint | number): bigint | null {
  try {
    return parseMajor(text, subunitToUnit);
  } catch (error) {
    if (error instanceof MoneyFormatError) return null;
    throw error;
  }
}

const RATE = /^(\d+)(?:\.(\d+))?$/;

/**
 * The base-currency equivalent of an amount, rounded half-up to 2 decimals (SPEC §9):
 * (1250n EUR cents, 100, rate "1.08") → "13.50". `rate` is the decimal string of
 * units of the base currency one unit of this currency is worth (currency.rate.rate).
 */
export function baseEquivalent(
  amount: bigint,
  subunitToUnit: bigint | number,
  rate: string,
): string {
  const match = RATE.exec(rate);
  if (!match) throw new MoneyFormatError(`not a rate: ${JSON.stringify(rate)}`);
  const rateDecimals = match[2] ?? "";
  const rateScaled = BigInt(`${match[1] ?? "0"}${rateDecimals}`);
  const divisor = BigInt(subunitToUnit) * 10n ** BigInt(rateDecimals.length);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  // Hundredths of the base currency, rounded half-up away from zero.
  const cents = (absolute * rateScaled * 100n * 2n + divisor) / (divisor * 2n);
  return formatMinor(negative ? -cents : cents, 100n);
}

/** A zod schema for an amount field of a request: a decimal string in major units. */
export const majorAmountSchema = z
  .string()
  .check(
    z.regex(MAJOR_AMOUNT, "Enter an amount such as 12.50"),
    z.describe("decimal string in major units, e.g. 12.50"),
  );
