import { describe, expect, it } from "vitest";
import { arrayRng } from "../../fair/floats.ts";
import { BRANDS } from "../catalogue.ts";
import { GameInputError } from "../errors.ts";
import { compileTitle, evaluateLine, spinRound } from "./engine.ts";
import * as slots from "./index.ts";
import { expectedFreeSpins, slotMaths } from "./maths.ts";
import { PAYLINES } from "./paylines.ts";
import { SLOT_TITLES } from "./titles.ts";
import type { SlotTitle } from "./types.ts";

/** A float that stops a reel of length `length` at `stop`. */
const stopAt = (stop: number, length: number) => (stop + 0.5) / length;

/** A tiny hand-made title: every reel is "W S 1 A A A" … so windows are easy to reason about. */
const TOY: SlotTitle = {
  id: "toy",
  name: "Toy",
  brand: "sevens-originals",
  theme: "test",
  volatility: "low",
  paylines: 10,
  symbols: [
    { code: "W", name: "Wild", colour: "#000", accent: "#fff", kind: "wild", pays: [10, 50, 200] },
    { code: "S", name: "Scat", colour: "#000", accent: "#fff", kind: "scatter", pays: [2, 10, 50] },
    {
      code: "1",
      name: "High",
      colour: "#000",
      accent: "#fff",
      kind: "regular",
      pays: [5, 20, 100],
    },
    { code: "A", name: "Low", colour: "#000", accent: "#fff", kind: "regular", pays: [1, 2, 5] },
  ],
  reels: ["W1AAAS", "W1AAAS", "W1AAAS", "W1AAAS", "W1AAAS"],
  freeSpins: { award: 2, multiplier: 3, cap: 4 },
  rtp: 0,
};
const toy = compileTitle(TOY);
const line = (codes: string) =>
  evaluateLine(
    toy,
    [...codes].map((c) => toy.codes.indexOf(c)),
  );

describe("slot line evaluation", () => {
  it("pays left to right with wilds substituting, never for scatters", () => {
    expect(line("111AA")).toEqual({ symbol: 2, count: 3, pay: 5 });
    expect(line("W1W11")).toEqual({ symbol: 2, count: 5, pay: 100 });
    expect(line("WWWA1")).toEqual({ symbol: 0, count: 3, pay: 10 }); // 3 wilds (10) beat 4 A (2)
    expect(line("W1111")).toEqual({ symbol: 2, count: 5, pay: 100 });
    expect(line("WWWAA")).toEqual({ symbol: 0, count: 3, pay: 10 });
    expect(line("WWWWW")).toEqual({ symbol: 0, count: 5, pay: 200 });
    expect(line("WWSAA")).toEqual({ symbol: 0, count: 2, pay: 0 });
    expect(line("SSS11").pay).toBe(0);
    expect(line("A1AAA").pay).toBe(0);
    expect(line("AAW1A").pay).toBe(1);
  });

  it("a spin reads the window from the stops; scatters trigger free spins with retriggers", () => {
    // Stops 0 everywhere: rows W / 1 / A on every reel. Line 1 (middle) = 11111 → 100,
    // line 2 (top) = WWWWW → 200, line 3 (bottom) = AAAAA → 5; the zigzags mix them.
    const plain = spinRound(TOY, arrayRng(new Array(5).fill(stopAt(0, 6))));
    expect(plain.base.window).toEqual([
      ["W", "W", "W", "W", "W"],
      ["1", "1", "1", "1", "1"],
      ["A", "A", "A", "A", "A"],
    ]);
    const expectedUnits = PAYLINES.slice(0, 10).reduce((sum, rows) => {
      const codes = rows.map((row) => ["W", "1", "A"][row]).join("");
      return sum + line(codes).pay;
    }, 0);
    expect(plain.totalUnits).toBe(expectedUnits);
    expect(slots.payout(10n, { ...plain, title: "toy" })).toBe(BigInt(expectedUnits));

    // Stop 4 shows A / S / W: five scatters → 50 × total bet and 2 free spins (×3), each of which
    // also shows five scatters and retriggers until the cap of 4 free spins.
    const scatter = spinRound(TOY, arrayRng(new Array(25).fill(stopAt(4, 6))));
    expect(scatter.base).toMatchObject({ scatters: 5, scatterPay: 50, freeSpinsAwarded: 2 });
    expect(scatter.freeSpins).toHaveLength(4);
    expect(scatter.freeSpins.map((spin) => spin.freeSpinsAwarded)).toEqual([2, 0, 0, 0]);
    expect(scatter.freeSpins[0]?.units).toBe(scatter.base.units * 3);
    expect(scatter.totalUnits).toBe(scatter.base.units * (1 + 4 * 3));
  });

  it("payout is floor(bet × units / paylines)", () => {
    expect(slots.payout(7n, { ...spinRound(TOY, arrayRng([0, 0, 0, 0, 0])), title: "toy" })).toBe(
      (7n * BigInt(spinRound(TOY, arrayRng([0, 0, 0, 0, 0])).totalUnits)) / 10n,
    );
    expect(() => slots.parseParams({ title: "missing" })).toThrow(GameInputError);
  });

  it("expected free spins follows the branching process with a cap", () => {
    expect(expectedFreeSpins(10, 0, 50)).toBe(10);
    // Without a binding cap E[T] = A / (1 − A q).
    expect(expectedFreeSpins(10, 0.01, 2_000)).toBeCloseTo(10 / (1 - 0.1), 6);
    expect(expectedFreeSpins(2, 1, 4)).toBe(4);
  });
});

