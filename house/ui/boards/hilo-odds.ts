import {
  MAX_WIN_MULTIPLIER,
  stepMultiplierBp,
  winningRanks,
  type HiloGuess,
} from "../../games/hilo.ts";

export type GuessOdds = {
  guess: Exclude<HiloGuess, "skip">;
  /** Ranks (of 13) that win the guess. */
  winningRanks: number;
  chance: number;
  /** The step multiplier in basis points; null when the guess cannot win (higher on a king). */
  stepBp: bigint | null;
};

const GUESSES = ["higher", "lower", "same"] as const;

/** Chances and step multipliers of each guess against the current rank (1 = ace … 13 = king). */
export function guessOdds(rank: number): GuessOdds[] {
  return GUESSES.map((guess) => {
    const k = winningRanks(rank, guess);
    return {
      guess,
      winningRanks: k,
      chance: k / 13,
      stepBp: k === 0 ? null : stepMultiplierBp(rank, guess),
    };
  });
}

const CAP_BP = BigInt(MAX_WIN_MULTIPLIER) * 10_000n;

/** The cumulative multiplier if the guess wins: the product rounded down, at most the cap. */
export function multiplierAfter(currentBp: bigint, stepBp: bigint): bigint {
  const next = (currentBp * stepBp) / 10_000n;
  return next > CAP_BP ? CAP_BP : next;
}
