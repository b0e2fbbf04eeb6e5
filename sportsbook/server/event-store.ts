import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import { sportsbookChanges, sportsbookClock, sportsbookEvents } from "../../server/db/schema.ts";
import type { EventModel, EventResult, FeedState, Fixture } from "../feed/types.ts";

/** SQL of the book's events and its live change log. */

export type EventRow = typeof sportsbookEvents.$inferSelect;

/** An event row with its JSON columns typed. */
export interface BookEvent extends Omit<EventRow, "model" | "state" | "result" | "published"> {
  model: EventModel;
  state: FeedState;
  result: EventResult | null;
  published: PublishedOdds | null;
}

/** The live odds last sent on the channel: price step, market keys, odds by selection. */
export interface PublishedOdds {
  step: number;
  markets: string[];
  odds: Record<string, number>;
}

export function asBookEvent(row: EventRow): BookEvent {
  return row as unknown as BookEvent;
}

/** Events not over yet (scheduled or live). */
export const OPEN_STATUSES = ["not_started", "live"] as const;

export async function insertFixtures(
  db: DbExecutor,
  fixtures: readonly { fixture: Fixture; model: EventModel; state: FeedState; nextFeedAt: Date }[],
): Promise<void> {
  for (let start = 0; start < fixtures.length; start += 200) {
    const chunk = fixtures.slice(start, start + 200);
    await db
      .insert(sportsbookEvents)
      .values(
        chunk.map(({ fixture, model, state, nextFeedAt }) => ({
          id: fixture.id,
          sportId: fixture.sportId,
          categoryId: fixture.categoryId,
          championshipId: fixture.championshipId,
          name: fixture.name,
          competitors: fixture.competitors.map(({ id, name, side }) => ({ id, name, side })),
          startsAt: fixture.startsAt,
          isTop: fixture.isTop,
          model: model as unknown as Record<string, unknown>,
          state: state as unknown as Record<string, unknown>,
          nextFeedAt,
        })),
      )
      .onConflictDoNothing();
  }
}

/** The clock row, locked for this tick; null when another process is ticking. */
export async function lockClock(db: DbExecutor): Promise<{ fixturesUntil: number } | null> {
  await db.insert(sportsbookClock).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select({ fixturesUntil: sportsbookClock.fixturesUntil })
    .from(sportsbookClock)
    .where(eq(sportsbookClock.id, 1))
    .for("update", { skipLocked: true });
  return row ?? null;
}

export async function updateClock(
  db: DbExecutor,
  values: { fixturesUntil?: number; tickedAt: Date },
): Promise<void> {
  await db.update(sportsbookClock).set(values).where(eq(sportsbookClock.id, 1));
}

/** Events with a feed message due, by due time then id, after `after` (the previous batch). */
export async function selectDueEvents(
  db: DbExecutor,
  now: Date,
  limit: number,
  after?: Pick<BookEvent, "id" | "nextFeedAt">,
) {
  const rows = await db
    .select()
    .from(sportsbookEvents)
    .where(
      and(
        lte(sportsbookEvents.nextFeedAt, now),
        after?.nextFeedAt
          ? sql`(${sportsbookEvents.nextFeedAt}, ${sportsbookEvents.id}) > (${after.nextFeedAt.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(sportsbookEvents.nextFeedAt), asc(sportsbookEvents.id))
    .limit(limit);
  return rows.map(asBookEvent);
}

export async function selectLiveEvents(db: DbExecutor, sportId?: number, limit = 500) {
  const rows = await db
    .select()
    .from(sportsbookEvents)
    .where(
      and(
        eq(sportsbookEvents.status, "live"),
        sportId === undefined ? undefined : eq(sportsbookEvents.sportId, sportId),
      ),
    )
    .orderBy(asc(sportsbookEvents.startsAt), asc(sportsbookEvents.id))
    .limit(limit);
  return rows.map(asBookEvent);
}

export async function updateEvent(
  db: DbExecutor,
  id: number,
  values: Partial<{
    status: EventRow["status"];
    state: FeedState;
    result: EventResult | null;
    feedCursor: number;
    nextFeedAt: Date | null;
    published: PublishedOdds | null;
    version: number;
    resultedAt: Date;
  }>,
): Promise<void> {
  await db
    .update(sportsbookEvents)
    .set({ ...(values as Partial<EventRow>), updatedAt: sql`now()` })
    .where(eq(sportsbookEvents.id, id));
}

export async function selectEvent(db: DbExecutor, id: number): Promise<BookEvent | undefined> {
  const [row] = await db.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, id));
  return row ? asBookEvent(row) : undefined;
}

export async function selectEvents(db: DbExecutor, ids: readonly number[]): Promise<BookEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sportsbookEvents)
    .where(inArray(sportsbookEvents.id, [...ids]));
  return rows.map(asBookEvent);
}

export interface EventFilter {
  sportId?: number;
  categoryIds?: number[];
  championshipIds?: number[];
  status: "all" | "live" | "prematch";
  /** Events matching this name part (search), or in these championships or categories. */
  search?: { text: string; championshipIds: number[]; categoryIds: number[] };
}

function filterOf(filter: EventFilter): SQL | undefined {
  const statuses =
    filter.status === "live"
      ? (["live"] as const)
      : filter.status === "prematch"
        ? (["not_started"] as const)
        : OPEN_STATUSES;
  const search = filter.search;
  return and(
    inArray(sportsbookEvents.status, [...statuses]),
    filter.sportId === undefined ? undefined : eq(sportsbookEvents.sportId, filter.sportId),
    filter.categoryIds?.length
      ? inArray(sportsbookEvents.categoryId, filter.categoryIds)
      : undefined,
    filter.championshipIds?.length
      ? inArray(sportsbookEvents.championshipId, filter.championshipIds)
      : undefined,
    search
      ? or(
          ilike(sportsbookEvents.name, `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          search.championshipIds.length
            ? inArray(sportsbookEvents.championshipId, search.championshipIds)
            : undefined,
          search.categoryIds.length
            ? inArray(sportsbookEvents.categoryId, search.categoryIds)
            : undefined,
        )
      : undefined,
  );
}

