import {
  MAX_WIN_COUNT,
  MIN_WIN_COUNT,
  multiplierBp,
  winCount,
  type DiceDirection,
  type DiceParams,
} from "../games/dice.ts";
import { fromHundredths, multiplierFromBp } from "./format.ts";

/**
 * The dice board's arithmetic (house/games/dice.ts): the target is in hundredths, "under T"
 * wins on T rolls and "over T" on 9 999 − T, and the chance must stay within 0.01 %–98 %.
 */
export const DEFAULT_DICE: DiceParams = { target: 5000, direction: "under" };

/** The lowest and highest target allowed for a direction. */
export function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === "under"
    ? { min: MIN_WIN_COUNT, max: MAX_WIN_COUNT }
    : { min: 9_999 - MAX_WIN_COUNT, max: 9_999 - MIN_WIN_COUNT };
}

export function clampTarget(target: number, direction: DiceDirection): number {
  const { min, max } = targetBounds(direction);
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Over ↔ under with the same winning chance: the target mirrors around 99.99. */
export function flipDirection(params: DiceParams): DiceParams {
  const direction = params.direction === "under" ? "over" : "under";
  return { direction, target: clampTarget(9_999 - params.target, direction) };
}

/** The target that gives `chance` hundredths of a percent (clamped to the allowed range). */
export function targetForChance(chance: number, direction: DiceDirection): number {
  const wins = Math.min(MAX_WIN_COUNT, Math.max(MIN_WIN_COUNT, Math.round(chance)));
  return direction === "under" ? wins : 9_999 - wins;
}

/** Win chance ("49.50") and payout multiplier ("2.00") as the engine computes them. */
export function diceOdds(params: DiceParams): { chance: string; multiplier: string } {
  return {
    chance: fromHundredths(winCount(params)),
    multiplier: multiplierFromBp(multiplierBp(params)),
  };
}
