import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import type { Channel, RealtimeMessage } from "../../../contracts/events.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { EventConsumer, StreamEvent } from "../../platform/event-stream.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { accountEvents, toWalletAccount } from "../wallet/events.ts";
import { selectAccountsByIds } from "../wallet/store.ts";
import { BET_TOPICS } from "./bet-events.ts";
import { selectRoundViews } from "./round-store.ts";
import { isBigWin, toGameBet, toGameSpin, toGameWinner } from "./round-views.ts";

/**
 * The realtime messages of seamless-wallet calls, as a bet effect (decision 007): the bet's
 * transaction only appends the fact, and this consumer turns a batch of facts into messages in
 * a few queries, through the outbox (exactly once per batch):
 * - game.bet.updated on game:bets#{player} with the round as it is now (once per round);
 * - game.spin.created on game:spins#{player} when a fact closed the round (settled, or refunded
 *   in full), and game.winner on global:winners when that close was a big win;
 * - account.balance.updated on wallet:accounts#{player} with the account as it is now (the
 *   wallet's functions post to the ledger directly, so the ledger publishes no balance for
 *   them).
 * Messages carry the latest state, never increments, so a batch that saw several facts of one
 * round or account sends it once.
 */

export const BET_REALTIME_CONSUMER = "game.realtime";

const CLOSING_TOPICS = new Set<string>([BET_TOPICS.settled, BET_TOPICS.refunded]);

interface BetFact {
  betId: string;
  walletAccountId: string;
}

function factOf(event: StreamEvent): BetFact | null {
  const { betId, walletAccountId } = event.payload;
  return typeof betId === "string" && typeof walletAccountId === "string"
    ? { betId, walletAccountId }
    : null;
}

async function messagesOf(
  tx: DbExecutor,
  events: StreamEvent[],
): Promise<{ channel: Channel; message: RealtimeMessage }[]> {
  const rounds = new Set<string>();
  const closed = new Set<string>();
  const accounts = new Set<string>();
  for (const event of events) {
    const fact = factOf(event);
    if (!fact) continue;
    rounds.add(fact.betId);
    accounts.add(fact.walletAccountId);
    if (CLOSING_TOPICS.has(event.topic)) closed.add(fact.betId);
  }
  const [views, wallets] = await Promise.all([
    selectRoundViews(tx, [...rounds]),
    selectAccountsByIds(tx, [...accounts]),
  ]);
  const out: { channel: Channel; message: RealtimeMessage }[] = [];
  for (const view of views) {
    out.push({
      channel: channels.gameBets(view.playerId),
      message: { event: RealtimeEvent.GAME_BET_UPDATED, bet: toGameBet(view) },
    });
    if (!closed.has(view.id) || view.settledAt === null) continue;
    out.push({
      channel: channels.gameSpins(view.playerId),
      message: { event: RealtimeEvent.GAME_SPIN_CREATED, spin: toGameSpin(view) },
    });
    if (isBigWin(view)) {
      out.push({
        channel: channels.globalWinners(),
        message: { event: RealtimeEvent.GAME_WINNER, winner: toGameWinner(view) },
      });
    }
  }
  for (const wallet of wallets) {
    out.push({
      channel: channels.walletAccounts(wallet.playerId),
      message: { event: accountEvents.balanceUpdated, ...toWalletAccount(wallet) },
    });
  }
  return out;
}

export function betRealtimeConsumer(outbox: Pick<Outbox, "enqueueMany" | "notify">): EventConsumer {
  return {
    name: BET_REALTIME_CONSUMER,
    topics: Object.values(BET_TOPICS),
    async handleBatch(tx, events) {
      await outbox.enqueueMany(tx, await messagesOf(tx, events));
    },
    afterCommit: () => outbox.notify(),
  };
}
