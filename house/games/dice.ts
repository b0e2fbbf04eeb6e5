import type { Rng } from "../fair/floats.ts";
import { GameInputError, asRecord, intField, oneOf } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Dice: roll = floor(f × 10 000) hundredths, i.e. 0.00 … 99.99, each with probability 1/10 000.
 * "under T" wins when roll < T, "over T" wins when roll > T (T in hundredths). With w winning
 * rolls the chance is w/100 % and the multiplier 99 / chance = 9 900 / w, stored in basis points
 * rounded down: floor(99 000 000 / w). RTP = w/10 000 × floor(99e6/w)/10 000 ≤ 99 %.
 */
export const GAME = "dice";
export const RTP = 0.99;
export const HOUSE_EDGE = 0.01;
/** Winning chance between 0.01 % (w = 1, 9 900×) and 98 % (w = 9 800). */
export const MIN_WIN_COUNT = 1;
export const MAX_WIN_COUNT = 9_800;
export const MAX_WIN_MULTIPLIER = 9_900;

export type DiceDirection = "over" | "under";
export type DiceParams = { target: number; direction: DiceDirection };
export type DiceOutcome = DiceParams & {
  /** Hundredths: 0 … 9 999 (display roll / 100). */
  roll: number;
  win: boolean;
  /** The multiplier the bet was placed at, in basis points. */
  multiplierBp: bigint;
};

export function winCount(params: DiceParams): number {
  return params.direction === "under" ? params.target : 9_999 - params.target;
}

export function multiplierBp(params: DiceParams): bigint {
  return 99_000_000n / BigInt(winCount(params));
}

export function parseParams(input: unknown): DiceParams {
  const params = asRecord(GAME, input);
  const direction = oneOf(GAME, params, "direction", ["over", "under"] as const);
  const target = intField(GAME, params, "target", 0, 9_999);
  const w = winCount({ target, direction });
  if (w < MIN_WIN_COUNT || w > MAX_WIN_COUNT) {
    throw new GameInputError(GAME, "target", "winning chance must be between 0.01 % and 98 %");
  }
  return { target, direction };
}

export function play(input: DiceParams, rng: Rng): DiceOutcome {
  const params = parseParams(input);
  const roll = Math.floor(rng.nextFloat() * 10_000);
  const win = params.direction === "under" ? roll < params.target : roll > params.target;
  return { ...params, roll, win, multiplierBp: multiplierBp(params) };
}

export function payout(bet: bigint, outcome: DiceOutcome): bigint {
  return outcome.win ? applyBp(bet, outcome.multiplierBp) : 0n;
}
