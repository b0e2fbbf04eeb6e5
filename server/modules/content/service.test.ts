import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  contentDirs,
  type ContentResources,
  type ContentTree,
} from "../../../contracts/content.ts";
import { isLocaleCode } from "../../../contracts/settings.ts";
import { createMemoryCache } from "../../platform/cache.ts";
import { AppError } from "../../platform/errors.ts";
import { createContentService, mergeContent, withTexts } from "./service.ts";

const contentRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content");

function readTree(locale: string, dir: string): ContentTree | undefined {
  try {
    return JSON.parse(
      readFileSync(path.join(contentRoot, locale, `${dir}.json`), "utf8"),
    ) as ContentTree;
  } catch {
    return undefined;
  }
}

function leaves(tree: ContentTree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();

describe("mergeContent", () => {
  it("falls back key by key, deeply", () => {
    const merged = mergeContent(
      { error: { title: "Something went wrong", buttonLabel: "Homepage" }, online: "Online" },
      { error: { title: "Etwas ist schiefgelaufen" } },
    );
    expect(merged).toEqual({
      error: { title: "Etwas ist schiefgelaufen", buttonLabel: "Homepage" },
      online: "Online",
    });
  });

  it("keeps the fallback for empty strings and for a string where a branch belongs", () => {
    const merged = mergeContent({ a: "A", b: { c: "C" } }, { a: "", b: "flat" });
    expect(merged).toEqual({ a: "A", b: { c: "C" } });
  });
});

describe("content service", () => {
  it("404s a locale outside the 26, even when well formed", async () => {
    const service = createContentService(createMemoryCache());
    await expect(service.getResources("xx")).rejects.toBeInstanceOf(AppError);
    await expect(service.getResources("xx")).rejects.toMatchObject({ status: 404 });
  });

  it("returns every dir for a locale without any files (English)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sevens-content-"));
    mkdirSync(path.join(root, "en"));
    writeFileSync(path.join(root, "en", "layout.json"), JSON.stringify({ title: "Home" }));
    const service = createContentService(createMemoryCache(), { root });
    const resources = await service.getResources("pt-br");
    expect(Object.keys(resources).sort()).toEqual([...contentDirs].sort());
    expect(resources.layout).toEqual({ title: "Home" });
  });

  it("caches merged catalogues, so an edited file shows only after the cache expires", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sevens-content-"));
    mkdirSync(path.join(root, "en"));
    writeFileSync(path.join(root, "en", "layout.json"), JSON.stringify({ title: "One" }));
    const service = createContentService(createMemoryCache(), { root });
    expect(await service.getDir("en", "layout")).toEqual({ title: "One" });
    writeFileSync(path.join(root, "en", "layout.json"), JSON.stringify({ title: "Two" }));
    expect(await service.getDir("en", "layout")).toEqual({ title: "One" });
  });
});

describe("content for a page's inline script", () => {
  it("serialises the dirs asked for once, with no '<' that could end the script", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sevens-content-"));
    mkdirSync(path.join(root, "en"));
    writeFileSync(path.join(root, "en", "layout.json"), JSON.stringify({ a: "</script><b>" }));
    writeFileSync(path.join(root, "en", "modals.json"), JSON.stringify({ m: "M" }));
    writeFileSync(
      path.join(root, "en", "global-components.json"),
      JSON.stringify({ common: { close: "Close" }, mail: { signature: "The Sevens team" } }),
    );
    const service = createContentService(createMemoryCache(), { root });
    const json = await service.getScriptJson("en", ["layout"]);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ layout: { a: "</script><b>" } });
    expect(await service.getScriptJson("en", ["layout"])).toBe(json);
    expect(JSON.parse(await service.getScriptJson("en", ["modals", "layout"]))).toEqual({
      modals: { m: "M" },
      layout: { a: "</script><b>" },
    });
  });
});

describe("withTexts", () => {
  const resources: ContentResources = {
    ...(Object.fromEntries(contentDirs.map((dir) => [dir, {}])) as ContentResources),
    modals: { pages: { home: "stays" } },
    layout: {
      header: { title: "Sevens" },
      pages: { home: { title: "Home" }, game: { title: "Game" }, games: { title: "Games" } },
      loyalty: { title: "Loyalty" },
    },
  };

  it("keeps the named page subtrees and on-demand keys of layout, and everything else", () => {
    const picked = withTexts(resources, ["pages.home", "pages.games"]);
    expect(picked.layout).toEqual({
      header: { title: "Sevens" },
      pages: { home: { title: "Home" }, games: { title: "Games" } },
    });
    expect(picked.modals).toBe(resources.modals);
    expect(withTexts(resources, ["loyalty", "pages"]).layout).toEqual(resources.layout);
    expect(resources.layout.pages).toHaveProperty("game");
  });

  it("renders and ships the same cut of layout, cached per set of texts", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sevens-content-"));
    mkdirSync(path.join(root, "en"));
    writeFileSync(path.join(root, "en", "layout.json"), JSON.stringify(resources.layout));
    const service = createContentService(createMemoryCache(), { root });
    const page = await service.getPageResources("en", ["pages.game"]);
    expect(page.layout).toEqual({
      header: { title: "Sevens" },
      pages: { game: { title: "Game" } },
    });
    expect(await service.getPageResources("en", ["pages.game"])).toBe(page);
    expect(JSON.parse(await service.getScriptJson("en", ["layout"], ["pages.game"]))).toEqual({
      layout: page.layout,
    });
    expect((await service.getPageResources("en", null)).layout).toEqual(resources.layout);
  });
});

describe("catalogue files", () => {
  const locales = readdirSync(contentRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "seed" && entry.name !== "pages")
    .map((entry) => entry.name);

  it("exist only for known locales and dirs, and en has every dir", () => {
    for (const locale of locales) {
      expect(isLocaleCode(locale), locale).toBe(true);
      for (const file of readdirSync(path.join(contentRoot, locale))) {
        expect(contentDirs as readonly string[], `${locale}/${file}`).toContain(
          file.replace(/\.json$/, ""),
        );
      }
    }
    for (const dir of contentDirs) expect(readTree("en", dir), dir).toBeDefined();
  });

  it("use {{placeholder}} only, and translations keep the English keys and placeholders", () => {
    for (const locale of locales) {
      for (const dir of contentDirs) {
        const tree = readTree(locale, dir);
        if (!tree) continue;
        const english = new Map(leaves(readTree("en", dir) ?? {}));
        for (const [key, text] of leaves(tree)) {
          expect(text.replaceAll(/\{\{\s*\w+\s*\}\}/g, ""), `${locale}/${dir}:${key}`).not.toMatch(
            /[{}]/,
          );
          if (locale === "en") continue;
          // A plural form pairs with English's `_other` (pl/cs `_few` has no English key), and
          // may write or drop {{count}} as its language does ("Every minute", "Jede Minute").
          const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
          const source = plural ? english.get(`${plural[1]}_other`) : english.get(key);
          expect(source !== undefined, `${locale}/${dir}:${key} has no English key`).toBe(true);
          const withoutCount = (names: string[]) => names.filter((name) => name !== "count");
          expect(
            plural ? withoutCount(placeholders(text)) : placeholders(text),
            `${locale}/${dir}:${key}`,
          ).toEqual(plural ? withoutCount(placeholders(source ?? "")) : placeholders(source ?? ""));
        }
      }
    }
  });
});
