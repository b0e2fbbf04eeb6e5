import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Cashback } from "../../../contracts/bonus.ts";
import { formatMinor } from "../../../contracts/money.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { bonusDefinitions, gameBets, type BonusDefinitionRow } from "../../db/schema.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import { BonusRefusal, type BonusEngine } from "./engine.ts";
import { resolveTerms } from "./rules.ts";
import { selectAccount, selectCurrencyPair } from "./store.ts";

/**
 * Cashback (issue 12): a cashback definition gives back `cashbackPercent` of each account's net
 * casino losses of a period (daily, weekly from Monday, monthly; UTC), as a bonus with the
 * definition's wagering, capped by its maxAmount. Losses come from the bets history: rounds
 * settled in the period and played with real money only (no bonus money, no free rounds), their
 * stakes minus wins and refunds. A job per definition and period runs when the period ends,
 * issues once per account (idempotent) and schedules the next period.
 */

export const CASHBACK_JOB = "bonus.cashback";

export type CashbackPeriod = "daily" | "weekly" | "monthly";

/** The period containing `at`: [start, end) in UTC. */
export function cashbackPeriod(period: CashbackPeriod, at: Date): { start: Date; end: Date } {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === "daily") return { start: new Date(day), end: new Date(day + 86_400_000) };
  if (period === "weekly") {
    // Monday is day 1; Sunday (0) belongs to the week that began six days before.
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * 86_400_000;
    return { start: new Date(start), end: new Date(start + 7 * 86_400_000) };
  }
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    end: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/** The cashback of a period's net losses: percent of them, capped; nothing for a net win. */
export function cashbackAmount(losses: bigint, percent: number, cap: bigint | null): bigint {
  if (losses <= 0n) return 0n;
  const amount = (losses * BigInt(percent)) / 100n;
  return cap !== null && amount > cap ? cap : amount;
}

/** Net real-money losses per wallet account of rounds settled in [start, end). */
async function lossesOf(
  db: DbExecutor,
  window: { start: Date; end: Date },
  walletAccountId?: string,
): Promise<{ walletAccountId: string; playerId: string; losses: bigint }[]> {
  const found = await db
    .select({
      walletAccountId: gameBets.walletAccountId,
      playerId: gameBets.playerId,
      losses: sql<string>`sum(${gameBets.betAmount} - ${gameBets.winAmount} - ${gameBets.refundAmount})::text`,
    })
    .from(gameBets)
    .where(
      and(
        gte(gameBets.settledAt, window.start),
        lt(gameBets.settledAt, window.end),
        eq(gameBets.bonusBetAmount, 0n),
        isNull(gameBets.freespinId),
        walletAccountId ? eq(gameBets.walletAccountId, walletAccountId) : undefined,
      ),
    )
    .groupBy(gameBets.walletAccountId, gameBets.playerId);
  return found.map((row) => ({ ...row, losses: BigInt(row.losses ?? "0") }));
}

export function createCashback(deps: {
  db: Db;
  engine: BonusEngine;
  jobs: Pick<JobQueue, "schedule">;
}) {
  const { db, engine, jobs } = deps;

  const periodOf = (definition: BonusDefinitionRow, at: Date) =>
    cashbackPeriod(definition.cashbackPeriod ?? "weekly", at);

  async function schedule(
    executor: DbExecutor,
    definition: BonusDefinitionRow,
    window: { start: Date; end: Date },
  ): Promise<void> {
    await jobs.schedule(
      executor,
      CASHBACK_JOB,
      { definitionId: definition.id, periodStart: window.start.toISOString() },
      {
        runAt: window.end,
        uniqueKey: `bonus-cashback:${definition.id}:${window.start.toISOString()}`,
      },
    );
  }

  async function cashbackDefinitions(executor: DbExecutor): Promise<BonusDefinitionRow[]> {
    return executor
      .select()
      .from(bonusDefinitions)
      .where(and(eq(bonusDefinitions.kind, "cashback"), eq(bonusDefinitions.isEnabled, true)));
  }

  return {
    /** Makes sure each cashback definition has the job of its current period (idempotent). */
    async ensureJobs(): Promise<void> {
      for (const definition of await cashbackDefinitions(db)) {
        await schedule(db, definition, periodOf(definition, engine.now()));
      }
    },

    /** The job: issues a period's cashback to every account that lost, then schedules the next. */
    async run(definitionId: string, periodStart: Date): Promise<number> {
      const [definition] = await db
        .select()
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.id, definitionId));
      if (!definition || definition.kind !== "cashback" || !definition.cashbackPercent) return 0;
      const window = periodOf(definition, periodStart);
      let issued = 0;
      for (const account of await lossesOf(db, window)) {
        const given = await db.transaction(async (tx) => {
          const facts = await selectAccount(tx, account.playerId, { id: account.walletAccountId });
          const pair = facts ? await selectCurrencyPair(tx, facts.currency.code) : undefined;
          if (!facts || !pair) return false;
          const terms = resolveTerms(definition.amounts, pair.currency, pair.base);
          const amount = cashbackAmount(
            account.losses,
            definition.cashbackPercent ?? 0,
            terms.maxAmount,
          );
          if (amount <= 0n) return false;
          try {
            await engine.issueDefinition(
              tx,
              { playerId: account.playerId, account: facts, base: pair.base },
              definition,
              {
                idempotencyKey: `cashback:${definition.id}:${window.start.toISOString()}:${facts.id}`,
                source: { kind: "cashback", id: window.start.toISOString() },
                amount,
                activate: true,
                once: false,
              },
            );
            return true;
          } catch (error) {
            // An excluded player, or the country's rules: no cashback for this account.
            if (error instanceof BonusRefusal) return false;
            throw error;
          }
        });
        if (given) issued++;
      }
      engine.notify();
      if (definition.isEnabled) {
        await schedule(db, definition, periodOf(definition, window.end));
      }
      return issued;
    },

    /** GET /api/game/bonuses/cashback: the current period so far for one account. */
    async current(playerId: string, currency?: string): Promise<Cashback | null> {
      const [definition] = await cashbackDefinitions(db);
      if (!definition?.cashbackPercent) return null;
      const account = await selectAccount(db, playerId, currency ? { currency } : {});
      const pair = account ? await selectCurrencyPair(db, account.currency.code) : undefined;
      if (!account || !pair) return null;
      const window = periodOf(definition, engine.now());
      const [found] = await lossesOf(db, window, account.id);
      const losses = found && found.losses > 0n ? found.losses : 0n;
      const terms = resolveTerms(definition.amounts, pair.currency, pair.base);
      const money = (value: bigint) => formatMinor(value, pair.currency.subunitToUnit);
      return {
        currency: pair.currency.code,
        amount: money(cashbackAmount(losses, definition.cashbackPercent, terms.maxAmount)),
        losses: money(losses),
        percent: definition.cashbackPercent,
        periodStart: window.start.toISOString(),
        periodEnd: window.end.toISOString(),
      };
    },
  };
}
export type CashbackService = ReturnType<typeof createCashback>;
