import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  ON_DEMAND_TEXTS,
  ON_DEMAND_TEXTS_DIR,
  SERVER_ONLY_CONTENT,
  contentDirs,
  coversText,
  textNamesKey,
  type TextNames,
  type ContentDir,
  type ContentResources,
  type ContentTree,
} from "../../../contracts/content.ts";
import {
  DEFAULT_LOCALE,
  SETTINGS_CACHE_TTL_MS,
  isLocaleCode,
} from "../../../contracts/settings.ts";
import type { Cache } from "../../platform/cache.ts";
import { AppError } from "../../platform/errors.ts";

export const CONTENT_CACHE_TTL_MS = SETTINGS_CACHE_TTL_MS;

const defaultContentRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../content",
);

export interface ContentService {
  /**
   * All content dirs of a locale, each merged key by key over the default locale. The same
   * object for every caller while it is cached in this process: read-only.
   */
  getResources(locale: string): Promise<ContentResources>;
  getDir(locale: string, dir: ContentDir): Promise<ContentTree>;
  /**
   * Some dirs of a locale as JSON text safe to put inside an inline `<script>` (no `<`), without
   * what only the server reads, serialised once per locale and set of dirs while it is cached.
   */
  getScriptJson(locale: string, dirs: readonly ContentDir[], texts?: TextNames): Promise<string>;
  /**
   * What a document renders with: every dir of the locale, the on-demand texts of `layout` cut
   * down to `texts` (what its script ships, so the server renders no text the browser lacks). The same
   * object for every caller and set of texts while it is cached: read-only.
   */
  getPageResources(locale: string, texts: TextNames): Promise<ContentResources>;
}

export function createContentService(
  cache: Cache,
  options: { root?: string } = {},
): ContentService {
  const root = options.root ?? defaultContentRoot;

  async function readDir(locale: string, dir: ContentDir): Promise<ContentTree> {
    let text: string;
    try {
      text = await readFile(path.join(root, locale, `${dir}.json`), "utf8");
    } catch (error) {
      // A locale without a file for this dir simply falls back to the default locale.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
      throw error;
    }
    return JSON.parse(text) as ContentTree;
  }

  async function load(locale: string): Promise<ContentResources> {
    const entries = await Promise.all(
      contentDirs.map(async (dir) => {
        const fallback = await readDir(DEFAULT_LOCALE, dir);
        if (locale === DEFAULT_LOCALE) return [dir, fallback] as const;
        return [dir, mergeContent(fallback, await readDir(locale, dir))] as const;
      }),
    );
    return Object.fromEntries(entries) as ContentResources;
  }

  // Every page render reads the catalogues: they are kept in this process too (the shared
  // cache would hand each render a fresh copy to parse), with what was serialised from them.
  const local = new Map<
    string,
    {
      expiresAt: number;
      resources: Promise<ContentResources>;
      json: Map<string, string>;
      pageResources: Map<string, Promise<ContentResources>>;
    }
  >();

  function localEntry(locale: string) {
    if (!isLocaleCode(locale)) throw AppError.notFound(`Unknown locale "${locale}"`);
    const cached = local.get(locale);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const entry = {
      expiresAt: Date.now() + CONTENT_CACHE_TTL_MS,
      resources: cache.getOrSet(`content:v1:${locale}`, CONTENT_CACHE_TTL_MS, () => load(locale)),
      json: new Map<string, string>(),
      pageResources: new Map<string, Promise<ContentResources>>(),
    };
    // A failed load is not kept: the next caller tries again.
    entry.resources.catch(() => local.delete(locale));
    local.set(locale, entry);
    return entry;
  }

  async function getResources(locale: string): Promise<ContentResources> {
    return localEntry(locale).resources;
  }

  function getPageResources(locale: string, texts: TextNames): Promise<ContentResources> {
    const entry = localEntry(locale);
    if (texts === null) return entry.resources;
    const key = textNamesKey(texts);
    let picked = entry.pageResources.get(key);
    if (!picked) {
      picked = entry.resources.then((resources) => withTexts(resources, texts));
      entry.pageResources.set(key, picked);
    }
    return picked;
  }

  return {
    getResources,
    async getDir(locale, dir) {
      return (await getResources(locale))[dir];
    },
    getPageResources,
    async getScriptJson(locale, dirs, texts = null) {
      const entry = localEntry(locale);
      const resources = await getPageResources(locale, texts);
      const key = `${[...dirs].sort().join(",")}|${textNamesKey(texts)}`;
      let json = entry.json.get(key);
      if (json === undefined) {
        const picked = Object.fromEntries(
          dirs.map((dir) => {
            const tree = { ...resources[dir] };
            for (const key of SERVER_ONLY_CONTENT[dir] ?? []) delete tree[key];
            return [dir, tree];
          }),
        );
        json = JSON.stringify(picked).replace(/</g, "\\u003c");
        entry.json.set(key, json);
      }
      return json;
    },
  };
}

/** `resources` with the on-demand keys of `layout` cut down to what `texts` names. */
export function withTexts(resources: ContentResources, texts: readonly string[]): ContentResources {
  const have = new Set(texts);
  const layout: ContentTree = { ...resources[ON_DEMAND_TEXTS_DIR] };
  for (const key of ON_DEMAND_TEXTS) {
    const tree = layout[key];
    if (tree === undefined || have.has(key)) continue;
    const kept =
      typeof tree === "string"
        ? []
        : Object.entries(tree).filter(([child]) => coversText(have, `${key}.${child}`));
    if (kept.length > 0) layout[key] = Object.fromEntries(kept);
    else delete layout[key];
  }
  return { ...resources, [ON_DEMAND_TEXTS_DIR]: layout };
}

/**
 * Deep merge, key by key: a translated string wins, a missing (or empty) one keeps the
 * fallback, and a translation can never replace a branch with a string or the reverse.
 */
export function mergeContent(fallback: ContentTree, override: ContentTree): ContentTree {
  const merged: ContentTree = { ...fallback };
  for (const [key, value] of Object.entries(override)) {
    const base = fallback[key];
    if (typeof value === "string") {
      if (value !== "" && (base === undefined || typeof base === "string")) merged[key] = value;
    } else if (typeof value === "object" && value !== null) {
      if (base === undefined) merged[key] = value;
      else if (typeof base === "object") merged[key] = mergeContent(base, value);
    }
  }
  return merged;
}
