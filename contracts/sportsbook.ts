import * as z from "zod/mini";
import { majorAmountSchema } from "./money.ts";
import { pageMetaSchema } from "./player.ts";
import { BET_KINDS, LEG_RESULTS, MAX_LEGS, oddsSchema } from "./sportsbook-wallet.ts";

// What the seamless wallet's calls of a sport bet carry, with the constants they share with the
// book's API, live apart (contracts/game.ts reaches them without the whole book).
export * from "./sportsbook-wallet.ts";

/**
 * The built-in sportsbook's contract (sportsbook/README.md): the book's HTTP API at
 * /sportsbook/api/*, its live channel (Socket.IO namespace /sportsbook), the operator's
 * GET /api/game/sport/search and the /altenar-data name files (SPEC §7).
 *
 * Money is a decimal string in major units of the bet's currency. Odds are decimal odds as
 * strings with two decimals ("1.85"). Ids of sports, categories, championships and events are
 * integers; a market is named by its key ("1x2", "ou@2.5", "ah@-0.75", "set@2"…) and a selection
 * by `${eventId}:${marketKey}:${outcome}` ("4812:ou@2.5:over"), stable for the life of the
 * event, so a bet slip can be rebuilt from ids alone.
 */

export const SPORTSBOOK_API_PREFIX = "/sportsbook/api";
/** The Socket.IO namespace of the live channel (same path as every socket: REALTIME_PATH). */
export const SPORTSBOOK_NAMESPACE = "/sportsbook";
/** The built-in book's game code and provider (POST /api/game/games/{code}/play). */
export const SPORTSBOOK_GAME = "sevens-sportsbook";
export const SPORTSBOOK_PROVIDER = "sevens-sportsbook";
/** The vendor widget's game code (SPEC §7) and provider, used when SPORTSBOOK_PROVIDER=altenar. */
export const ALTENAR_GAME = "altenar-sportsbook-altenar-sportsbook";
export const ALTENAR_PROVIDER = "altenar";
/** Top-events and live-now carousels show 7 events (SPEC §9). */
export const CAROUSEL_EVENTS = 7;
/** Top-events image type (SPEC §9). */
export const TOP_EVENTS_IMAGE_TYPE = 2;

// ---------------------------------------------------------------------------------------------
// Slugs (SPEC §2)
// ---------------------------------------------------------------------------------------------

/**
 * A name as a path segment: lowercase; brackets, commas and dots dropped; spaces become
 * hyphens; repeated hyphens collapse ("E-sports +" → "e-sports-+", "St. Gallen (W)" →
 * "st-gallen-w").
 */
export function toSportSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[()[\]{}.,]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Catalogue: sports, categories, championships (SPEC §3)
// ---------------------------------------------------------------------------------------------

const id = z.int().check(z.positive());

export const sportSchema = z.object({
  /** 66 … 179 (SPEC §3): Soccer 66, Basketball 67, Tennis 68, … E-sports + 145, Horse Racing 165. */
  id,
  name: z.string(),
  /** The slug of the name (toSportSlug), the first segment of /sport/{sport}/… */
  code: z.string(),
  /** Optional artwork (SPEC §3); null when the sport has none. */
  widgetBgUrl: z.nullable(z.string()),
  cardBgUrl: z.nullable(z.string()),
  cardImgUrl: z.nullable(z.string()),
});
export type Sport = z.infer<typeof sportSchema>;

export const championshipRefSchema = z.object({ id, name: z.string(), slug: z.string() });
export const categoryRefSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  /** ISO 3166 code of a country category; null for international and e-sports categories. */
  countryCode: z.nullable(z.string()),
});

/** GET /sportsbook/api/sports: the navigation tree with event counts. */
export const sportTreeNodeSchema = z.extend(sportSchema, {
  /** Events not ended yet (scheduled or live). */
  eventCount: z.int(),
  liveCount: z.int(),
  categories: z.array(
    z.extend(categoryRefSchema, {
      eventCount: z.int(),
      liveCount: z.int(),
      championships: z.array(
        z.extend(championshipRefSchema, {
          eventCount: z.int(),
          liveCount: z.int(),
        }),
      ),
    }),
  ),
});
export type SportTreeNode = z.infer<typeof sportTreeNodeSchema>;
export const sportTreeResponse = z.object({ data: z.array(sportTreeNodeSchema) });

