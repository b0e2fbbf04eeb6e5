import { compileTitle, evaluateLine, type CompiledTitle } from "./engine.ts";
import { REELS, ROWS } from "./paylines.ts";
import type { SlotTitle } from "./types.ts";

/**
 * Exact RTP of a title, without simulation.
 * - Lines: on a uniformly random stop the symbol on any row of reel i is distributed like the
 *   strip's symbol frequencies, and reels are independent, so one line's expected pay is the sum
 *   over all symbol tuples (s1…s5) of Π pᵢ(sᵢ) × linePay(s1…s5). Every line has the same
 *   expectation, so the lines return E[linePay] × total bet.
 * - Scatters: the distribution of scatters visible on each reel (0–3, from every stop's window) is
 *   convolved over the five reels → P(n scatters), the scatter return and P(trigger) = P(n ≥ 3).
 * - Feature: a free spin returns multiplier × (lines + scatters); the expected number of free
 *   spins per trigger E[T] comes from a small dynamic programme over (spins played, spins awarded)
 *   with retrigger probability P(trigger) and the cap. By Wald's identity
 *   RTP = base + P(trigger) × E[T] × multiplier × base.
 * Payouts round down to the minor unit; these figures are before that rounding.
 */
export type SlotMaths = {
  lineRtp: number;
  scatterRtp: number;
  baseRtp: number;
  triggerProbability: number;
  expectedFreeSpins: number;
  featureRtp: number;
  rtp: number;
  /** P(n scatters visible), n = 0 … 15. */
  scatterDistribution: number[];
};

function symbolProbabilities(game: CompiledTitle): number[][] {
  return game.strips.map((strip) => {
    const p = new Array<number>(game.codes.length).fill(0);
    for (const symbol of strip) p[symbol] = (p[symbol] ?? 0) + 1 / strip.length;
    return p;
  });
}

export function lineExpectation(game: CompiledTitle): number {
  const probabilities = symbolProbabilities(game);
  const symbols = [0, 0, 0, 0, 0];
  let expectation = 0;
  const walk = (reel: number, probability: number) => {
    if (reel === REELS) {
      expectation += probability * evaluateLine(game, symbols).pay;
      return;
    }
    const row = probabilities[reel] as number[];
    for (let s = 0; s < row.length; s += 1) {
      const p = row[s] as number;
      if (p === 0) continue;
      symbols[reel] = s;
      walk(reel + 1, probability * p);
    }
  };
  walk(0, 1);
  return expectation;
}

export function scatterDistribution(game: CompiledTitle): number[] {
  let total = [1];
  for (const strip of game.strips) {
    const reel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < ROWS; row += 1) {
        if (strip[(stop + row) % strip.length] === game.scatter) n += 1;
      }
      reel[n] = (reel[n] ?? 0) + 1 / strip.length;
    }
    const next = new Array<number>(total.length + ROWS).fill(0);
    for (const [a, pa] of total.entries()) {
      for (const [b, pb] of reel.entries()) next[a + b] = (next[a + b] ?? 0) + pa * pb;
    }
    total = next;
  }
  return total;
}

/** Expected free spins from one trigger: award A, retrigger probability q, total capped at M. */
export function expectedFreeSpins(award: number, q: number, cap: number): number {
  // dist[a] = P(awarded = a and the feature is still running) before spin j.
  let dist = new Map<number, number>([[Math.min(award, cap), 1]]);
  let expected = 0;
  for (let j = 0; j < cap; j += 1) {
    const next = new Map<number, number>();
    for (const [a, p] of dist) {
      if (a <= j) continue;
      expected += p;
      const more = Math.min(a + award, cap);
      next.set(more, (next.get(more) ?? 0) + p * q);
      next.set(a, (next.get(a) ?? 0) + p * (1 - q));
    }
    dist = next;
  }
  return expected;
}

export function slotMaths(title: SlotTitle): SlotMaths {
  const game = compileTitle(title);
  const lineRtp = lineExpectation(game);
  const distribution = scatterDistribution(game);
  const scatterPays = game.pays[game.scatter] ?? [];
  let scatterRtp = 0;
  let triggerProbability = 0;
  for (const [n, p] of distribution.entries()) {
    if (n < 3) continue;
    triggerProbability += p;
    scatterRtp += p * (scatterPays[Math.min(n, 5)] ?? 0);
  }
  const baseRtp = lineRtp + scatterRtp;
  const { award, multiplier, cap } = title.freeSpins;
  const expected = expectedFreeSpins(award, triggerProbability, cap);
  const featureRtp = triggerProbability * expected * multiplier * baseRtp;
  return {
    lineRtp,
    scatterRtp,
    baseRtp,
    triggerProbability,
    expectedFreeSpins: expected,
    featureRtp,
    rtp: baseRtp + featureRtp,
    scatterDistribution: distribution,
  };
}

/** An upper bound on one round's win in total bets (every line and the scatter at top pay). */
export function maxWinBound(title: SlotTitle): number {
  const game = compileTitle(title);
  let topLine = 0;
  for (const [i, pays] of game.pays.entries()) {
    if (i !== game.scatter) topLine = Math.max(topLine, pays[5] ?? 0);
  }
  const topScatter = game.pays[game.scatter]?.[5] ?? 0;
  const spin = topLine + topScatter;
  return spin + title.freeSpins.cap * title.freeSpins.multiplier * spin;
}
