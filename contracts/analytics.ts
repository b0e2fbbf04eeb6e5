import { z } from "zod";

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
const visitorId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8-64 letters, digits, _ or -");

export const browserEventSchema = z.object({
  /** The browser's id of this event: a re-sent batch is recorded once. */
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8-64 letters, digits, _ or -"),
  name: z.enum(BROWSER_EVENT_NAMES),
  /** When it happened (the server keeps its own clock when this is far off). */
  at: z.iso.datetime({ offset: true }),
  /** The page, without its query: /de/games. */
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/, "must be a path such as /games"),
  locale: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, "must be a locale code such as en or pt-br"),
  platform: z.enum(["web", "tg"]).default("web"),
});
export type BrowserEvent = z.infer<typeof browserEventSchema>;

export const analyticsBatchSchema = z.object({
  visitorId,
  events: z.array(browserEventSchema).min(1).max(MAX_EVENTS_PER_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsBatchResponse = z.object({
  data: z.object({
    /** Events stored now; repeats of events already stored are not counted. */
    accepted: z.number().int(),
  }),
});

/** The longest range one funnel query covers. */
export const MAX_FUNNEL_DAYS = 366;

export const funnelQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine((query) => query.from <= query.to, { message: "must not be after to", path: ["from"] })
  .refine(
    (query) =>
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / 86_400_000 <
      MAX_FUNNEL_DAYS,
    { message: `the range may cover at most ${MAX_FUNNEL_DAYS} days`, path: ["to"] },
  );
export type FunnelQuery = z.infer<typeof funnelQuery>;

export const funnelDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  /** Visits reported by consenting browsers, and the distinct browsers behind them. */
  visits: z.number().int(),
  visitors: z.number().int(),
  registrations: z.number().int(),
  /** First deposits ever of a player (a player's deposit number 1). */
  firstDeposits: z.number().int(),
  deposits: z.number().int(),
  depositors: z.number().int(),
  bets: z.number().int(),
  bettors: z.number().int(),
});
export type FunnelDay = z.infer<typeof funnelDaySchema>;

export const funnelResponse = z.object({ data: z.array(funnelDaySchema) });
