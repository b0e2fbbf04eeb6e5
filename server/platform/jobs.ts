import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { jobs as jobsTable } from "../db/schema.ts";

/**
 * Persisted job queue on the `jobs` table (expiries, cashback, payouts…).
 *
 * - `schedule(tx, kind, payload, { runAt, uniqueKey, maxAttempts })` inserts in the caller's
 *   transaction, so a job exists only if the change that needs it commits. A `uniqueKey` keeps
 *   one job per key for good (e.g. `bonus-expiry:42`): scheduling it again is a no-op.
 * - Workers claim due jobs with `FOR UPDATE SKIP LOCKED`, so any number of processes can work the
 *   same table and no job runs twice at once. A job runs at least once: handlers must be
 *   idempotent (a crash after the work but before `done` runs it again).
 * - A failure goes back to pending after `retryBaseMs × 2^attempts` (capped at `retryMaxMs`) until
 *   `maxAttempts`, then stays `failed` with `last_error`. A job left `running` longer than
 *   `lockTimeoutMs` (its worker died) is taken back; keep handlers well under that.
 * - Only kinds registered in this process are claimed, so processes of different versions can
 *   share the table.
 */

export interface JobRecord {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

export type JobHandler<P extends Record<string, unknown> = Record<string, unknown>> = (
  payload: P,
  job: JobRecord,
) => Promise<void>;

export interface ScheduleOptions {
  /** When it becomes due; now by default. */
  runAt?: Date;
  /** At most one job per key, ever. */
  uniqueKey?: string;
  /** Attempts before the job is marked failed; 5 by default. */
  maxAttempts?: number;
}

export interface JobQueue {
  /** Returns the new job's id, or null when `uniqueKey` already exists. */
  schedule(
    executor: DbExecutor,
    kind: string,
    payload?: Record<string, unknown>,
    options?: ScheduleOptions,
  ): Promise<string | null>;
  register<P extends Record<string, unknown>>(kind: string, handler: JobHandler<P>): void;
  start(): void;
  /**
   * Claims and runs the jobs due now (one batch), and waits for any batch this process's worker
   * already has running (it may have claimed a due job first); returns how many this call ran.
   */
  runDueOnce(): Promise<number>;
  /** Stops polling and waits for running handlers. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  config: Pick<Config, "JOBS_POLL_MS">;
  logger: FastifyBaseLogger;
  /** Jobs claimed and run concurrently per batch. */
  batchSize?: number;
  /** Backoff base: a job failing its n-th attempt waits retryBaseMs × 2^n. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** A `running` job whose lock is older than this is reclaimed. */
  lockTimeoutMs?: number;
}

export const JOB_DEFAULTS = {
  batchSize: 10,
  retryBaseMs: 1_000,
  retryMaxMs: 60 * 60 * 1000,
  lockTimeoutMs: 5 * 60 * 1000,
  maxAttempts: 5,
} as const;

/** Delay before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts, 40)));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, config, logger } = options;
  const batchSize = options.batchSize ?? JOB_DEFAULTS.batchSize;
  const retryBaseMs = options.retryBaseMs ?? JOB_DEFAULTS.retryBaseMs;
  const retryMaxMs = options.retryMaxMs ?? JOB_DEFAULTS.retryMaxMs;
  const lockTimeoutMs = options.lockTimeoutMs ?? JOB_DEFAULTS.lockTimeoutMs;

  const handlers = new Map<string, JobHandler>();
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;

  /** Jobs whose worker died mid-run go back to pending, or to failed when out of attempts. */
  async function reclaimStuck(): Promise<void> {
    await db
      .update(jobsTable)
      .set({
        status: sql`case when ${jobsTable.attempts} >= ${jobsTable.maxAttempts} then 'failed' else 'pending' end`,
        finishedAt: sql`case when ${jobsTable.attempts} >= ${jobsTable.maxAttempts} then now() else null end`,
        lastError: `Lock expired: the worker did not finish within ${lockTimeoutMs} ms`,
        lockedAt: null,
      })
      .where(
        and(
          eq(jobsTable.status, "running"),
          sql`${jobsTable.lockedAt} < now() - (${lockTimeoutMs} * interval '1 millisecond')`,
        ),
      );
  }

