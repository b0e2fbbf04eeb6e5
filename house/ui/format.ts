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

/** "1234567.50" → "1,234,567.50": thousands grouped, decimals untouched. */
export function groupThousands(text: string): string {
  const negative = text.startsWith("-");
  const [whole = "0", fraction] = (negative ? text.slice(1) : text).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
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

export function formatMoney(amount: string, currency: string): string {
  return `${groupThousands(amount)} ${currency}`;
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
