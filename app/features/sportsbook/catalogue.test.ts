import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BET_STATUSES,
  EVENT_STATUSES,
  LEG_RESULTS,
  ODDS_CHANGE_POLICIES,
} from "../../../contracts/sportsbook.ts";
import { ODDS_FORMATS } from "../../lib/sport-odds.ts";

/** Every text the sportsbook's screens ask for is in its English catalogue (content/en/sportsbook.json). */

type Tree = { [key: string]: string | Tree };
const catalogue = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../content/en/sportsbook.json"), "utf8"),
) as Tree;

function has(key: string): boolean {
  const parts = key.split(".");
  const last = parts.pop() ?? "";
  let node: Tree | string | undefined = catalogue;
  for (const part of parts) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "object") return false;
  return typeof node[last] === "string" || typeof node[`${last}_other`] === "string";
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("sportsbook catalogue", () => {
  it("has every literal key the screens use", () => {
    const keys = new Set<string>();
    for (const file of sources(import.meta.dirname)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bt\(\s*"([a-zA-Z][\w.]*)"/g)) keys.add(match[1] ?? "");
      for (const match of text.matchAll(
        /\?\s*"([a-z]+\.[a-zA-Z.]+)"\s*:\s*"([a-z]+\.[a-zA-Z.]+)"/g,
      )) {
        keys.add(match[1] ?? "");
        keys.add(match[2] ?? "");
      }
    }
    expect(keys.size).toBeGreaterThan(100);
    expect([...keys].filter((key) => !has(key))).toEqual([]);
  });

  it("names every status, result, format, policy and market family", () => {
    const dynamic = [
      ...BET_STATUSES.map((status) => `bets.status.${status}`),
      ...LEG_RESULTS.map((result) => `bets.leg.${result}`),
      ...EVENT_STATUSES.map((status) => `event.status.${status}`),
      ...ODDS_FORMATS.map((format) => `oddsFormat.${format}`),
      ...ODDS_CHANGE_POLICIES.map((policy) => `slip.policy.${policy}`),
      ...["all", "main", "totals", "handicaps", "periods", "specials"].map(
        (family) => `markets.family.${family}`,
      ),
      ...["single", "accumulator", "system"].map((kind) => `slip.kind.${kind}`),
      "bets.open",
      "bets.settled",
    ];
    expect(dynamic.filter((key) => !has(key))).toEqual([]);
  });
});
