import { drawDistinct, range } from "../fair/draw.ts";
import type { Rng } from "../fair/floats.ts";
import { GameInputError, arrayField, asRecord } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Keno: numbers 1–40, 10 drawn (the first 10 positions of a Fisher–Yates shuffle, 10 floats), the
 * player picks 1–10. The pay for h hits out of p picks is PAYTABLE[p][h]; with the hypergeometric
 * P(h) = C(p,h) C(40−p,10−h) / C(40,10) every pick count returns between 97.5 % and 98.1 %
 * (exact values in docs/house-games.md, checked by a unit test).
 */
export const GAME = "keno";
export const NUMBERS = 40;
export const DRAWN = 10;
export const MAX_PICKS = 10;
export const RTP = 0.98;
export const HOUSE_EDGE = 0.02;
export const MAX_WIN_MULTIPLIER = 10_000;

/** PAYTABLE[picks][hits], basis points (1× = 10 000). */
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

export type KenoParams = { picks: number[] };
export type KenoOutcome = KenoParams & {
  /** In draw order. */
  drawn: number[];
  hits: number[];
  multiplierBp: bigint;
};

export function parseParams(input: unknown): KenoParams {
  const params = asRecord(GAME, input);
  const raw = arrayField(GAME, params, "picks", MAX_PICKS);
  if (raw.length === 0) throw new GameInputError(GAME, "picks", "pick 1 to 10 numbers");
  const seen = new Set<number>();
  for (const n of raw) {
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > NUMBERS || seen.has(n)) {
      throw new GameInputError(GAME, "picks", "distinct integers 1 … 40");
    }
    seen.add(n);
  }
  return { picks: [...seen] };
}

export function play(input: KenoParams, rng: Rng): KenoOutcome {
  const params = parseParams(input);
  const drawn = drawDistinct(range(NUMBERS, 1), DRAWN, rng);
  const drawnSet = new Set(drawn);
  const hits = params.picks.filter((n) => drawnSet.has(n));
  const bp = PAYTABLE[params.picks.length]?.[hits.length] ?? 0;
  return { ...params, drawn, hits, multiplierBp: BigInt(bp) };
}

export function payout(bet: bigint, outcome: KenoOutcome): bigint {
  return applyBp(bet, outcome.multiplierBp);
}
