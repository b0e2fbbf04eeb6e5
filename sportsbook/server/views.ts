import type {
  Clock,
  Market,
  SportEvent,
  SportEventWithMarkets,
} from "../../contracts/sportsbook.ts";
import { toSportSlug } from "../../contracts/sportsbook.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { oddsText } from "../pricing/margin.ts";
import { priceEvent, priceTime, type PricedMarket } from "../pricing/markets.ts";
import { BoundedMap } from "./bounded-map.ts";
import type { BookEvent } from "./event-store.ts";

/**
 * Events as the API and the live channel show them, with their markets priced now. Prices are
 * cached per event, version and price step: every reader of an event within a step shares one
 * pricing, and a pre-match event is priced once per version.
 */

const PRICED_KEPT = 5_000;

export interface EventViews {
  /** The markets the book offers on the event at `at` (empty once it is over). */
  markets(event: BookEvent, at: Date): PricedMarket[];
  event(event: BookEvent, at: Date): SportEvent;
  eventWithMarkets(event: BookEvent, at: Date): SportEventWithMarkets;
  toMarket(market: PricedMarket, suspended: boolean): Market;
}

function clockOf(event: BookEvent): Clock | null {
  const clock = event.state.clock;
  if (!clock) return null;
  return {
    period: clock.period,
    periodName: clock.periodName,
    seconds: clock.seconds === null ? null : Math.round(clock.seconds),
    running: clock.running,
    at: new Date(clock.at).toISOString(),
  };
}

export function createEventViews(catalogue: Catalogue): EventViews {
  const priced = new BoundedMap<string, PricedMarket[]>(PRICED_KEPT);

  function markets(event: BookEvent, at: Date): PricedMarket[] {
    if (event.status !== "not_started" && event.status !== "live") return [];
    const step = event.status === "live" ? priceTime(at.getTime()) : 0;
    const key = `${event.id}:${event.version}:${event.status}:${step}`;
    const cached = priced.get(key);
    if (cached) return cached;
    const championship = catalogue.championship(event.championshipId);
    if (!championship) return [];
    const list = priceEvent({
      eventId: event.id,
      profile: championship.profile,
      model: event.model,
      state: event.state,
      competitors: event.competitors,
      at: event.status === "live" ? at.getTime() : event.startsAt.getTime(),
    });
    priced.set(key, list);
    return list;
  }

  function toMarket(market: PricedMarket, suspended: boolean): Market {
    return {
      id: market.key,
      type: market.type,
      name: market.name,
      line: market.line === null ? null : String(market.line),
      period: market.period,
      status: suspended ? "suspended" : "open",
      isMain: market.isMain,
      selections: market.selections.map((selection) => ({
        id: selection.id,
        outcome: selection.outcome,
        name: selection.name,
        odds: oddsText(selection.odds),
      })),
    };
  }

  function event(row: BookEvent, at: Date): SportEvent {
    const championship = catalogue.championship(row.championshipId);
    const category = catalogue.category(row.categoryId);
    const sport = catalogue.sport(row.sportId);
    if (!championship || !category || !sport) {
      throw new Error(`sportsbook: event ${row.id} is outside the catalogue`);
    }
    const list = markets(row, at);
    const suspended = row.state.suspended;
    const main = list.find(
      (market) => market.isMain && ["1x2", "ml", "winner"].includes(market.type),
    );
    return {
      id: row.id,
      name: row.name,
      slug: toSportSlug(row.name),
      sport: { id: sport.id, name: sport.name, slug: sport.slug },
      category: {
        id: category.id,
        name: category.name,
        slug: category.slug,
        countryCode: category.countryCode,
      },
      championship: { id: championship.id, name: championship.name, slug: championship.slug },
      competitors: row.competitors,
      startsAt: row.startsAt.toISOString(),
      status: row.status,
      isLive: row.status === "live",
      isSuspended: suspended,
      betDelaySeconds: row.status === "live" ? championship.profile.delaySeconds : 0,
      score: row.state.score,
      clock: clockOf(row),
      marketCount: list.length,
      mainMarket: main ? toMarket(main, suspended) : null,
      isTop: row.isTop,
      version: row.version,
    };
  }

  return {
    markets,
    event,
    toMarket,
    eventWithMarkets(row, at) {
      const suspended = row.state.suspended;
      return {
        ...event(row, at),
        markets: markets(row, at).map((market) => toMarket(market, suspended)),
      };
    },
  };
}
