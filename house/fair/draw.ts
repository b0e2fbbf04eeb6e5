import type { Rng } from "./floats.ts";

// No node:crypto here (only the Rng type): the game maths built on these draws load in a browser.

/** An integer in [0, max) from one float: floor(float × max). */
export function nextInt(rng: Rng, max: number): number {
  if (!Number.isSafeInteger(max) || max < 1) throw new RangeError("max must be an integer ≥ 1");
  return Math.floor(rng.nextFloat() * max);
}

/**
 * Fisher–Yates, front to back: for i = 0 … n−2 swap item i with item i + floor(f × (n − i)).
 * Position i depends only on the first i + 1 floats, so drawing the first k items of a shuffle
 * (mines, keno, the next card of a shoe) consumes exactly k floats and equals the full shuffle's
 * prefix.
 */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  return drawDistinct(items, items.length, rng);
}

/** The first `count` items of a front-to-back Fisher–Yates shuffle of `items`. */
export function drawDistinct<T>(items: readonly T[], count: number, rng: Rng): T[] {
  if (!Number.isInteger(count) || count < 0 || count > items.length) {
    throw new RangeError("count must be between 0 and items.length");
  }
  const pool = items.slice();
  const n = pool.length;
  for (let i = 0; i < count && i < n - 1; i += 1) {
    const j = i + nextInt(rng, n - i);
    const a = pool[i] as T;
    pool[i] = pool[j] as T;
    pool[j] = a;
  }
  return pool.slice(0, count);
}

/** [0, 1, …, n − 1]. */
export function range(n: number, start = 0): number[] {
  const values: number[] = [];
  for (let i = 0; i < n; i += 1) values.push(start + i);
  return values;
}

/**
 * A lazily shuffled deck of the integers 0 … size − 1: card k of the shuffle is decided when it
 * is dealt, by float k, exactly as the front-to-back Fisher–Yates above would place it (only the
 * displaced entries are stored, so a six-deck shoe costs nothing until cards are drawn).
 */
export type LazyDeck = { draw(): number; readonly dealt: number; readonly remaining: number };

export function lazyDeck(size: number, rng: Rng): LazyDeck {
  const displaced = new Map<number, number>();
  const at = (position: number) => displaced.get(position) ?? position;
  let i = 0;
  return {
    draw() {
      if (i >= size) throw new RangeError("deck exhausted");
      const j = i === size - 1 ? i : i + nextInt(rng, size - i);
      const card = at(j);
      displaced.set(j, at(i));
      i += 1;
      return card;
    },
    get dealt() {
      return i;
    },
    get remaining() {
      return size - i;
    },
  };
}
