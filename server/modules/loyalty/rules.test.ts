import { describe, expect, it } from "vitest";
import { toBaseCents } from "../../../contracts/base-money.ts";
import {
  edgeFromRtp,
  formatPoints,
  levelPercentage,
  levelsAt,
  pointsCentiFor,
  pointsPerUnitFor,
  rakebackMicroFor,
  wholePoints,
} from "./rules.ts";

const rates = [
  { product: "casino", currency: "*", pointsPerUnit: "1" },
  { product: "casino", currency: "BTC", pointsPerUnit: "1.5" },
  { product: "sport", currency: "*", pointsPerUnit: "2" },
];

describe("points from wagering", () => {
  it("counts a stake in the base currency at the product's rate", () => {
    // 12.50 EUR at 1.08 USD = 13.50 USD → 13.50 points at 1 point per USD.
    const base = toBaseCents(1250n, 100n, "1.08");
    expect(base).toBe(1350n);
    expect(pointsCentiFor(base, pointsPerUnitFor(rates, "casino", "EUR"))).toBe(1350n);
    // Sport earns double here.
    expect(pointsCentiFor(base, pointsPerUnitFor(rates, "sport", "EUR"))).toBe(2700n);
  });

  it("uses a currency's own rate over the default, and none for an unknown product", () => {
    expect(pointsPerUnitFor(rates, "casino", "BTC")).toBe("1.5");
    expect(pointsPerUnitFor([], "casino", "USD")).toBe("0");
    // 0.001 BTC at 65 000 USD = 65.00 USD → 97.50 points.
    const base = toBaseCents(100_000n, 100_000_000n, "65000");
    expect(pointsCentiFor(base, "1.5")).toBe(9750n);
  });

  it("rounds down fractions of a hundredth", () => {
    expect(pointsCentiFor(1n, "0.5")).toBe(0n);
    expect(pointsCentiFor(3n, "0.5")).toBe(1n);
  });

  it("shows whole points and signed two-decimal entries", () => {
    expect(wholePoints(1999n)).toBe(19);
    expect(wholePoints(-5n)).toBe(0);
    expect(formatPoints(1250n)).toBe("12.50");
    expect(formatPoints(-7n)).toBe("-0.07");
  });
});

describe("rakeback", () => {
  it("is a share of the house edge of the stake", () => {
    // 1.00 at 1 % edge (RTP 99 %) and 10 % rakeback = 0.001 = 0.1 cent.
    expect(rakebackMicroFor(100n, edgeFromRtp("99.00", "casino"), "10")).toBe(100_000n);
    // 100.00 at a 96.5 % slot and 5 % rakeback = 100 × 3.5 % × 5 % = 0.175 → 17.5 cents.
    expect(rakebackMicroFor(10_000n, edgeFromRtp("96.50", "casino"), "5")).toBe(17_500_000n);
  });

  it("takes a product's usual edge when the game states none, and never a negative one", () => {
    expect(edgeFromRtp(null, "casino")).toBe(300n);
    expect(edgeFromRtp("99.00", "sport")).toBe(500n);
    expect(edgeFromRtp("101.00", "casino")).toBe(0n);
  });

  it("is nothing without a rakeback perk", () => {
    expect(rakebackMicroFor(10_000n, 300n, "0")).toBe(0n);
  });
});

describe("levels", () => {
  const levels = [
    { order: 2, points: 1000 },
    { order: 1, points: 0 },
    { order: 3, points: 5000 },
  ];

  it("finds the level reached and the next one", () => {
    expect(levelsAt(levels, 0)).toEqual({ current: levels[1], next: levels[0] });
    expect(levelsAt(levels, 1000).current?.order).toBe(2);
    expect(levelsAt(levels, 4999)).toEqual({ current: levels[0], next: levels[2] });
    expect(levelsAt(levels, 9000)).toEqual({ current: levels[2], next: null });
  });

  it("measures progress to the next threshold", () => {
    expect(levelPercentage(500, { order: 1, points: 0 }, { order: 2, points: 1000 })).toBe(50);
    expect(levelPercentage(3000, { order: 2, points: 1000 }, { order: 3, points: 5000 })).toBe(50);
    expect(levelPercentage(9000, { order: 3, points: 5000 }, null)).toBe(100);
  });
});
