import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  contentDirs,
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
  /** All content dirs of a locale, each merged key by key over the default locale. */
  getResources(locale: string): Promise<ContentResources>;
  getDir(locale: string, dir: ContentDir): Promise<ContentTree>;
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

  async function getResources(locale: string): Promise<ContentResources> {
    if (!isLocaleCode(locale)) throw AppError.notFound(`Unknown locale "${locale}"`);
    return cache.getOrSet(`content:v1:${locale}`, CONTENT_CACHE_TTL_MS, () => load(locale));
  }

  return {
    getResources,
    async getDir(locale, dir) {
      return (await getResources(locale))[dir];
    },
  };
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
