import type { Rng } from "../fair/floats.ts";
import { asRecord, intField } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Limbo: the float f = k / 2³² (k a 32-bit integer) gives the result
 * R = floor(99 × 2³² / (2³² − k)) hundredths, i.e. floor(99 / (1 − f)) / 100 ≥ 0.99×.
 * The player wins target T (hundredths) when R ≥ T; P(R ≥ T) = floor(99 × 2³² / T) / 2³² ≤ 99/T,
 * so RTP = P × T/100 ≤ 99 %.
 */
export const GAME = "limbo";
export const RTP = 0.99;
export const HOUSE_EDGE = 0.01;
export const MIN_TARGET = 101;
export const MAX_TARGET = 100_000_000;
export const MAX_WIN_MULTIPLIER = MAX_TARGET / 100;

const TWO_32 = 2n ** 32n;

export type LimboParams = { target: number };
export type LimboOutcome = LimboParams & {
  /** Hundredths (display result / 100). */
  result: number;
  win: boolean;
  multiplierBp: bigint;
};

export function parseParams(input: unknown): LimboParams {
  const params = asRecord(GAME, input);
  return { target: intField(GAME, params, "target", MIN_TARGET, MAX_TARGET) };
}

export function resultFromFloat(f: number): number {
  const k = BigInt(Math.floor(f * 2 ** 32));
  return Number((99n * TWO_32) / (TWO_32 - k));
}

export function play(input: LimboParams, rng: Rng): LimboOutcome {
  const params = parseParams(input);
  const result = resultFromFloat(rng.nextFloat());
  return {
    ...params,
    result,
    win: result >= params.target,
    multiplierBp: BigInt(params.target) * 100n,
  };
}

export function payout(bet: bigint, outcome: LimboOutcome): bigint {
  return outcome.win ? applyBp(bet, outcome.multiplierBp) : 0n;
}
