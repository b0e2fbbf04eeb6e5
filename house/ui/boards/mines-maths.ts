import { multiplierBp, TILES } from "../../games/mines.ts";

/** Mines figures for the board, before and during a round, from the engine's own formula. */
export const MINES_TILES = TILES;
export const MINES_GRID = 5;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** The cash-out multiplier after `safeReveals` safe tiles, basis points rounded down. */
export function minesMultiplierBp(mines: number, safeReveals: number): bigint {
  // More reveals than safe tiles: no such cash-out (0, where the engine would refuse).
  if (safeReveals > MINES_TILES - mines) return 0n;
  return multiplierBp(mines, safeReveals);
}

/** The chance that the next tile is safe after `safeReveals` safe tiles. */
export function nextSafeChance(mines: number, safeReveals: number): number {
  const hidden = MINES_TILES - safeReveals;
  return hidden <= 0 ? 0 : (hidden - mines) / hidden;
}

/** Arrow-key movement on the 5 × 5 grid: the tile the focus moves to (stays at the edges). */
export function moveOnGrid(tile: number, key: string): number {
  const row = Math.floor(tile / MINES_GRID);
  const column = tile % MINES_GRID;
  switch (key) {
    case "ArrowUp":
      return row > 0 ? tile - MINES_GRID : tile;
    case "ArrowDown":
      return row < MINES_GRID - 1 ? tile + MINES_GRID : tile;
    case "ArrowLeft":
      return column > 0 ? tile - 1 : tile;
    case "ArrowRight":
      return column < MINES_GRID - 1 ? tile + 1 : tile;
    case "Home":
      return row * MINES_GRID;
    case "End":
      return row * MINES_GRID + MINES_GRID - 1;
    default:
      return tile;
  }
}

/** A tile among `hidden` for "random tile": the player's choice, so Math.random is fine. */
export function randomTile(hidden: readonly number[], random: () => number = Math.random) {
  return hidden[Math.floor(random() * hidden.length)];
}
