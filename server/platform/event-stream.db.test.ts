import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/database.ts";
import type { Database, DbExecutor } from "../db/client.ts";
import { createEventStream, type EventStream, type StreamEvent } from "./event-stream.ts";

/**
 * The durable event stream: consumers see committed events once each, in commit order, never a
 * rolled-back one; a failing handler gets its batch again and what it wrote happens once.
 */

let database: Database;
let stream: EventStream;
const silent = pino({ level: "silent" });

beforeAll(async () => {
  database = await openTestDatabase();
  stream = createEventStream({ db: database.db, logger: silent, pollMs: 60_000 });
  await database.db.execute(
    sql`create table test_effects (event_id bigint primary key, topic text not null)`,
  );
});
afterAll(async () => {
  await stream?.close();
  await database?.close();
});

/** A consumer whose effect is a row per event, written in the batch's transaction. */
function recordingConsumer(name: string, topics: string[], failFirst = 0) {
  const seen: StreamEvent[] = [];
  let failures = failFirst;
  const unregister = stream.register({
    name,
    topics,
    async handle(tx: DbExecutor, event) {
      await tx.execute(
        sql`insert into test_effects (event_id, topic) values (${event.id}, ${event.topic})`,
      );
      if (failures > 0) {
        failures -= 1;
        throw new Error("the effect failed once");
      }
      seen.push(event);
    },
  });
  return { seen, unregister };
}

const effects = async (topic: string) =>
  Number(
    (
      (await database.db.execute(
        sql`select count(*) as n from test_effects where topic = ${topic}`,
      )) as unknown as { rows: { n: string }[] }
    ).rows[0]?.n ?? 0,
  );

describe("event stream", () => {
  it("delivers committed events once, never a rolled-back one", async () => {
    const { seen, unregister } = recordingConsumer("test-once", ["test.once"]);
    try {
      await database.db.transaction(async (tx) => {
        await stream.append(tx, "test.once", { n: 1 });
        await stream.append(tx, "test.once", { n: 2 });
      });
      await database.db
        .transaction(async (tx) => {
          await stream.append(tx, "test.once", { n: 3 });
          throw new Error("roll back");
        })
        .catch(() => undefined);
      await stream.append(database.db, "test.other", { n: 4 });

      expect(await stream.drain()).toBe(2);
      expect(seen.map((event) => event.payload["n"])).toEqual([1, 2]);
      // Nothing new: nothing again.
      expect(await stream.drain()).toBe(0);
      expect(seen).toHaveLength(2);
      const [lag] = await stream.lag();
      expect(lag).toMatchObject({ name: "test-once", processed: 2, pending: 0 });
    } finally {
      unregister();
    }
  });

  it("gives a failed batch back, and its effects happen exactly once", async () => {
    const { seen, unregister } = recordingConsumer("test-retry", ["test.retry"], 1);
    try {
      for (let n = 0; n < 3; n++) await stream.append(database.db, "test.retry", { n });
      // The first attempt fails after writing: its writes roll back with the cursor.
      expect(await stream.drain()).toBe(3);
      expect(seen.map((event) => event.payload["n"])).toEqual([0, 1, 2]);
      expect(await effects("test.retry")).toBe(3);
    } finally {
      unregister();
    }
  });

  it("a consumer added later starts from the beginning of what is kept", async () => {
    await stream.append(database.db, "test.late", { n: 1 });
    const { seen, unregister } = recordingConsumer("test-late", ["test.late"]);
    try {
      const [before] = await stream.lag();
      expect(before).toMatchObject({ name: "test-late", processed: 0, pending: 1 });
      await stream.drain();
      expect(seen).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  it("orders by transaction id as a number, not as its text (9 before 10)", async () => {
    // Written as if by transactions 10 and 9, long committed: as text "10" sorts first, and a
    // cursor left at 9 would hand the event of 10 over again.
    await database.db.execute(
      sql`insert into event_stream (tx_id, topic, payload)
          values ('10'::xid8, 'test.digits', '{"n": 10}'), ('9'::xid8, 'test.digits', '{"n": 9}')`,
    );
    const { seen, unregister } = recordingConsumer("test-digits", ["test.digits"]);
    try {
      expect(await stream.drain()).toBe(2);
      expect(await stream.drain()).toBe(0);
      expect(seen.map((event) => event.payload["n"])).toEqual([9, 10]);
    } finally {
      unregister();
    }
  });

  // Needs two connections: PGlite runs one transaction at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "reads in commit order: an event with a smaller id committed later is not skipped",
    async () => {
      const { seen, unregister } = recordingConsumer("test-order", ["test.order"]);
      try {
        let releaseSlow: () => void = () => {};
        const slowMayCommit = new Promise<void>((resolve) => (releaseSlow = resolve));
        let slowAppended: () => void = () => {};
        const appended = new Promise<void>((resolve) => (slowAppended = resolve));
        const slow = database.db.transaction(async (tx) => {
          await stream.append(tx, "test.order", { n: "slow" });
          slowAppended();
          await slowMayCommit;
        });
        await appended;
        // A later event commits first; the consumer runs (drain tries every few ms) while the
        // slow one is still open, and must not read past it.
        await stream.append(database.db, "test.order", { n: "fast" });
        const drained = stream.drain();
        setTimeout(releaseSlow, 300);
        expect(await drained).toBe(2);
        await slow;
        expect(seen.map((event) => event.payload["n"]).sort()).toEqual(["fast", "slow"]);
        expect(await stream.drain()).toBe(0);
      } finally {
        unregister();
      }
    },
  );

  // Needs two connections: PGlite runs one transaction at a time.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "runs consumers side by side: one stuck in its batch holds back none of the others",
    async () => {
      let releaseStuck: () => void = () => {};
      const stuckMayEnd = new Promise<void>((resolve) => (releaseStuck = resolve));
      let stuckStarted: () => void = () => {};
      const started = new Promise<void>((resolve) => (stuckStarted = resolve));
      const unregisterStuck = stream.register({
        name: "test-stuck",
        topics: ["test.side"],
        async handle() {
          stuckStarted();
          await stuckMayEnd;
        },
      });
      const { seen, unregister } = recordingConsumer("test-free", ["test.side"]);
      try {
        await stream.append(database.db, "test.side", { n: 1 });
        const first = stream.drain();
        await started;
        // The stuck consumer is inside its batch; the other one handles the event meanwhile.
        await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
        releaseStuck();
        expect(await first).toBe(2);
      } finally {
        releaseStuck();
        unregisterStuck();
        unregister();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "drains an event committed behind an older transaction once that one ends",
    async () => {
      const { seen, unregister } = recordingConsumer("test-held-back", ["test.held"]);
      let endOlder: () => void = () => {};
      const olderMayEnd = new Promise<void>((resolve) => (endOlder = resolve));
      let olderStarted: () => void = () => {};
      const started = new Promise<void>((resolve) => (olderStarted = resolve));
      // A transaction with an id, older than the event's: the horizon stays behind the event
      // while it runs (as one of another database of the cluster does).
      const older = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        olderStarted();
        await olderMayEnd;
      });
      try {
        await started;
        await stream.append(database.db, "test.held", { n: 1 });
        const drained = stream.drain();
        setTimeout(endOlder, 300);
        expect(await drained).toBe(1);
        expect(seen.map((event) => event.payload)).toEqual([{ n: 1 }]);
      } finally {
        endOlder();
        await older;
        unregister();
      }
    },
  );
});
