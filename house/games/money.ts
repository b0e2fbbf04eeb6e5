/** Multipliers are integers in basis points: 1× = 10 000. */
export const BP = 10_000n;

/** floor(bet × bp / 10 000) — payouts round down to the minor unit. */
export function applyBp(bet: bigint, multiplierBp: bigint): bigint {
  return (bet * multiplierBp) / BP;
}

/** floor(bet × numerator / denominator). */
export function applyRatio(bet: bigint, numerator: bigint, denominator: bigint): bigint {
  return (bet * numerator) / denominator;
}

/** n choose k as a bigint (exact). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i += 1) {
    result = (result * BigInt(n - kk + i)) / BigInt(i);
  }
  return result;
}

/** A bp multiplier as a display number (not for money). */
export function bpToNumber(bp: bigint): number {
  return Number(bp) / 10_000;
}
