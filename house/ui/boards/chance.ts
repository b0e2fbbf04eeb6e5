import { frameLocale } from "../format.ts";

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A probability (0 … 1) as a percentage in the frame's locale, rounded down to two decimals:
 * 6 / 13 → "46.15%" in English, "46,15 %" in German, "۴۶٫۱۵٪" in Persian.
 */
export function formatChance(chance: number, locale: string = frameLocale()): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return format.format(Math.floor(chance * 10_000 + 1e-9) / 10_000);
}
