import { describe, expect, it } from "vitest";
import { multiplierBp, parseParams, winCount } from "../games/dice.ts";
import {
  clampTarget,
  diceOdds,
  flipDirection,
  targetBounds,
  targetForChance,
} from "./dice-target.ts";
import { limboChance, isLimboTarget } from "./limbo-target.ts";
import { multiplierFromBp } from "./format.ts";

describe("dice target", () => {
  it("keeps targets inside what the engine accepts", () => {
    for (const direction of ["under", "over"] as const) {
      const { min, max } = targetBounds(direction);
      expect(() => parseParams({ target: min, direction })).not.toThrow();
      expect(() => parseParams({ target: max, direction })).not.toThrow();
      expect(() => parseParams({ target: min - 1, direction })).toThrow();
      expect(() => parseParams({ target: max + 1, direction })).toThrow();
      expect(clampTarget(-5, direction)).toBe(min);
      expect(clampTarget(20_000, direction)).toBe(max);
    }
  });

  it("shows the engine's chance and multiplier", () => {
    expect(diceOdds({ target: 5000, direction: "under" })).toEqual({
      chance: "50.00",
      multiplier: "1.98",
    });
    expect(diceOdds({ target: 9998, direction: "over" })).toEqual({
      chance: "0.01",
      multiplier: "9900.00",
    });
    const params = { target: 3333, direction: "under" } as const;
    expect(diceOdds(params).multiplier).toBe(multiplierFromBp(multiplierBp(params)));
  });

  it("swaps over and under without changing the chance", () => {
    for (const target of [1, 2500, 5000, 9800]) {
      const under = { target, direction: "under" } as const;
      const over = flipDirection(under);
      expect(over.direction).toBe("over");
      expect(winCount(over)).toBe(winCount(under));
      expect(flipDirection(over)).toEqual(under);
    }
  });

  it("finds the target for a typed chance, clamped to 0.01–98 %", () => {
    expect(targetForChance(2500, "under")).toBe(2500);
    expect(winCount({ target: targetForChance(2500, "over"), direction: "over" })).toBe(2500);
    expect(targetForChance(9999, "under")).toBe(9800);
    expect(targetForChance(0, "over")).toBe(9998);
  });
});

describe("limbo target", () => {
  it("accepts 1.01× to 1 000 000×", () => {
    expect(isLimboTarget(101)).toBe(true);
    expect(isLimboTarget(100_000_000)).toBe(true);
    expect(isLimboTarget(100)).toBe(false);
    expect(isLimboTarget(null)).toBe(false);
  });

  it("shows the chance of reaching the target", () => {
    expect(limboChance(200, "en")).toBe("49.50%");
    expect(limboChance(101, "en")).toBe("98.01%");
    expect(limboChance(100_000_000, "en")).toBe("0.000099%");
    expect(limboChance(200, "fa")).toBe("۴۹٫۵۰٪");
  });
});
