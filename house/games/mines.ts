import { drawDistinct, range } from "../fair/draw.ts";
import type { Rng } from "../fair/floats.ts";
import { GameInputError, arrayField, asRecord, intField } from "./errors.ts";
import { applyBp, choose } from "./money.ts";

/**
 * Mines: 25 tiles (index = row × 5 + column), m mines placed by the first m positions of a
 * Fisher–Yates shuffle of 0…24 (m floats). After k safe reveals the cash-out multiplier is
 * 0.99 / P(k safe) = 0.99 × C(25, k) / C(25 − m, k), in basis points rounded down, so every
 * cash-out point returns at most 99 %.
 */
export const GAME = "mines";
export const TILES = 25;
export const RTP = 0.99;
export const HOUSE_EDGE = 0.01;
/** m = 12 and all 13 safe tiles revealed: 0.99 × C(25, 12). */
export const MAX_WIN_MULTIPLIER = 5_148_297;

export type MinesParams = {
  mines: number;
  /** Tiles revealed, in order. The round cashes out after the last one unless it hits a mine. */
  picks: number[];
};
export type MinesOutcome = MinesParams & {
  /** Mine positions, ascending. */
  minePositions: number[];
  /** The first pick that hit a mine, or null. */
  hit: number | null;
  safeReveals: number;
  /** The cash-out multiplier for `safeReveals` (0 after a mine). */
  multiplierBp: bigint;
};

export function multiplierBp(mines: number, safeReveals: number): bigint {
  if (safeReveals === 0) return 10_000n;
  return (9_900n * choose(TILES, safeReveals)) / choose(TILES - mines, safeReveals);
}

export function parseParams(input: unknown): MinesParams {
  const params = asRecord(GAME, input);
  const mines = intField(GAME, params, "mines", 1, 24);
  const raw = arrayField(GAME, params, "picks", TILES - mines);
  const seen = new Set<number>();
  const picks = raw.map((tile) => {
    if (typeof tile !== "number" || !Number.isInteger(tile) || tile < 0 || tile >= TILES) {
      throw new GameInputError(GAME, "picks", "tiles are integers 0 … 24");
    }
    if (seen.has(tile)) throw new GameInputError(GAME, "picks", `tile ${tile} revealed twice`);
    seen.add(tile);
    return tile;
  });
  return { mines, picks };
}

export function minePositions(rng: Rng, mines: number): number[] {
  return drawDistinct(range(TILES), mines, rng).sort((a, b) => a - b);
}

export function play(input: MinesParams, rng: Rng): MinesOutcome {
  const params = parseParams(input);
  const positions = minePositions(rng, params.mines);
  const mineSet = new Set(positions);
  let hit: number | null = null;
  let safeReveals = 0;
  for (const [i, tile] of params.picks.entries()) {
    if (mineSet.has(tile)) {
      if (i !== params.picks.length - 1) {
        throw new GameInputError(GAME, "picks", "no reveals after a mine");
      }
      hit = tile;
      break;
    }
    safeReveals += 1;
  }
  return {
    ...params,
    minePositions: positions,
    hit,
    safeReveals,
    multiplierBp: hit === null ? multiplierBp(params.mines, safeReveals) : 0n,
  };
}

export function payout(bet: bigint, outcome: MinesOutcome): bigint {
  if (outcome.hit !== null) return 0n;
  if (outcome.safeReveals === 0) {
    throw new GameInputError(GAME, "picks", "reveal at least one tile before cashing out");
  }
  return applyBp(bet, outcome.multiplierBp);
}