/**
 * The language the book names sports and categories in, as a real feed's locale parameter: a
 * BCP 47 tag ("de", "sv", "pt-BR"). A language the book lacks answers English; slugs, ids and
 * championship names are the same in every language.
 */
export const bookLocaleParam = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(35),
      z.regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, "A language tag such as de or pt-BR"),
    ),
);

/** GET /sportsbook/api/sports and /events/{id}: only the language. */
export const localeQuery = z.object({ locale: bookLocaleParam });

// ---------------------------------------------------------------------------------------------
// Events and markets
// ---------------------------------------------------------------------------------------------

/**
 * not_started → live → ended; a scheduled event may become postponed (never starts: every bet
 * on it is void) and a live one abandoned (stopped: every unsettled selection is void).
 */
export const EVENT_STATUSES = ["not_started", "live", "ended", "postponed", "abandoned"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const competitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** home / away for a match; null for a runner of a race or outright. */
  side: z.nullable(z.enum(["home", "away"])),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const periodScoreSchema = z.object({ home: z.int(), away: z.int() });

export const scoreSchema = z.object({
  /** Goals, points, or sets / maps won (set sports). */
  home: z.int(),
  away: z.int(),
  /** Per period (half, quarter, set, map…), the current one last. */
  periods: z.array(periodScoreSchema),
  /** Set sports: games or points of the running game ("30", "AD"); null elsewhere. */
  game: z.nullable(z.object({ home: z.string(), away: z.string() })),
  /** Set sports: who serves; null elsewhere. */
  serving: z.nullable(z.enum(["home", "away"])),
});
export type Score = z.infer<typeof scoreSchema>;

/**
 * The match clock as of `at`: a client shows seconds + (now − at) while running. Sports without
 * a clock (set sports, races) send seconds null and running false.
 */
export const clockSchema = z.object({
  /** 1-based period; 0 before the start. */
  period: z.int(),
  /** "1st half", "Q3", "Set 2", "Map 1", "Half-time", "Overtime"… */
  periodName: z.string(),
  /** Seconds played in the match (not the period), or null without a clock. */
  seconds: z.nullable(z.int()),
  running: z.boolean(),
  at: z.iso.datetime(),
});
export type Clock = z.infer<typeof clockSchema>;

export const MARKET_TYPES = [
  /** Match result: home, draw, away. */
  "1x2",
  /** Double chance: home_draw, home_away, draw_away. */
  "dc",
  /** Draw no bet: home, away (void on a draw). */
  "dnb",
  /** Total over/under a line; integer and quarter lines (Asian totals) can push or half-win. */
  "ou",
  /** Handicap on home (the away line is the opposite); Asian quarter and integer lines. */
  "ah",
  /** Both teams to score: yes, no. */
  "btts",
  /** Moneyline (winner, two-way; overtime included where the sport plays it). */
  "ml",
  /** Winner of set / map / game N (`set@N`). */
  "set",
  /** Total sets / maps / frames over/under a line (`sets_ou@L`). */
  "sets_ou",
  /** Set / map / frame handicap on home (`sets_ah@L`). */
  "sets_ah",
  /** Outright winner of a race or contest; runners tied for first are paid by dead heat. */
  "winner",
  /** Combat: the fight goes the distance (yes, no). */
  "distance",
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** A market key: the type, then `@line` or `@period` where the type needs one. */
export const MARKET_KEY =
  /^(1x2|dc|dnb|btts|ml|winner|distance|(ou|ah|sets_ou|sets_ah)@-?\d{1,4}(\.\d{1,2})?|set@\d{1,2})$/;
export const SELECTION_ID =
  /^[1-9]\d{0,11}:(1x2|dc|dnb|btts|ml|winner|distance|(ou|ah|sets_ou|sets_ah)@-?\d{1,4}(\.\d{1,2})?|set@\d{1,2}):[a-z0-9_]{1,20}$/;

export const selectionIdSchema = z
  .string()
  .check(z.maxLength(80), z.regex(SELECTION_ID, "Not a selection id (eventId:market:outcome)"));

export const selectionSchema = z.object({
  id: z.string(),
  /** The outcome code: home, draw, away, over, under, yes, no, home_draw, a runner id… */
  outcome: z.string(),
  /** "Arsenal", "Draw", "Over 2.5", "Arsenal -0.75"… */
  name: z.string(),
  odds: oddsSchema,
});
export type Selection = z.infer<typeof selectionSchema>;

export const MARKET_STATUSES = ["open", "suspended"] as const;

export const marketSchema = z.object({
  /** The market key, unique in its event. */
  id: z.string(),
  type: z.enum(MARKET_TYPES),
  /** "Match result", "Total goals 2.5", "Handicap -0.75", "Set 2 winner"… */
  name: z.string(),
  /** The line of ou / ah / sets_ou / sets_ah ("2.5", "-0.75"); null otherwise. */
  line: z.nullable(z.string()),
  /** The period of a `set` market; null otherwise. */
  period: z.nullable(z.int()),
  /** Suspended markets show their last odds and take no bets. */
  status: z.enum(MARKET_STATUSES),
  /** Main markets are the ones shown in lists (largest stake limits). */
  isMain: z.boolean(),
  selections: z.array(selectionSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const eventSchema = z.object({
  id,
  name: z.string(),
  /** toSportSlug(name): the last path segment is `${id}-${slug}`. */
  slug: z.string(),
  sport: z.object({ id, name: z.string(), slug: z.string() }),
  category: categoryRefSchema,
  championship: championshipRefSchema,
  competitors: z.array(competitorSchema),
  startsAt: z.iso.datetime(),
  status: z.enum(EVENT_STATUSES),
  isLive: z.boolean(),
  /** True while every market is suspended (a goal being checked, a break point…). */
  isSuspended: z.boolean(),
  /** Live bets are accepted after this many seconds (re-priced then); 0 before the start. */
  betDelaySeconds: z.int(),
  score: z.nullable(scoreSchema),
  clock: z.nullable(clockSchema),
  /** Markets open or suspended now. */
  marketCount: z.int(),
  /** The first main market (1x2, ml or winner), for lists; null when none is offered now. */
  mainMarket: z.nullable(marketSchema),
  /** Featured in top events (SPEC §9 carousel); `image` is the carousel's background. */
  isTop: z.boolean(),
  /** A change number of this event: equal numbers mean equal content (see the live channel). */
  version: z.int(),
});
export type SportEvent = z.infer<typeof eventSchema>;

export const eventWithMarketsSchema = z.extend(eventSchema, { markets: z.array(marketSchema) });
export type SportEventWithMarkets = z.infer<typeof eventWithMarketsSchema>;

const commaIds = z.pipe(
  z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,49}$/, "A comma list of ids")),
  z.transform((value: string) => value.split(",").map(Number)),
);

/** GET /sportsbook/api/events: upcoming and live events, soonest first. */
export const eventsQuery = z.object({
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Comma lists (SPEC §2 categoryIds, championshipIds). */
  categoryIds: z.optional(commaIds),
  championshipIds: z.optional(commaIds),
  /** live: only live; prematch: only not started; all (default): both. */
  status: z._default(z.enum(["all", "live", "prematch"]), "all"),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 30),
  locale: bookLocaleParam,
});
export type EventsQuery = z.infer<typeof eventsQuery>;

export const eventsResponse = z.object({ data: z.array(eventSchema), meta: pageMetaSchema });
export const eventResponse = z.object({ data: eventWithMarketsSchema });

/** GET /sportsbook/api/events/top and /events/live: the carousels (7 by default). */
export const carouselQuery = z.object({
  sportId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), CAROUSEL_EVENTS),
  locale: bookLocaleParam,
});
export const carouselResponse = z.object({ data: z.array(eventSchema) });