  async function claim(): Promise<JobRecord[]> {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    const due = db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(
        and(
          eq(jobsTable.status, "pending"),
          lte(jobsTable.runAt, sql`now()`),
          inArray(jobsTable.kind, kinds),
        ),
      )
      .orderBy(asc(jobsTable.runAt), asc(jobsTable.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(jobsTable)
      .set({ status: "running", lockedAt: sql`now()`, attempts: sql`${jobsTable.attempts} + 1` })
      .where(inArray(jobsTable.id, due))
      .returning();
    return rows.map((row) => ({
      id: row.id.toString(),
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      runAt: row.runAt,
    }));
  }

  /** Updates only while this worker still owns the attempt (a reclaim may have taken it). */
  const ownedBy = (job: JobRecord) =>
    and(
      eq(jobsTable.id, BigInt(job.id)),
      eq(jobsTable.status, "running"),
      eq(jobsTable.attempts, job.attempts),
    );

  async function runJob(job: JobRecord): Promise<void> {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler registered for job kind ${job.kind}`);
      await handler(job.payload, job);
      await db
        .update(jobsTable)
        .set({ status: "done", finishedAt: sql`now()`, lockedAt: null, lastError: null })
        .where(ownedBy(job));
    } catch (error) {
      const lastError = errorText(error);
      if (job.attempts >= job.maxAttempts) {
        logger.error({ err: error, jobId: job.id, kind: job.kind }, "job failed for good");
        await db
          .update(jobsTable)
          .set({ status: "failed", finishedAt: sql`now()`, lockedAt: null, lastError })
          .where(ownedBy(job));
      } else {
        const delay = retryDelayMs(job.attempts, retryBaseMs, retryMaxMs);
        logger.warn(
          { err: error, jobId: job.id, kind: job.kind, retryInMs: delay },
          "job failed; retrying",
        );
        await db
          .update(jobsTable)
          .set({
            status: "pending",
            lockedAt: null,
            lastError,
            runAt: sql`now() + (${delay} * interval '1 millisecond')`,
          })
          .where(ownedBy(job));
      }
    }
  }

  async function runBatch(): Promise<number> {
    await reclaimStuck();
    const claimed = await claim();
    await Promise.all(
      claimed.map((job) =>
        runJob(job).catch((error: unknown) =>
          logger.error({ err: error, jobId: job.id }, "job bookkeeping failed"),
        ),
      ),
    );
    return claimed.length;
  }

  async function runDueOnce(): Promise<number> {
    if (stopped) return 0;
    // A job made due just now may already be in the worker's batch, skipped by this claim's
    // SKIP LOCKED: whoever asked for the due jobs to run expects them run when this returns.
    const running = [...inFlight];
    const work = runBatch();
    inFlight.add(work);
    void work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    const [ran] = await Promise.all([work, Promise.allSettled(running)]);
    return ran;
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    let ran = 0;
    try {
      ran = await runDueOnce();
    } catch (error) {
      logger.error({ err: error }, "job polling failed");
    }
    if (stopped) return;
    // A full batch means more may be waiting: go again at once.
    timer = setTimeout(() => void poll(), ran >= batchSize ? 0 : config.JOBS_POLL_MS);
    timer.unref();
  }

  return {
    async schedule(executor, kind, payload = {}, scheduleOptions = {}) {
      const maxAttempts = scheduleOptions.maxAttempts ?? JOB_DEFAULTS.maxAttempts;
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
        throw new Error(`jobs: maxAttempts must be a positive integer, got ${maxAttempts}`);
      }
      const rows = await executor
        .insert(jobsTable)
        .values({
          kind,
          payload,
          maxAttempts,
          uniqueKey: scheduleOptions.uniqueKey ?? null,
          ...(scheduleOptions.runAt ? { runAt: scheduleOptions.runAt } : {}),
        })
        .onConflictDoNothing({ target: jobsTable.uniqueKey })
        .returning({ id: jobsTable.id });
      const row = rows[0];
      return row ? row.id.toString() : null;
    },
    register(kind, handler) {
      if (handlers.has(kind)) throw new Error(`jobs: a handler for ${kind} is already registered`);
      handlers.set(kind, handler as JobHandler);
    },
    start() {
      if (started || stopped) return;
      started = true;
      void poll();
    },
    runDueOnce,
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
