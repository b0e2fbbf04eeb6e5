import type { Catalogue } from "../catalogue/catalogue.ts";
import { dayOfEventId, fixturesForDay } from "../feed/fixtures.ts";
import { simulate } from "../feed/simulate.ts";
import type { Fixture, Timeline } from "../feed/types.ts";
import { BoundedMap } from "./bounded-map.ts";

/**
 * The sandbox feed as the book's ticker reads it: a day's fixtures, and an event's timeline of
 * messages. Both are pure functions of the seed, cached in bounded maps (a day of fixtures costs
 * a fraction of a second to build; a timeline a millisecond).
 */
export interface FeedSource {
  fixtures(day: number): Fixture[];
  fixture(eventId: number): Fixture | undefined;
  timeline(eventId: number): Timeline | undefined;
}

const DAYS_KEPT = 8;
const TIMELINES_KEPT = 2_000;

export function createSandboxFeed(catalogue: Catalogue, seed: string): FeedSource {
  const days = new BoundedMap<number, { list: Fixture[]; byId: Map<number, Fixture> }>(DAYS_KEPT);
  const timelines = new BoundedMap<number, Timeline>(TIMELINES_KEPT);

  function day(number: number) {
    let known = days.get(number);
    if (!known) {
      const list = fixturesForDay(catalogue, seed, number);
      known = { list, byId: new Map(list.map((fixture) => [fixture.id, fixture])) };
      days.set(number, known);
    }
    return known;
  }

  const source: FeedSource = {
    fixtures: (number) => day(number).list,
    fixture: (eventId) => day(dayOfEventId(eventId)).byId.get(eventId),
    timeline(eventId) {
      const cached = timelines.get(eventId);
      if (cached) return cached;
      const fixture = source.fixture(eventId);
      const championship = fixture && catalogue.championship(fixture.championshipId);
      if (!fixture || !championship) return undefined;
      const timeline = simulate(fixture, championship.profile, seed);
      timelines.set(eventId, timeline);
      return timeline;
    },
  };
  return source;
}
