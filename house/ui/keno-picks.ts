import { MAX_PICKS, NUMBERS, PAYTABLE } from "../games/keno.ts";

/**
 * The keno board's selection rules (house/games/keno.ts): numbers 1–NUMBERS, up to MAX_PICKS
 * distinct picks, the paytable, and what each cell shows once numbers are drawn. The constants
 * are the engine's own (its draws are crypto-free, so it loads in the browser).
 */
export { MAX_PICKS, NUMBERS, PAYTABLE };

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
