import { choose } from "../../games/money.ts";

/**
 * Mines figures for the board, before and during a round. They restate the engine's formula
 * (house/games/mines.ts) because that module draws through house/fair, which needs node:crypto
 * and cannot load in the browser; mines-maths.test.ts checks both agree for every case.
 */
export const MINES_TILES = 25;
export const MINES_GRID = 5;
export const MIN_MINES = 1;
export const MAX_MINES = 24;

/** The cash-out multiplier after `safeReveals` safe tiles, basis points rounded down. */
export function minesMultiplierBp(mines: number, safeReveals: number): bigint {
  if (safeReveals === 0) return 10_000n;
  const ways = choose(MINES_TILES - mines, safeReveals);
  // More reveals than safe tiles: no such cash-out (0, where the engine would refuse).
  if (ways === 0n) return 0n;
  return (9_900n * choose(MINES_TILES, safeReveals)) / ways;
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
