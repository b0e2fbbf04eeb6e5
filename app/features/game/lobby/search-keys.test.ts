import { describe, expect, it } from "vitest";
import { matchProviders, nextSearchFocus, searchTerm } from "./search-keys.ts";

describe("search keyboard", () => {
  it("moves from the field into the results and back", () => {
    expect(nextSearchFocus(-1, "ArrowDown", 3)).toBe(0);
    expect(nextSearchFocus(0, "ArrowDown", 3)).toBe(1);
    expect(nextSearchFocus(2, "ArrowDown", 3)).toBe(2);
    expect(nextSearchFocus(1, "ArrowUp", 3)).toBe(0);
    expect(nextSearchFocus(0, "ArrowUp", 3)).toBe(-1);
    expect(nextSearchFocus(-1, "ArrowUp", 3)).toBe(-1);
  });

  it("jumps to the ends inside the results, leaving the field's Home and End alone", () => {
    expect(nextSearchFocus(1, "Home", 3)).toBe(0);
    expect(nextSearchFocus(0, "End", 3)).toBe(2);
    expect(nextSearchFocus(-1, "Home", 3)).toBeNull();
    expect(nextSearchFocus(-1, "End", 3)).toBeNull();
  });

  it("does nothing without results or for other keys", () => {
    expect(nextSearchFocus(-1, "ArrowDown", 0)).toBeNull();
    expect(nextSearchFocus(0, "a", 3)).toBeNull();
  });
});

describe("search text", () => {
  it("trims, collapses spaces and waits for two letters", () => {
    expect(searchTerm("  swet   bonanza ")).toBe("swet bonanza");
    expect(searchTerm("s")).toBe("");
    expect(searchTerm("  ")).toBe("");
    expect(searchTerm("x".repeat(150))).toHaveLength(100);
  });

  it("finds providers holding every word typed", () => {
    const providers = [
      { name: "Neon Reels" },
      { name: "Lucky Forge" },
      { name: "Sevens Originals" },
    ];
    expect(matchProviders(providers, "neon")).toEqual([{ name: "Neon Reels" }]);
    expect(matchProviders(providers, "reels neon")).toEqual([{ name: "Neon Reels" }]);
    expect(matchProviders(providers, "e")).toHaveLength(3);
    expect(matchProviders(providers, "e", 2)).toHaveLength(2);
    expect(matchProviders(providers, "")).toEqual([]);
  });
});
