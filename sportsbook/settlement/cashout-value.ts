import type { BetKind } from "../../contracts/sportsbook.ts";
import { payoutOf } from "./payout.ts";
import { legFactor, type LegOutcome, type Ratio } from "./rules.ts";

/**
 * What a bet's remaining stake is worth now, for a cash-out quote: each leg still to play counts
 * odds taken / odds offered now (today's price carries the book's margin, so the quote does
 * too), each resulted leg its settlement factor, combined as settlement combines legs. Null
 * when it can't be cashed out: a lost leg of a single or accumulator, or a leg with no price now.
 */
export interface CashOutLeg {
  /** Odds taken, hundredths. */
  odds: number;
  /** The leg's result, once its event has one. */
  outcome: LegOutcome | null;
  /** The selection's odds now (hundredths); null when it is not offered. */
  now: number | null;
}

export function cashOutValue(
  kind: BetKind,
  systemSize: number | null,
  legs: readonly CashOutLeg[],
  remainingStake: bigint,
): bigint | null {
  const factors: Ratio[] = [];
  for (const leg of legs) {
    if (leg.outcome) {
      if (kind !== "system" && leg.outcome.won === 0 && leg.outcome.returned === 0) return null;
      factors.push(legFactor(leg.outcome, leg.odds));
      continue;
    }
    if (leg.now === null) return null;
    factors.push({ num: BigInt(leg.odds), den: BigInt(leg.now) });
  }
  const value = payoutOf(kind, systemSize, factors, remainingStake);
  return value > 0n ? value : null;
}
