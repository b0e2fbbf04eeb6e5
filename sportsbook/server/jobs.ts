import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { LIVE_CHANGES_KEPT_SECONDS } from "../../contracts/sportsbook.ts";
import type { Db } from "../../server/db/client.ts";
import { jobs as jobsTable, sportsbookBets, sportsbookEvents } from "../../server/db/schema.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import { claimBet, selectStuckBets, type BetRow, type PendingCall } from "./bet-store.ts";
import type { Bets } from "./bets.ts";
import type { BookClock } from "./clock.ts";
import { deleteChangesBefore } from "./event-store.ts";
import type { Settlement } from "./settlement.ts";
import { SETTLE_EVENT_JOB, type Ticker } from "./ticker.ts";
import { transactionIds } from "./wallet-calls.ts";

/**
 * The book's jobs on the platform's queue (server/platform/jobs.ts):
 * - CLOCK_JOB runs the feed clock every SPORTSBOOK_TICK_MS: the ticker, then the live bets whose
 *   delay is over. Each run schedules the next one first, so an error never stops the clock.
 * - SETTLE_EVENT_JOB (scheduled by the ticker with an event's result) settles its bets.
 * - CLEANUP_JOB every few minutes finishes what an interruption left behind (a placement or
 *   settlement call without an answer, bets settled while a cash-out was under way) and deletes
 *   what is no longer needed: live changes older than LIVE_CHANGES_KEPT_SECONDS, refused bets
 *   after a day, events a month after their result, and the clock's finished jobs.
 */

export const CLOCK_JOB = "sportsbook.clock";
export const CLEANUP_JOB = "sportsbook.cleanup";
export const CLEANUP_EVERY_MS = 5 * 60_000;
/** A call left without an answer this long is taken over by the sweep. */
export const STUCK_BET_MS = 60_000;
const SWEEP_BATCH = 500;
const REFUSED_KEPT_MS = 24 * 3600_000;
const DONE_JOBS_KEPT_MS = 10 * 60_000;
/** Resulted events stay this long (bets keep their legs' names; the score goes with the event). */
const RESULTED_EVENTS_KEPT_MS = 30 * 24 * 3600_000;

export function registerSportsbookJobs(deps: {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  clock: BookClock;
  ticker: Ticker;
  bets: Bets;
  settlement: Settlement;
  /** Re-sends a cash-out whose call had no answer. */
  finishCashOut(bet: BetRow): Promise<boolean>;
  tickMs: number;
}) {
  const { db, jobs, logger, ticker, bets, settlement } = deps;

  async function scheduleClock(at: number) {
    const bucket = Math.floor(at / deps.tickMs);
    await jobs.schedule(
      db,
      CLOCK_JOB,
      {},
      {
        runAt: new Date(bucket * deps.tickMs),
        uniqueKey: `sportsbook:clock:${bucket}`,
        maxAttempts: 1,
      },
    );
  }

  async function scheduleCleanup(at: number) {
    const bucket = Math.floor(at / CLEANUP_EVERY_MS);
    await jobs.schedule(
      db,
      CLEANUP_JOB,
      {},
      {
        runAt: new Date(bucket * CLEANUP_EVERY_MS),
        uniqueKey: `sportsbook:cleanup:${bucket}`,
        maxAttempts: 1,
      },
    );
  }

  /** Finishes bets an interrupted call left behind; returns how many it touched. */
  async function sweep(): Promise<number> {
    const before = new Date(Date.now() - STUCK_BET_MS);
    let touched = 0;
    for (const bet of await selectStuckBets(db, ["placing", "rolling_back"], before, SWEEP_BATCH)) {
      let rolling: BetRow | null = bet;
      if (bet.state === "placing") {
        const call: PendingCall = {
          action: "rollback",
          transactionId: transactionIds.rollback(bet.id),
          betTransactionId: transactionIds.bet(bet.id),
        };
        rolling = await claimBet(db, bet.id, ["placing"], "rolling_back", { call });
      }
      if (rolling && (await bets.rollBack(rolling, []))) touched += 1;
    }
    for (const bet of await selectStuckBets(db, ["cashing_out"], before, SWEEP_BATCH)) {
      if (await deps.finishCashOut(bet)) touched += 1;
    }
    const settling = await selectStuckBets(db, ["settling"], before, SWEEP_BATCH);
    touched += (await settlement.settleBets(settling)).settled;
    // Open bets whose payout is known (a cash-out was under way when their event was settled).
    const decided = await db
      .select()
      .from(sportsbookBets)
      .where(
        and(
          eq(sportsbookBets.state, "open"),
          sql`(not exists (select 1 from sportsbook_bet_legs l
                where l.bet_id = ${sportsbookBets.id} and l.result is null)
              or (${sportsbookBets.kind} <> 'system' and exists (select 1 from sportsbook_bet_legs l
                where l.bet_id = ${sportsbookBets.id} and l.result = 'lost')))`,
        ),
      )
      .limit(SWEEP_BATCH);
    touched += (await settlement.settleBets(decided)).settled;
    return touched;
  }

  async function cleanup(): Promise<void> {
    await sweep();
    await deleteChangesBefore(db, new Date(Date.now() - LIVE_CHANGES_KEPT_SECONDS * 1000));
    await db
      .delete(sportsbookBets)
      .where(
        and(
          eq(sportsbookBets.state, "refused"),
          lte(sportsbookBets.updatedAt, new Date(Date.now() - REFUSED_KEPT_MS)),
        ),
      );
    await db
      .delete(sportsbookEvents)
      .where(lte(sportsbookEvents.resultedAt, new Date(Date.now() - RESULTED_EVENTS_KEPT_MS)));
    await db
      .delete(jobsTable)
      .where(
        and(
          inArray(jobsTable.kind, [CLOCK_JOB, CLEANUP_JOB]),
          inArray(jobsTable.status, ["done", "failed"]),
          lte(jobsTable.finishedAt, new Date(Date.now() - DONE_JOBS_KEPT_MS)),
        ),
      );
  }

  jobs.register(CLOCK_JOB, async () => {
    if (deps.tickMs > 0) await scheduleClock(Date.now() + deps.tickMs);
    await ticker.tick();
    await bets.acceptDue();
  });
  jobs.register<{ eventId?: unknown }>(SETTLE_EVENT_JOB, async (payload) => {
    if (typeof payload.eventId !== "number") return;
    const report = await settlement.settleEvent(payload.eventId);
    if (report.unanswered > 0) {
      throw new Error(`sportsbook: ${report.unanswered} settlement call(s) got no answer yet`);
    }
  });
  jobs.register(CLEANUP_JOB, async () => {
    await scheduleCleanup(Date.now() + CLEANUP_EVERY_MS);
    try {
      await cleanup();
    } catch (error) {
      logger.error({ err: error }, "sportsbook: cleanup failed");
    }
  });

  return {
    sweep,
    cleanup,
    /** Starts the clock and the cleanup (when the clock runs on its own). */
    async start() {
      if (deps.tickMs <= 0) return;
      await scheduleClock(Date.now());
      await scheduleCleanup(Date.now() + CLEANUP_EVERY_MS);
    },
  };
}
