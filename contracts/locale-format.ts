import { formatDecimal } from "./money-format.ts";

/**
 * Numbers, percentages and dates for a BCP 47 tag (contracts/locale.ts), through Intl only:
 * digits, separators, percent sign and calendar are the locale's (Persian digits and calendar
 * in fa). Shared by the app and the house studio's frame. Formats are built once per locale.
 */

type LocaleFormat =
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;

const cache = new Map<string, LocaleFormat>();

function cached<T extends LocaleFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** A count or other whole number: 1234 → "1,234" (en), "۱٬۲۳۴" (fa). */
export function formatInteger(value: number | bigint, locale: string): string {
  return cached(`int:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/**
 * A percentage given as a decimal string of percent ("96.50") with its decimals kept:
 * "96.50%" (en), "96,50 %" (de), "%96,50" (tr), "۹۶٫۵۰٪" (fa).
 */
export function formatPercentText(percent: string, locale: string): string {
  const decimals = percent.split(".")[1]?.length ?? 0;
  const pattern = cached(
    `pct:${locale}`,
    () => new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1 }),
  ).formatToParts(0.015);
  // The number's place in the locale's pattern, with the exact decimal string put there.
  const number = formatDecimal(percent, locale, decimals);
  let placed = false;
  return pattern
    .map((part) => {
      if (part.type === "percentSign" || part.type === "literal") return part.value;
      if (placed) return "";
      placed = true;
      return number;
    })
    .join("");
}

/** A date and time, medium date and short time: "Nov 24, 2026, 3:05 PM". */
export function formatDateTime(value: string | number | Date, locale: string): string {
  return cached(
    `dt:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }),
  ).format(new Date(value));
}

/** A date alone, medium style: "Nov 24, 2026". */
export function formatDate(value: string | number | Date, locale: string): string {
  return cached(
    `d:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }),
  ).format(new Date(value));
}

/** A year as the locale writes it (Persian: the Solar Hijri year in Persian digits). */
export function formatYear(value: Date, locale: string): string {
  return cached(`y:${locale}`, () => new Intl.DateTimeFormat(locale, { year: "numeric" })).format(
    value,
  );
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** How long ago or ahead `value` is from `now`: "5 minutes ago", "in 2 days", "vor 3 Stunden". */
export function formatRelativeTime(
  value: string | number | Date,
  locale: string,
  now: number = Date.now(),
): string {
  let amount = (new Date(value).getTime() - now) / 1000;
  let unit: Intl.RelativeTimeFormatUnit = "second";
  for (const [step, size] of RELATIVE_STEPS) {
    unit = step;
    if (Math.abs(amount) < size) break;
    amount /= size;
  }
  return cached(
    `rel:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
  ).format(Math.round(amount), unit);
}

/**
 * A currency's name in the locale ("Euro" → "евро" in ru) from Intl; the catalogue's own name
 * where Intl has none (crypto such as USDT, unknown codes).
 */
export function currencyName(code: string, fallback: string, locale: string): string {
  try {
    const names = cached(
      `currency:${locale}`,
      () => new Intl.DisplayNames([locale], { type: "currency", fallback: "none" }),
    );
    return names.of(code) ?? fallback;
  } catch {
    // Intl refuses codes that are not three letters (USDT), and locales it does not know.
    return fallback;
  }
}
