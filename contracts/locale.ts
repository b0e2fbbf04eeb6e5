/**
 * Route prefixes (SPEC §1, §2) are lowercase codes, and one of them is not the language it
 * names: `se` is Swedish in the SPEC's list, but in BCP 47 `se` is Northern Sami. Everything
 * that asks the platform about a language (Intl formatting and plural rules, `<html lang>`,
 * hreflang, the game frame's locale) goes through the BCP 47 tag of the prefix instead.
 */

/** Prefixes whose language is not their own code. */
const TAG_OF_PREFIX: Readonly<Record<string, string>> = { se: "sv" };

/**
 * The BCP 47 tag of a route prefix: "se" → "sv", "en-ca" → "en-CA", "pt-br" → "pt-BR",
 * "de" → "de". A tag that is already well cased comes back unchanged.
 */
export function localeTag(prefix: string): string {
  const [language = "", region] = prefix.split("-");
  const lower = language.toLowerCase();
  const mapped = region === undefined ? (TAG_OF_PREFIX[lower] ?? lower) : lower;
  return region === undefined ? mapped : `${mapped}-${region.toUpperCase()}`;
}

/** The route prefix of a BCP 47 tag, among `prefixes`: "sv" → "se", "pt-BR" → "pt-br". */
export function prefixOfTag(tag: string, prefixes: readonly string[]): string | undefined {
  const wanted = tag.toLowerCase();
  return prefixes.find((prefix) => localeTag(prefix).toLowerCase() === wanted);
}

/** Prefixes a path with the locale segment, leaving the default locale bare. */
export function localizePath(path: string, locale: string, defaultLocale = "en"): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  const cut = clean.search(/[?#]/);
  const pathname = cut === -1 ? clean : clean.slice(0, cut);
  const tail = cut === -1 ? "" : clean.slice(cut);
  return pathname === "/" ? `/${locale}${tail}` : `/${locale}${pathname}${tail}`;
}

export interface AlternateLink {
  /** A BCP 47 tag, or x-default for the page in the default locale. */
  hrefLang: string;
  href: string;
}

/**
 * The same page in every locale, for `<link rel="alternate" hreflang>` and the sitemap:
 * `path` is the page without its locale prefix ("/games"), `origin` the site's public URL.
 */
export function alternateLinks(
  path: string,
  locales: readonly string[],
  origin: string,
  defaultLocale = "en",
): AlternateLink[] {
  const url = (locale: string) => new URL(localizePath(path, locale, defaultLocale), origin).href;
  return [
    ...locales.map((locale) => ({ hrefLang: localeTag(locale), href: url(locale) })),
    { hrefLang: "x-default", href: url(defaultLocale) },
  ];
}
