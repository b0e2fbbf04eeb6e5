import { MAX_TARGET, MIN_TARGET } from "../games/limbo.ts";
import { frameLocale } from "./format.ts";

/**
 * The limbo board's arithmetic (house/games/limbo.ts): the target multiplier in hundredths
 * (1.01× … 1 000 000×) wins with a chance of 99 / target.
 */
export const DEFAULT_LIMBO_TARGET = 200;
export const LIMBO_BOUNDS = { min: MIN_TARGET, max: MAX_TARGET } as const;

export function isLimboTarget(target: number | null): target is number {
  return target !== null && target >= MIN_TARGET && target <= MAX_TARGET;
}

/**
 * The winning chance for display, in the frame's locale: 200 → "49.50%", 100 000 000 →
 * "0.000099%" (two significant digits once it is below a hundredth of a percent).
 */
export function limboChance(target: number, locale: string = frameLocale()): string {
  const fraction = 99 / target;
  if (fraction >= 0.0001) {
    return new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Math.floor(fraction * 10_000) / 10_000);
  }
  return new Intl.NumberFormat(locale, {
    style: "percent",
    maximumSignificantDigits: 2,
  }).format(fraction);
}
