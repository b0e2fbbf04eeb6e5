import { describe, expect, it } from "vitest";
import { arrayRng } from "../../fair/floats.ts";
import { play } from "../../games/hilo.ts";
import { guessOdds, multiplierAfter } from "./hilo-odds.ts";

const odds = (rank: number, guess: "higher" | "lower" | "same") =>
  guessOdds(rank).find((item) => item.guess === guess);

describe("hi-lo guess odds", () => {
  it("states the chance and the step multiplier of each guess", () => {
    expect(odds(7, "higher")).toMatchObject({ winningRanks: 6, stepBp: 21_450n });
    expect(odds(7, "higher")?.chance).toBeCloseTo(6 / 13);
    expect(odds(7, "lower")).toMatchObject({ winningRanks: 6, stepBp: 21_450n });
    expect(odds(7, "same")).toMatchObject({ winningRanks: 1, stepBp: 128_700n });
    expect(odds(2, "lower")).toMatchObject({ winningRanks: 1, stepBp: 128_700n });
  });

  it("marks the guesses that cannot win", () => {
    expect(odds(13, "higher")).toMatchObject({ winningRanks: 0, chance: 0, stepBp: null });
    expect(odds(1, "lower")).toMatchObject({ winningRanks: 0, chance: 0, stepBp: null });
    expect(odds(1, "higher")?.stepBp).toBe(10_725n);
  });

  it("predicts the multiplier the engine reaches after a winning guess", () => {
    // Start card: floor(0.5 × 52) = 26 → rank 1 (ace of diamonds); then a 7 (float 6.5/52).
    const outcome = play({ guesses: ["higher", "higher"] }, arrayRng([0.5, 6.5 / 52, 12.5 / 52]));
    expect(outcome.start.rank).toBe(1);
    const first = multiplierAfter(10_000n, odds(1, "higher")?.stepBp ?? 0n);
    const second = multiplierAfter(first, odds(7, "higher")?.stepBp ?? 0n);
    expect(outcome.multiplierBp).toBe(second);
  });

  it("never goes past the 1 000 000× cap", () => {
    expect(multiplierAfter(9_000_000_000n, 128_700n)).toBe(10_000_000_000n);
  });
});