/** Open events, live first, then soonest. */
export async function selectEventPage(
  db: DbExecutor,
  filter: EventFilter,
  page: { page: number; perPage: number },
): Promise<{ rows: BookEvent[]; totalRows: number }> {
  const where = filterOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(sportsbookEvents)
      .where(where)
      .orderBy(
        desc(sql`${sportsbookEvents.status} = 'live'`),
        asc(sportsbookEvents.startsAt),
        asc(sportsbookEvents.id),
      )
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sportsbookEvents)
      .where(where),
  ]);
  return { rows: rows.map(asBookEvent), totalRows: count?.total ?? 0 };
}

/** Top events not started yet (top championships first), soonest first. */
export async function selectTopEvents(
  db: DbExecutor,
  now: Date,
  limit: number,
  sportId?: number,
): Promise<BookEvent[]> {
  const rows = await db
    .select()
    .from(sportsbookEvents)
    .where(
      and(
        eq(sportsbookEvents.status, "not_started"),
        gt(sportsbookEvents.startsAt, now),
        sportId === undefined ? undefined : eq(sportsbookEvents.sportId, sportId),
      ),
    )
    .orderBy(desc(sportsbookEvents.isTop), asc(sportsbookEvents.startsAt), asc(sportsbookEvents.id))
    .limit(limit);
  return rows.map(asBookEvent);
}

/** Open and live events per championship, for the navigation tree. */
export async function countEventsByChampionship(db: DbExecutor) {
  return db
    .select({
      championshipId: sportsbookEvents.championshipId,
      open: sql<number>`count(*)::int`,
      live: sql<number>`(count(*) filter (where ${sportsbookEvents.status} = 'live'))::int`,
    })
    .from(sportsbookEvents)
    .where(inArray(sportsbookEvents.status, [...OPEN_STATUSES]))
    .groupBy(sportsbookEvents.championshipId);
}

// ---------------------------------------------------------------------------------------------
// The live change log
// ---------------------------------------------------------------------------------------------

export interface ChangeRow {
  seq: number;
  topic: string;
  prev: number;
  updates: unknown[];
  createdAt: Date;
}

/** The last seq of each topic (0 for a topic without changes). */
export async function latestSeqs(db: DbExecutor, topics: readonly string[]) {
  const out = new Map<string, number>(topics.map((topic) => [topic, 0]));
  if (topics.length === 0) return out;
  const rows = await db
    .select({
      topic: sportsbookChanges.topic,
      seq: sql<number>`max(${sportsbookChanges.seq})::bigint`,
    })
    .from(sportsbookChanges)
    .where(inArray(sportsbookChanges.topic, [...topics]))
    .groupBy(sportsbookChanges.topic);
  for (const row of rows) out.set(row.topic, Number(row.seq));
  return out;
}

export async function insertChanges(
  db: DbExecutor,
  changes: readonly { topic: string; prev: number; updates: unknown[] }[],
): Promise<ChangeRow[]> {
  if (changes.length === 0) return [];
  const rows = await db
    .insert(sportsbookChanges)
    .values([...changes])
    .returning();
  return rows.map((row) => ({ ...row, updates: row.updates }));
}

/**
 * Changes of a topic after `since`, oldest first, or null when some of them are no longer kept
 * (the client must take a snapshot instead).
 */
export async function selectChangesSince(
  db: DbExecutor,
  topic: string,
  since: number,
  limit: number,
): Promise<ChangeRow[] | null> {
  const rows = await db
    .select()
    .from(sportsbookChanges)
    .where(and(eq(sportsbookChanges.topic, topic), gt(sportsbookChanges.seq, since)))
    .orderBy(asc(sportsbookChanges.seq))
    .limit(limit + 1);
  if (rows.length > limit) return null;
  // The first change after `since` must follow it directly, else the link is gone.
  const first = rows[0];
  if (first && first.prev !== since) return null;
  if (!first) {
    // Nothing after `since`: fine if `since` is the topic's latest, else it was never this
    // topic's seq (or was deleted).
    const latest = (await latestSeqs(db, [topic])).get(topic) ?? 0;
    if (latest !== since) return null;
  }
  return rows.map((row) => ({ ...row, updates: row.updates }));
}

export async function deleteChangesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sportsbookChanges)
    .where(lte(sportsbookChanges.createdAt, before))
    .returning({ seq: sportsbookChanges.seq });
  return rows.length;
}