describe("slot titles", () => {
  it("at least 30 titles from at least three brands, valid data", () => {
    expect(SLOT_TITLES.length).toBeGreaterThanOrEqual(30);
    const brands = new Set(SLOT_TITLES.map((title) => title.brand));
    expect(brands.size).toBeGreaterThanOrEqual(3);
    for (const brand of brands) expect(BRANDS.map((b) => b.identity)).toContain(brand);
    expect(new Set(SLOT_TITLES.map((title) => title.id)).size).toBe(SLOT_TITLES.length);
    expect(new Set(SLOT_TITLES.map((title) => title.name)).size).toBe(SLOT_TITLES.length);
    for (const title of SLOT_TITLES) {
      expect([10, 20, 25]).toContain(title.paylines);
      expect(title.reels).toHaveLength(5);
      const codes = new Set(title.symbols.map((symbol) => symbol.code));
      expect(codes.size).toBe(title.symbols.length);
      expect(title.symbols.filter((symbol) => symbol.kind === "wild")).toHaveLength(1);
      expect(title.symbols.filter((symbol) => symbol.kind === "scatter")).toHaveLength(1);
      for (const symbol of title.symbols) {
        expect(symbol.colour).toMatch(/^#[0-9a-f]{6}$/);
        expect(symbol.pays[0]).toBeLessThanOrEqual(symbol.pays[1]);
        expect(symbol.pays[1]).toBeLessThanOrEqual(symbol.pays[2]);
      }
      for (const strip of title.reels) {
        for (const code of strip) expect(codes.has(code)).toBe(true);
      }
    }
  });

  it("each title's stated RTP is its exact maths and lies in 94–97 %", () => {
    for (const title of SLOT_TITLES) {
      const maths = slotMaths(title);
      expect(Math.abs(maths.rtp - title.rtp), title.id).toBeLessThan(1e-6);
      expect(title.rtp, title.id).toBeGreaterThanOrEqual(0.94);
      expect(title.rtp, title.id).toBeLessThanOrEqual(0.97);
      const total = maths.scatterDistribution.reduce((sum, p) => sum + p, 0);
      expect(total).toBeCloseTo(1, 12);
    }
  });
});
