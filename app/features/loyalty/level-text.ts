import { localeTag } from "../../../contracts/locale.ts";
import type { Level } from "../../../contracts/loyalty.ts";
import { localizedText } from "../../lib/localized-text.ts";

export function levelName(level: Pick<Level, "names" | "name">, locale: string): string {
  return localizedText(level.names, locale) || level.name;
}

/** `locale` is the route prefix (also the key of operator texts); Intl gets its language tag. */
export function formatPoints(points: number, locale: string): string {
  return new Intl.NumberFormat(localeTag(locale)).format(points);
}

/** "7.5 %" in the locale's way. */
export function formatPercent(percent: string, locale: string): string {
  return new Intl.NumberFormat(localeTag(locale), {
    style: "percent",
    maximumFractionDigits: 2,
  }).format(Number(percent) / 100);
}
