import type { BetKind } from "../../contracts/sportsbook.ts";
import { legFactor, type LegOutcome, type Ratio } from "./rules.ts";

/**
 * A bet's payout from its legs: a single pays stake × factor, an accumulator stake × the product
 * of its factors, a k/n system bet stake / C(n, k) × the sum over its combinations of their
 * products. Exact in bigints; rounded down to the minor unit once, at the end.
 */

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-subset of 0 … n−1 as index lists, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const current: number[] = [];
  const walk = (start: number) => {
    if (current.length === k) {
      out.push([...current]);
      return;
    }
    for (let i = start; i <= n - (k - current.length); i += 1) {
      current.push(i);
      walk(i + 1);
      current.pop();
    }
  };
  if (k >= 0 && k <= n) walk(0);
  return out;
}

/** How many combinations a bet has: C(n, k) for a system bet, else 1. */
export function combinationCount(kind: BetKind, legs: number, systemSize: number | null): number {
  return kind === "system" && systemSize !== null ? binomial(legs, systemSize) : 1;
}

const ONE: Ratio = { num: 1n, den: 1n };

function times(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** The sum of the products of every k-combination of `factors`, exactly. */
function combinationSum(factors: readonly Ratio[], k: number): Ratio {
  // Over the common denominator Π den: a combination's product times the dens it leaves out.
  const denominator = factors.reduce((product, factor) => product * factor.den, 1n);
  let numerator = 0n;
  for (const combination of combinations(factors.length, k)) {
    const inside = new Set(combination);
    let term = 1n;
    factors.forEach((factor, index) => {
      term *= inside.has(index) ? factor.num : factor.den;
    });
    numerator += term;
  }
  return { num: numerator, den: denominator };
}

/**
 * What `stake` returns with these leg factors (settled: legFactor of each result; cash-out:
 * odds taken / odds now): floor(stake × combined factor).
 */
export function payoutOf(
  kind: BetKind,
  systemSize: number | null,
  factors: readonly Ratio[],
  stake: bigint,
): bigint {
  if (kind === "system") {
    if (systemSize === null) throw new Error("payout: a system bet without its size");
    const sum = combinationSum(factors, systemSize);
    const count = BigInt(binomial(factors.length, systemSize));
    return (stake * sum.num) / (sum.den * count);
  }
  const product = factors.reduce(times, ONE);
  return (stake * product.num) / product.den;
}

export interface LegForPayout {
  /** Odds taken, in hundredths. */
  odds: number;
  /** Null while the leg's event has no result. */
  outcome: LegOutcome | null;
}

/**
 * The payout of a bet once it is known, else null: every leg resulted, or (singles and
 * accumulators) one leg lost, which settles the bet lost at once.
 */
export function settledPayout(
  kind: BetKind,
  systemSize: number | null,
  legs: readonly LegForPayout[],
  stake: bigint,
): bigint | null {
  const lostLeg = legs.some(
    (leg) => leg.outcome && leg.outcome.won === 0 && leg.outcome.returned === 0,
  );
  if (kind !== "system" && lostLeg) return 0n;
  if (legs.some((leg) => leg.outcome === null)) return null;
  return payoutOf(
    kind,
    systemSize,
    legs.map((leg) => legFactor(leg.outcome as LegOutcome, leg.odds)),
    stake,
  );
}

/** Every leg void: the bet is void (its stake back). */
export function allVoid(legs: readonly LegForPayout[]): boolean {
  return legs.every((leg) => leg.outcome !== null && leg.outcome.returned === 2);
}

/** The most a bet can return: every leg not yet resulted wins at its odds. */
export function potentialPayout(
  kind: BetKind,
  systemSize: number | null,
  legs: readonly LegForPayout[],
  stake: bigint,
): bigint {
  const best = legs.map((leg) =>
    leg.outcome ? legFactor(leg.outcome, leg.odds) : { num: BigInt(leg.odds), den: 100n },
  );
  return payoutOf(kind, systemSize, best, stake);
}

/** Total odds of a single or accumulator as hundredths, rounded down ("12.34" → 1234). */
export function totalOdds(legs: readonly { odds: number }[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    num *= BigInt(leg.odds);
    den *= 100n;
  }
  return (num * 100n) / den;
}
