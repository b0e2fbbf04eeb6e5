import { describe, expect, it } from "vitest";
import { TILES, multiplierBp } from "../../games/mines.ts";
import {
  MAX_MINES,
  MIN_MINES,
  MINES_TILES,
  minesMultiplierBp,
  moveOnGrid,
  nextSafeChance,
  randomTile,
} from "./mines-maths.ts";

describe("mines board maths", () => {
  it("agrees with the engine's multiplier for every mines count and reveal", () => {
    expect(MINES_TILES).toBe(TILES);
    for (let mines = MIN_MINES; mines <= MAX_MINES; mines += 1) {
      for (let k = 0; k <= TILES - mines; k += 1) {
        expect(minesMultiplierBp(mines, k), `${mines} mines, ${k} reveals`).toBe(
          multiplierBp(mines, k),
        );
      }
    }
    // 3 mines, first tile: 0.99 × 25 / 22.
    expect(minesMultiplierBp(3, 1)).toBe(11_250n);
    expect(minesMultiplierBp(3, 23)).toBe(0n);
  });

  it("gives the chance that the next tile is safe", () => {
    expect(nextSafeChance(3, 0)).toBeCloseTo(22 / 25);
    expect(nextSafeChance(24, 0)).toBeCloseTo(1 / 25);
    expect(nextSafeChance(3, 22)).toBe(0);
  });

  it("moves the focus with arrows and stops at the edges", () => {
    expect(moveOnGrid(0, "ArrowLeft")).toBe(0);
    expect(moveOnGrid(0, "ArrowUp")).toBe(0);
    expect(moveOnGrid(0, "ArrowRight")).toBe(1);
    expect(moveOnGrid(0, "ArrowDown")).toBe(5);
    expect(moveOnGrid(24, "ArrowDown")).toBe(24);
    expect(moveOnGrid(24, "ArrowRight")).toBe(24);
    expect(moveOnGrid(4, "ArrowRight")).toBe(4);
    expect(moveOnGrid(5, "ArrowLeft")).toBe(5);
    expect(moveOnGrid(12, "Home")).toBe(10);
    expect(moveOnGrid(12, "End")).toBe(14);
    expect(moveOnGrid(12, "x")).toBe(12);
  });

  it("picks a random tile among the hidden ones", () => {
    expect(randomTile([3, 8, 19], () => 0)).toBe(3);
    expect(randomTile([3, 8, 19], () => 0.999)).toBe(19);
    expect(randomTile([], () => 0.5)).toBeUndefined();
  });
});
