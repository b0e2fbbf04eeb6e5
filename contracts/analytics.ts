import * as z from "zod/mini";

/**
 * The first-party funnel (POST /api/analytics/events, GET /api/operator/analytics/funnel).
 * Browsers report visits only, and only with analytics consent; what the funnel counts after a
 * visit (registration, first and later deposits, bets) the server records itself from its own
 * facts, so no browser can invent a deposit.
 */

/** What the server records from its own facts. */
export const SERVER_EVENT_NAMES = ["registration", "ftd", "deposit", "bet"] as const;
/** What a browser may report. */
export const BROWSER_EVENT_NAMES = ["visit"] as const;
export type AnalyticsEventName =
  (typeof SERVER_EVENT_NAMES)[number] | (typeof BROWSER_EVENT_NAMES)[number];

/** A batch carries at most this many events; the app sends them a few seconds apart. */
export const MAX_EVENTS_PER_BATCH = 50;

/** A browser's own random id for itself, kept with its analytics consent. */
const visitorId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8-64 letters, digits, _ or -"));

export const browserEventSchema = z.object({
  /** The browser's id of this event: a re-sent batch is recorded once. */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8-64 letters, digits, _ or -")),
  name: z.enum(BROWSER_EVENT_NAMES),
  /** When it happened (the server keeps its own clock when this is far off). */
  at: z.iso.datetime({ offset: true }),
  /** The page, without its query: /de/games. */
  path: z
    .string()
    .check(z.maxLength(300), z.regex(/^\/[^?#\s]*$/, "must be a path such as /games")),
  locale: z
    .string()
    .check(z.regex(/^[a-z]{2}(-[a-z]{2})?$/, "must be a locale code such as en or pt-br")),
  platform: z._default(z.enum(["web", "tg"]), "web"),
});
export type BrowserEvent = z.infer<typeof browserEventSchema>;

export const analyticsBatchSchema = z.object({
  visitorId,
  events: z.array(browserEventSchema).check(z.minLength(1), z.maxLength(MAX_EVENTS_PER_BATCH)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchResponse = z.object({
  data: z.object({
    /** Events stored now; repeats of events already stored are not counted. */
    accepted: z.int(),
  }),
});

/** The longest range one funnel query covers. */
export const MAX_FUNNEL_DAYS = 366;

export const funnelQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .check(
    z.refine((query) => query.from <= query.to, {
      message: "must not be after to",
      path: ["from"],
    }),
    z.refine(
      (query) =>
        (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
        MAX_FUNNEL_DAYS,
      { message: `the range may cover at most ${MAX_FUNNEL_DAYS} days`, path: ["to"] },
    ),
  );
export type FunnelQuery = z.infer<typeof funnelQuery>;

export const funnelDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  /** Visits reported by consenting browsers, and the distinct browsers behind them. */
  visits: z.int(),
  visitors: z.int(),
  registrations: z.int(),
  /** First deposits ever of a player (a player's deposit number 1). */
  firstDeposits: z.int(),
  deposits: z.int(),
  depositors: z.int(),
  bets: z.int(),
  bettors: z.int(),
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

export const funnelResponse = z.object({ data: z.array(funnelDaySchema) });
