import type { Rng } from "../fair/floats.ts";
import { GameInputError, arrayField, asRecord } from "./errors.ts";

/**
 * European roulette: pocket = floor(f × 37), 0 … 36. A bet covering c numbers pays 36/c times
 * its stake back (35:1 straight, 17:1 split, 11:1 street, 8:1 corner, 5:1 six-line, 2:1 dozen and
 * column, 1:1 red/black, odd/even, low/high), so each bet returns c/37 × 36/c = 36/37 ≈ 97.30 %.
 * Zero loses every outside bet.
 */
export const GAME = "roulette";
export const RTP = 36 / 37;
export const HOUSE_EDGE = 1 / 37;
export const MAX_WIN_MULTIPLIER = 36;
export const MAX_BETS = 200;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const BET_TYPES = [
  "straight",
  "split",
  "street",
  "corner",
  "sixLine",
  "dozen",
  "column",
  "red",
  "black",
  "odd",
  "even",
  "low",
  "high",
] as const;
export type RouletteBetType = (typeof BET_TYPES)[number];

/** numbers: the inside bet's numbers; index: 1–3 for dozen and column; amount in minor units. */
export type RouletteBet = {
  type: RouletteBetType;
  numbers?: number[];
  index?: number;
  amount: bigint;
};
export type RouletteParams = { bets: RouletteBet[] };
export type RouletteBetResult = RouletteBet & { covered: number[]; win: boolean; payout: bigint };
export type RouletteOutcome = RouletteParams & { pocket: number; results: RouletteBetResult[] };

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(",");

function insideBets(): Record<"split" | "street" | "corner" | "sixLine", Set<string>> {
  const split = new Set<string>();
  const street = new Set<string>();
  const corner = new Set<string>();
  const sixLine = new Set<string>();
  for (let n = 1; n <= 36; n += 1) {
    const column = (n - 1) % 3;
    if (column < 2) split.add(key([n, n + 1]));
    if (n + 3 <= 36) split.add(key([n, n + 3]));
    if (column === 0) street.add(key([n, n + 1, n + 2]));
    if (column < 2 && n + 4 <= 36) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (column === 0 && n + 5 <= 36) sixLine.add(key([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
  }
  // Zero's neighbours: splits 0-1, 0-2, 0-3; trios 0-1-2 and 0-2-3; the "first four" 0-1-2-3.
  for (const n of [1, 2, 3]) split.add(key([0, n]));
  street.add(key([0, 1, 2]));
  street.add(key([0, 2, 3]));
  corner.add(key([0, 1, 2, 3]));
  return { split, street, corner, sixLine };
}
const INSIDE = insideBets();
const SIZE = { split: 2, street: 3, corner: 4, sixLine: 6 } as const;

function numbersWhere(predicate: (n: number) => boolean): number[] {
  const out: number[] = [];
  for (let n = 1; n <= 36; n += 1) if (predicate(n)) out.push(n);
  return out;
}

/** The numbers a bet covers; throws GameInputError for an invalid bet. */
export function coveredNumbers(bet: Omit<RouletteBet, "amount">): number[] {
  const fail = (message: string): never => {
    throw new GameInputError(GAME, `bets.${bet.type}`, message);
  };
  switch (bet.type) {
    case "straight": {
      const n = bet.numbers?.[0];
      if (bet.numbers?.length !== 1 || n === undefined || !Number.isInteger(n) || n < 0 || n > 36) {
        return fail("one number 0 … 36");
      }
      return [n];
    }
    case "split":
    case "street":
    case "corner":
    case "sixLine": {
      const numbers = bet.numbers ?? [];
      if (numbers.length !== SIZE[bet.type] || !INSIDE[bet.type].has(key(numbers))) {
        return fail("numbers are not adjacent on the layout");
      }
      return [...numbers].sort((a, b) => a - b);
    }
    case "dozen":
    case "column": {
      const index = bet.index;
      if (index === undefined || !Number.isInteger(index) || index < 1 || index > 3) {
        return fail("index 1 … 3");
      }
      return bet.type === "dozen"
        ? numbersWhere((n) => Math.ceil(n / 12) === index)
        : numbersWhere((n) => ((n - 1) % 3) + 1 === index);
    }
    case "red":
      return numbersWhere((n) => RED_NUMBERS.has(n));
    case "black":
      return numbersWhere((n) => !RED_NUMBERS.has(n));
    case "odd":
      return numbersWhere((n) => n % 2 === 1);
    case "even":
      return numbersWhere((n) => n % 2 === 0);
    case "low":
      return numbersWhere((n) => n <= 18);
    case "high":
      return numbersWhere((n) => n >= 19);
  }
}

function parseAmount(value: unknown): bigint {
  if (typeof value === "bigint" && value > 0n) return value;
  if (typeof value === "string" && /^[1-9][0-9]{0,30}$/.test(value)) return BigInt(value);
  throw new GameInputError(GAME, "bets.amount", "a positive integer of minor units");
}

export function parseParams(input: unknown): RouletteParams {
  const params = asRecord(GAME, input);
  const raw = arrayField(GAME, params, "bets", MAX_BETS);
  if (raw.length === 0) throw new GameInputError(GAME, "bets", "place at least one bet");
  const bets = raw.map((item) => {
    const record = asRecord(GAME, item);
    const type = record["type"];
    if (typeof type !== "string" || !(BET_TYPES as readonly string[]).includes(type)) {
      throw new GameInputError(GAME, "bets.type", `expected one of ${BET_TYPES.join(", ")}`);
    }
    const bet: RouletteBet = {
      type: type as RouletteBetType,
      amount: parseAmount(record["amount"]),
    };
    const numbers = record["numbers"];
    if (numbers !== undefined) {
      if (!Array.isArray(numbers) || !numbers.every((n) => typeof n === "number")) {
        throw new GameInputError(GAME, "bets.numbers", "an array of numbers");
      }
      bet.numbers = numbers as number[];
    }
    const index = record["index"];
    if (index !== undefined) {
      if (typeof index !== "number") throw new GameInputError(GAME, "bets.index", "a number");
      bet.index = index;
    }
    coveredNumbers(bet);
    return bet;
  });
  return { bets };
}

export function totalStake(params: RouletteParams): bigint {
  return params.bets.reduce((sum, bet) => sum + bet.amount, 0n);
}

export function play(input: RouletteParams, rng: Rng): RouletteOutcome {
  const params = parseParams(input);
  const pocket = Math.floor(rng.nextFloat() * 37);
  const results = params.bets.map((bet) => {
    const covered = coveredNumbers(bet);
    const win = covered.includes(pocket);
    return { ...bet, covered, win, payout: win ? (bet.amount * 36n) / BigInt(covered.length) : 0n };
  });
  return { ...params, pocket, results };
}

/** `bet` must be the round's total stake (the sum of the bets' amounts). */
export function payout(bet: bigint, outcome: RouletteOutcome): bigint {
  if (bet !== totalStake(outcome)) {
    throw new GameInputError(GAME, "bet", "the stake must equal the sum of the bets");
  }
  return outcome.results.reduce((sum, result) => sum + result.payout, 0n);
}
