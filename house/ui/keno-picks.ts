/**
 * The keno board's selection rules (house/games/keno.ts): numbers 1–NUMBERS, up to MAX_PICKS
 * distinct picks, the paytable, and what each cell shows once numbers are drawn.
 *
 * The constants are repeated here because keno.ts draws through house/fair, which needs
 * node:crypto and can't load in the browser; keno-picks.test.ts checks them against the engine.
 */
export const NUMBERS = 40;
export const MAX_PICKS = 10;

/** PAYTABLE[picks][hits] in basis points, as house/games/keno.ts pays. */
export const PAYTABLE: Record<number, readonly number[]> = {
  1: [0, 39200],
  2: [0, 12000, 90000],
  3: [0, 0, 27000, 500000],
  4: [0, 0, 13000, 120000, 1000000],
  5: [0, 0, 5000, 47000, 370000, 3000000],
  6: [0, 0, 0, 25000, 180000, 1000000, 7000000],
  7: [0, 0, 0, 14000, 81000, 440000, 2800000, 15000000],
  8: [0, 0, 0, 9000, 42000, 230000, 1100000, 5800000, 30000000],
  9: [0, 0, 0, 0, 30000, 150000, 670000, 3000000, 13000000, 60000000],
  10: [0, 0, 0, 0, 20000, 82000, 350000, 1500000, 5900000, 26000000, 100000000],
};

/** Adds or removes `n`; a new pick beyond MAX_PICKS is refused (the same list comes back). */
export function togglePick(picks: readonly number[], n: number): number[] {
  if (picks.includes(n)) return picks.filter((pick) => pick !== n);
  if (picks.length >= MAX_PICKS || !Number.isInteger(n) || n < 1 || n > NUMBERS) {
    return [...picks];
  }
  return [...picks, n];
}

/** `count` distinct numbers 1–NUMBERS drawn with `random` (the player's quick pick). */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: NUMBERS }, (_, i) => i + 1);
  const size = Math.min(Math.max(count, 1), MAX_PICKS);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, size);
}

export type KenoCell = "hit" | "drawn" | "picked" | "idle";

/** A cell once `drawn` (the numbers revealed so far) are on the board. */
export function kenoCell(n: number, picks: readonly number[], drawn: readonly number[]): KenoCell {
  const picked = picks.includes(n);
  const isDrawn = drawn.includes(n);
  if (picked && isDrawn) return "hit";
  if (isDrawn) return "drawn";
  if (picked) return "picked";
  return "idle";
}

/** The pays for 0 … picks hits in basis points; empty with no picks. */
export function paytableFor(picks: number): readonly number[] {
  return PAYTABLE[picks] ?? [];
}

export function samePicks(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n) => b.includes(n));
}
