import { inArray } from "drizzle-orm";
import { toBaseCents } from "../../../contracts/base-money.ts";
import type { DbExecutor } from "../../db/client.ts";
import { gameBets } from "../../db/schema.ts";
import type { EventConsumer, StreamEvent } from "../../platform/event-stream.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { BET_TOPICS } from "../game/bet-events.ts";
import { selectCurrencyFacts, type CurrencyFacts } from "../loyalty/store.ts";
import { DEPOSIT_SUCCEEDED_TOPIC } from "../payment/deposit-events.ts";
import { SIGN_IN_TOPIC } from "../player/sessions/sign-in-events.ts";
import type { QuestFact, SportBetKind } from "./progress.ts";
import type { PlayerFact, QuestService } from "./service.ts";

/**
 * Quest progress as an effect (docs/decisions/007): a consumer of the bet facts, successful
 * deposits and sign-ins, run after they committed. The batch and the consumer's cursor commit
 * together, so each event moves a task exactly once, and replaying events the cursor has passed
 * changes nothing.
 */

export const QUEST_PROGRESS_CONSUMER = "quest.progress";

export const QUEST_TOPICS = [
  BET_TOPICS.placed,
  BET_TOPICS.settled,
  BET_TOPICS.refunded,
  DEPOSIT_SUCCEEDED_TOPIC,
  SIGN_IN_TOPIC,
] as const;

const MINOR = /^\d{1,30}$/;
const SPORT_KINDS: ReadonlySet<string> = new Set(["single", "accumulator", "system"]);

/** The sport slip of a bet.placed fact (added by the sportsbook), or null when it has none. */
export function sportOf(value: unknown): { legs: number; kind: SportBetKind } | null {
  if (!value || typeof value !== "object") return null;
  const { legs, kind } = value as { legs?: unknown; kind?: unknown };
  if (typeof legs !== "number" || !Number.isInteger(legs) || legs < 1) return null;
  if (typeof kind !== "string" || !SPORT_KINDS.has(kind)) return null;
  return { legs, kind: kind as SportBetKind };
}

interface Lookups {
  currencies: ReadonlyMap<string, CurrencyFacts>;
  /** When each refunded round started. */
  roundStarts: ReadonlyMap<string, Date>;
}

function baseCents(lookups: Lookups, currency: unknown, amount: unknown): bigint | null {
  if (typeof currency !== "string" || typeof amount !== "string" || !MINOR.test(amount)) {
    return null;
  }
  const facts = lookups.currencies.get(currency);
  return facts ? toBaseCents(BigInt(amount), facts.subunitToUnit, facts.rate) : null;
}

/** One stream event as a quest fact of its player, or null when it says nothing to quests. */
export function questFactOf(event: StreamEvent, lookups: Lookups): PlayerFact | null {
  const payload = event.payload;
  const playerId = payload["playerId"];
  if (typeof playerId !== "string") return null;
  const at = event.createdAt;
  const gameId = payload["gameId"];
  let fact: QuestFact | null = null;
  switch (event.topic) {
    case BET_TOPICS.placed: {
      const stake = baseCents(lookups, payload["currency"], payload["amount"]);
      if (stake === null || typeof gameId !== "number") return null;
      fact = { kind: "bet", at, gameId, stakeBaseCents: stake, sport: sportOf(payload["sport"]) };
      break;
    }
    case BET_TOPICS.refunded: {
      const amount = baseCents(lookups, payload["currency"], payload["amount"]);
      const betId = payload["betId"];
      if (amount === null || typeof gameId !== "number" || typeof betId !== "string") return null;
      fact = {
        kind: "refund",
        at: lookups.roundStarts.get(betId) ?? at,
        gameId,
        amountBaseCents: amount,
      };
      break;
    }
    case BET_TOPICS.settled: {
      const { betAmount, winAmount } = payload;
      const betBase = baseCents(lookups, payload["currency"], betAmount);
      if (
        betBase === null ||
        typeof gameId !== "number" ||
        typeof betAmount !== "string" ||
        typeof winAmount !== "string" ||
        !MINOR.test(winAmount)
      ) {
        return null;
      }
      fact = {
        kind: "settle",
        at,
        gameId,
        betAmount: BigInt(betAmount),
        winAmount: BigInt(winAmount),
        betBaseCents: betBase,
      };
      break;
    }
    case DEPOSIT_SUCCEEDED_TOPIC: {
      const amount = baseCents(lookups, payload["currency"], payload["amount"]);
      if (amount === null) return null;
      fact = { kind: "deposit", at, amountBaseCents: amount };
      break;
    }
    case SIGN_IN_TOPIC: {
      const day = payload["day"];
      fact = {
        kind: "signIn",
        at,
        day:
          typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day)
            ? day
            : at.toISOString().slice(0, 10),
      };
      break;
    }
  }
  return fact ? { playerId, fact } : null;
}

async function lookupsFor(tx: DbExecutor, events: readonly StreamEvent[]): Promise<Lookups> {
  const codes = new Set<string>();
  const refunded = new Set<string>();
  for (const event of events) {
    const { currency, betId } = event.payload;
    if (typeof currency === "string") codes.add(currency);
    if (event.topic === BET_TOPICS.refunded && typeof betId === "string") refunded.add(betId);
  }
  const [currencies, rounds] = await Promise.all([
    selectCurrencyFacts(tx, [...codes]),
    refunded.size === 0
      ? Promise.resolve([])
      : tx
          .select({ id: gameBets.id, createdAt: gameBets.createdAt })
          .from(gameBets)
          .where(inArray(gameBets.id, [...refunded])),
  ]);
  return { currencies, roundStarts: new Map(rounds.map((row) => [row.id, row.createdAt])) };
}

export function questProgressEffect(
  quests: Pick<QuestService, "applyFacts">,
  outbox: Pick<Outbox, "notify">,
): EventConsumer {
  return {
    name: QUEST_PROGRESS_CONSUMER,
    topics: QUEST_TOPICS,
    async handleBatch(tx, events) {
      const lookups = await lookupsFor(tx, events);
      const facts = events.flatMap((event) => {
        const fact = questFactOf(event, lookups);
        return fact ? [fact] : [];
      });
      await quests.applyFacts(tx, facts);
    },
    afterCommit: () => outbox.notify(),
  };
}
