import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../server/db/client.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import { findRound, listAbandonedRounds, listStuckRounds } from "./round-store.ts";
import { FINISH_ROUND_JOB, hasPendingCall, type RoundServer } from "./rounds.ts";

/**
 * Crash recovery of the round server. It needs HTTP to the wallet, so it starts once the server
 * listens (routes.ts) and then sweeps every SWEEP_INTERVAL_MS:
 *
 * - Rounds left half-way and untouched for STUCK_ROUND_MS (far longer than any wallet call may
 *   take, so a request still under way in this or another process is never overtaken): betting
 *   → rollback of the bet; settling → the win re-sent with its transaction id; rolling_back →
 *   the rollback re-sent; open with an unanswered extra stake → that stake rolled back. Each goes
 *   to the FINISH_ROUND_JOB job, which retries with exponential backoff while the operator is
 *   unreachable (the wallet is idempotent, so a repeat never moves money twice).
 * - Open rounds without a move for ABANDONED_ROUND_MS are closed by the rule in engines.ts
 *   closeAbandoned: mines and hi-lo cash out at the multiplier reached (the stake back when
 *   nothing was revealed or guessed yet), blackjack stands on every hand left and the dealer
 *   plays it out. Open rounds younger than that wait for the player (GET /session openRound).
 */
export const STUCK_ROUND_MS = 60_000;
export const ABANDONED_ROUND_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60_000;
/** Rounds one sweep looks at; the next sweep takes the rest. */
export const SWEEP_BATCH = 200;

export function createRoundRecovery(deps: {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  rounds: RoundServer;
}) {
  const { db, jobs, logger, rounds } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  jobs.register<{ roundId?: unknown }>(FINISH_ROUND_JOB, async (payload) => {
    if (typeof payload.roundId !== "string") return;
    const row = await findRound(db, payload.roundId);
    if (!row) return;
    const unfinished =
      row.state === "betting" ||
      row.state === "settling" ||
      row.state === "rolling_back" ||
      (row.state === "open" && hasPendingCall(row));
    if (!unfinished) return;
    if (!(await rounds.finishStuckRound(row))) {
      throw new Error(`house round ${row.id} (${row.state}): the wallet has not answered yet`);
    }
  });

  /** Hands every stuck round to the finish job (due now). Returns how many were found. */
  async function recoverStuckRounds(staleMs = STUCK_ROUND_MS): Promise<number> {
    const rows = await listStuckRounds(db, staleMs, SWEEP_BATCH);
    for (const row of rows) await rounds.scheduleFinish(row, 0);
    if (rows.length > 0)
      logger.info({ rounds: rows.length }, "house: finishing interrupted rounds");
    return rows.length;
  }

  /** Closes open rounds idle for `idleMs`. Returns how many were closed and paid. */
  async function closeAbandonedRounds(idleMs = ABANDONED_ROUND_MS): Promise<number> {
    const rows = await listAbandonedRounds(db, idleMs, SWEEP_BATCH);
    let closed = 0;
    for (const row of rows) {
      try {
        if (await rounds.closeAbandonedRound(row)) closed += 1;
      } catch (error) {
        logger.error({ err: error, roundId: row.id }, "house: could not close an abandoned round");
      }
    }
    return closed;
  }

  async function sweep(): Promise<void> {
    try {
      await recoverStuckRounds();
      await closeAbandonedRounds();
    } catch (error) {
      logger.error({ err: error }, "house: round recovery sweep failed");
    }
  }

  function runSweep() {
    if (stopped || running) return;
    running = sweep().finally(() => {
      running = null;
    });
  }

  return {
    recoverStuckRounds,
    closeAbandonedRounds,
    /** First sweep now, then every SWEEP_INTERVAL_MS until stop(). */
    start() {
      if (stopped || timer) return;
      runSweep();
      timer = setInterval(runSweep, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type RoundRecovery = ReturnType<typeof createRoundRecovery>;
