import { lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isKnownChannel, type Channel, type RealtimeMessage } from "../../contracts/events.ts";
import type { Config } from "../config.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { outbox as outboxTable } from "../db/schema.ts";
import { runStatement, statement, transactionStartingWith } from "../db/statement.ts";
import type { Realtime } from "./realtime.ts";
import { gathered, singleFlight } from "./single-flight.ts";

/**
 * Transactional outbox for realtime events.
 *
 * A service calls `enqueue(tx, channel, message)` inside the transaction that makes the change,
 * so the event row commits or rolls back with it: a rolled-back change never publishes. After
 * commit the service calls `notify()` to have it published right away; otherwise the dispatcher
 * finds it on its next poll (every OUTBOX_POLL_MS), which is also how rows left behind by a crash
 * are delivered after a restart.
 *
 * The dispatcher claims unpublished rows in id order with `FOR UPDATE SKIP LOCKED`, marking them
 * published in the same statement, and publishes them before that transaction commits, so
 * several processes can dispatch at once without sending a row twice in the normal case.
 *
 * Delivery is at-least-once: a crash between publishing and committing the mark sends the row again
 * after restart, so clients treat messages as idempotent updates (the entity's latest state), never
 * as increments. Order is by row id within one dispatcher batch; with several processes two rows of
 * different batches may arrive out of order.
 */

export interface Outbox {
  /** Writes the event in the caller's transaction; it is published only if that commits. */
  enqueue(tx: DbExecutor, channel: Channel, message: RealtimeMessage): Promise<void>;
  /** `enqueue` for several messages in one statement, in order. */
  enqueueMany(
    tx: DbExecutor,
    messages: readonly { channel: Channel; message: RealtimeMessage }[],
  ): Promise<void>;
  /** Asks the dispatcher to publish soon; call after commit. */
  notify(): void;
  start(): void;
  /** Publishes what is due now; returns the number of rows published. */
  flushOnce(): Promise<number>;
  close(): Promise<void>;
}

export const OUTBOX_BATCH_SIZE = 100;

function outboxRow(channel: Channel, message: RealtimeMessage) {
  if (!isKnownChannel(channel)) throw new Error(`outbox: unknown channel ${String(channel)}`);
  const { event, ...payload } = message;
  return { channel, event, payload };
}
/** Published rows are kept this long for inspection, then deleted. */
export const OUTBOX_RETENTION_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60_000;
/** How long a notify waits for more commits to publish with it. */
const NOTIFY_GATHER_MS = 5;

/** Every balance change runs it (ledger movements): a prepared statement. */
const enqueueStatement = statement(
  "outbox_enqueue",
  "insert into outbox (channel, event, payload) values ($1, $2, $3::jsonb)",
);
/**
 * The realtime effect writes a batch's messages in every run: one JSON parameter, in order,
 * not a query built with three placeholders a message.
 */
const enqueueManyStatement = statement(
  "outbox_enqueue_many",
  `insert into outbox (channel, event, payload)
   select m->>'channel', m->>'event', m->'payload'
   from jsonb_array_elements($1::jsonb) with ordinality as t(m, position)
   order by position`,
);

/*
 * A dispatch runs after nearly every commit of the bet path: prepared once per connection, its
 * statement costs neither the query builder nor the server's planner (issue 10's profile). It
 * claims and marks a batch in one statement, so a dispatch is two round trips (begin + claim,
 * commit): the rows stay locked until the commit, and a rollback leaves them unpublished.
 * UPDATE … RETURNING keeps no order, so the batch is sorted by the numeric id (`claimed.id`:
 * a bare `id` would sort the text column of the output).
 */
const claimStatement = statement(
  "outbox_claim",
  `with claimed as (
     update outbox set published_at = now()
     where id in (select id from outbox where published_at is null
                  order by id limit $1 for update skip locked)
     returning id, channel, event, payload
   )
   select id::text as id, channel, event, payload from claimed order by claimed.id`,
);

interface RawOutboxRow {
  id: string;
  channel: string;
  event: string;
  payload: Record<string, unknown>;
}

export function createOutbox(input: {
  db: Db;
  realtime: Pick<Realtime, "publish" | "isReady">;
  config: Pick<Config, "OUTBOX_POLL_MS">;
  logger: FastifyBaseLogger;
}): Outbox {
  const { db, realtime, config, logger } = input;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let started = false;
  /** The flush in progress, if any; a notify during it schedules another. */
  let lastCleanupAt = 0;

  async function publishBatch(): Promise<number> {
    return transactionStartingWith<RawOutboxRow, number>(
      db,
      claimStatement,
      [OUTBOX_BATCH_SIZE],
      (_tx, rows) => {
        for (const row of rows) {
          realtime.publish(row.channel as Channel, { ...row.payload, event: row.event });
        }
        return Promise.resolve(rows.length);
      },
    );
  }

  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanupAt < CLEANUP_EVERY_MS) return;
    lastCleanupAt = Date.now();
    const cutoff = new Date(Date.now() - OUTBOX_RETENTION_MS);
    await db.delete(outboxTable).where(lt(outboxTable.publishedAt, cutoff));
  }

  async function flushAll(): Promise<number> {
    // Without a Redis connection other processes would miss the events: leave them for later.
    if (!realtime.isReady()) return 0;
    let total = 0;
    for (let batch = 0; batch < 50; batch++) {
      const published = await publishBatch();
      total += published;
      if (published < OUTBOX_BATCH_SIZE) break;
    }
    return total;
  }

  const flushOnce = singleFlight(flushAll, () => stopped);
  const flushGathered = gathered(
    () =>
      void flushOnce().catch((error: unknown) =>
        logger.error({ err: error }, "outbox dispatch failed"),
      ),
    NOTIFY_GATHER_MS,
  );

  async function poll(): Promise<void> {
    if (stopped) return;
    try {
      await flushOnce();
      await cleanup();
    } catch (error) {
      logger.error({ err: error }, "outbox dispatch failed");
    }
    if (!stopped) {
      timer = setTimeout(() => void poll(), config.OUTBOX_POLL_MS);
      timer.unref();
    }
  }

  return {
    async enqueue(tx, channel, message) {
      const row = outboxRow(channel, message);
      await runStatement(tx, enqueueStatement, [
        row.channel,
        row.event,
        JSON.stringify(row.payload),
      ]);
    },
    async enqueueMany(tx, messages) {
      if (messages.length === 0) return;
      const rows = messages.map(({ channel, message }) => outboxRow(channel, message));
      await runStatement(tx, enqueueManyStatement, [JSON.stringify(rows)]);
    },
    notify() {
      if (!started || stopped) return;
      flushGathered();
    },
    start() {
      if (started || stopped) return;
      started = true;
      running = true;
      // The first poll waits one interval: a process just started has no sockets yet, and
      // anything a crashed process left behind is then delivered to the clients that reconnected.
      timer = setTimeout(() => void poll(), config.OUTBOX_POLL_MS);
      timer.unref();
    },
    flushOnce,
    async close() {
      stopped = true;
      flushGathered.cancel();
      if (timer) clearTimeout(timer);
      if (running) {
        running = false;
        await flushOnce.settled();
      }
    },
  };
}
