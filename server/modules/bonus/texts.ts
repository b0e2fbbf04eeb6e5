import { DEFAULT_LOCALE } from "../../../contracts/settings.ts";
import type { BonusTexts } from "../../db/schema.ts";

/** A definition's player-facing texts: English in its columns, other locales in translations. */
export interface DefinitionTexts {
  name: string;
  description: string | null;
  terms: string | null;
  packageName: string | null;
}

/**
 * The texts in `locale`, each text on its own: the locale's (pt-br), else its language's (pt),
 * else the English column. en and unknown locales get the English columns.
 */
export function textsIn(
  english: DefinitionTexts,
  translations: Readonly<Record<string, BonusTexts>> | null | undefined,
  locale: string,
): DefinitionTexts {
  if (!translations || locale === DEFAULT_LOCALE) return english;
  const own = translations[locale] ?? {};
  const language = translations[locale.split("-")[0] ?? ""] ?? {};
  return {
    name: own.name ?? language.name ?? english.name,
    description: own.description ?? language.description ?? english.description,
    terms: own.terms ?? language.terms ?? english.terms,
    packageName: own.packageName ?? language.packageName ?? english.packageName,
  };
}
