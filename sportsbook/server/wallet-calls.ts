import type { GameWalletRequest } from "../../contracts/game-wallet.ts";
import { formatMinor } from "../../contracts/money.ts";
import {
  SPORTSBOOK_GAME,
  SPORTSBOOK_PROVIDER,
  type SportBetEnding,
  type SportWalletBet,
  type SportWalletSettlement,
} from "../../contracts/sportsbook.ts";
import type { WalletCallResult, WalletClient } from "../../house/server/wallet-client.ts";
import { oddsText } from "../pricing/margin.ts";
import { totalOdds } from "../settlement/payout.ts";
import type { BetRow, LegRow, PendingCall } from "./bet-store.ts";

/**
 * The book's seamless-wallet calls (contracts/game-wallet.ts) for one bet: the bet is the round
 * (roundId = the bet's id) and every call has a transaction id of its own derived from the bet,
 * so a call re-sent after an interruption is the same call and the wallet answers it again
 * without moving anything twice.
 */

export const transactionIds = {
  bet: (betId: string) => `sb:${betId}:bet`,
  rollback: (betId: string) => `sb:${betId}:rollback`,
  settle: (betId: string) => `sb:${betId}:settle`,
  cashOut: (betId: string, n: number) => `sb:${betId}:cashout:${n}`,
};

/** The slip the bet call describes, for the operator's history and bet effects. */
export function slipOf(bet: BetRow, legs: readonly LegRow[]): SportWalletBet {
  return {
    kind: bet.kind,
    legs: legs.length,
    systemSize: bet.systemSize,
    odds: bet.kind === "system" ? null : oddsText(totalOdds(legs)),
    selections: legs.map((leg) => ({
      eventId: leg.eventId,
      eventName: leg.eventName.slice(0, 200),
      sportId: leg.sportId,
      marketName: leg.marketName.slice(0, 200),
      selectionName: leg.selectionName.slice(0, 200),
      odds: oddsText(leg.odds),
      startsAt: leg.startsAt.toISOString(),
      isLive: leg.isLive,
    })),
  };
}

/**
 * How a call ends the bet, with each leg's result as the book has it now (null for a leg not
 * resulted yet), in the order of the bet call's legs: for the operator's history.
 */
export function settlementOf(
  ending: SportBetEnding,
  legs: readonly LegRow[],
): SportWalletSettlement {
  return {
    ending,
    legs: legs.map((leg) => ({ result: leg.result, deadHeat: leg.deadHeat })),
  };
}

/** What a win or rollback call says of the bet: a cash-out, a settlement or a void; else none. */
function endingOf(bet: BetRow, call: PendingCall): SportBetEnding | null {
  switch (call.action) {
    case "bet":
      return null;
    case "win":
      if (call.stakeTaken !== undefined) return "cashed_out";
      return call.settles === "void" ? "void" : "settled";
    case "rollback":
      // The settlement of a bet whose every leg is void; a placement's rollback says nothing.
      return call.transactionId === transactionIds.settle(bet.id) ? "void" : null;
  }
}

export function walletRequest(
  bet: BetRow,
  call: PendingCall,
  legs: readonly LegRow[],
): GameWalletRequest {
  const base = { token: bet.token, transactionId: call.transactionId, roundId: bet.id };
  const ending = endingOf(bet, call);
  switch (call.action) {
    case "bet":
      return {
        ...base,
        action: "bet",
        gameId: SPORTSBOOK_GAME,
        amount: formatMinor(bet.stake, bet.subunitToUnit),
        currency: bet.currency,
        sport: slipOf(bet, legs),
      };
    case "win":
      return {
        ...base,
        action: "win",
        amount: formatMinor(BigInt(call.amount), bet.subunitToUnit),
        currency: bet.currency,
        finished: call.finished,
        ...sportOf(ending, legs),
      };
    case "rollback":
      return {
        ...base,
        action: "rollback",
        betTransactionId: call.betTransactionId,
        ...sportOf(ending, legs),
      };
  }
}

function sportOf(
  ending: SportBetEnding | null,
  legs: readonly LegRow[],
): { sport?: SportWalletSettlement } {
  return ending === null || legs.length === 0 ? {} : { sport: settlementOf(ending, legs) };
}

export function sendCall(
  wallet: WalletClient,
  bet: BetRow,
  call: PendingCall,
  legs: readonly LegRow[],
): Promise<WalletCallResult> {
  return wallet.call(SPORTSBOOK_PROVIDER, walletRequest(bet, call, legs));
}
