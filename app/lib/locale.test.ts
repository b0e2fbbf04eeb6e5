import { describe, expect, it } from "vitest";
import {
  frameLocale,
  localeFromPath,
  localizePath,
  parseLocaleSegment,
  stripLocalePrefix,
  switchLocalePath,
  textDirection,
} from "./locale.ts";

const known = ["en", "en-ca", "de", "fa", "pt-br"];

describe("parseLocaleSegment", () => {
  it("treats a missing segment as the default locale", () => {
    expect(parseLocaleSegment(undefined, known)).toEqual({ kind: "none" });
    expect(parseLocaleSegment("", known)).toEqual({ kind: "none" });
  });

  it("accepts known two-letter and xx-yy codes", () => {
    expect(parseLocaleSegment("de", known)).toEqual({ kind: "locale", locale: "de" });
    expect(parseLocaleSegment("pt-br", known)).toEqual({ kind: "locale", locale: "pt-br" });
  });

  it("flags the default locale written out, which has no prefix", () => {
    expect(parseLocaleSegment("en", known)).toEqual({ kind: "default-prefix" });
  });

  it("rejects unknown codes, uppercase and malformed segments", () => {
    for (const segment of ["xx", "xx-yy", "DE", "pt-BR", "deu", "d", "pt_br", "pt-bra", "-de"]) {
      expect(parseLocaleSegment(segment, known)).toEqual({ kind: "unknown", segment });
    }
  });
});

describe("localizePath", () => {
  it("leaves the default locale bare", () => {
    expect(localizePath("/games", "en")).toBe("/games");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("games", "en")).toBe("/games");
  });

  it("prefixes other locales, the root becoming /xx", () => {
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/games/providers", "pt-br")).toBe("/pt-br/games/providers");
  });

  it("keeps the query and hash after the locale root", () => {
    expect(localizePath("/?sign-in=true", "de")).toBe("/de?sign-in=true");
    expect(localizePath("/wallet?tab=bets#top", "fa")).toBe("/fa/wallet?tab=bets#top");
    expect(localizePath("/?sign-in=true", "en")).toBe("/?sign-in=true");
  });
});

describe("stripLocalePrefix / switchLocalePath", () => {
  it("removes known and default prefixes only", () => {
    expect(stripLocalePrefix("/de/games", known)).toBe("/games");
    expect(stripLocalePrefix("/de", known)).toBe("/");
    expect(stripLocalePrefix("/en/games", known)).toBe("/games");
    expect(stripLocalePrefix("/games", known)).toBe("/games");
    expect(stripLocalePrefix("/xx/games", known)).toBe("/xx/games");
    expect(stripLocalePrefix("/", known)).toBe("/");
  });

  it("does not mistake a two-letter page for a locale", () => {
    expect(stripLocalePrefix("/de-games", known)).toBe("/de-games");
  });

  it("moves a page between locales", () => {
    expect(switchLocalePath("/de/wallet/history", "fa", known)).toBe("/fa/wallet/history");
    expect(switchLocalePath("/de/wallet/history", "en", known)).toBe("/wallet/history");
    expect(switchLocalePath("/", "pt-br", known)).toBe("/pt-br");
    expect(switchLocalePath("/pt-br", "en", known)).toBe("/");
  });
});

describe("localeFromPath and direction", () => {
  it("reads the locale of a path, defaulting for unknown codes", () => {
    expect(localeFromPath("/de/games", known)).toBe("de");
    expect(localeFromPath("/xx/games", known)).toBe("en");
    expect(localeFromPath("/games", known)).toBe("en");
    expect(localeFromPath("/en", known)).toBe("en");
  });

  it("writes fa right to left", () => {
    expect(textDirection("fa")).toBe("rtl");
    expect(textDirection("de")).toBe("ltr");
  });
});

describe("frameLocale", () => {
  it("reads the game frame's lang query, as a prefix or a tag", () => {
    const frame = (search: string) =>
      new URL(`http://x/house/play/sevens-dice?launch=a.b${search}`);
    expect(frameLocale(frame("&lang=fa"), known)).toBe("fa");
    expect(frameLocale(frame("&lang=pt-BR"), known)).toBe("pt-br");
    expect(frameLocale(frame("&lang=xx"), known)).toBeUndefined();
    expect(frameLocale(frame(""), known)).toBeUndefined();
  });

  it("ignores lang outside framed pages", () => {
    expect(frameLocale(new URL("http://x/games?lang=fa"), known)).toBeUndefined();
  });
});
