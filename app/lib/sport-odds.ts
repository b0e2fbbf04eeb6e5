import { useCallback, useSyncExternalStore } from "react";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "./local-storage-store.ts";

/**
 * Odds as a player reads them. The book speaks decimal odds with two decimals ("1.85"); a
 * player may prefer fractional ("17/20") or American ("-118"). The choice is a player setting
 * kept in this browser (the sportsbook and the bets history both show it). Everything here works
 * on the decimal string in integer hundredths: no floating point decides what a player sees.
 */

export const ODDS_FORMATS = ["decimal", "fractional", "american"] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const ODDS_FORMAT_KEY = "sevens:odds-format";

const DECIMAL_ODDS = /^(\d{1,6})\.(\d{2})$/;

/** "1.85" → 185; null for anything that is not decimal odds with two decimals of at least 1.00. */
export function oddsHundredths(odds: string): number | null {
  const match = DECIMAL_ODDS.exec(odds);
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number(match[2]);
  return value >= 100 ? value : null;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The fractions bookmakers print, each next to the decimal odds it is shown for (rounded to two
 * decimals). A decimal price that is one of them reads as the traditional fraction (1.33 → 1/3,
 * 1.91 → 10/11), any other as its exact fraction in lowest terms (1.84 → 21/25).
 */
const TRADITIONAL_FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 10],
  [1, 8],
  [1, 7],
  [1, 6],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [2, 3],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [9, 1],
  [10, 1],
];

const traditionalByHundredths = new Map<number, string>();
for (const [numerator, denominator] of TRADITIONAL_FRACTIONS) {
  // Half-up rounding of 100 + 100·n/d to whole hundredths, in integers.
  const hundredths = 100 + Math.floor((200 * numerator + denominator) / (2 * denominator));
  if (!traditionalByHundredths.has(hundredths)) {
    traditionalByHundredths.set(hundredths, `${numerator}/${denominator}`);
  }
}

/** "2.50" → "6/4", "1.85" → "17/20", "1.33" → "1/3", "1.84" → "21/25". */
export function toFractional(odds: string): string {
  const hundredths = oddsHundredths(odds);
  if (hundredths === null) return odds;
  const traditional = traditionalByHundredths.get(hundredths);
  if (traditional) return traditional;
  const profit = hundredths - 100;
  if (profit === 0) return "1/1";
  const divisor = gcd(profit, 100);
  return `${profit / divisor}/${100 / divisor}`;
}

/**
 * "2.50" → "+150", "1.85" → "-118", "2.00" → "+100": the profit on 100 staked (2.00 and up),
 * or the stake that wins 100 (below 2.00), rounded half-up to a whole number.
 */
export function toAmerican(odds: string): string {
  const hundredths = oddsHundredths(odds);
  if (hundredths === null || hundredths === 100) return odds;
  const profit = hundredths - 100;
  if (hundredths >= 200) return `+${profit}`;
  // 100 / (profit / 100) = 10000 / profit, half-up.
  return `-${Math.floor((2 * 10_000 + profit) / (2 * profit))}`;
}

/** Decimal odds in the player's format. */
export function formatOdds(odds: string, format: OddsFormat): string {
  switch (format) {
    case "fractional":
      return toFractional(odds);
    case "american":
      return toAmerican(odds);
    default:
      return odds;
  }
}

export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === "string" && (ODDS_FORMATS as readonly string[]).includes(value);
}

function readFormat(): OddsFormat {
  try {
    const stored = browserStorage()?.getItem(ODDS_FORMAT_KEY);
    return isOddsFormat(stored) ? stored : "decimal";
  } catch {
    return "decimal";
  }
}

/** The player's odds format (decimal until they choose; the server renders decimal). */
export function useOddsFormat(): [OddsFormat, (next: OddsFormat) => void] {
  const format = useSyncExternalStore(subscribeLocalStorage, readFormat, () => "decimal" as const);
  const set = useCallback((next: OddsFormat) => {
    try {
      const storage = browserStorage();
      if (next === "decimal") storage?.removeItem(ODDS_FORMAT_KEY);
      else storage?.setItem(ODDS_FORMAT_KEY, next);
    } catch {
      // storage refused: odds stay decimal
    }
    notifyLocalStorageChange();
  }, []);
  return [format, set];
}
