import type { SessionResponse } from "../../server/protocol.ts";
import { currencyDecimals, formatAmount, parseAmount } from "../amount.ts";

/** Decimals of the session's currency, read from the amounts the studio sent. */
export function sessionDecimals(session: Pick<SessionResponse, "balance" | "limits">): number {
  return currencyDecimals([session.balance, session.limits.minBet, session.limits.maxBet]);
}

/**
 * What `amount` returns at a multiplier in basis points, rounded down to the minor unit like
 * every payout (house/games/money.ts applyBp); null when `amount` is not a valid amount.
 */
export function amountAtBp(amount: string, bp: bigint, decimals: number): string | null {
  const minor = parseAmount(amount, decimals);
  if (minor === null) return null;
  return formatAmount((minor * bp) / 10_000n, decimals);
}
