import type { BetKind, StakeLimits } from "../../../../contracts/sportsbook.ts";
import { tryParseMajor } from "../../../../contracts/money.ts";
import { oddsHundredths } from "../../../lib/sport-odds.ts";

/**
 * The bet slip's arithmetic, as the book does it (sportsbook/README.md "Settlement rules"):
 * a single pays stake × odds, an accumulator stake × the product of its legs' odds, a k/n
 * system bet splits its stake evenly over the C(n, k) combinations and pays the sum of their
 * products; payouts round down to the minor unit. Amounts are bigints of minor units and odds
 * whole hundredths, so the slip shows exactly what the book would pay.
 */

/** C(n, k), exact for the sizes a slip allows. */
export function combinationCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  const smaller = Math.min(k, n - k);
  for (let index = 1; index <= smaller; index += 1) {
    result = (result * (n - smaller + index)) / index;
  }
  return Math.round(result);
}

/** Every k-combination of `items`, in lexicographic order of their positions. */
export function* combinationsOf<T>(items: readonly T[], k: number): Generator<T[]> {
  const n = items.length;
  if (k < 1 || k > n) return;
  const positions = Array.from({ length: k }, (_, index) => index);
  for (;;) {
    yield positions.map((position) => items[position] as T);
    let index = k - 1;
    while (index >= 0 && positions[index] === n - k + index) index -= 1;
    if (index < 0) return;
    positions[index] = (positions[index] ?? 0) + 1;
    for (let next = index + 1; next < k; next += 1) {
      positions[next] = (positions[next - 1] ?? 0) + 1;
    }
  }
}

function hundredthsOf(odds: readonly string[]): bigint[] {
  return odds.map((value) => {
    const hundredths = oddsHundredths(value);
    if (hundredths === null) throw new RangeError(`not decimal odds: ${JSON.stringify(value)}`);
    return BigInt(hundredths);
  });
}

function product(values: readonly bigint[]): bigint {
  return values.reduce((total, value) => total * value, 1n);
}

/**
 * Total odds of an accumulator as decimal odds with two decimals, rounded down ("1.85" × "2.10"
 * → "3.88"); a single's are its own.
 */
export function totalOdds(odds: readonly string[]): string {
  if (odds.length === 0) return "1.00";
  const values = hundredthsOf(odds);
  const scale = 100n ** BigInt(values.length - 1);
  const hundredths = product(values) / scale;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}

/** What one bet can return if every leg wins, in minor units, rounded down. */
export function potentialPayout(bet: {
  kind: Exclude<BetKind, "single"> | "single";
  stake: bigint;
  odds: readonly string[];
  systemSize?: number;
}): bigint {
  const values = hundredthsOf(bet.odds);
  if (bet.stake <= 0n || values.length === 0) return 0n;
  if (bet.kind === "system") {
    const size = bet.systemSize ?? 0;
    const count = combinationCount(values.length, size);
    if (size < 2 || size >= values.length || count === 0) return 0n;
    let sum = 0n;
    for (const combination of combinationsOf(values, size)) sum += product(combination);
    return (bet.stake * sum) / (BigInt(count) * 100n ** BigInt(size));
  }
  const legs = bet.kind === "single" ? values.slice(0, 1) : values;
  return (bet.stake * product(legs)) / 100n ** BigInt(legs.length);
}

/** Singles: one bet per selection, each with `stake`; what they cost and can return together. */
export function singlesTotals(
  stake: bigint,
  odds: readonly string[],
): { stake: bigint; payout: bigint } {
  return {
    stake: stake * BigInt(odds.length),
    payout: odds.reduce(
      (total, value) => total + potentialPayout({ kind: "single", stake, odds: [value] }),
      0n,
    ),
  };
}

/** The system sizes k a slip of n selections offers (2 ≤ k < n, combinations within the limit). */
export function systemSizes(legCount: number, maxSystemLegs: number, maxCombinations: number) {
  if (legCount < 3 || legCount > maxSystemLegs) return [];
  const sizes: { size: number; combinations: number }[] = [];
  for (let size = 2; size < legCount; size += 1) {
    const combinations = combinationCount(legCount, size);
    if (combinations <= maxCombinations) sizes.push({ size, combinations });
  }
  return sizes;
}

/** One leg as the stake limits see it. */
export interface LimitLeg {
  isMain: boolean;
  isLive: boolean;
}

/** A major-unit amount in minor units of a currency with `decimals` decimals; null if unreadable. */
export function toMinor(amount: string, decimals: number): bigint | null {
  return tryParseMajor(amount.trim(), 10n ** BigInt(decimals));
}

/** The factor "0.5" as a fraction of integers (5n / 10n). */
function factorOf(text: string): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { numerator: 1n, denominator: 1n };
  const fraction = match[2] ?? "";
  return {
    numerator: BigInt(`${match[1] ?? "0"}${fraction}`),
    denominator: 10n ** BigInt(fraction.length),
  };
}

/**
 * The largest stake of one bet over these legs: a main market takes the main maximum before the
 * start, any other the other maximum; a live leg multiplies its market's maximum by the live
 * factor; a multiple takes the smallest of its legs'.
 */
export function maxStakeFor(legs: readonly LimitLeg[], limits: StakeLimits, decimals: number) {
  const main = toMinor(limits.maxStakeMain, decimals) ?? 0n;
  const other = toMinor(limits.maxStakeOther, decimals) ?? 0n;
  const live = factorOf(limits.liveFactor);
  let max: bigint | null = null;
  for (const leg of legs) {
    let legMax = leg.isMain ? main : other;
    if (leg.isLive) legMax = (legMax * live.numerator) / live.denominator;
    if (max === null || legMax < max) max = legMax;
  }
  return max ?? 0n;
}

export type StakeIssue =
  | { kind: "missing" }
  | { kind: "unreadable" }
  | { kind: "below-min"; min: bigint }
  | { kind: "above-max"; max: bigint }
  | { kind: "payout-above-max"; max: bigint };

/**
 * Why the book would refuse this stake (15004), checked before sending: the minimum per bet
 * (per combination of a system bet), the legs' maximum and the maximum payout.
 */
export function stakeIssue(input: {
  stakeText: string;
  decimals: number;
  limits: StakeLimits;
  legs: readonly LimitLeg[];
  /** Combinations the stake splits into (1 except for system bets). */
  combinations: number;
  payout: bigint;
}): StakeIssue | null {
  const text = input.stakeText.trim();
  if (text === "") return { kind: "missing" };
  const stake = toMinor(text, input.decimals);
  if (stake === null) return { kind: "unreadable" };
  if (stake === 0n) return { kind: "missing" };
  // A system bet's limits hold for each combination's share of the stake.
  const combinations = BigInt(Math.max(1, input.combinations));
  const min = (toMinor(input.limits.minStake, input.decimals) ?? 0n) * combinations;
  if (stake < min) return { kind: "below-min", min };
  const max = maxStakeFor(input.legs, input.limits, input.decimals) * combinations;
  if (stake > max) return { kind: "above-max", max };
  const maxPayout = toMinor(input.limits.maxPayout, input.decimals);
  if (maxPayout !== null && input.payout > maxPayout) {
    return { kind: "payout-above-max", max: maxPayout };
  }
  return null;
}
