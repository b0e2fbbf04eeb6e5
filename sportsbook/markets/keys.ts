import { MARKET_KEY, SELECTION_ID, type MarketType } from "../../contracts/sportsbook.ts";

/**
 * Market keys and selection ids (contracts/sportsbook.ts): a market is its type, with `@line`
 * (ou, ah, sets_ou, sets_ah) or `@period` (set); a selection is `${eventId}:${key}:${outcome}`.
 */

export interface MarketKey {
  key: string;
  type: MarketType;
  /** ou / ah / sets_ou / sets_ah. */
  line: number | null;
  /** set. */
  period: number | null;
}

export interface SelectionRef extends MarketKey {
  selectionId: string;
  eventId: number;
  outcome: string;
}

/** A line as it appears in keys and names: 2.5, -0.75, 0 (never "-0" or "2.50"). */
export function lineText(line: number): string {
  const rounded = Math.round(line * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

/** A handicap line with its sign, as bettors read it: +0.75, -1.5, 0. */
export function signedLine(line: number): string {
  const text = lineText(line);
  return line > 0 ? `+${text}` : text;
}

export function marketKey(type: MarketType, value?: number): string {
  switch (type) {
    case "ou":
    case "ah":
    case "sets_ou":
    case "sets_ah":
      return `${type}@${lineText(value ?? 0)}`;
    case "set":
      return `set@${value ?? 1}`;
    default:
      return type;
  }
}

export function parseMarketKey(key: string): MarketKey | null {
  if (!MARKET_KEY.test(key)) return null;
  const [type, value] = key.split("@") as [MarketType, string | undefined];
  if (value === undefined) return { key, type, line: null, period: null };
  if (type === "set") return { key, type, line: null, period: Number(value) };
  return { key, type, line: Number(value), period: null };
}

export function selectionId(eventId: number, key: string, outcome: string): string {
  return `${eventId}:${key}:${outcome}`;
}

export function parseSelectionId(id: string): SelectionRef | null {
  if (!SELECTION_ID.test(id)) return null;
  const first = id.indexOf(":");
  const last = id.lastIndexOf(":");
  const market = parseMarketKey(id.slice(first + 1, last));
  if (!market) return null;
  return {
    ...market,
    selectionId: id,
    eventId: Number(id.slice(0, first)),
    outcome: id.slice(last + 1),
  };
}

/** The outcome code of a race runner: competitor `${championshipId}-${n}` runs as `r${n}`. */
export function runnerOutcome(competitorId: string): string {
  return `r${competitorId.slice(competitorId.lastIndexOf("-") + 1)}`;
}
