import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentDirs, type ContentDir, type ContentTree } from "../../contracts/content.ts";
import { localeTag } from "../../contracts/locale.ts";

/**
 * The catalogue side of the check: what a locale's catalogue must hold compared with English.
 * A key English has is a key the locale has; its placeholders are English's; a plural group
 * (i18next's `key_one`, `key_other`…) has every form the locale's plural rules (Intl.PluralRules)
 * know, no more and no fewer: Russian, Polish and Czech need one, few, many and other.
 */

export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
const PLURAL_KEY = new RegExp(`^(.*)_(${PLURAL_SUFFIXES.join("|")})$`);

/** Flat `a.b.c` → text of one dir. */
export type FlatCatalogue = ReadonlyMap<string, string>;

export function flatten(tree: ContentTree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(full, value);
    else for (const [inner, text] of flatten(value, full)) flat.set(inner, text);
  }
  return flat;
}

/** `{{name}}` and `{{count, number}}` → name, count; `$t(...)` nestings are not placeholders. */
export function placeholders(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? ""),
  );
}

/** The plural categories a locale needs (cardinal), from Intl for its language tag. */
export function pluralForms(locale: string): readonly string[] {
  return new Intl.PluralRules(localeTag(locale)).resolvedOptions().pluralCategories;
}

/** Splits keys into plain keys and plural groups (base key → forms present). */
export function groupKeys(keys: Iterable<string>): {
  plain: Set<string>;
  plurals: Map<string, Set<string>>;
} {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_KEY.exec(key);
    if (match?.[1] && match[2]) {
      const forms = plurals.get(match[1]) ?? new Set<string>();
      forms.add(match[2]);
      plurals.set(match[1], forms);
    } else {
      plain.add(key);
    }
  }
  return { plain, plurals };
}

export interface CatalogueProblem {
  locale: string;
  dir: string;
  key: string;
  problem: string;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));
const list = (items: Iterable<string>) => [...items].sort().join(", ") || "none";

/** English's own plural groups must have English's forms (one and other). */
function englishProblems(dir: string, english: FlatCatalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const needed = pluralForms("en");
  for (const [base, forms] of groupKeys(english.keys()).plurals) {
    const missing = needed.filter((form) => !forms.has(form));
    if (missing.length > 0) {
      problems.push({
        locale: "en",
        dir,
        key: base,
        problem: `plural forms missing: ${missing.join(", ")}`,
      });
    }
  }
  return problems;
}

/** What `locale`'s catalogue of one dir lacks or gets wrong, compared with English. */
export function compareWithEnglish(
  locale: string,
  dir: string,
  english: FlatCatalogue,
  translated: FlatCatalogue,
): CatalogueProblem[] {
  if (locale === "en") return englishProblems(dir, english);
  const problems: CatalogueProblem[] = [];
  const report = (key: string, problem: string) => problems.push({ locale, dir, key, problem });
  const source = groupKeys(english.keys());
  const target = groupKeys(translated.keys());

  for (const key of source.plain) {
    const text = translated.get(key);
    if (text === undefined || text.trim() === "") {
      report(key, "missing");
      continue;
    }
    const wanted = placeholders(english.get(key) ?? "");
    const found = placeholders(text);
    if (!sameSet(wanted, found)) {
      report(key, `placeholders ${list(found)} where English has ${list(wanted)}`);
    }
  }

  const needed = pluralForms(locale);
  for (const [base, englishForms] of source.plurals) {
    const forms = target.plurals.get(base) ?? new Set<string>();
    const missing = needed.filter((form) => !forms.has(form));
    if (missing.length > 0) report(base, `plural forms missing: ${missing.join(", ")}`);
    // Every form may drop {{count}} ("one game"), but nothing else English says.
    const wanted = new Set<string>();
    for (const form of englishForms) {
      for (const name of placeholders(english.get(`${base}_${form}`) ?? "")) wanted.add(name);
    }
    for (const form of forms) {
      const found = placeholders(translated.get(`${base}_${form}`) ?? "");
      const extra = [...found].filter((name) => !wanted.has(name));
      const lacking = [...wanted].filter((name) => name !== "count" && !found.has(name));
      if (extra.length > 0 || lacking.length > 0) {
        report(
          `${base}_${form}`,
          `placeholders ${list(found)} where English has ${list(wanted)} (count optional)`,
        );
      }
    }
  }

  for (const key of target.plain) {
    if (source.plurals.has(key)) report(key, "one text where English has plural forms");
    else if (!source.plain.has(key)) report(key, "not in English (a stale or misspelt key)");
  }
  return problems;
}

/** content/<locale>/<dir>.json as a flat map; a missing file is an empty catalogue. */
export function readCatalogue(root: string, locale: string, dir: ContentDir): FlatCatalogue {
  const file = path.join(root, "content", locale, `${dir}.json`);
  if (!existsSync(file)) return new Map();
  return flatten(JSON.parse(readFileSync(file, "utf8")) as ContentTree);
}

/** Every dir of English, flat. */
export function readEnglish(root: string): Map<ContentDir, FlatCatalogue> {
  return new Map(contentDirs.map((dir) => [dir, readCatalogue(root, "en", dir)]));
}

/** Every problem of the locales given, across every content dir. */
export function catalogueProblems(root: string, locales: readonly string[]): CatalogueProblem[] {
  const english = readEnglish(root);
  return locales.flatMap((locale) =>
    contentDirs.flatMap((dir) =>
      compareWithEnglish(
        locale,
        dir,
        english.get(dir) ?? new Map(),
        readCatalogue(root, locale, dir),
      ),
    ),
  );
}
