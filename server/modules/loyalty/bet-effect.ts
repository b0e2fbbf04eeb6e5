import type { EventConsumer, StreamEvent } from "../../platform/event-stream.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { BET_TOPICS } from "../game/bet-events.ts";
import type { LoyaltyService, WageringFact } from "./service.ts";

/**
 * Loyalty points and rakeback as a bet effect (docs/decisions/007): a consumer of bet.placed
 * and bet.refunded, run after the bet committed, exactly once per event (the batch and the
 * consumer's cursor commit together). A bet whose fact carries a sport slip (`sport`, added by
 * the sportsbook) earns at the sport rate; every other bet at the casino rate.
 */

export const LOYALTY_CONSUMER = "loyalty.points";

/** The wagering fact of a stream event, or null for anything it cannot read. */
export function wageringFactOf(event: StreamEvent): WageringFact | null {
  const { playerId, currency, amount, gameId, sport } = event.payload;
  if (
    typeof playerId !== "string" ||
    typeof currency !== "string" ||
    typeof amount !== "string" ||
    !/^\d{1,30}$/.test(amount) ||
    typeof gameId !== "number"
  ) {
    return null;
  }
  return {
    kind: event.topic === BET_TOPICS.refunded ? "refunded" : "placed",
    playerId,
    currency,
    amount: BigInt(amount),
    gameId,
    product: sport && typeof sport === "object" ? "sport" : "casino",
    day: event.createdAt.toISOString().slice(0, 10),
  };
}

export function loyaltyBetEffect(
  loyalty: Pick<LoyaltyService, "applyWagering">,
  outbox: Pick<Outbox, "notify">,
): EventConsumer {
  return {
    name: LOYALTY_CONSUMER,
    topics: [BET_TOPICS.placed, BET_TOPICS.refunded],
    async handleBatch(tx, events) {
      const facts = events.flatMap((event) => {
        const fact = wageringFactOf(event);
        return fact ? [fact] : [];
      });
      await loyalty.applyWagering(tx, facts);
    },
    afterCommit: () => outbox.notify(),
  };
}
