import { localizePath, prefixOfTag } from "../../contracts/locale.ts";

// Paths of a locale are built in contracts/ (the server writes them too, in the sitemap).
export { localizePath };

/** Locale segment rules of SPEC §2: two letters, or two letters, dash, two letters. */
export const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2})?$/;
export const DEFAULT_LOCALE = "en";
/** Locales written right to left. */
export const RTL_LOCALES: ReadonlySet<string> = new Set(["fa"]);

export type LocaleSegment =
  | { kind: "none" }
  | { kind: "locale"; locale: string }
  | { kind: "default-prefix" }
  | { kind: "unknown"; segment: string };

/**
 * Classifies the optional first path segment: absent (default locale), a known
 * locale, the default locale written out (which has no prefix), or an unknown code.
 */
export function parseLocaleSegment(
  segment: string | undefined,
  knownLocales: readonly string[],
  defaultLocale: string = DEFAULT_LOCALE,
): LocaleSegment {
  if (segment === undefined || segment === "") return { kind: "none" };
  if (!LOCALE_SEGMENT.test(segment)) return { kind: "unknown", segment };
  if (segment === defaultLocale) return { kind: "default-prefix" };
  if (!knownLocales.includes(segment)) return { kind: "unknown", segment };
  return { kind: "locale", locale: segment };
}

export function textDirection(locale: string): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/** The locale a pathname is in, from its first segment. */
export function localeFromPath(
  pathname: string,
  knownLocales: readonly string[],
  defaultLocale = DEFAULT_LOCALE,
): string {
  const first = pathname.split("/")[1];
  const parsed = parseLocaleSegment(first, knownLocales, defaultLocale);
  return parsed.kind === "locale" ? parsed.locale : defaultLocale;
}

/**
 * Removes a leading locale segment (a known locale or the default locale written out)
 * and returns the rest of the path, always starting with "/".
 */
export function stripLocalePrefix(
  pathname: string,
  knownLocales: readonly string[],
  defaultLocale = DEFAULT_LOCALE,
): string {
  const clean = pathname.startsWith("/") ? pathname : `/${pathname}`;
  const first = clean.split("/")[1];
  const parsed = parseLocaleSegment(first, knownLocales, defaultLocale);
  if (parsed.kind !== "locale" && parsed.kind !== "default-prefix") return clean;
  const rest = clean.slice(1 + (first?.length ?? 0));
  return rest === "" ? "/" : rest;
}

/** The same page in another locale: swaps (or adds, or drops) the locale segment. */
export function switchLocalePath(
  pathname: string,
  targetLocale: string,
  knownLocales: readonly string[],
  defaultLocale = DEFAULT_LOCALE,
): string {
  return localizePath(
    stripLocalePrefix(pathname, knownLocales, defaultLocale),
    targetLocale,
    defaultLocale,
  );
}

/** Pages shown inside another site's frame (the house studio's games) carry no locale prefix. */
export const FRAME_PATH_PREFIX = "/house/";

/**
 * The locale of a framed page: its `lang` query parameter (a route prefix, or a BCP 47 tag such
 * as pt-BR), when it is a known locale; undefined elsewhere.
 */
export function frameLocale(url: URL, knownLocales: readonly string[]): string | undefined {
  if (!url.pathname.startsWith(FRAME_PATH_PREFIX)) return undefined;
  const lang = url.searchParams.get("lang");
  if (!lang) return undefined;
  const lower = lang.toLowerCase();
  return knownLocales.includes(lower) ? lower : prefixOfTag(lang, knownLocales);
}
