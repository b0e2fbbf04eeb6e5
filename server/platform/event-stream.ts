import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../db/client.ts";
import { eventStream } from "../db/schema.ts";
import { arrayParam, runStatement, statement, transactionStartingWith } from "../db/statement.ts";
import { gathered, singleFlight, type SingleFlight } from "./single-flight.ts";

/**
 * The durable event stream and its effect consumers (docs/decisions/007-bet-pipeline.md).
 *
 * A service appends a fact ("bet.placed", "bet.settled", …) inside the transaction that makes
 * it, so the fact exists exactly when the change committed. Consumers (wagering progress, quest
 * progress, loyalty points, analytics) run later, never in that transaction: each reads the
 * stream in commit order from its own cursor and handles a batch inside one transaction that
 * also advances the cursor. What a handler writes with the given `tx` therefore happens exactly
 * once per event; a handler that fails rolls its batch back and gets it again (after
 * EVENT_RETRY_MS), so anything it does outside the database must be idempotent.
 *
 * Commit order, not id order: ids are handed out at insert, so a row with a smaller id may
 * commit after a larger one. Each row carries its transaction's id (xid8), and a consumer reads
 * only rows of transactions older than the oldest still running (`pg_snapshot_xmin`): every such
 * row is committed (or gone), and no new one can appear behind the cursor (tx_id, id).
 */

