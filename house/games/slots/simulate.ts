import { fairRng } from "../../fair/floats.ts";
import { spinRound } from "./engine.ts";
import type { SlotTitle } from "./types.ts";

export type SlotSimulation = {
  spins: number;
  /** Return per unit bet over all rounds (base game + feature). */
  rtp: number;
  /** Standard error of `rtp`. */
  standardError: number;
  /** Base-spin line return per unit bet, and its standard error. */
  lineRtp: number;
  lineStandardError: number;
  triggers: number;
  freeSpins: number;
};

/**
 * Plays `spins` paid rounds of a title through the provably-fair engine with fixed seeds
 * (server seed, client seed `sim:<title>`, nonces 0 … spins − 1): deterministic.
 */
export function simulateSlot(title: SlotTitle, spins: number, serverSeed: string): SlotSimulation {
  let total = 0;
  let totalSquares = 0;
  let line = 0;
  let lineSquares = 0;
  let triggers = 0;
  let freeSpins = 0;
  for (let nonce = 0; nonce < spins; nonce += 1) {
    const round = spinRound(title, fairRng(serverSeed, `sim:${title.id}`, nonce));
    const win = round.totalUnits / title.paylines;
    total += win;
    totalSquares += win * win;
    const lineWin = round.base.lineWins.reduce((sum, hit) => sum + hit.pay, 0) / title.paylines;
    line += lineWin;
    lineSquares += lineWin * lineWin;
    if (round.base.freeSpinsAwarded > 0) triggers += 1;
    freeSpins += round.freeSpins.length;
  }
  const se = (sum: number, squares: number) =>
    Math.sqrt(Math.max(0, squares / spins - (sum / spins) ** 2) / spins);
  return {
    spins,
    rtp: total / spins,
    standardError: se(total, totalSquares),
    lineRtp: line / spins,
    lineStandardError: se(line, lineSquares),
    triggers,
    freeSpins,
  };
}
