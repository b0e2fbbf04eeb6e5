import type {
  LiveChange,
  LiveUpdate,
  Market,
  SportEvent,
} from "../../../../contracts/sportsbook.ts";
import type { LiveSnapshot } from "./live-channel.ts";

/**
 * What the live channel says about events right now: each event's state and, while its
 * `event:{id}` topic is watched, its markets; and which events the `live` topic lists. Entries
 * remember the topics they came from and are dropped when the last of them is no longer watched,
 * so nothing here is ever older than the channel. Updates carry whole values: applying one twice
 * changes nothing.
 *
 * Names: snapshots come named in the page's language, but the numbered changes are one log for
 * every language and carry the book's English sport and category names. An event's sport and
 * category never change, so an update keeps the names the entry has; an event new to the store
 * takes them from `names` (the navigation tree, in the page's language) by id.
 */

/** Sport and category names by id in the page's language; undefined where unknown. */
export interface EventNames {
  sport(id: number): string | undefined;
  category(id: number): string | undefined;
}

/** `event` with the sport and category names of `known`, else of `names`, else its own. */
export function keepNames(
  event: SportEvent,
  known: SportEvent | undefined,
  names?: EventNames | null,
): SportEvent {
  const sportName =
    known?.sport.id === event.sport.id ? known.sport.name : names?.sport(event.sport.id);
  const categoryName =
    known?.category.id === event.category.id
      ? known.category.name
      : names?.category(event.category.id);
  if (
    (sportName === undefined || sportName === event.sport.name) &&
    (categoryName === undefined || categoryName === event.category.name)
  ) {
    return event;
  }
  return {
    ...event,
    sport: { ...event.sport, name: sportName ?? event.sport.name },
    category: { ...event.category, name: categoryName ?? event.category.name },
  };
}

export interface LiveEntry {
  event: SportEvent;
  /** Every market of the event, while its event topic is watched; null otherwise. */
  markets: Market[] | null;
}

interface StoredEntry extends LiveEntry {
  sources: Set<string>;
}

export interface LiveEvents {
  get(eventId: number): LiveEntry | undefined;
  /** Ids the `live` topic lists, in its order (soonest start first). */
  liveIds(): readonly number[];
  applySnapshot(topic: string, snapshot: LiveSnapshot): void;
  applyChange(change: LiveChange): void;
  /** The topic is no longer watched: forget what only it said. */
  dropTopic(topic: string): void;
  subscribe(listener: () => void): () => void;
  /** Bumps on every change (a cheap snapshot for React). */
  version(): number;
}

/** The odds and status of one market after an `odds` update. */
function updateMarket(
  market: Market,
  odds: ReadonlyMap<string, string>,
  suspended: ReadonlySet<string>,
  reopened: ReadonlySet<string>,
): Market {
  let changed = false;
  const selections = market.selections.map((selection) => {
    const next = odds.get(selection.id);
    if (next === undefined || next === selection.odds) return selection;
    changed = true;
    return { ...selection, odds: next };
  });
  let status = market.status;
  if (suspended.has(market.id)) status = "suspended";
  else if (reopened.has(market.id)) status = "open";
  if (!changed && status === market.status) return market;
  return { ...market, status, selections };
}

/** One update applied to one entry; the same entry back when nothing changed. */
export function applyUpdate(entry: LiveEntry, update: LiveUpdate): LiveEntry {
  switch (update.type) {
    case "event":
      return { ...entry, event: keepNames(update.event, entry.event) };
    case "markets":
      return entry.markets === null ? entry : { ...entry, markets: update.markets };
    case "removed":
      return {
        ...entry,
        event: { ...entry.event, status: update.status, isLive: false },
      };
    case "odds": {
      const odds = new Map(update.selections.map((selection) => [selection.id, selection.odds]));
      const suspended = new Set(update.suspended);
      const reopened = new Set(update.reopened);
      const main = entry.event.mainMarket;
      const nextMain = main ? updateMarket(main, odds, suspended, reopened) : main;
      const nextMarkets = entry.markets?.map((market) =>
        updateMarket(market, odds, suspended, reopened),
      );
      const marketsChanged =
        nextMarkets !== undefined &&
        nextMarkets.some((market, index) => market !== entry.markets?.[index]);
      if (nextMain === main && !marketsChanged) return entry;
      return {
        event: nextMain === main ? entry.event : { ...entry.event, mainMarket: nextMain ?? null },
        markets: marketsChanged && nextMarkets ? nextMarkets : entry.markets,
      };
    }
  }
}

function eventIdOf(update: LiveUpdate): number {
  return update.type === "event" ? update.event.id : update.eventId;
}

export function createLiveEvents(names: () => EventNames | null = () => null): LiveEvents {
  const entries = new Map<number, StoredEntry>();
  let live: number[] = [];
  let version = 0;
  const listeners = new Set<() => void>();

  function changed(): void {
    version += 1;
    for (const listener of [...listeners]) listener();
  }

  function put(topic: string, event: SportEvent, markets: Market[] | null | undefined): void {
    const current = entries.get(event.id);
    const sources = current?.sources ?? new Set<string>();
    sources.add(topic);
    entries.set(event.id, {
      event,
      markets: markets === undefined ? (current?.markets ?? null) : markets,
      sources,
    });
  }

  function sortLive(): void {
    live = [...new Set(live)]
      .filter((id) => entries.get(id)?.event.isLive)
      .sort((a, b) => {
        const left = entries.get(a)?.event.startsAt ?? "";
        const right = entries.get(b)?.event.startsAt ?? "";
        return left < right ? -1 : left > right ? 1 : a - b;
      });
  }

  function forget(topic: string, id: number): void {
    const entry = entries.get(id);
    if (!entry) return;
    entry.sources.delete(topic);
    if (topic.startsWith("event:")) entry.markets = null;
    if (entry.sources.size === 0) entries.delete(id);
  }

  return {
    get: (eventId) => entries.get(eventId),
    liveIds: () => live,
    applySnapshot(topic, snapshot) {
      if (snapshot.topic === "live") {
        for (const id of live)
          if (!snapshot.events.some((event) => event.id === id)) forget(topic, id);
        for (const event of snapshot.events) put(topic, event, undefined);
        live = snapshot.events.map((event) => event.id);
        sortLive();
      } else {
        put(topic, snapshot.event, snapshot.event.markets);
      }
      changed();
    },
    applyChange(change) {
      let touched = false;
      for (const update of change.updates) {
        const id = eventIdOf(update);
        const current = entries.get(id);
        if (change.topic === "live") {
          if (update.type === "removed") {
            live = live.filter((liveId) => liveId !== id);
            forget("live", id);
            touched = true;
            continue;
          }
          if (update.type === "event" && !current?.sources.has("live")) {
            put("live", keepNames(update.event, current?.event, names()), undefined);
            live.push(id);
            touched = true;
            continue;
          }
        }
        if (!current) continue;
        const next = applyUpdate(current, update);
        if (next === current) continue;
        entries.set(id, { ...next, sources: current.sources });
        touched = true;
      }
      if (change.topic === "live") sortLive();
      if (touched) changed();
    },
    dropTopic(topic) {
      if (topic === "live") {
        for (const id of live) forget(topic, id);
        live = [];
      } else if (topic.startsWith("event:")) {
        forget(topic, Number(topic.slice("event:".length)));
      }
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
