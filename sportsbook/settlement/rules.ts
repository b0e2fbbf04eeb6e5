import type { LegResult } from "../../contracts/sportsbook.ts";

/**
 * The one settlement rule of every leg. A leg's stake is split into halves (an Asian quarter
 * line puts one half on each neighbouring line, every other leg puts both halves on one line);
 * each half wins, is returned (a push) or is lost; a dead heat pays the winning part at the
 * share of the place the runner tied for. So a leg is { won, returned } halves plus a share, and
 *
 *   factor = (won × odds × share + returned) / 2
 *
 * (lost halves pay nothing). Pricing uses the same split to price lines fairly.
 */

/** Halves of the stake that won and that were returned (0–2 each, at most 2 together). */
export interface LegOutcome {
  won: 0 | 1 | 2;
  returned: 0 | 1 | 2;
  /** Dead heat: the share of the odds paid, [numerator, denominator]; [1, 1] otherwise. */
  share: readonly [number, number];
}

export const WON: LegOutcome = { won: 2, returned: 0, share: [1, 1] };
export const LOST: LegOutcome = { won: 0, returned: 0, share: [1, 1] };
export const VOID: LegOutcome = { won: 0, returned: 2, share: [1, 1] };

/** The result's name (contracts LEG_RESULTS) and the dead-heat share as text. */
export function legResultOf(outcome: LegOutcome): { result: LegResult; deadHeat: string | null } {
  const [num, den] = outcome.share;
  if (outcome.won === 2 && num < den) return { result: "dead_heat", deadHeat: `${num}/${den}` };
  if (outcome.won === 2) return { result: "won", deadHeat: null };
  if (outcome.won === 1) return { result: "half_won", deadHeat: null };
  if (outcome.returned === 2) return { result: "void", deadHeat: null };
  if (outcome.returned === 1) return { result: "half_lost", deadHeat: null };
  return { result: "lost", deadHeat: null };
}

export function legOutcomeOf(result: LegResult, deadHeat: string | null): LegOutcome {
  switch (result) {
    case "won":
      return WON;
    case "lost":
      return LOST;
    case "void":
      return VOID;
    case "half_won":
      return { won: 1, returned: 1, share: [1, 1] };
    case "half_lost":
      return { won: 0, returned: 1, share: [1, 1] };
    case "dead_heat": {
      const match = /^(\d+)\/(\d+)$/.exec(deadHeat ?? "");
      const num = Number(match?.[1] ?? 1);
      const den = Number(match?.[2] ?? 1);
      return { won: 2, returned: 0, share: [num, den] };
    }
  }
}

/**
 * The lines a stake is split over: a quarter line (x.25, x.75) into its two neighbours half and
 * half, any other line onto itself twice.
 */
export function splitLine(line: number): [number, number] {
  const quarters = Math.round(line * 4);
  if (quarters % 2 !== 0) return [(quarters - 1) / 4, (quarters + 1) / 4];
  return [line, line];
}

/**
 * A leg decided by a margin over a line: `margin(line)` > 0 wins, = 0 is returned, < 0 loses,
 * for each half of the split line. Totals: margin = total − line (over) or line − total (under);
 * handicaps: margin = home + line − away (home) or the opposite (away).
 */
export function byMargin(line: number, margin: (line: number) => number): LegOutcome {
  let won = 0;
  let returned = 0;
  for (const half of splitLine(line)) {
    const value = margin(half);
    if (value > 0) won += 1;
    else if (value === 0) returned += 1;
  }
  return {
    won: won as LegOutcome["won"],
    returned: returned as LegOutcome["returned"],
    share: [1, 1],
  };
}

/** A fraction of bigints, for exact payouts. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** The leg's factor on the stake at `odds` (hundredths): (won × odds × share + returned) / 2. */
export function legFactor(outcome: LegOutcome, odds: number): Ratio {
  const [shareNum, shareDen] = outcome.share;
  const num =
    BigInt(outcome.won) * BigInt(odds) * BigInt(shareNum) +
    BigInt(outcome.returned) * 100n * BigInt(shareDen);
  return { num, den: 200n * BigInt(shareDen) };
}
