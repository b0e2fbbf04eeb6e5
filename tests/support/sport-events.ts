import type {
  Market,
  SportEvent,
  SportEventWithMarkets,
  SportTreeNode,
} from "../../contracts/sportsbook.ts";

/**
 * Sportsbook values as the book's API and live channel send them, for the app's unit tests:
 * a soccer match (Arsenal vs Chelsea in the Premier League) with its 1X2 market, and overrides.
 */

export function makeMarket(eventId: number, overrides: Partial<Market> = {}): Market {
  const key = overrides.id ?? "1x2";
  return {
    id: key,
    type: "1x2",
    name: "Match result",
    line: null,
    period: null,
    status: "open",
    isMain: true,
    selections: [
      { id: `${eventId}:${key}:home`, outcome: "home", name: "Arsenal", odds: "1.85" },
      { id: `${eventId}:${key}:draw`, outcome: "draw", name: "Draw", odds: "3.60" },
      { id: `${eventId}:${key}:away`, outcome: "away", name: "Chelsea", odds: "4.20" },
    ],
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  const id = overrides.id ?? 4812;
  return {
    id,
    name: "Arsenal vs Chelsea",
    slug: "arsenal-vs-chelsea",
    sport: { id: 66, name: "Soccer", slug: "soccer" },
    category: { id: 1, name: "England", slug: "england", countryCode: "GB" },
    championship: { id: 17, name: "Premier League", slug: "premier-league" },
    competitors: [
      { id: "ars", name: "Arsenal", side: "home" },
      { id: "che", name: "Chelsea", side: "away" },
    ],
    startsAt: "2030-05-01T18:00:00.000Z",
    status: "not_started",
    isLive: false,
    isSuspended: false,
    betDelaySeconds: 0,
    score: null,
    clock: null,
    marketCount: 12,
    mainMarket: makeMarket(id),
    isTop: false,
    version: 1,
    ...overrides,
  };
}

export function makeLiveEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  return makeEvent({
    status: "live",
    isLive: true,
    betDelaySeconds: 5,
    score: { home: 1, away: 0, periods: [{ home: 1, away: 0 }], game: null, serving: null },
    clock: {
      period: 1,
      periodName: "1st half",
      seconds: 1520,
      running: true,
      at: "2030-05-01T18:25:20.000Z",
    },
    ...overrides,
  });
}

export function withMarkets(
  event: SportEvent,
  markets: Market[] = [event.mainMarket ?? makeMarket(event.id)],
): SportEventWithMarkets {
  return { ...event, markets };
}

/** The navigation tree of GET /sportsbook/api/sports: soccer (England, Spain) and tennis. */
export function makeSportTree(): SportTreeNode[] {
  const art = { widgetBgUrl: null, cardBgUrl: null, cardImgUrl: null };
  return [
    {
      id: 66,
      name: "Soccer",
      code: "soccer",
      ...art,
      eventCount: 40,
      liveCount: 3,
      categories: [
        {
          id: 1,
          name: "England",
          slug: "england",
          countryCode: "GB",
          eventCount: 25,
          liveCount: 2,
          championships: [
            {
              id: 17,
              name: "Premier League",
              slug: "premier-league",
              eventCount: 20,
              liveCount: 2,
            },
            { id: 18, name: "FA Cup", slug: "fa-cup", eventCount: 5, liveCount: 0 },
          ],
        },
        {
          id: 2,
          name: "Spain",
          slug: "spain",
          countryCode: "ES",
          eventCount: 15,
          liveCount: 1,
          championships: [{ id: 30, name: "LaLiga", slug: "laliga", eventCount: 15, liveCount: 1 }],
        },
      ],
    },
    {
      id: 68,
      name: "Tennis",
      code: "tennis",
      ...art,
      eventCount: 8,
      liveCount: 1,
      categories: [
        {
          id: 5,
          name: "ATP",
          slug: "atp",
          countryCode: null,
          eventCount: 8,
          liveCount: 1,
          championships: [
            { id: 50, name: "Wimbledon (Men)", slug: "wimbledon-men", eventCount: 8, liveCount: 1 },
          ],
        },
      ],
    },
  ];
}
