import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/database.ts";
import { eventually } from "../../tests/support/realtime.ts";
import type { Database } from "../db/client.ts";
import { jobs } from "../db/schema.ts";
import { createJobQueue, retryDelayMs, type JobQueue, type JobQueueOptions } from "./jobs.ts";

const logger = pino({ level: "silent" });

describe("persisted job queue", () => {
  let database: Database;
  const queues: JobQueue[] = [];
  const queue = (options: Partial<JobQueueOptions> = {}) => {
    const created = createJobQueue({
      db: database.db,
      config: { JOBS_POLL_MS: 50 },
      logger,
      ...options,
    });
    queues.push(created);
    return created;
  };
  const jobRow = async (id: string) => {
    const [row] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, BigInt(id)));
    return row!;
  };
  const rowsOf = <T>(result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  const databaseNow = async () => {
    const result = await database.db.execute(
      sql`select (extract(epoch from now()) * 1000)::text as ms`,
    );
    return Number(rowsOf<{ ms: string }>(result)[0]!.ms);
  };
  /**
   * Runs one batch and answers the retry delay it set, as the window the database's now() could
   * have had during the run: run_at − delay lies between the clock read before and after it, so
   * the check holds however slow the machine is.
   */
  const retryDelayOfRun = async (id: string, run: () => Promise<unknown>) => {
    const before = await databaseNow();
    await run();
    const after = await databaseNow();
    const result = await database.db.execute(
      sql`select (extract(epoch from run_at) * 1000)::text as ms from jobs where id = ${BigInt(id)}`,
    );
    const runAt = Number(rowsOf<{ ms: string }>(result)[0]!.ms);
    return { atLeast: runAt - after, atMost: runAt - before };
  };
  const makeDue = (id: string) =>
    database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, BigInt(id)));

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    for (const q of queues.splice(0)) await q.close();
    await database.db.delete(jobs);
  });
  afterAll(async () => {
    for (const q of queues) await q.close();
    await database?.close();
  });

  it("runs due jobs with their payload, and leaves future ones for later", async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.register("expire-bonus", async (payload, job) => {
      seen.push({ payload, attempts: job.attempts });
    });
    const now = await q.schedule(database.db, "expire-bonus", { bonusId: "b1" });
    const later = await q.schedule(
      database.db,
      "expire-bonus",
      { bonusId: "b2" },
      {
        runAt: new Date(Date.now() + 60 * 60 * 1000),
      },
    );
    expect(await q.runDueOnce()).toBe(1);
    expect(seen).toEqual([{ payload: { bonusId: "b1" }, attempts: 1 }]);
    expect(await jobRow(now!)).toMatchObject({ status: "done", attempts: 1, lastError: null });
    expect((await jobRow(now!)).finishedAt).toBeInstanceOf(Date);
    expect(await jobRow(later!)).toMatchObject({ status: "pending", attempts: 0 });
    expect(await q.runDueOnce()).toBe(0);
  });

  it("retries a failing job with exponential backoff, then marks it failed after maxAttempts", async () => {
    const q = queue({ retryBaseMs: 1000 });
    let calls = 0;
    q.register("payout", async () => {
      calls++;
      throw new Error(`provider down (${calls})`);
    });
    const id = (await q.schedule(database.db, "payout", { invoiceId: "i1" }, { maxAttempts: 3 }))!;

    const first = await retryDelayOfRun(id, async () => expect(await q.runDueOnce()).toBe(1));
    expect(await jobRow(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Error: provider down (1)",
    });
    // 1000 ms × 2^1
    expect(first.atLeast).toBeLessThanOrEqual(2000);
    expect(first.atMost).toBeGreaterThanOrEqual(2000);
    expect(await q.runDueOnce()).toBe(0); // not due yet

    await makeDue(id);
    const second = await retryDelayOfRun(id, async () => expect(await q.runDueOnce()).toBe(1));
    expect(await jobRow(id)).toMatchObject({ status: "pending", attempts: 2 });
    // 1000 ms × 2^2
    expect(second.atLeast).toBeLessThanOrEqual(4000);
    expect(second.atMost).toBeGreaterThanOrEqual(4000);

    await makeDue(id);
    expect(await q.runDueOnce()).toBe(1);
    const failed = await jobRow(id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "Error: provider down (3)",
    });
    expect(failed.finishedAt).toBeInstanceOf(Date);

    await makeDue(id);
    expect(await q.runDueOnce()).toBe(0);
    expect(calls).toBe(3);
  });

  it("caps the backoff", () => {
    expect(retryDelayMs(1, 1000, 3_600_000)).toBe(2000);
    expect(retryDelayMs(5, 1000, 3_600_000)).toBe(32_000);
    expect(retryDelayMs(30, 1000, 3_600_000)).toBe(3_600_000);
  });

  it("succeeds on a later attempt after a failure", async () => {
    const q = queue({ retryBaseMs: 1 });
    let calls = 0;
    q.register("flaky", async () => {
      if (++calls === 1) throw new Error("once");
    });
    const id = (await q.schedule(database.db, "flaky"))!;
    await q.runDueOnce();
    await eventually(async () => {
      await q.runDueOnce();
      expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2, lastError: null });
    }, 3000);
  });

  it("keeps one job per uniqueKey", async () => {
    const q = queue();
    let runs = 0;
    q.register("cashback", async () => {
      runs++;
    });
    const first = await q.schedule(
      database.db,
      "cashback",
      { week: 1 },
      { uniqueKey: "cashback:p1:2025-W01" },
    );
    const again = await q.schedule(
      database.db,
      "cashback",
      { week: 1 },
      { uniqueKey: "cashback:p1:2025-W01" },
    );
    const other = await q.schedule(
      database.db,
      "cashback",
      { week: 2 },
      { uniqueKey: "cashback:p1:2025-W02" },
    );
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    expect(other).not.toBeNull();
    expect(await database.db.select().from(jobs)).toHaveLength(2);
    await q.runDueOnce();
    // Still deduplicated once done.
    expect(
      await q.schedule(database.db, "cashback", {}, { uniqueKey: "cashback:p1:2025-W01" }),
    ).toBeNull();
    await q.runDueOnce();
    expect(runs).toBe(2);
  });

  it("schedules inside the caller's transaction: a rollback leaves no job", async () => {
    const q = queue();
    await expect(
      database.db.transaction(async (tx) => {
        await q.schedule(tx, "expire-bonus", { bonusId: "rolled-back" });
        throw new Error("change failed");
      }),
    ).rejects.toThrow("change failed");
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it("never runs the same job twice when two workers poll at once", async () => {
    const ran: string[] = [];
    const handler = async (_payload: Record<string, unknown>, job: { id: string }) => {
      ran.push(job.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = queue({ batchSize: 7 });
    const b = queue({ batchSize: 7 });
    a.register("settle", handler);
    b.register("settle", handler);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) ids.push((await a.schedule(database.db, "settle", { i }))!);

    for (let round = 0; round < 50 && ran.length < ids.length; round++) {
      const counts = await Promise.all([
        a.runDueOnce(),
        b.runDueOnce(),
        a.runDueOnce(),
        b.runDueOnce(),
      ]);
      if (counts.every((count) => count === 0)) break;
    }
    expect(ran).toHaveLength(60);
    expect(new Set(ran).size).toBe(60);
    expect([...ran].sort()).toEqual([...ids].sort());
    const statuses = await database.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs);
    expect(statuses.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });

  it("takes back a job whose worker died mid-run", async () => {
    const q = queue({ lockTimeoutMs: 60_000 });
    const ran: string[] = [];
    q.register("payout", async (_payload, job) => {
      ran.push(`${job.id}:${job.attempts}`);
    });
    const id = (await q.schedule(database.db, "payout"))!;
    const fresh = (await q.schedule(database.db, "payout"))!;
    // Both claimed by a worker that then vanished: one long ago, one just now.
    await database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, BigInt(id)));
    await database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedAt: sql`now()` })
      .where(eq(jobs.id, BigInt(fresh)));
    expect(await q.runDueOnce()).toBe(1);
    expect(ran).toEqual([`${id}:2`]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await jobRow(fresh)).toMatchObject({ status: "running" });
  });

  it("claims only kinds this process handles", async () => {
    const q = queue();
    q.register("known", async () => undefined);
    const unknown = (await q.schedule(database.db, "from-a-newer-version"))!;
    expect(await q.runDueOnce()).toBe(0);
    expect(await jobRow(unknown)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("waits, when asked to run the due jobs, for one the worker claimed first", async () => {
    const q = queue();
    let release: () => void = () => undefined;
    const claimedByWorker = new Promise<void>((claimed) => {
      q.register("slow", async () => {
        claimed();
        await new Promise<void>((resolve) => (release = resolve));
      });
    });
    const id = (await q.schedule(database.db, "slow"))!;
    q.start();
    await claimedByWorker;
    let returned = false;
    const asked = q.runDueOnce().then((ran) => {
      returned = true;
      return ran;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const returnedBeforeTheJobEnded = returned;
    release();
    expect(returnedBeforeTheJobEnded).toBe(false);
    // This call claimed nothing (the worker holds the job), yet returns with the job done.
    expect(await asked).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("works the queue by itself once started, and stops on close", async () => {
    const q = queue();
    const ran: string[] = [];
    q.register("tick", async (payload) => {
      ran.push(String(payload["n"]));
    });
    q.start();
    await q.schedule(database.db, "tick", { n: 1 });
    await eventually(() => expect(ran).toEqual(["1"]), 3000);
    await q.close();
    const id = (await q.schedule(database.db, "tick", { n: 2 }))!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual(["1"]);
    expect(await jobRow(id)).toMatchObject({ status: "pending" });
  });
});
