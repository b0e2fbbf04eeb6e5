import type { OddsChangePolicy } from "../../../../contracts/sportsbook.ts";
import type { LiveEntry } from "../live/live-events.ts";
import {
  needsAcceptance,
  oddsToSend,
  priceMove,
  type PriceMove,
  type SlipSelection,
} from "./slip-state.ts";

/** A slip line as the live channel has it now. */
export interface LinePrice {
  /** The price now (the slip's own while the channel says nothing of it). */
  odds: string;
  move: PriceMove;
  suspended: boolean;
  /** The event is over or the market or selection is gone: it cannot be bet on. */
  unavailable: boolean;
  /** The move must be accepted before placing, under the policy. */
  needsAcceptance: boolean;
  /** The odds to send for this leg. */
  send: string;
}

const OVER = new Set(["ended", "abandoned", "postponed"]);

export function linePrice(
  selection: SlipSelection,
  entry: LiveEntry | undefined,
  policy: OddsChangePolicy,
): LinePrice {
  const still = (odds: string, suspended: boolean, unavailable: boolean): LinePrice => {
    const move = priceMove(selection.odds, odds);
    return {
      odds,
      move,
      suspended,
      unavailable,
      needsAcceptance: !unavailable && needsAcceptance(move, policy),
      send: oddsToSend(selection.odds, odds, policy),
    };
  };
  if (!entry) return still(selection.odds, false, false);
  const event = entry.event;
  if (OVER.has(event.status)) return still(selection.odds, false, true);
  // Every market when the event's topic is watched, else the main one of the live list.
  const market = entry.markets
    ? entry.markets.find((candidate) => candidate.id === selection.marketId)
    : event.mainMarket?.id === selection.marketId
      ? event.mainMarket
      : undefined;
  if (!market) return still(selection.odds, false, entry.markets !== null);
  const found = market.selections.find((candidate) => candidate.id === selection.selectionId);
  if (!found) return still(selection.odds, false, true);
  return still(found.odds, market.status === "suspended" || event.isSuspended, false);
}