export const eventParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(999_999_999_999)),
});

/** GET /api/game/sport/search (SPEC §7) and /sportsbook/api/search. */
export const sportSearchQuery = z.object({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
  locale: bookLocaleParam,
});
export const sportSearchResponse = eventsResponse;

// ---------------------------------------------------------------------------------------------
// Vendor name files (SPEC §7): GET /altenar-data/{sportId}-champs.json and -categories.json
// ---------------------------------------------------------------------------------------------

export const altenarChampsFile = z.object({
  Categories: z.array(
    z.object({
      CategoryId: z.int(),
      Championships: z.array(z.object({ ChampionshipId: z.int(), Name: z.string() })),
    }),
  ),
});
export const altenarCategoriesFile = z.object({
  Categories: z.array(z.object({ CategoryId: z.int(), Name: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// The player's session with the book
// ---------------------------------------------------------------------------------------------

/**
 * Every authenticated call carries `Authorization: Bearer <token>`: the `token` of
 * POST /api/game/games/sevens-sportsbook/play (a launch signed for the book). 401 means it is
 * missing, forged or expired: launch again.
 */
export const SPORTSBOOK_AUTH_HEADER = "authorization";

export const stakeLimitsSchema = z.object({
  /** The smallest stake of any bet (per combination for a system bet). */
  minStake: z.string(),
  /** The largest stake on a main market before the start; others, and live bets, take less. */
  maxStakeMain: z.string(),
  maxStakeOther: z.string(),
  /** Live legs multiply a market's maximum by this ("0.5"). */
  liveFactor: z.string(),
  /** The largest payout of one bet. */
  maxPayout: z.string(),
});
export type StakeLimits = z.infer<typeof stakeLimitsSchema>;

export const sessionResponse = z.object({
  data: z.object({
    currency: z.string(),
    balance: z.string(),
    limits: stakeLimitsSchema,
    /** Bet slip rules: legs of an accumulator, of a system bet, most combinations. */
    slip: z.object({
      maxLegs: z.int(),
      maxSystemLegs: z.int(),
      maxCombinations: z.int(),
    }),
  }),
});
export type SportsbookSession = z.infer<typeof sessionResponse>["data"];

// ---------------------------------------------------------------------------------------------
// Bets
// ---------------------------------------------------------------------------------------------

/**
 * What happens when a price moved between the slip and the book: any (accept the current
 * price), higher (accept only a price at least the slip's; default), none (accept only the
 * slip's price). A live bet is re-priced when its delay ends under the same policy.
 */
export const ODDS_CHANGE_POLICIES = ["any", "higher", "none"] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export const MAX_SYSTEM_LEGS = 12;
export const MAX_COMBINATIONS = 1000;

export const placeBetLegSchema = z.strictObject({
  selectionId: selectionIdSchema,
  /** The odds the slip showed. */
  odds: oddsSchema,
});

export const placeBetBody = z
  .strictObject({
    /** The client's id of this placement: a retry with the same id answers the same bet. */
    requestId: z.uuid(),
    kind: z.enum(BET_KINDS),
    /** Total stake. A system bet splits it evenly over its combinations. */
    stake: majorAmountSchema,
    legs: z.array(placeBetLegSchema).check(z.minLength(1), z.maxLength(MAX_LEGS)),
    /** System bets: the size k of each combination of k/n (2 ≤ k < n). */
    systemSize: z.optional(z.int().check(z.gte(2), z.lte(MAX_SYSTEM_LEGS - 1))),
    oddsChange: z._default(z.enum(ODDS_CHANGE_POLICIES), "higher"),
  })
  .check(
    z.superRefine((body, context) => {
      const issue = (path: (string | number)[], message: string) =>
        context.addIssue({ code: "custom", path, message });
      if (body.kind === "single" && body.legs.length !== 1) {
        issue(["legs"], "A single has exactly one selection");
      }
      if (body.kind === "accumulator" && body.legs.length < 2) {
        issue(["legs"], "An accumulator needs at least two selections");
      }
      if (body.kind === "system") {
        if (body.legs.length < 3 || body.legs.length > MAX_SYSTEM_LEGS) {
          issue(["legs"], `A system bet takes 3 to ${MAX_SYSTEM_LEGS} selections`);
        }
        if (body.systemSize === undefined) issue(["systemSize"], "Choose the combination size");
        else if (body.systemSize >= body.legs.length) {
          issue(["systemSize"], "The combination size must be smaller than the selections");
        }
      } else if (body.systemSize !== undefined) {
        issue(["systemSize"], "Only a system bet has a combination size");
      }
      const seen = new Set<string>();
      body.legs.forEach((leg, index) => {
        if (seen.has(leg.selectionId)) issue(["legs", index, "selectionId"], "Selected twice");
        seen.add(leg.selectionId);
      });
    }),
  );
export type PlaceBetBody = z.input<typeof placeBetBody>;

export const betLegSchema = z.object({
  selectionId: z.string(),
  event: z.object({
    id,
    name: z.string(),
    sportId: id,
    startsAt: z.iso.datetime(),
    status: z.enum(EVENT_STATUSES),
    score: z.nullable(scoreSchema),
  }),
  market: z.object({ id: z.string(), name: z.string() }),
  selectionName: z.string(),
  /** The odds the leg was accepted at. */
  odds: oddsSchema,
  /** Placed while the event was live. */
  isLive: z.boolean(),
  /** Null until the event is resulted. */
  result: z.nullable(z.enum(LEG_RESULTS)),
  /** Dead heat: the share paid, as a fraction ("1/2"); null otherwise. */
  deadHeat: z.nullable(z.string()),
});
export type BetLeg = z.infer<typeof betLegSchema>;

/**
 * pending: a live bet waiting out its delay (nothing charged yet); refused: not accepted (nothing
 * charged; `refusal` says why); open: accepted and charged; won / lost / void: settled;
 * cashed_out: closed by a full cash-out.
 */
export const BET_STATUSES = [
  "pending",
  "refused",
  "open",
  "won",
  "lost",
  "void",
  "cashed_out",
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

export const betSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  kind: z.enum(BET_KINDS),
  /** k of a k/n system bet; null otherwise. */
  systemSize: z.nullable(z.int()),
  /** Combinations of a system bet (1 for singles and accumulators). */
  combinations: z.int(),
  status: z.enum(BET_STATUSES),
  currency: z.string(),
  /** What was charged. */
  stake: z.string(),
  /** Still in play: the stake less what partial cash-outs took out of it. */
  remainingStake: z.string(),
  /** Product of the legs' odds (singles and accumulators); null for a system bet. */
  odds: z.nullable(z.string()),
  /** The most the remaining stake can return if every leg wins. */
  potentialPayout: z.string(),
  /** What settlement paid (won, lost "0.00", void = the stake); null while open. */
  payout: z.nullable(z.string()),
  /** Paid by cash-outs so far. */
  cashedOut: z.string(),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
  isLive: z.boolean(),
  legs: z.array(betLegSchema),
  /** Why a bet was refused (product code and message); null otherwise. */
  refusal: z.nullable(
    z.object({
      code: z.int(),
      message: z.string(),
      fields: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  ),
  createdAt: z.iso.datetime(),
  /** When a live bet will be (or was) decided; null for a pre-match bet. */
  acceptAt: z.nullable(z.iso.datetime()),
  settledAt: z.nullable(z.iso.datetime()),
});
export type SportBet = z.infer<typeof betSchema>;

/** POST /bets answers 201 with the open bet, or 202 with a pending live bet. */
export const betResponse = z.object({ data: betSchema });

export const betsQuery = z.object({
  /** open: pending and open bets; settled: won, lost, void and cashed out. */
  status: z._default(z.enum(["open", "settled"]), "open"),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export const betsResponse = z.object({ data: z.array(betSchema), meta: pageMetaSchema });
export const betParams = z.object({ id: z.uuid("Unknown bet") });

// ---------------------------------------------------------------------------------------------
// Cash-out
// ---------------------------------------------------------------------------------------------

/** How long a cash-out quote may be accepted. */
export const CASHOUT_QUOTE_TTL_SECONDS = 5;

/** POST /bets/{id}/cashout/quote: what the whole remaining stake is worth now. */
export const cashOutQuoteSchema = z.object({
  /** Signed: hand it back to accept. */
  quoteId: z.string(),
  betId: z.uuid(),
  currency: z.string(),
  /** Full cash-out of the remaining stake. */
  amount: z.string(),
  /** The smallest partial cash-out; null when only a full one is possible. */
  minPartial: z.nullable(z.string()),
  expiresAt: z.iso.datetime(),
});
export type CashOutQuote = z.infer<typeof cashOutQuoteSchema>;
export const cashOutQuoteResponse = z.object({ data: cashOutQuoteSchema });

/** POST /bets/{id}/cashout: accept a quote, in full or (amount) in part. */
export const cashOutBody = z.strictObject({
  quoteId: z.string().check(z.minLength(10), z.maxLength(2000)),
  /** A partial cash-out of this much (≤ the quote's amount); absent: all of it. */
  amount: z.optional(majorAmountSchema),
});
export const cashOutResponse = z.object({
  data: z.object({ bet: betSchema, paid: z.string() }),
});

/** A refusal's body: the platform's error plus what changed (odds moved, a new quote). */
export const sportsbookErrorBody = z.object({
  error: z.object({
    code: z.int(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
    /** ODDS_CHANGED: the current odds of the legs that moved. */
    changes: z.optional(z.array(z.object({ selectionId: z.string(), odds: oddsSchema }))),
    /** CASHOUT_CHANGED: the quote now on offer, if any. */
    quote: z.optional(cashOutQuoteSchema),
    /** Insufficient funds: the balance. */
    balance: z.optional(z.string()),
    maxBet: z.optional(z.string()),
  }),
});
export type SportsbookErrorBody = z.infer<typeof sportsbookErrorBody>;

// ---------------------------------------------------------------------------------------------
// Live channel: Socket.IO namespace /sportsbook at /api/connection/websocket
// ---------------------------------------------------------------------------------------------

/**
 * Topics: `event:{id}` (one event with all its markets), `live` (every live event with its main
 * market) and `bets` (the caller's own bets; needs `auth: { token }` with the book token).
 */
export const LIVE_TOPIC = /^(event:[1-9]\d{0,11}|live|bets)$/;

/** `subscribe` with the last seq the client holds of the topic, after a reconnect. */
export const liveSubscribeSchema = z.strictObject({
  topic: z.string().check(z.regex(LIVE_TOPIC, "event:{id}, live or bets")),
  since: z.optional(z.int().check(z.gte(0))),
});
export const liveUnsubscribeSchema = z.strictObject({
  topic: z.string().check(z.regex(LIVE_TOPIC)),
});

/** One update inside a change. Each carries whole values (never increments): replaying is safe. */
export const liveUpdateSchema = z.discriminatedUnion("type", [
  /** The event's state: status, score, clock, suspension, main market, market count. */
  z.object({ type: z.literal("event"), event: eventSchema }),
  /** The event's markets as they are now (lines moved, markets opened or closed). */
  z.object({ type: z.literal("markets"), eventId: id, markets: z.array(marketSchema) }),
  /** Prices that moved, and markets suspended or reopened, without the rest. */
  z.object({
    type: z.literal("odds"),
    eventId: id,
    selections: z.array(z.object({ id: z.string(), odds: oddsSchema })),
    suspended: z.array(z.string()),
    reopened: z.array(z.string()),
  }),
  /** The event left the topic (ended, abandoned, postponed): drop it. */
  z.object({ type: z.literal("removed"), eventId: id, status: z.enum(EVENT_STATUSES) }),
]);
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/**
 * `change` messages: `seq` is the change number (increasing over the whole book), `prev` the
 * number of the topic's change before it (0 for none). A client that holds `prev` applies it;
 * one that holds something else missed a change and subscribes again with `since`.
 */
export const liveChangeSchema = z.object({
  topic: z.string(),
  seq: z.int(),
  prev: z.int(),
  at: z.iso.datetime(),
  updates: z.array(liveUpdateSchema),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const liveSnapshotSchema = z.discriminatedUnion("topic", [
  z.object({ topic: z.literal("live"), events: z.array(eventSchema) }),
  z.object({ topic: z.literal("event"), event: eventWithMarketsSchema }),
]);

/**
 * The acknowledgement of `subscribe`: with `since` still within the kept changes, `changes` holds
 * every change after it (possibly none) and no snapshot; otherwise `snapshot` holds the full state
 * as of `seq`, and later changes follow as `change` messages. `bets` answers neither: its changes
 * are the `bet` messages, and GET /bets is the full state.
 */
export const liveSubscribeAck = z.union([
  z.object({
    ok: z.literal(true),
    topic: z.string(),
    seq: z.int(),
    snapshot: z.optional(liveSnapshotSchema),
    changes: z.optional(z.array(liveChangeSchema)),
  }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.int(), message: z.string() }),
  }),
]);
export type LiveSubscribeAck = z.infer<typeof liveSubscribeAck>;

/** `bet` messages on the `bets` topic: a bet of the caller changed (accepted, refused, settled…). */
export const liveBetMessageSchema = z.object({ topic: z.literal("bets"), bet: betSchema });

/** Changes older than this are not kept: a later `since` gets a snapshot. */
export const LIVE_CHANGES_KEPT_SECONDS = 15 * 60;

export interface SportsbookServerToClient {
  change: (change: LiveChange) => void;
  bet: (message: z.infer<typeof liveBetMessageSchema>) => void;
}
export interface SportsbookClientToServer {
  subscribe: (
    request: z.input<typeof liveSubscribeSchema>,
    ack: (answer: LiveSubscribeAck) => void,
  ) => void;
  unsubscribe: (
    request: z.input<typeof liveUnsubscribeSchema>,
    ack: (answer: { ok: boolean }) => void,
  ) => void;
}
