import type { BetStatus, LegResult, SportBet } from "../../contracts/sportsbook.ts";
import { formatMinor } from "../../contracts/money.ts";
import { oddsText } from "../pricing/margin.ts";
import { potentialPayout, totalOdds, type LegForPayout } from "../settlement/payout.ts";
import { legOutcomeOf } from "../settlement/rules.ts";
import type { BetRow, BetState, LegRow } from "./bet-store.ts";
import type { BookEvent } from "./event-store.ts";

/** A bet row with its legs as the API shows it (contracts/sportsbook.ts betSchema). */

const STATUS: Record<BetState, BetStatus> = {
  pending: "pending",
  placing: "pending",
  rolling_back: "pending",
  refused: "refused",
  open: "open",
  cashing_out: "open",
  settling: "open",
  won: "won",
  lost: "lost",
  void: "void",
  cashed_out: "cashed_out",
};

export function legsForPayout(legs: readonly LegRow[]): LegForPayout[] {
  return legs.map((leg) => ({
    odds: leg.odds,
    outcome: leg.result ? legOutcomeOf(leg.result as LegResult, leg.deadHeat) : null,
  }));
}

export function toSportBet(
  bet: BetRow,
  legs: readonly LegRow[],
  events: ReadonlyMap<number, BookEvent>,
): SportBet {
  const money = (amount: bigint) => formatMinor(amount, bet.subunitToUnit);
  const settled = ["won", "lost", "void", "cashed_out"].includes(bet.state);
  const forPayout = legsForPayout(legs);
  return {
    id: bet.id,
    requestId: bet.requestId,
    kind: bet.kind,
    systemSize: bet.systemSize,
    combinations: bet.combinations,
    status: STATUS[bet.state],
    currency: bet.currency,
    stake: money(bet.stake),
    remainingStake: money(bet.remainingStake),
    odds: bet.kind === "system" ? null : oddsText(totalOdds(legs)),
    potentialPayout: money(
      potentialPayout(bet.kind, bet.systemSize, forPayout, bet.remainingStake),
    ),
    payout: settled && bet.payout !== null ? money(bet.payout) : null,
    cashedOut: money(bet.cashedOut),
    oddsChange: bet.oddsChange,
    isLive: bet.isLive,
    legs: legs.map((leg) => {
      const event = events.get(leg.eventId);
      const separator = leg.selectionId.lastIndexOf(":");
      return {
        selectionId: leg.selectionId,
        event: {
          id: leg.eventId,
          name: leg.eventName,
          sportId: leg.sportId,
          startsAt: leg.startsAt.toISOString(),
          status: event?.status ?? "ended",
          score: event?.state.score ?? null,
        },
        market: {
          id: leg.selectionId.slice(leg.selectionId.indexOf(":") + 1, separator),
          name: leg.marketName,
        },
        selectionName: leg.selectionName,
        odds: oddsText(leg.odds),
        isLive: leg.isLive,
        result: leg.result,
        deadHeat: leg.deadHeat,
      };
    }),
    refusal: (bet.refusal as SportBet["refusal"]) ?? null,
    createdAt: bet.createdAt.toISOString(),
    acceptAt: bet.acceptAt?.toISOString() ?? null,
    settledAt: bet.settledAt?.toISOString() ?? null,
  };
}
