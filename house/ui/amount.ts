import { formatMinor, tryParseMajor } from "../../contracts/money.ts";

/** Bet limits of a session in major units, as the studio sends them. */
export type AmountLimits = { minBet: string; maxBet: string };

/**
 * Decimals of the launch currency. The studio writes every amount with exactly the currency's
 * decimals (ARCHITECTURE "Money"), so the widest of the amounts it sent is the currency's.
 */
export function currencyDecimals(amounts: readonly string[]): number {
  let places = 0;
  for (const amount of amounts) {
    const point = amount.indexOf(".");
    if (point >= 0) places = Math.max(places, amount.length - point - 1);
  }
  return places;
}

function unit(decimals: number): bigint {
  return 10n ** BigInt(decimals);
}

/**
 * A typed amount in major units. A lone comma is the decimal separator most of our locales
 * write ("1,50"), so it is read as the point; digit grouping is not accepted.
 */
export function parseAmount(text: string, decimals: number): bigint | null {
  const trimmed = text.trim();
  const normalised =
    !trimmed.includes(".") && trimmed.split(",").length === 2 ? trimmed.replace(",", ".") : trimmed;
  return tryParseMajor(normalised, unit(decimals));
}

export function formatAmount(minor: bigint, decimals: number): string {
  return formatMinor(minor, unit(decimals));
}

function bounds(limits: AmountLimits, decimals: number): { min: bigint; max: bigint } {
  const min = parseAmount(limits.minBet, decimals) ?? 0n;
  const max = parseAmount(limits.maxBet, decimals) ?? min;
  return { min, max: max < min ? min : max };
}

function clamp(value: bigint, min: bigint, max: bigint): bigint {
  if (value < min) return min;
  if (value > max) return max;
  return value;
}

/** ½: half the amount, rounded down to the minor unit, never below the minimum bet. */
export function halveAmount(text: string, limits: AmountLimits, decimals: number): string {
  const { min, max } = bounds(limits, decimals);
  const current = parseAmount(text, decimals);
  if (current === null) return formatAmount(min, decimals);
  return formatAmount(clamp(current / 2n, min, max), decimals);
}

/** 2×: twice the amount, never above the maximum bet. */
export function doubleAmount(text: string, limits: AmountLimits, decimals: number): string {
  const { min, max } = bounds(limits, decimals);
  const current = parseAmount(text, decimals);
  if (current === null) return formatAmount(min, decimals);
  return formatAmount(clamp(current * 2n, min, max), decimals);
}

export type AmountCheck =
  | { ok: true; minor: bigint; text: string }
  | { ok: false; reason: "format" | "decimals" | "min" | "max" };

/** Whether the typed amount can be bet: a plain decimal with the currency's decimals, in limits. */
export function checkAmount(text: string, limits: AmountLimits, decimals: number): AmountCheck {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return { ok: false, reason: "format" };
  const minor = parseAmount(trimmed.replace(/^0+(?=\d)/, ""), decimals);
  if (minor === null) {
    const fraction = trimmed.split(".")[1] ?? "";
    return { ok: false, reason: fraction.length > decimals ? "decimals" : "format" };
  }
  const { min, max } = bounds(limits, decimals);
  if (minor < min) return { ok: false, reason: "min" };
  if (minor > max) return { ok: false, reason: "max" };
  return { ok: true, minor, text: formatAmount(minor, decimals) };
}

/** A bet amount the frame refused before asking the server. */
export class BetAmountError extends Error {
  override readonly name = "BetAmountError";
  readonly reason: Exclude<AmountCheck, { ok: true }>["reason"];
  constructor(reason: BetAmountError["reason"]) {
    super(`bet amount: ${reason}`);
    this.reason = reason;
  }
}
