import { describe, expect, it } from "vitest";
import {
  combinationCount,
  combinationsOf,
  maxStakeFor,
  potentialPayout,
  singlesTotals,
  stakeIssue,
  systemSizes,
  totalOdds,
} from "./slip-maths.ts";

const limits = {
  minStake: "0.50",
  maxStakeMain: "1000.00",
  maxStakeOther: "200.00",
  liveFactor: "0.5",
  maxPayout: "50000.00",
};

describe("combinations", () => {
  it("counts C(n, k)", () => {
    expect(combinationCount(3, 2)).toBe(3);
    expect(combinationCount(4, 2)).toBe(6);
    expect(combinationCount(5, 3)).toBe(10);
    expect(combinationCount(12, 6)).toBe(924);
    expect(combinationCount(3, 4)).toBe(0);
  });

  it("lists every combination once, in order", () => {
    expect([...combinationsOf(["a", "b", "c", "d"], 2)].map((c) => c.join(""))).toEqual([
      "ab",
      "ac",
      "ad",
      "bc",
      "bd",
      "cd",
    ]);
    expect([...combinationsOf([1, 2, 3, 4, 5, 6, 7], 4)]).toHaveLength(combinationCount(7, 4));
  });

  it("offers the system sizes 2 … n−1 within the combination limit", () => {
    expect(systemSizes(2, 12, 1000)).toEqual([]);
    expect(systemSizes(3, 12, 1000)).toEqual([{ size: 2, combinations: 3 }]);
    expect(systemSizes(4, 12, 1000)).toEqual([
      { size: 2, combinations: 6 },
      { size: 3, combinations: 4 },
    ]);
    expect(systemSizes(12, 12, 200).map((entry) => entry.size)).toEqual([2, 10, 11]);
    expect(systemSizes(13, 12, 1000)).toEqual([]);
  });
});

describe("potential payout", () => {
  it("pays a single stake × odds, rounded down to the cent", () => {
    expect(potentialPayout({ kind: "single", stake: 1000n, odds: ["1.85"] })).toBe(1850n);
    expect(potentialPayout({ kind: "single", stake: 333n, odds: ["1.85"] })).toBe(616n);
  });

  it("pays an accumulator stake × the product of its legs' odds", () => {
    // 10.00 × 1.85 × 2.10 × 1.50 = 58.275 → 58.27
    expect(
      potentialPayout({ kind: "accumulator", stake: 1000n, odds: ["1.85", "2.10", "1.50"] }),
    ).toBe(5827n);
    expect(totalOdds(["1.85", "2.10", "1.50"])).toBe("5.82");
  });

  it("splits a system stake over its combinations and pays the sum of their products", () => {
    // 2/3 of 1.50, 2.00, 3.00 for 3.00: 1.00 on each of 3.00, 4.50 and 6.00 → 13.50
    expect(
      potentialPayout({
        kind: "system",
        stake: 300n,
        odds: ["1.50", "2.00", "3.00"],
        systemSize: 2,
      }),
    ).toBe(1350n);
    // 3/4 of 2.00 each for 4.00: four trebles of 8.00 at 1.00 → 32.00
    expect(
      potentialPayout({
        kind: "system",
        stake: 400n,
        odds: ["2.00", "2.00", "2.00", "2.00"],
        systemSize: 3,
      }),
    ).toBe(3200n);
    // An uneven split rounds the total down, never each combination up: 1.00 over 3 doubles.
    expect(
      potentialPayout({
        kind: "system",
        stake: 100n,
        odds: ["1.50", "2.00", "3.00"],
        systemSize: 2,
      }),
    ).toBe(450n);
  });

  it("pays nothing for a system size that does not fit", () => {
    expect(
      potentialPayout({
        kind: "system",
        stake: 100n,
        odds: ["1.50", "2.00", "3.00"],
        systemSize: 3,
      }),
    ).toBe(0n);
  });

  it("adds singles up: one stake per selection", () => {
    expect(singlesTotals(500n, ["1.85", "3.00"])).toEqual({ stake: 1000n, payout: 925n + 1500n });
  });
});

describe("stake limits", () => {
  const main = { isMain: true, isLive: false };
  const other = { isMain: false, isLive: false };
  const liveMain = { isMain: true, isLive: true };

  it("takes the smallest maximum of the legs, halved for live legs", () => {
    expect(maxStakeFor([main], limits, 2)).toBe(100_000n);
    expect(maxStakeFor([main, other], limits, 2)).toBe(20_000n);
    expect(maxStakeFor([liveMain], limits, 2)).toBe(50_000n);
  });

  const check = (stakeText: string, extra: Partial<Parameters<typeof stakeIssue>[0]> = {}) =>
    stakeIssue({
      stakeText,
      decimals: 2,
      limits,
      legs: [main],
      combinations: 1,
      payout: 0n,
      ...extra,
    });

  it("accepts a stake within the limits", () => {
    expect(check("10")).toBeNull();
    expect(check("0.50")).toBeNull();
  });

  it("says what is wrong with a stake", () => {
    expect(check("")).toEqual({ kind: "missing" });
    expect(check("0")).toEqual({ kind: "missing" });
    expect(check("1,5")).toEqual({ kind: "unreadable" });
    expect(check("1.555")).toEqual({ kind: "unreadable" });
    expect(check("0.49")).toEqual({ kind: "below-min", min: 50n });
    expect(check("1000.01")).toEqual({ kind: "above-max", max: 100_000n });
    expect(check("100", { payout: 5_000_001n })).toEqual({
      kind: "payout-above-max",
      max: 5_000_000n,
    });
  });

  it("holds a system bet's minimum for each combination", () => {
    expect(check("1.00", { combinations: 3 })).toEqual({ kind: "below-min", min: 150n });
    expect(check("1.50", { combinations: 3 })).toBeNull();
  });
});
