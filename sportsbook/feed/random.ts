import { createHash } from "node:crypto";

/**
 * A seeded random source for the sandbox feed: the same seed gives the same fixtures and the same
 * matches on every machine. sfc32 (small, fast, passes PractRand) seeded from SHA-256 of the seed
 * text. Not for anything that must be unpredictable: the feed is a simulation.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** A standard normal variate. */
  normal(): number;
  /** The waiting time of a Poisson process of `rate` per unit. */
  exponential(rate: number): number;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** Index i with probability weights[i] / Σ weights. */
  weighted(weights: readonly number[]): number;
}

export function seededRandom(seed: string): Random {
  const digest = createHash("sha256").update(seed).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }
  // The first outputs of a fresh sfc32 state are weakly mixed.
  for (let i = 0; i < 12; i += 1) next();

  const random: Random = {
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    between: (min, max) => min + next() * (max - min),
    normal() {
      // Box–Muller; 1 − u keeps the logarithm finite.
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    exponential: (rate) => -Math.log(1 - next()) / rate,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("random: pick from an empty list");
      return item;
    },
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
    weighted(weights) {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        target -= weights[i] ?? 0;
        if (target < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return random;
}

/** A stable number in [0, 1) from a text, for values that must not depend on draw order. */
export function hashUnit(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0) / 4_294_967_296;
}
