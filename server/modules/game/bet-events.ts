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
  /** The player bonus active when the round opened: its wagering counts the round's stakes. */
  bonusId: string | null;
  /** The free-spin package when the round is one of its free rounds (stakes are then 0). */
  freespinId: string | null;
  /**
   * A sport bet's shape, from its book's bet call: how many legs and which kind (a quest
   * "place an accumulator of three legs" counts these). Absent for casino rounds.
   */
  sport?: BetSportFact;
}

export interface BetSportFact {
  kind: "single" | "accumulator" | "system";
  legs: number;
}

export interface BetPlacedEvent extends BetEventBase {
  transactionId: string;
  amount: string;
  /** The part of `amount` paid with bonus money (real money goes first). */
  bonusAmount: string;
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
