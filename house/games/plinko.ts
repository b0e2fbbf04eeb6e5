import type { Rng } from "../fair/floats.ts";
import { GameInputError, asRecord, intField, oneOf } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Plinko: one float per row, f < 0.5 bounces left and f ≥ 0.5 right; the bucket is the number
 * of right bounces (0 … rows), Binomial(rows, ½). Each table (rows 8–16 × risk low / medium /
 * high) is symmetric and pays ≈ 99 %: its exact RTP Σ C(n,k)/2ⁿ × m_k lies within 98.85–99.15 %
 * (checked by a unit test; each value is listed in docs/house-games.md).
 */
export const GAME = "plinko";
export const RTP = 0.99;
export const HOUSE_EDGE = 0.01;
export const MAX_WIN_MULTIPLIER = 1_000;
export const RISKS = ["low", "medium", "high"] as const;
export type PlinkoRisk = (typeof RISKS)[number];
export const MIN_ROWS = 8;
export const MAX_ROWS = 16;

/** Multipliers in basis points per bucket, left to right (1× = 10 000). */
export const PLINKO_TABLES: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [56000, 28000, 13000, 8000, 5000, 8000, 13000, 28000, 56000],
    9: [64000, 32000, 18000, 10000, 5500, 5500, 10000, 18000, 32000, 64000],
    10: [73000, 40000, 23000, 12000, 6500, 6000, 6500, 12000, 23000, 40000, 73000],
    11: [83000, 42000, 25000, 15000, 9000, 6000, 6000, 9000, 15000, 25000, 42000, 83000],
    12: [95000, 50000, 29000, 17000, 11000, 7500, 5500, 7500, 11000, 17000, 29000, 50000, 95000],
    13: [
      110000, 58000, 34000, 20000, 12000, 9000, 6500, 6500, 9000, 12000, 20000, 34000, 58000,
      110000,
    ],
    14: [
      120000, 62000, 35000, 21000, 12000, 9000, 8500, 8000, 8500, 9000, 12000, 21000, 35000, 62000,
      120000,
    ],
    15: [
      140000, 74000, 41000, 26000, 15000, 12000, 8000, 7500, 7500, 8000, 12000, 15000, 26000, 41000,
      74000, 140000,
    ],
    16: [
      160000, 84000, 50000, 31000, 20000, 14000, 10000, 7000, 6500, 7000, 10000, 14000, 20000,
      31000, 50000, 84000, 160000,
    ],
  },
  medium: {
    8: [130000, 37000, 15000, 5000, 4000, 5000, 15000, 37000, 130000],
    9: [170000, 52000, 20000, 8000, 4000, 4000, 8000, 20000, 52000, 170000],
    10: [220000, 70000, 26000, 11000, 5500, 4000, 5500, 11000, 26000, 70000, 220000],
    11: [290000, 93000, 35000, 16000, 8000, 3500, 3500, 8000, 16000, 35000, 93000, 290000],
    12: [
      380000, 140000, 47000, 18000, 10000, 5500, 4000, 5500, 10000, 18000, 47000, 140000, 380000,
    ],
    13: [
      490000, 180000, 62000, 27000, 13000, 7000, 4000, 4000, 7000, 13000, 27000, 62000, 180000,
      490000,
    ],
    14: [
      640000, 230000, 85000, 34000, 16000, 8000, 5500, 5000, 5500, 8000, 16000, 34000, 85000,
      230000, 640000,
    ],
    15: [
      840000, 310000, 100000, 49000, 23000, 12000, 5500, 4500, 4500, 5500, 12000, 23000, 49000,
      100000, 310000, 840000,
    ],
    16: [
      1100000, 400000, 140000, 63000, 30000, 13000, 8000, 5000, 5000, 5000, 8000, 13000, 30000,
      63000, 140000, 400000, 1100000,
    ],
  },
  high: {
    8: [290000, 48000, 12000, 3000, 2500, 3000, 12000, 48000, 290000],
    9: [450000, 78000, 18000, 5000, 2500, 2500, 5000, 18000, 78000, 450000],
    10: [700000, 120000, 28000, 7500, 3000, 3000, 3000, 7500, 28000, 120000, 700000],
    11: [1100000, 210000, 43000, 11000, 3500, 3000, 3000, 3500, 11000, 43000, 210000, 1100000],
    12: [
      1700000, 310000, 67000, 19000, 5500, 3000, 2500, 3000, 5500, 19000, 67000, 310000, 1700000,
    ],
    13: [
      2700000, 470000, 120000, 26000, 9500, 3000, 2500, 2500, 3000, 9500, 26000, 120000, 470000,
      2700000,
    ],
    14: [
      4100000, 770000, 170000, 42000, 14000, 4500, 3000, 2000, 3000, 4500, 14000, 42000, 170000,
      770000, 4100000,
    ],
    15: [
      6400000, 1100000, 260000, 65000, 20000, 8000, 3000, 2500, 2500, 3000, 8000, 20000, 65000,
      260000, 1100000, 6400000,
    ],
    16: [
      10000000, 1700000, 400000, 101000, 30000, 9000, 5500, 2500, 2500, 2500, 5500, 9000, 30000,
      101000, 400000, 1700000, 10000000,
    ],
  },
};

export type PlinkoParams = { rows: number; risk: PlinkoRisk };
export type PlinkoOutcome = PlinkoParams & {
  /** 0 = left, 1 = right, one per row. */
  path: (0 | 1)[];
  bucket: number;
  multiplierBp: bigint;
};

export function table(rows: number, risk: PlinkoRisk): readonly number[] {
  const values = PLINKO_TABLES[risk][rows];
  if (!values) throw new GameInputError(GAME, "rows", `no table for ${rows} rows`);
  return values;
}

export function parseParams(input: unknown): PlinkoParams {
  const params = asRecord(GAME, input);
  return {
    rows: intField(GAME, params, "rows", MIN_ROWS, MAX_ROWS),
    risk: oneOf(GAME, params, "risk", RISKS),
  };
}

export function play(input: PlinkoParams, rng: Rng): PlinkoOutcome {
  const params = parseParams(input);
  const path: (0 | 1)[] = [];
  for (let i = 0; i < params.rows; i += 1) path.push(rng.nextFloat() < 0.5 ? 0 : 1);
  const bucket = path.reduce<number>((sum, step) => sum + step, 0);
  const bp = table(params.rows, params.risk)[bucket] ?? 0;
  return { ...params, path, bucket, multiplierBp: BigInt(bp) };
}

export function payout(bet: bigint, outcome: PlinkoOutcome): bigint {
  return applyBp(bet, outcome.multiplierBp);
}
