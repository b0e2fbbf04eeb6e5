import { useCallback } from "react";
import { useLocation } from "react-router";
import { localeTag } from "../../contracts/locale.ts";
import { localeCodes } from "../../contracts/settings.ts";
import { localeFromPath, localizePath } from "./locale.ts";
import { useRootData } from "./use-root-data.ts";

/** The page's locale: from the root loader, or read from the address when that loader failed. */
export function useLocale(): string {
  const data = useRootData();
  const { pathname } = useLocation();
  return data?.locale ?? localeFromPath(pathname, localeCodes);
}

/**
 * The page's language as a BCP 47 tag, for Intl and `lang` attributes: "sv" for the `se`
 * prefix, "pt-BR" for `pt-br`. Route prefixes build paths; this formats numbers and dates.
 */
export function useLocaleTag(): string {
  return localeTag(useLocale());
}

/** Codes of the locales the product offers. */
export function useKnownLocales(): readonly string[] {
  const data = useRootData();
  return data ? data.locales.map((locale) => locale.code) : localeCodes;
}

/** Turns an app path ("/games") into the path of the current locale ("/de/games"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
