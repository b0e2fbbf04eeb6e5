import { tryParseMajor } from "../../../contracts/money.ts";

/**
 * Amount rules of the payment forms, exact on decimal strings (ARCHITECTURE "Money"): what the
 * player typed is compared with a method's min/max and, for withdrawals, with the withdrawable
 * balance as bigints of minor units, never as floating-point numbers.
 */

export type AmountProblem = "required" | "format" | "min" | "max" | "balance";

export interface AmountLimits {
  /** Decimal strings in major units of the currency. */
  min: string;
  max: string;
  subunitToUnit: number | bigint;
  /** What may be withdrawn at most (withdrawals only). */
  available?: string;
}

/** "12,50 " → "12.50": a comma typed as the decimal separator, spaces dropped. */
export function normalizeAmountInput(text: string): string {
  return text.trim().replace(/\s+/g, "").replace(",", ".");
}

/** The first rule the typed amount breaks, or null when it may be sent. */
export function checkAmount(text: string, limits: AmountLimits): AmountProblem | null {
  const value = normalizeAmountInput(text);
  if (value === "") return "required";
  const amount = tryParseMajor(value, limits.subunitToUnit);
  if (amount === null || amount === 0n) return "format";
  const min = tryParseMajor(limits.min, limits.subunitToUnit);
  const max = tryParseMajor(limits.max, limits.subunitToUnit);
  if (min !== null && amount < min) return "min";
  if (max !== null && max > 0n && amount > max) return "max";
  if (limits.available !== undefined) {
    const available = tryParseMajor(limits.available, limits.subunitToUnit);
    if (available !== null && amount > available) return "balance";
  }
  return null;
}

/** The smaller of two decimal amounts (the real upper bound of a withdrawal). */
export function minAmount(a: string, b: string, subunitToUnit: number | bigint): string {
  const left = tryParseMajor(a, subunitToUnit);
  const right = tryParseMajor(b, subunitToUnit);
  if (left === null) return b;
  if (right === null) return a;
  return left <= right ? a : b;
}
