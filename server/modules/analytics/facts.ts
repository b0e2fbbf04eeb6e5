import { BET_TOPICS, type BetPlacedEvent } from "../game/bet-events.ts";
import { DEPOSIT_SUCCEEDED_TOPIC, type DepositSucceededEvent } from "../payment/deposit-events.ts";
import { PLAYER_TOPICS, type PlayerRegisteredEvent } from "../player/events.ts";
import type { EventConsumer, StreamEvent } from "../../platform/event-stream.ts";
import { insertAnalyticsEvents, type NewAnalyticsEvent } from "./store.ts";

/**
 * The funnel's server-side facts, taken from the event stream rather than from browsers: a
 * registration from `player.registered`, a deposit (and a first deposit, number 1) from
 * `payment.deposit.succeeded`, a bet from every stake of `bet.placed`. A bet effect
 * (docs/decisions/007): it runs after the bet's commit, in a batch of its own, and its dedupe
 * keys make a replayed event change nothing.
 */

export const ANALYTICS_CONSUMER = "analytics.funnel";

/** The funnel rows of one stream event (none for a topic it does not count). */
export function funnelRowsOf(event: StreamEvent): NewAnalyticsEvent[] {
  const base = { source: "server" as const, occurredAt: event.createdAt, visitorId: null };
  switch (event.topic) {
    case PLAYER_TOPICS.registered: {
      const fact = event.payload as unknown as PlayerRegisteredEvent;
      return [
        {
          ...base,
          name: "registration",
          playerId: fact.playerId,
          dedupeKey: `registration:${fact.playerId}`,
          properties: { via: fact.via },
        },
      ];
    }
    case DEPOSIT_SUCCEEDED_TOPIC: {
      const fact = event.payload as unknown as DepositSucceededEvent;
      const properties = {
        currency: fact.currency,
        amount: fact.amount,
        number: fact.number,
        method: fact.method,
      };
      const deposit: NewAnalyticsEvent = {
        ...base,
        name: "deposit",
        playerId: fact.playerId,
        dedupeKey: `deposit:${fact.invoiceId}`,
        properties,
      };
      return fact.number === 1
        ? [deposit, { ...deposit, name: "ftd", dedupeKey: `ftd:${fact.invoiceId}` }]
        : [deposit];
    }
    case BET_TOPICS.placed: {
      const fact = event.payload as unknown as BetPlacedEvent;
      return [
        {
          ...base,
          name: "bet",
          playerId: fact.playerId,
          dedupeKey: `bet:${fact.provider}:${fact.transactionId}`,
          properties: { currency: fact.currency, amount: fact.amount, gameId: fact.gameId },
        },
      ];
    }
    default:
      return [];
  }
}

export function analyticsFactsConsumer(): EventConsumer {
  return {
    name: ANALYTICS_CONSUMER,
    topics: [PLAYER_TOPICS.registered, DEPOSIT_SUCCEEDED_TOPIC, BET_TOPICS.placed],
    async handleBatch(tx, events) {
      await insertAnalyticsEvents(tx, events.flatMap(funnelRowsOf));
    },
  };
}
