import type { DbExecutor } from "../../db/client.ts";
import type { EventStream } from "../../platform/event-stream.ts";

/**
 * The facts the seamless wallet appends to the event stream, in the transaction that moves the
 * money: what bet effects (wagering, quests, loyalty, analytics, realtime) consume. Amounts are
 * minor units as decimal strings (JSON has no bigint); `betId` is the game_bets row of the round.
 * Bets and wins are appended by SQL (migration 0006, `game_bet_event`): a field added here is
 * added there too.
 */

export const BET_TOPICS = {
  /** A stake was debited. */
  placed: "bet.placed",
  /** A win credited to a round that stays open (a win that closes it is `settled`). */
  won: "bet.won",
  /** The round closed: its totals. */
  settled: "bet.settled",
  /** A stake was given back. */
  refunded: "bet.refunded",
} as const;

interface BetEventBase {
  betId: string;
  provider: string;
  roundId: string;
  playerId: string;
  walletAccountId: string;
  currency: string;
  gameId: number;
}

export interface BetPlacedEvent extends BetEventBase {
  transactionId: string;
  amount: string;
}

export interface BetWonEvent extends BetEventBase {
  transactionId: string;
  amount: string;
}

export interface BetSettledEvent extends BetEventBase {
  betAmount: string;
  winAmount: string;
  refundAmount: string;
  /** GAME_BET_STATUS of the closed round. */
  status: number;
}

export interface BetRefundedEvent extends BetEventBase {
  transactionId: string;
  amount: string;
}

/** The payload of each topic. */
export interface BetEvents {
  [BET_TOPICS.placed]: BetPlacedEvent;
  [BET_TOPICS.won]: BetWonEvent;
  [BET_TOPICS.settled]: BetSettledEvent;
  [BET_TOPICS.refunded]: BetRefundedEvent;
}

export function appendBetEvent<Topic extends keyof BetEvents>(
  events: Pick<EventStream, "append">,
  tx: DbExecutor,
  topic: Topic,
  event: BetEvents[Topic],
): Promise<void> {
  return events.append(tx, topic, { ...event });
}
