import type { LoyaltyProduct } from "../../../contracts/loyalty.ts";

/**
 * The arithmetic of loyalty, free of the database: points for a stake, rakeback for a stake,
 * the level for a number of points. Points are kept in hundredths ("centi"), rakeback in
 * millionths of a minor unit ("micro"), percentages in hundredths of a percent.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string as an integer scaled by 10^places (extra digits cut). */
export function scaledDecimal(text: string, places: number): bigint {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const fraction = (match[2] ?? "").slice(0, places).padEnd(places, "0");
  return BigInt(`${match[1] ?? "0"}${fraction}`);
}

export interface PointRateRow {
  product: string;
  currency: string;
  pointsPerUnit: string;
}

/** The rate of a product for a currency: its own row, else the product's `*` row, else 0. */
export function pointsPerUnitFor(
  rates: readonly PointRateRow[],
  product: LoyaltyProduct,
  currency: string,
): string {
  const own = rates.find((rate) => rate.product === product && rate.currency === currency);
  const fallback = rates.find((rate) => rate.product === product && rate.currency === "*");
  return (own ?? fallback)?.pointsPerUnit ?? "0";
}

/**
 * Hundredths of points for a stake worth `stakeBaseCents` of the base currency at `pointsPerUnit`
 * points per base unit: 12.50 USD at 1 point per USD → 1250 (12.50 points). Rounded down.
 */
export function pointsCentiFor(stakeBaseCents: bigint, pointsPerUnit: string): bigint {
  // cents × (ppu × 10^4) / 10^4 = points × 100.
  return (stakeBaseCents * scaledDecimal(pointsPerUnit, 4)) / 10_000n;
}

/** House edge when a game states no RTP: what such games typically keep. */
export const DEFAULT_EDGE_HUNDREDTHS: Record<LoyaltyProduct, bigint> = {
  casino: 300n,
  sport: 500n,
};

/** House edge in hundredths of a percent from an RTP in percent ("99.00" → 100 = 1.00 %). */
export function edgeFromRtp(rtp: string | null, product: LoyaltyProduct): bigint {
  if (product === "sport" || rtp === null) return DEFAULT_EDGE_HUNDREDTHS[product];
  const edge = 10_000n - scaledDecimal(rtp, 2);
  return edge > 0n ? edge : 0n;
}

/**
 * Rakeback of a stake in millionths of its minor unit: stake × edge × rakeback share.
 * 100 cents at 1.00 % edge and 10 % rakeback = 0.1 cent = 100 000 micro. Rounded down.
 */
export function rakebackMicroFor(
  stakeMinor: bigint,
  edgeHundredths: bigint,
  rakebackPercent: string,
): bigint {
  // stake × (edge/10^4) × (pct/10^4) × 10^6 = stake × edge × pct / 100.
  return (stakeMinor * edgeHundredths * scaledDecimal(rakebackPercent, 2)) / 100n;
}

export const MICRO_PER_MINOR = 1_000_000n;

export interface LevelThreshold {
  order: number;
  points: number;
}

/** The level reached with `points` (whole points) and the one after it. */
export function levelsAt<L extends LevelThreshold>(
  levels: readonly L[],
  points: number,
): { current: L | null; next: L | null } {
  const sorted = [...levels].sort((a, b) => a.order - b.order);
  let current: L | null = null;
  let next: L | null = null;
  for (const level of sorted) {
    if (level.points <= points) current = level;
    else {
      next = level;
      break;
    }
  }
  return { current, next };
}

/** Progress between the current threshold and the next, 0–100 (100 at the top). */
export function levelPercentage(
  points: number,
  current: LevelThreshold | null,
  next: LevelThreshold | null,
): number {
  if (!next) return 100;
  const from = current?.points ?? 0;
  const span = next.points - from;
  if (span <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor(((points - from) * 100) / span)));
}

/** Whole points of a hundredths count, never negative. */
export function wholePoints(pointsCenti: bigint): number {
  return pointsCenti <= 0n ? 0 : Number(pointsCenti / 100n);
}

/** Hundredths of points as a signed decimal string with two places: 1250 → "12.50". */
export function formatPoints(pointsCenti: bigint): string {
  const negative = pointsCenti < 0n;
  const absolute = negative ? -pointsCenti : pointsCenti;
  const text = `${absolute / 100n}.${(absolute % 100n).toString().padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}
