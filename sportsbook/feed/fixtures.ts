import type { Catalogue, CatalogueChampionship } from "../catalogue/catalogue.ts";
import { hashUnit, seededRandom, type Random } from "./random.ts";
import type { Fixture, FixtureCompetitor } from "./types.ts";

/**
 * The sandbox feed's fixture list: for a seed and a UTC day, every championship's events of
 * that day, always the same. Event ids are `(day − FIXTURE_EPOCH_DAY) × EVENTS_PER_DAY + n`, n
 * counting the day's events in catalogue order, so an id names one fixture for good.
 */

export const DAY_MS = 86_400_000;
/** 2024-10-04: day numbers before it have no fixtures. */
export const FIXTURE_EPOCH_DAY = 20_000;
export const EVENTS_PER_DAY = 100_000;
/** Sports whose top championships fill the top-events carousel. */
export const TOP_SPORTS: ReadonlySet<number> = new Set([66, 67, 68, 70, 71, 83, 145, 165]);

export function dayOf(time: Date | number): number {
  return Math.floor((typeof time === "number" ? time : time.getTime()) / DAY_MS);
}

export function dayOfEventId(eventId: number): number {
  return Math.floor(eventId / EVENTS_PER_DAY) + FIXTURE_EPOCH_DAY;
}

/** A competitor's strength: about standard normal, fixed per seed, championship and name. */
export function ratingOf(seed: string, championshipId: number, name: string): number {
  const key = `${seed}:rating:${championshipId}:${name}`;
  // Irwin–Hall of three uniforms, scaled to unit variance.
  return (hashUnit(`${key}:a`) + hashUnit(`${key}:b`) + hashUnit(`${key}:c`) - 1.5) * 2;
}

function eventCount(championship: CatalogueChampionship, day: number, random: Random): number {
  const schedule = championship.profile.schedule;
  const every = schedule.everyNthDay ?? 1;
  if ((day + championship.id) % every !== 0) return 0;
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? (schedule.weekendFactor ?? 1) : 1;
  const base = (schedule.perDay[championship.tier - 1] ?? 1) * weekend;
  // Some days a little fewer or more, as real fixture lists go.
  return Math.max(0, Math.round(base * random.between(0.75, 1.25)));
}

/** Kick-off times of `count` events in the schedule's window, earliest first. */
function kickOffs(championship: CatalogueChampionship, day: number, count: number, random: Random) {
  const { hours, slotMinutes } = championship.profile.schedule;
  const slots = Math.max(1, Math.floor(((hours[1] - hours[0]) * 60) / slotMinutes));
  const chosen =
    count <= slots
      ? random.shuffle(Array.from({ length: slots }, (_, slot) => slot)).slice(0, count)
      : Array.from({ length: count }, () => random.int(slots));
  return chosen
    .sort((a, b) => a - b)
    .map((slot) => new Date(day * DAY_MS + (hours[0] * 60 + slot * slotMinutes) * 60_000));
}

const clockText = (date: Date) => date.toISOString().slice(11, 16);

export function fixturesForDay(catalogue: Catalogue, seed: string, day: number): Fixture[] {
  if (day < FIXTURE_EPOCH_DAY) return [];
  const base = (day - FIXTURE_EPOCH_DAY) * EVENTS_PER_DAY;
  const fixtures: Fixture[] = [];
  for (const championship of catalogue.championships) {
    const random = seededRandom(`${seed}:fixtures:${day}:${championship.id}`);
    const count = eventCount(championship, day, random);
    if (count === 0) continue;
    const named = championship.competitors.map((name, index) => ({
      id: `${championship.id}-${index}`,
      name,
      rating: ratingOf(seed, championship.id, name),
    }));
    const isTop = championship.tier === 1 && TOP_SPORTS.has(championship.sportId);
    let pool: typeof named = [];
    for (const startsAt of kickOffs(championship, day, count, random)) {
      const id = base + fixtures.length;
      if (fixtures.length >= EVENTS_PER_DAY) throw new Error("feed: too many events in a day");
      let competitors: FixtureCompetitor[];
      let name: string;
      if (championship.profile.kind === "race") {
        const [least, most] = championship.profile.runners;
        const size = Math.min(named.length, least + random.int(most - least + 1));
        competitors = random
          .shuffle(named)
          .slice(0, size)
          .map((runner) => ({ ...runner, side: null }));
        name = `${championship.name} ${clockText(startsAt)}`;
      } else {
        // Teams meet once a day while the list lasts; busy schedules shuffle it again.
        if (pool.length < 2) pool = random.shuffle(named);
        const home = pool.pop();
        const away = pool.pop();
        if (!home || !away) throw new Error("feed: a championship needs two competitors");
        competitors = [
          { ...home, side: "home" },
          { ...away, side: "away" },
        ];
        name = `${home.name} vs ${away.name}`;
      }
      fixtures.push({
        id,
        sportId: championship.sportId,
        categoryId: championship.categoryId,
        championshipId: championship.id,
        name,
        startsAt,
        competitors,
        isTop,
      });
    }
  }
  return fixtures;
}
