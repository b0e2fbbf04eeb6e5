import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { coversText } from "../contracts/content.ts";

/**
 * A document ships only the on-demand texts of `layout` (ON_DEMAND_TEXTS: `pages.*`, `loyalty`)
 * that its routes name in `handle.texts`, and renders with just those on the server. A module
 * that uses another one on a page that does not name it would show its key: this reads the
 * sources (static and lazy imports) and holds every route to the texts its modules use.
 * ON_DEMAND_TEXTS and TEXT_USE name the same keys.
 */

const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.dirname(appDir);
const TEXT_USE = /["'`](pages\.[A-Za-z]+|loyalty|quests)\./g;
const IMPORT = /(?:\b(?:import|export)\s[^;]*?\bfrom\s+|\bimport\()\s*["'](\.{1,2}\/[^"']+)["']/g;

function importsOf(file: string, lazy: boolean): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const statement = match[0];
    if (/^import\s+type\b/.test(statement) || /^export\s+type\b/.test(statement)) continue;
    if (!lazy && statement.startsWith("import(")) continue;
    const target = path.resolve(path.dirname(file), match[1] ?? "");
    if (existsSync(target) && target.startsWith(appDir)) found.push(target);
  }
  return found;
}

function closure(entry: string, lazy: boolean, stopAt: (file: string) => boolean = () => false) {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || stopAt(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file, lazy));
  }
  return seen;
}

function textsUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(TEXT_USE)) {
      if (match[1]) used.set(match[1], path.relative(repoDir, file));
    }
  }
  return used;
}

function handleTexts(routeFile: string): Set<string> {
  const source = readFileSync(routeFile, "utf8");
  const list = /\btexts:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return new Set([...list.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? ""));
}

const root = path.join(appDir, "root.tsx");
/**
 * Dialogs (every text ships under a URL modal) and modules that wait for all texts themselves
 * (the player's layer, home's quests): what they load needs no name.
 */
const loadsAllTexts = (file: string) =>
  /modal-bodies\.ts$/.test(file) || /\buseAllOnDemandTexts\(\)/.test(readFileSync(file, "utf8"));
const shell = closure(root, false);

describe("on-demand layout texts", () => {
  it("the shell and what it loads later use none, except what waits for them all", () => {
    const used = textsUsed(closure(root, true, loadsAllTexts));
    expect(Object.fromEntries(used)).toEqual({});
  });

  const routesDir = path.join(appDir, "routes");
  for (const name of readdirSync(routesDir).filter((file) => file.endsWith(".tsx"))) {
    it(`routes/${name} names the texts its modules use`, () => {
      const routeFile = path.join(routesDir, name);
      const own = [...closure(routeFile, true, loadsAllTexts)].filter((file) => !shell.has(file));
      const named = handleTexts(routeFile);
      const missing = [...textsUsed(own)].filter(([text]) => !coversText(named, text));
      expect(Object.fromEntries(missing)).toEqual({});
    });
  }
});
