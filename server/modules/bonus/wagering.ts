import { and, eq, sql } from "drizzle-orm";
import { BONUS_STATUS } from "../../../contracts/bonus.ts";
import type { DbExecutor } from "../../db/client.ts";
import { playerBonuses } from "../../db/schema.ts";
import type { EventConsumer, StreamEvent } from "../../platform/event-stream.ts";
import {
  BET_TOPICS,
  type BetPlacedEvent,
  type BetRefundedEvent,
  type BetSettledEvent,
} from "../game/bet-events.ts";
import type { BonusEngine } from "./engine.ts";
import { contributionPercent, settledOutcome, wagerContribution } from "./rules.ts";
import {
  hasOpenBonusRounds,
  lockBonusAccounts,
  lockPlayerBonus,
  lockPlayerMoney,
  selectBonusBalances,
  selectBonusViews,
  selectGamesById,
} from "./store.ts";

/**
 * Wagering progress as a bet effect (docs/decisions/007): a consumer of the bet facts, outside
 * the bet's transaction, exactly once per fact. A stake placed in a round of an active bonus adds
 * its game's share to the bonus's wagering; a refund takes it back. Once a round settles, an
 * active bonus with its wagering done converts its bonus balance to real money, and one whose
 * bonus balance is empty is lost — both only when none of its bonus-funded rounds is still open
 * (their wins may still come back). A free round that settles may end its free-spin package.
 * Every bonus touched is published with its progress, so the bars move live.
 */

type BetFact = BetPlacedEvent | BetRefundedEvent | BetSettledEvent;

export const WAGERING_CONSUMER = "bonus-wagering";

export function wageringConsumer(deps: {
  engine: BonusEngine;
  finishFreespins: (tx: DbExecutor, freespinId: string) => Promise<void>;
}): EventConsumer {
  const { engine } = deps;
  return {
    name: WAGERING_CONSUMER,
    topics: [BET_TOPICS.placed, BET_TOPICS.settled, BET_TOPICS.refunded],
    async handleBatch(tx, events: StreamEvent[]) {
      const facts = events.map((event) => ({
        topic: event.topic,
        fact: event.payload as unknown as BetFact,
      }));
      const bonusFacts = facts.filter(({ fact }) => fact.bonusId);
      const freeRounds = facts.filter(
        ({ topic, fact }) => fact.freespinId && topic !== BET_TOPICS.placed,
      );
      if (bonusFacts.length === 0 && freeRounds.length === 0) return;
      await lockBonusAccounts(
        tx,
        [...bonusFacts, ...freeRounds].map(({ fact }) => fact.walletAccountId),
      );

      // Progress: the game's share of every stake (minus refunds), per bonus.
      const games = await selectGamesById(
        tx,
        bonusFacts.map(({ fact }) => fact.gameId),
      );
      const bonusIds = [...new Set(bonusFacts.map(({ fact }) => fact.bonusId as string))];
      const bonuses = new Map(
        (await selectBonusViews(tx, { ids: bonusIds, limit: bonusIds.length })).map((row) => [
          row.id,
          row,
        ]),
      );
      const deltas = new Map<string, bigint>();
      for (const { topic, fact } of bonusFacts) {
        if (topic === BET_TOPICS.settled) continue;
        const bonus = bonuses.get(fact.bonusId as string);
        const game = games.get(fact.gameId);
        if (!bonus || bonus.status !== BONUS_STATUS.ACTIVE || !game) continue;
        const stake = BigInt((fact as BetPlacedEvent | BetRefundedEvent).amount);
        const share = wagerContribution(stake, contributionPercent(bonus.wagerContributions, game));
        const signed = topic === BET_TOPICS.placed ? share : -share;
        deltas.set(bonus.id, (deltas.get(bonus.id) ?? 0n) + signed);
      }
      for (const [id, delta] of deltas) {
        if (delta === 0n) continue;
        await tx
          .update(playerBonuses)
          .set({
            wagerCurrent: sql`greatest(${playerBonuses.wagerCurrent} + ${delta.toString()}::bigint, 0)`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(playerBonuses.id, id), eq(playerBonuses.status, BONUS_STATUS.ACTIVE)));
      }

      // Endings: only bonuses that may end now are locked with their money.
      const balances = await selectBonusBalances(
        tx,
        [...bonuses.values()].map((bonus) => bonus.walletAccountId),
      );
      for (const bonus of bonuses.values()) {
        if (bonus.status !== BONUS_STATUS.ACTIVE) continue;
        const wagered = bonus.wagerCurrent + (deltas.get(bonus.id) ?? 0n) >= bonus.wagerRequired;
        if (!wagered && (balances.get(bonus.walletAccountId) ?? 0n) > 0n) continue;
        const row = await lockPlayerBonus(tx, bonus.id);
        if (!row || row.status !== BONUS_STATUS.ACTIVE) continue;
        const money = await lockPlayerMoney(tx, row.walletAccountId);
        const outcome = settledOutcome({
          wagerCurrent: row.wagerCurrent,
          wagerRequired: row.wagerRequired,
          bonusBalance: money.bonus,
          openRounds: await hasOpenBonusRounds(tx, row.id),
        });
        if (outcome) await engine.finishLocked(tx, row, outcome);
      }

      for (const freespinId of new Set(freeRounds.map(({ fact }) => fact.freespinId as string))) {
        await deps.finishFreespins(tx, freespinId);
      }
      await engine.publish(tx, { bonusIds });
    },
    afterCommit: engine.notify,
  };
}
