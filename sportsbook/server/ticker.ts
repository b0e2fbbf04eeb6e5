import type { FastifyBaseLogger } from "fastify";
import type { LiveUpdate } from "../../contracts/sportsbook.ts";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import { dayOf } from "../feed/fixtures.ts";
import { modelOf, POSTPONE_NOTICE_MS } from "../feed/simulate.ts";
import { NOT_STARTED } from "../feed/types.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { oddsText } from "../pricing/margin.ts";
import { priceTime } from "../pricing/markets.ts";
import type { BookClock } from "./clock.ts";
import {
  insertChanges,
  insertFixtures,
  latestSeqs,
  lockClock,
  selectDueEvents,
  selectLiveEvents,
  updateClock,
  updateEvent,
  type BookEvent,
  type ChangeRow,
  type PublishedOdds,
} from "./event-store.ts";
import type { FeedSource } from "./feed-source.ts";
import type { EventViews } from "./views.ts";

/**
 * The feed clock's tick: loads fixtures ahead, applies every feed message that is due (kick-offs,
 * scores, suspensions, results), re-prices live events at each price step, and writes what
 * changed to the live change log, in one transaction that holds the clock row (one process ticks
 * at a time). After commit the changes are published; an event that got its result has its
 * settlement job scheduled in that same transaction.
 */

export const SETTLE_EVENT_JOB = "sportsbook.settle-event";
export const LIVE_TOPIC = "live";
export const eventTopic = (id: number) => `event:${id}`;
/** Events handled per batch, and batches per tick at most; the rest wait for the next tick. */
const DUE_PER_BATCH = 500;
const DUE_BATCHES = 10;
/** Fixtures that started longer ago than this are not loaded (they are over). */
const LOOKBACK_MS = 8 * 3600_000;

export interface TickReport {
  fixturesLoaded: number;
  eventsUpdated: number;
  eventsResulted: number[];
  changes: ChangeRow[];
}

export interface Ticker {
  tick(): Promise<TickReport | null>;
}

function publishedOf(markets: ReturnType<EventViews["markets"]>, step: number): PublishedOdds {
  const odds: Record<string, number> = {};
  for (const market of markets)
    for (const selection of market.selections) odds[selection.id] = selection.odds;
  return { step, markets: markets.map((market) => market.key), odds };
}

