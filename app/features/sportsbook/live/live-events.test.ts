import { describe, expect, it } from "vitest";
import type { LiveChange, LiveUpdate } from "../../../../contracts/sportsbook.ts";
import {
  makeEvent,
  makeLiveEvent,
  makeMarket,
  withMarkets,
} from "../../../../tests/support/sport-events.ts";
import { createLiveEvents } from "./live-events.ts";

let seq = 0;
function change(topic: string, ...updates: LiveUpdate[]): LiveChange {
  seq += 1;
  return { topic, seq, prev: seq - 1, at: "2030-05-01T18:30:00.000Z", updates };
}

describe("live events", () => {
  it("moves prices of the main market and the full markets, and suspends and reopens markets", () => {
    const store = createLiveEvents();
    const event = makeLiveEvent({ id: 7 });
    const totals = makeMarket(7, {
      id: "ou@2.5",
      type: "ou",
      name: "Total goals 2.5",
      isMain: false,
    });
    store.applySnapshot("event:7", {
      topic: "event",
      event: withMarkets(event, [makeMarket(7), totals]),
    });

    store.applyChange(
      change("event:7", {
        type: "odds",
        eventId: 7,
        selections: [{ id: "7:1x2:home", odds: "1.70" }],
        suspended: ["ou@2.5"],
        reopened: [],
      }),
    );
    const entry = store.get(7);
    expect(entry?.event.mainMarket?.selections[0]?.odds).toBe("1.70");
    expect(entry?.markets?.[0]?.selections[0]?.odds).toBe("1.70");
    expect(entry?.markets?.[1]?.status).toBe("suspended");

    store.applyChange(
      change("event:7", {
        type: "odds",
        eventId: 7,
        selections: [],
        suspended: [],
        reopened: ["ou@2.5"],
      }),
    );
    expect(store.get(7)?.markets?.[1]?.status).toBe("open");
  });

  it("changes nothing when the same update comes twice", () => {
    const store = createLiveEvents();
    store.applySnapshot("event:7", {
      topic: "event",
      event: withMarkets(makeLiveEvent({ id: 7 })),
    });
    const odds: LiveUpdate = {
      type: "odds",
      eventId: 7,
      selections: [{ id: "7:1x2:draw", odds: "3.10" }],
      suspended: [],
      reopened: [],
    };
    store.applyChange(change("event:7", odds));
    const before = store.version();
    const entry = store.get(7);
    store.applyChange(change("event:7", odds));
    expect(store.version()).toBe(before);
    expect(store.get(7)).toBe(entry);
  });

  it("keeps the live list: new live events join, removed ones leave, soonest start first", () => {
    const store = createLiveEvents();
    store.applySnapshot("live", {
      topic: "live",
      events: [
        makeLiveEvent({ id: 2, startsAt: "2030-05-01T18:30:00.000Z" }),
        makeLiveEvent({ id: 1, startsAt: "2030-05-01T18:00:00.000Z" }),
      ],
    });
    expect(store.liveIds()).toEqual([1, 2]);
    store.applyChange(
      change("live", {
        type: "event",
        event: makeLiveEvent({ id: 3, startsAt: "2030-05-01T18:10:00.000Z" }),
      }),
    );
    expect(store.liveIds()).toEqual([1, 3, 2]);
    store.applyChange(change("live", { type: "removed", eventId: 1, status: "ended" }));
    expect(store.liveIds()).toEqual([3, 2]);
    expect(store.get(1)).toBeUndefined();
  });

  it("updates score and clock from event updates", () => {
    const store = createLiveEvents();
    store.applySnapshot("live", { topic: "live", events: [makeLiveEvent({ id: 5 })] });
    const scored = makeLiveEvent({
      id: 5,
      version: 2,
      score: { home: 2, away: 0, periods: [{ home: 2, away: 0 }], game: null, serving: null },
    });
    store.applyChange(change("live", { type: "event", event: scored }));
    expect(store.get(5)?.event.score?.home).toBe(2);
  });

  it("forgets what only a dropped topic said", () => {
    const store = createLiveEvents();
    store.applySnapshot("live", { topic: "live", events: [makeLiveEvent({ id: 5 })] });
    store.applySnapshot("event:5", {
      topic: "event",
      event: withMarkets(makeLiveEvent({ id: 5 })),
    });
    store.applySnapshot("event:9", { topic: "event", event: withMarkets(makeEvent({ id: 9 })) });
    store.dropTopic("event:5");
    expect(store.get(5)?.markets).toBeNull();
    expect(store.get(5)?.event.id).toBe(5);
    store.dropTopic("live");
    expect(store.get(5)).toBeUndefined();
    expect(store.liveIds()).toEqual([]);
    expect(store.get(9)?.markets).toHaveLength(1);
  });

  it("ignores updates of events it does not hold", () => {
    const store = createLiveEvents();
    const before = store.version();
    store.applyChange(
      change("event:8", {
        type: "odds",
        eventId: 8,
        selections: [{ id: "8:1x2:home", odds: "2.00" }],
        suspended: [],
        reopened: [],
      }),
    );
    expect(store.version()).toBe(before);
  });

  it("keeps the page's names for sport and category when changes carry the book's English", () => {
    const names = {
      sport: (id: number) => (id === 66 ? "Fußball" : undefined),
      category: (id: number) => (id === 1 ? "England" : id === 2 ? "Spanien" : undefined),
    };
    const store = createLiveEvents(() => names);
    const known = makeLiveEvent({ id: 7 });
    store.applySnapshot("live", {
      topic: "live",
      events: [{ ...known, sport: { ...known.sport, name: "Fußball" } }],
    });
    store.applyChange(change("live", { type: "event", event: { ...known, version: 9 } }));
    expect(store.get(7)?.event.sport.name).toBe("Fußball");
    expect(store.get(7)?.event.version).toBe(9);

    const newcomer = makeLiveEvent({ id: 8 });
    store.applyChange(
      change("live", {
        type: "event",
        event: { ...newcomer, category: { ...newcomer.category, id: 2, name: "Spain" } },
      }),
    );
    expect(store.get(8)?.event.sport.name).toBe("Fußball");
    expect(store.get(8)?.event.category.name).toBe("Spanien");
    expect(store.get(8)?.event.category.slug).toBe(newcomer.category.slug);
  });
});
