import {
  currencyOfAmount,
  displayDecimals,
  formatApiMoney,
  formatDecimal,
} from "../../contracts/money-format.ts";

/**
 * Display helpers for the game iframe. Multipliers travel as decimal strings with 2–4 decimals
 * ("1.9800") or as basis points (1× = 10 000); players read them with two decimals unless more
 * matter ("1.98×", "1.0125×").
 */

/** "1.9800" → "1.98", "1.0125" → "1.0125", "12" → "12.00". */
export function trimMultiplier(text: string): string {
  const [whole = "0", fraction = ""] = text.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return `${whole}.${trimmed.padEnd(2, "0")}`;
}

/** Basis points as a display multiplier: 19800n → "1.98". */
export function multiplierFromBp(bp: bigint | string | number): string {
  const value = BigInt(bp);
  const whole = value / 10_000n;
  const fraction = (value % 10_000n).toString().padStart(4, "0");
  return trimMultiplier(`${whole}.${fraction}`);
}

/** Hundredths (dice target, limbo result) as a decimal: 4950 → "49.50". */
export function fromHundredths(value: number): string {
  const whole = Math.floor(value / 100);
  return `${whole}.${String(value % 100).padStart(2, "0")}`;
}

/** The frame's language: the document's (the operator passes the player's locale). */
export function frameLocale(): string {
  return typeof document === "undefined" ? "en" : document.documentElement.lang || "en";
}

/** "1234567.50" → "1,234,567.50" in the frame's locale: grouped, the decimals as given. */
export function groupThousands(text: string): string {
  return formatDecimal(text, frameLocale(), text.split(".")[1]?.length ?? 0);
}

/** A multiplier in at most four or five characters for tight spots: 1000, 26, 5.6, 0.55. */
export function compactMultiplier(bp: bigint | string | number): string {
  const value = BigInt(bp);
  if (value >= 1_000_000n) return (value / 10_000n).toString();
  if (value >= 100_000n) return trimZeros(`${value / 10_000n}.${(value % 10_000n) / 1_000n}`);
  return trimZeros(multiplierFromBp(value));
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** The studio shows money as the operator's app does (contracts/money-format.ts). */
export function formatMoney(amount: string, currency: string): string {
  return formatApiMoney(amount, currency, frameLocale());
}

/** An amount without its code, with the currency's display precision (paytable cells). */
export function formatAmountOnly(amount: string, currency: string): string {
  const precision = displayDecimals(currency, currencyOfAmount(amount, currency));
  return formatDecimal(amount, frameLocale(), precision);
}

export function formatMultiplier(text: string): string {
  return `${groupThousands(trimMultiplier(text))}×`;
}

/** A typed decimal with at most two decimals as hundredths: "49.5" → 4950; null otherwise. */
export function toHundredths(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
