import type { Rng } from "../fair/floats.ts";
import { GameInputError, arrayField, asRecord } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Hi-lo: an endless deck (every card drawn with replacement), card = floor(f × 52), rank =
 * card mod 13 + 1 (A = 1 low … K = 13 high), suit = floor(card / 13). The first card is the start
 * card; every guess draws the next. Against a current rank r, with k winning ranks out of 13:
 * "higher" (rank > r, k = 13 − r), "lower" (rank < r, k = r − 1), "same" (rank = r, k = 1).
 * The step multiplier is 0.99 × 13 / k in basis points rounded down (floor(128 700 / k)), so every
 * guess returns at most 99 %; steps multiply (each product rounded down) and the player cashes out
 * at any point after a winning guess. "skip" replaces the card without changing the multiplier.
 */
export const GAME = "hilo";
export const RTP = 0.99;
export const HOUSE_EDGE = 0.01;
export const MAX_WIN_MULTIPLIER = 1_000_000;
const MAX_BP = BigInt(MAX_WIN_MULTIPLIER) * 10_000n;
export const MAX_STEPS = 200;
export const GUESSES = ["higher", "lower", "same", "skip"] as const;
export type HiloGuess = (typeof GUESSES)[number];
export const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;

export type Card = { rank: number; suit: (typeof SUITS)[number] };
export type HiloParams = { guesses: HiloGuess[] };
export type HiloStep = { guess: HiloGuess; card: Card; won: boolean; stepBp: bigint };
export type HiloOutcome = HiloParams & {
  start: Card;
  steps: HiloStep[];
  lost: boolean;
  /** The cumulative multiplier reached (capped at MAX_WIN_MULTIPLIER); 0 after a loss. */
  multiplierBp: bigint;
  /** The cap was reached: the round must cash out. */
  capped: boolean;
};

export function winningRanks(rank: number, guess: Exclude<HiloGuess, "skip">): number {
  if (guess === "higher") return 13 - rank;
  if (guess === "lower") return rank - 1;
  return 1;
}

export function stepMultiplierBp(rank: number, guess: Exclude<HiloGuess, "skip">): bigint {
  const k = winningRanks(rank, guess);
  if (k === 0) throw new GameInputError(GAME, "guesses", `"${guess}" cannot win on rank ${rank}`);
  return 128_700n / BigInt(k);
}

export function drawCard(rng: Rng): Card {
  const card = Math.floor(rng.nextFloat() * 52);
  return { rank: (card % 13) + 1, suit: SUITS[Math.floor(card / 13)] ?? "spades" };
}

export function parseParams(input: unknown): HiloParams {
  const params = asRecord(GAME, input);
  const raw = arrayField(GAME, params, "guesses", MAX_STEPS);
  const guesses = raw.map((guess) => {
    if (typeof guess !== "string" || !(GUESSES as readonly string[]).includes(guess)) {
      throw new GameInputError(GAME, "guesses", `expected ${GUESSES.join(", ")}`);
    }
    return guess as HiloGuess;
  });
  return { guesses };
}

export function play(input: HiloParams, rng: Rng): HiloOutcome {
  const params = parseParams(input);
  const start = drawCard(rng);
  let current = start;
  let multiplier = 10_000n;
  let lost = false;
  let capped = false;
  const steps: HiloStep[] = [];
  for (const [i, guess] of params.guesses.entries()) {
    if (lost || capped) {
      throw new GameInputError(GAME, "guesses", `guess ${i + 1} comes after the round ended`);
    }
    if (guess === "skip") {
      current = drawCard(rng);
      steps.push({ guess, card: current, won: true, stepBp: 10_000n });
      continue;
    }
    const stepBp = stepMultiplierBp(current.rank, guess);
    const next = drawCard(rng);
    const won =
      guess === "higher"
        ? next.rank > current.rank
        : guess === "lower"
          ? next.rank < current.rank
          : next.rank === current.rank;
    steps.push({ guess, card: next, won, stepBp });
    current = next;
    if (!won) {
      lost = true;
      multiplier = 0n;
    } else {
      multiplier = (multiplier * stepBp) / 10_000n;
      if (multiplier >= MAX_BP) {
        multiplier = MAX_BP;
        capped = true;
      }
    }
  }
  return { ...params, start, steps, lost, multiplierBp: multiplier, capped };
}

export function payout(bet: bigint, outcome: HiloOutcome): bigint {
  if (outcome.lost) return 0n;
  if (!outcome.steps.some((step) => step.guess !== "skip")) {
    throw new GameInputError(GAME, "guesses", "make at least one guess before cashing out");
  }
  return applyBp(bet, outcome.multiplierBp);
}
