import { z } from "zod";
import { localeTag, prefixOfTag } from "../../contracts/locale.ts";
import { localeCodes } from "../../contracts/settings.ts";
import type { CatalogueCategory, CatalogueSport } from "./catalogue.ts";
import { NAME_TABLES } from "./names/index.ts";

/**
 * The book's names in the player's language, as a real feed answers with a locale parameter:
 * sport names from the book's own tables (names/<locale>.json, by sport id), category names
 * from the tables (by English name: "International", "Men's Tour", "England") or else, for a
 * country, from the platform's region names (Intl.DisplayNames), else English. Championship,
 * team and e-sports title names are proper names and stay as the catalogue has them; so do
 * slugs, which are made from the English names whatever the language.
 */

export const nameTable = z.object({
  /** Sport id → name. */
  sports: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
  /** English category name → name. */
  categories: z.record(z.string().min(1), z.string().min(1)),
});
export type NameTable = z.infer<typeof nameTable>;

/**
 * Categories whose country code stands for a wider place than the category: England plays
 * under GB, and "USA / Canada" under US. Their names come from the tables only, never from the
 * region name of the code.
 */
export const NOT_THE_REGION_OF_THEIR_CODE: ReadonlySet<string> = new Set([
  "England",
  "Scotland",
  "Wales",
  "Northern Ireland",
  "USA / Canada",
]);

export interface LocalNames {
  /** The route prefix whose names these are; null: English (unknown or absent locale). */
  locale: string | null;
  sport(sport: Pick<CatalogueSport, "id" | "name">): string;
  category(category: Pick<CatalogueCategory, "name" | "countryCode">): string;
}

const ENGLISH: LocalNames = {
  locale: null,
  sport: (sport) => sport.name,
  category: (category) => category.name,
};

/**
 * The route prefix (contracts/settings.ts) a locale parameter names. It takes a BCP 47 tag
 * ("de", "sv", "pt-BR", "de-AT" → "de") or a prefix that is also a tag ("pt-br"); `se` as a tag
 * is Northern Sami, which the book does not speak. Null for a language the product lacks.
 */
export function bookLocale(value: string | undefined): string | null {
  if (!value) return null;
  const known = prefixOfTag(value, localeCodes);
  if (known) return known;
  const language = value.split(/[-_]/)[0] ?? "";
  return prefixOfTag(language, localeCodes) ?? null;
}

function regionNamer(prefix: string): ((code: string) => string | undefined) | null {
  try {
    const names = new Intl.DisplayNames([localeTag(prefix)], { type: "region", fallback: "none" });
    return (code) => names.of(code.toUpperCase());
  } catch {
    return null;
  }
}

/** The name lookups of one locale, from its table, then its language's, then English. */
export function createLocalNames(
  prefix: string,
  tables: Readonly<Record<string, NameTable>>,
): LocalNames {
  const [language = prefix] = prefix.split("-");
  const chain = [tables[prefix], language === prefix ? undefined : tables[language]].filter(
    (table): table is NameTable => table !== undefined,
  );
  if (language === "en" && chain.length === 0) return ENGLISH;
  const region = language === "en" ? null : regionNamer(prefix);
  const fromTables = (pick: (table: NameTable) => string | undefined) => {
    for (const table of chain) {
      const found = pick(table);
      if (found) return found;
    }
    return undefined;
  };
  return {
    locale: prefix,
    sport: (sport) => fromTables((table) => table.sports[String(sport.id)]) ?? sport.name,
    category(category) {
      const tabled = fromTables((table) => table.categories[category.name]);
      if (tabled) return tabled;
      if (category.countryCode && region && !NOT_THE_REGION_OF_THEIR_CODE.has(category.name)) {
        return region(category.countryCode) ?? category.name;
      }
      return category.name;
    },
  };
}

const cache = new Map<string, LocalNames>();

/** The names for a locale parameter (tag or prefix); English when absent or unknown. */
export function localNames(locale: string | undefined): LocalNames {
  const prefix = bookLocale(locale);
  if (!prefix) return ENGLISH;
  let names = cache.get(prefix);
  if (!names) {
    names = createLocalNames(prefix, NAME_TABLES);
    cache.set(prefix, names);
  }
  return names;
}
