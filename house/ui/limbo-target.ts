import { MAX_TARGET, MIN_TARGET } from "../games/limbo.ts";

/**
 * The limbo board's arithmetic (house/games/limbo.ts): the target multiplier in hundredths
 * (1.01× … 1 000 000×) wins with a chance of 99 / target.
 */
export const DEFAULT_LIMBO_TARGET = 200;
export const LIMBO_BOUNDS = { min: MIN_TARGET, max: MAX_TARGET } as const;

export function isLimboTarget(target: number | null): target is number {
  return target !== null && target >= MIN_TARGET && target <= MAX_TARGET;
}

/** The winning chance in percent for display: 200 → "49.50", 100 000 000 → "0.000099". */
export function limboChance(target: number): string {
  const percent = 9_900 / target;
  if (percent >= 0.01) return (Math.floor(percent * 100) / 100).toFixed(2);
  return percent.toPrecision(2);
}
