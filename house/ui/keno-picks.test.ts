import { describe, expect, it } from "vitest";
import * as engine from "../games/keno.ts";
import {
  MAX_PICKS,
  NUMBERS,
  PAYTABLE,
  kenoCell,
  paytableFor,
  randomPicks,
  samePicks,
  togglePick,
} from "./keno-picks.ts";

describe("keno picks", () => {
  it("uses the engine's board and paytable", () => {
    expect(NUMBERS).toBe(engine.NUMBERS);
    expect(MAX_PICKS).toBe(engine.MAX_PICKS);
    expect(PAYTABLE).toEqual(engine.PAYTABLE);
  });

  it("adds and removes numbers", () => {
    expect(togglePick([], 7)).toEqual([7]);
    expect(togglePick([7, 12], 7)).toEqual([12]);
  });

  it("refuses an eleventh pick and numbers off the board", () => {
    const ten = Array.from({ length: MAX_PICKS }, (_, i) => i + 1);
    expect(togglePick(ten, 30)).toEqual(ten);
    expect(togglePick([], 0)).toEqual([]);
    expect(togglePick([], NUMBERS + 1)).toEqual([]);
  });

  it("quick-picks distinct numbers the engine accepts", () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (const count of [1, 5, 10, 25]) {
      const picks = randomPicks(count, random);
      expect(picks).toHaveLength(Math.min(count, MAX_PICKS));
      expect(new Set(picks).size).toBe(picks.length);
      expect(engine.parseParams({ picks }).picks).toEqual(picks);
    }
  });

  it("marks hits, misses and picks as numbers are drawn", () => {
    expect(kenoCell(5, [5, 6], [5, 9])).toBe("hit");
    expect(kenoCell(9, [5, 6], [5, 9])).toBe("drawn");
    expect(kenoCell(6, [5, 6], [5, 9])).toBe("picked");
    expect(kenoCell(1, [5, 6], [5, 9])).toBe("idle");
  });

  it("shows the engine's paytable for the pick count", () => {
    expect(paytableFor(3)).toEqual(engine.PAYTABLE[3]);
    expect(paytableFor(0)).toEqual([]);
  });

  it("compares picks regardless of order", () => {
    expect(samePicks([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(samePicks([1, 2], [1, 2, 3])).toBe(false);
  });
});
