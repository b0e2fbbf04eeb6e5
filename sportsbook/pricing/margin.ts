/**
 * From probabilities to the book's odds. A market's outcomes are normalised to sum to one and
 * each is offered at odds = 1 / (p × (1 + margin)), rounded down to the hundredth, so the book's
 * overround Σ 1/odds is at least 1 + margin (rounding down only adds to it). A favourite that
 * would fall below 1.01 is offered at 1.01 and the rest of the margin goes onto the other
 * outcomes, as books price a match that is nearly decided; a market whose favourite is all but
 * certain (above DECIDED_CHANCE), or with an outcome above the maximum, is not offered.
 */

export const MIN_ODDS = 101;
export const MAX_ODDS = 100_000;
export const DECIDED_CHANCE = 0.985;

/** Odds in hundredths for each probability, or null when the market can't be offered. */
export function priceBook(
  probabilities: readonly number[],
  margin: number,
  options: { clampHigh?: boolean } = {},
): number[] | null {
  const total = probabilities.reduce((sum, p) => sum + Math.max(0, p), 0);
  if (!(total > 0)) return null;
  const chances = probabilities.map((p) => Math.max(0, p) / total);
  if (Math.max(...chances) > DECIDED_CHANCE) return null;
  const target = 1 + margin;
  const cap = 100 / MIN_ODDS;
  // Implied chances at the margin; those above the cap sit at it and the others share the rest.
  const capped = new Set<number>();
  let implied = chances.map((p) => p * target);
  for (;;) {
    const over = implied.findIndex((value, index) => value > cap && !capped.has(index));
    if (over < 0) break;
    capped.add(over);
    const left = target - capped.size * cap;
    const free = chances.reduce((sum, p, index) => sum + (capped.has(index) ? 0 : p), 0);
    implied = chances.map((p, index) =>
      capped.has(index) ? cap : free > 0 ? (p * left) / free : 0,
    );
  }
  const odds: number[] = [];
  for (const value of implied) {
    if (!(value > 0)) {
      if (!options.clampHigh) return null;
      odds.push(MAX_ODDS);
      continue;
    }
    // The epsilon keeps exact hundredths (2.00) from becoming 1.99 by float error.
    const price = Math.max(MIN_ODDS, Math.floor(100 / value + 1e-9));
    if (price > MAX_ODDS) {
      if (!options.clampHigh) return null;
      odds.push(MAX_ODDS);
      continue;
    }
    odds.push(price);
  }
  return odds;
}

/** Σ 1/odds: what a market pays back on a stake spread to win the same on every outcome. */
export function overround(odds: readonly number[]): number {
  return odds.reduce((sum, price) => sum + 100 / price, 0);
}

/** Hundredths as decimal odds text: 185 → "1.85". */
export function oddsText(hundredths: number | bigint): string {
  const value = BigInt(hundredths);
  return `${value / 100n}.${(value % 100n).toString().padStart(2, "0")}`;
}

/** "1.85" → 185; null for anything else. */
export function parseOdds(text: string): number | null {
  const match = /^(\d{1,4})\.(\d{2})$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}