export interface StreamEvent {
  id: number;
  topic: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export interface EventConsumer {
  /** Unique and stable: the cursor is kept under it. */
  name: string;
  topics: readonly string[];
  /** Handles one event in the batch's transaction; throw to have the batch retried. */
  handle?(tx: DbExecutor, event: StreamEvent): Promise<void>;
  /** Instead of `handle`: the whole batch (in commit order) at once, in fewer queries. */
  handleBatch?(tx: DbExecutor, events: StreamEvent[]): Promise<void>;
  /** After a batch committed: what may only happen then (e.g. `outbox.notify()`). */
  afterCommit?(): void;
}

export interface ConsumerLag {
  name: string;
  processed: number;
  /** Events of its topics committed and not yet handled. */
  pending: number;
  /** Commit-to-handled delay of the last batch, in ms (null before the first). */
  lastLagMs: number | null;
  /** The largest such delay since start, in ms. */
  maxLagMs: number;
}

export interface EventStream {
  /** Writes the event in the caller's transaction; consumers see it once that commits. */
  append(tx: DbExecutor, topic: string, payload: Record<string, unknown>): Promise<void>;
  /** Adds a consumer; returns a function that removes it. */
  register(consumer: EventConsumer): () => void;
  /** Asks the consumers to run soon; call after commit. */
  notify(): void;
  /** Runs every consumer until it is caught up (a failing one gets three more tries); returns
   * the events handled. */
  drain(): Promise<number>;
  lag(): Promise<ConsumerLag[]>;
  start(): void;
  close(): Promise<void>;
}

export const EVENT_BATCH_SIZE = 200;
const EVENT_RETRY_MS = 1000;
/** How long drain() waits for committed events the horizon still holds back. */
const DRAIN_WAIT_MS = 10_000;
/** Handled events are kept this long (replays, inspection), then deleted. */
export const EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60_000;
/** How long a notify waits for more commits to handle with it. */
const NOTIFY_GATHER_MS = 10;
/**
 * Runs start at least this far apart. Every run of every consumer costs a transaction, its
 * cursor row and a stream read whatever it handles; under a steady load of bets, consumers that
 * ran after each 10 ms gather took a third of the bet path's throughput (issue 10's profile).
 * Spaced, they handle bigger batches for the same work, and a lone event still waits 10 ms.
 */
const RUN_SPACING_MS = 100;

interface ConsumerState {
  consumer: EventConsumer;
  /** Its event_consumers row exists (rows are never deleted while it is registered). */
  cursorKept: boolean;
  lastLagMs: number | null;
  maxLagMs: number;
  failedAt: number;
  /** Its runs, one at a time: a slow consumer holds back none of the others. */
  flight: SingleFlight;
}

type Row = Record<string, unknown>;

async function rows(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/*
 * The statements every run of every consumer sends, prepared once per connection (decision
 * 007): built by the query builder, they were most of what the consumers cost the bet path's
 * process (issue 10's profile: three times as many built queries as wallet calls).
 */
const insertCursorStatement = statement(
  "event_cursor_insert",
  "insert into event_consumers (name) values ($1) on conflict do nothing",
);
const lockCursorStatement = statement(
  "event_cursor_lock",
  "select tx_id::text as tx_id, event_id from event_consumers where name = $1 for update skip locked",
);
const readEventsStatement = statement(
  "event_stream_read",
  `select id, tx_id::text as tx_id, topic, payload,
          (extract(epoch from created_at) * 1000)::float8 as created_ms
     from event_stream
    where (tx_id, id) > ($1::xid8, $2::bigint)
      and tx_id < pg_snapshot_xmin(pg_current_snapshot())
      and topic = any($3::text[])
    order by event_stream.tx_id, event_stream.id limit $4`,
);
const advanceCursorStatement = statement(
  "event_cursor_advance",
  `update event_consumers set tx_id = $1::xid8, event_id = $2, processed = processed + $3,
          updated_at = now()
    where name = $4`,
);

export function createEventStream(input: {
  db: Db;
  logger: FastifyBaseLogger;
  pollMs: number;
}): EventStream {
  const { db, logger, pollMs } = input;
  const consumers = new Map<string, ConsumerState>();
  /** Flights of consumers removed while a run of theirs may still be going. */
  const retiring = new Set<SingleFlight>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopped = false;
  let lastCleanupAt = 0;

  /** One batch of one consumer; the number of events handled (0 when caught up or busy). */
  async function runBatch(state: ConsumerState): Promise<number> {
    const { consumer } = state;
    if (!state.cursorKept) {
      await runStatement(db, insertCursorStatement, [consumer.name]);
      state.cursorKept = true;
    }
    // Another process may be running this consumer: then this one leaves it alone.
    return transactionStartingWith<Row, number>(
      db,
      lockCursorStatement,
      [consumer.name],
      async (tx, [cursor]) => {
        if (!cursor) return 0;
        const events = await runStatement<Row>(tx, readEventsStatement, [
          String(cursor["tx_id"]),
          Number(cursor["event_id"]),
          arrayParam(consumer.topics),
          EVENT_BATCH_SIZE,
        ]);
        const last = events.at(-1);
        if (!last) return 0;
        const batch = events.map((row): StreamEvent => ({
          id: Number(row["id"]),
          topic: String(row["topic"]),
          payload: (typeof row["payload"] === "string"
            ? JSON.parse(row["payload"])
            : row["payload"]) as Record<string, unknown>,
          createdAt: new Date(Number(row["created_ms"])),
        }));
        if (consumer.handleBatch) await consumer.handleBatch(tx, batch);
        else for (const event of batch) await consumer.handle?.(tx, event);
        await runStatement(tx, advanceCursorStatement, [
          String(last["tx_id"]),
          Number(last["id"]),
          events.length,
          consumer.name,
        ]);
        const lagMs = Date.now() - Number(last["created_ms"]);
        state.lastLagMs = lagMs;
        state.maxLagMs = Math.max(state.maxLagMs, lagMs);
        return events.length;
      },
    );
  }

  /** One consumer until it is caught up (at most 50 batches a run); the events handled. */
  async function runConsumer(state: ConsumerState): Promise<number> {
    if (Date.now() - state.failedAt < EVENT_RETRY_MS) return 0;
    let total = 0;
    try {
      for (let batch = 0; batch < 50 && !stopped; batch++) {
        const handled = await runBatch(state);
        total += handled;
        if (handled > 0) state.consumer.afterCommit?.();
        if (handled < EVENT_BATCH_SIZE) break;
      }
    } catch (error) {
      state.failedAt = Date.now();
      logger.error({ err: error, consumer: state.consumer.name }, "event consumer failed");
    }
    return total;
  }

  /** Every consumer, side by side: each in its own flight, on its own connection. */
  async function runAll(): Promise<number> {
    const counts = await Promise.all([...consumers.values()].map((state) => state.flight()));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  const runGathered = gathered(() => void runAll(), NOTIFY_GATHER_MS, RUN_SPACING_MS);

  /** Events every consumer has passed, older than EVENT_RETENTION_MS, are deleted. */
  async function cleanup(): Promise<void> {
    if (Date.now() - lastCleanupAt < CLEANUP_EVERY_MS) return;
    lastCleanupAt = Date.now();
    const cutoff = new Date(Date.now() - EVENT_RETENTION_MS);
    await db.execute(
      sql`delete from event_stream e where e.created_at < ${cutoff}
            and not exists (select 1 from event_consumers c
                            where (c.tx_id, c.event_id) < (e.tx_id, e.id))`,
    );
  }

  async function poll(): Promise<void> {
    if (stopped) return;
    await runAll()
      .then(cleanup)
      .catch((error: unknown) => logger.error({ err: error }, "event stream poll failed"));
    if (!stopped) {
      timer = setTimeout(() => void poll(), pollMs);
      timer.unref();
    }
  }

  async function consumerLags(): Promise<ConsumerLag[]> {
    const result: ConsumerLag[] = [];
    for (const state of consumers.values()) {
      const [row] = await rows(
        db,
        sql`select coalesce(c.processed, 0) as processed,
              (select count(*) from event_stream e
               where (e.tx_id, e.id) > (coalesce(c.tx_id, '0'::xid8), coalesce(c.event_id, 0))
                 and e.topic = any(${arrayParam(state.consumer.topics)}::text[])) as pending
            from (select 1) as one
            left join event_consumers c on c.name = ${state.consumer.name}`,
      );
      result.push({
        name: state.consumer.name,
        processed: Number(row?.["processed"] ?? 0),
        pending: Number(row?.["pending"] ?? 0),
        lastLagMs: state.lastLagMs,
        maxLagMs: state.maxLagMs,
      });
    }
    return result;
  }

  return {
    async append(tx, topic, payload) {
      await tx.insert(eventStream).values({ topic, payload });
    },
    register(consumer) {
      if (!consumer.handle === !consumer.handleBatch) {
        throw new Error(`event stream: ${consumer.name} needs handle or handleBatch, not both`);
      }
      if (consumers.has(consumer.name)) {
        throw new Error(`event stream: a consumer named ${consumer.name} is registered`);
      }
      const state: ConsumerState = {
        consumer,
        cursorKept: false,
        lastLagMs: null,
        maxLagMs: 0,
        failedAt: 0,
        flight: singleFlight(
          () => runConsumer(state),
          () => stopped,
        ),
      };
      consumers.set(consumer.name, state);
      return () => {
        consumers.delete(consumer.name);
        // close() still waits for a run it had started.
        retiring.add(state.flight);
        void state.flight.settled().then(() => retiring.delete(state.flight));
      };
    },
    notify() {
      if (!started || stopped || consumers.size === 0) return;
      runGathered();
    },
    async drain() {
      let total = 0;
      let failedRounds = 0;
      const waitUntil = Date.now() + DRAIN_WAIT_MS;
      for (let round = 0; round < 1000 && failedRounds < 3; round++) {
        // A failed consumer waits EVENT_RETRY_MS; draining means trying it again now.
        const startedAt = Date.now();
        for (const state of consumers.values()) state.failedAt = 0;
        const handled = await runAll();
        total += handled;
        const failed = [...consumers.values()].some((state) => state.failedAt >= startedAt);
        if (failed) failedRounds += 1;
        else if (handled === 0) {
          // Committed events a consumer may not read yet: a transaction older than theirs is
          // still running, perhaps in another database of the cluster (xids are the
          // cluster's), so the horizon has not passed them. It will; wait for it, bounded.
          const pending = (await consumerLags()).some((lag) => lag.pending > 0);
          if (!pending || Date.now() >= waitUntil) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
      return total;
    },
    lag: consumerLags,
    start() {
      if (started || stopped) return;
      started = true;
      timer = setTimeout(() => void poll(), pollMs);
      timer.unref();
    },
    async close() {
      stopped = true;
      runGathered.cancel();
      if (timer) clearTimeout(timer);
      const flights = [...[...consumers.values()].map((state) => state.flight), ...retiring];
      await Promise.all(flights.map((flight) => flight.settled()));
    },
  };
}