export function createTicker(deps: {
  db: Db;
  catalogue: Catalogue;
  feed: FeedSource;
  clock: BookClock;
  views: EventViews;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  fixtureDays: number;
  publish(changes: readonly ChangeRow[]): void;
}): Ticker {
  const { db, catalogue, feed, clock, views, jobs } = deps;

  async function loadFixtures(tx: DbExecutor, now: Date, fixturesUntil: number): Promise<number> {
    const today = dayOf(now);
    const target = today + deps.fixtureDays;
    if (fixturesUntil >= target) return 0;
    let loaded = 0;
    // Yesterday's late fixtures may still be playing; older ones are long over.
    const from = now.getTime() - LOOKBACK_MS;
    for (let day = Math.max(fixturesUntil + 1, today - 1); day <= target; day += 1) {
      const rows = feed.fixtures(day).flatMap((fixture) => {
        const championship = catalogue.championship(fixture.championshipId);
        if (!championship || fixture.startsAt.getTime() < from) return [];
        return [
          {
            fixture,
            model: modelOf(fixture, championship.profile),
            state: NOT_STARTED,
            // The earliest a fixture's first message can come (a postponement notice).
            nextFeedAt: new Date(fixture.startsAt.getTime() - POSTPONE_NOTICE_MS),
          },
        ];
      });
      await insertFixtures(tx, rows);
      loaded += rows.length;
    }
    await updateClock(tx, { fixturesUntil: target, tickedAt: now });
    return loaded;
  }

  /** The event's markets as they are now, whole. */
  function marketsUpdate(event: BookEvent, markets: ReturnType<EventViews["markets"]>): LiveUpdate {
    return {
      type: "markets",
      eventId: event.id,
      markets: markets.map((market) => views.toMarket(market, event.state.suspended)),
    };
  }

  function scheduleSettlement(tx: DbExecutor, eventId: number) {
    return jobs.schedule(
      tx,
      SETTLE_EVENT_JOB,
      { eventId },
      { uniqueKey: `sportsbook:settle:${eventId}`, maxAttempts: 20 },
    );
  }

  /** The feed's messages due for one event, applied (`changed` false when none was due). */
  function applyFeed(event: BookEvent, now: number) {
    const timeline = feed.timeline(event.id);
    if (!timeline) return { event, nextFeedAt: null as Date | null, changed: false };
    let cursor = event.feedCursor;
    let state = event.state;
    while (
      cursor < timeline.messages.length &&
      (timeline.messages[cursor]?.at ?? Infinity) <= now
    ) {
      state = timeline.messages[cursor]?.state ?? state;
      cursor += 1;
    }
    const next = timeline.messages[cursor];
    const changed = cursor !== event.feedCursor;
    return {
      event: { ...event, state, status: state.status, result: state.result, feedCursor: cursor },
      nextFeedAt: next ? new Date(next.at) : null,
      changed,
    };
  }

  async function tick(): Promise<TickReport | null> {
    const now = clock.now();
    const step = priceTime(now.getTime());
    const report = await db.transaction(async (tx) => {
      const locked = await lockClock(tx);
      if (!locked) return null;
      const fixturesLoaded = await loadFixtures(tx, now, locked.fixturesUntil);
      const pending: { topic: string; updates: LiveUpdate[]; eventId?: number }[] = [];
      const resulted: number[] = [];
      const updated = new Map<number, BookEvent>();

      const dueEvents: BookEvent[] = [];
      for (let batch = 0; batch < DUE_BATCHES; batch += 1) {
        const found = await selectDueEvents(tx, now, DUE_PER_BATCH, dueEvents.at(-1));
        dueEvents.push(...found);
        if (found.length < DUE_PER_BATCH) break;
      }
      for (const due of dueEvents) {
        const applied = applyFeed(due, now.getTime());
        if (!applied.changed) {
          await updateEvent(tx, due.id, { nextFeedAt: applied.nextFeedAt });
          continue;
        }
        const event = { ...applied.event, version: due.version + 1 };
        // Caught up from before its start to its end at once (a restart): nobody saw it live.
        const caughtUp = due.status === "not_started" && event.result !== null;
        if (caughtUp) {
          await updateEvent(tx, event.id, {
            status: event.status,
            state: event.state,
            result: event.result,
            feedCursor: event.feedCursor,
            nextFeedAt: applied.nextFeedAt,
            published: null,
            version: event.version,
          });
          resulted.push(event.id);
          await scheduleSettlement(tx, event.id);
          continue;
        }
        const eventView = views.event(event, now);
        const markets = views.markets(event, now);
        const eventUpdates: LiveUpdate[] = [
          { type: "event", event: eventView },
          marketsUpdate(event, markets),
        ];
        pending.push({ topic: eventTopic(event.id), updates: eventUpdates, eventId: event.id });
        if (event.status === "live") {
          pending.push({ topic: LIVE_TOPIC, updates: [{ type: "event", event: eventView }] });
        } else if (due.status === "live" || event.status !== "not_started") {
          pending.push({
            topic: LIVE_TOPIC,
            updates: [{ type: "removed", eventId: event.id, status: event.status }],
          });
        }
        await updateEvent(tx, event.id, {
          status: event.status,
          state: event.state,
          result: event.result,
          feedCursor: event.feedCursor,
          nextFeedAt: applied.nextFeedAt,
          published: event.status === "live" ? publishedOf(markets, step) : null,
          version: event.version,
        });
        updated.set(event.id, event);
        if (event.result) {
          resulted.push(event.id);
          await scheduleSettlement(tx, event.id);
        }
      }

      // Live prices move with the clock: each new price step, send what moved.
      for (const row of await selectLiveEvents(tx)) {
        if (updated.has(row.id) || row.published?.step === step) continue;
        const event = { ...row, version: row.version + 1 };
        const markets = views.markets(event, now);
        const published = publishedOf(markets, step);
        const before = event.published;
        const sameMarkets = before !== null && before.markets.join() === published.markets.join();
        if (!sameMarkets) {
          pending.push({
            topic: eventTopic(event.id),
            eventId: event.id,
            updates: [marketsUpdate(event, markets)],
          });
        } else {
          const moved = Object.entries(published.odds).filter(
            ([id, odds]) => before.odds[id] !== odds,
          );
          if (moved.length > 0) {
            const odds: LiveUpdate = {
              type: "odds",
              eventId: event.id,
              selections: moved.map(([id, price]) => ({ id, odds: oddsText(price) })),
              suspended: [],
              reopened: [],
            };
            pending.push({ topic: eventTopic(event.id), eventId: event.id, updates: [odds] });
          }
        }
        // The live list shows the main market: it hears when that moves.
        const main = markets.find(
          (market) => market.isMain && ["1x2", "ml", "winner"].includes(market.type),
        );
        const mainMoved =
          main?.selections.some((selection) => before?.odds[selection.id] !== selection.odds) ??
          false;
        if (mainMoved || !sameMarkets) {
          pending.push({
            topic: LIVE_TOPIC,
            updates: [{ type: "event", event: views.event(event, now) }],
          });
        }
        const sent = pending.some((item) => item.eventId === event.id);
        await updateEvent(tx, event.id, { published, ...(sent ? { version: event.version } : {}) });
      }

      // One change per topic per tick, linked to the topic's previous one.
      const byTopic = new Map<string, { updates: LiveUpdate[]; eventId?: number }>();
      for (const item of pending) {
        const entry = byTopic.get(item.topic) ?? { updates: [], eventId: item.eventId };
        entry.updates.push(...item.updates);
        byTopic.set(item.topic, entry);
      }
      const previous = await latestSeqs(tx, [...byTopic.keys()]);
      const changes = await insertChanges(
        tx,
        [...byTopic].map(([topic, entry]) => ({
          topic,
          prev: previous.get(topic) ?? 0,
          updates: entry.updates,
        })),
      );
      await updateClock(tx, { tickedAt: now });
      return { fixturesLoaded, eventsUpdated: updated.size, eventsResulted: resulted, changes };
    });
    if (report) {
      deps.publish(report.changes);
      if (report.eventsResulted.length > 0) {
        deps.logger.debug({ events: report.eventsResulted.length }, "sportsbook: events resulted");
      }
    }
    return report;
  }

  return { tick };
}
