/**
 * Sportsbook addresses (SPEC §2): /sport/{sport}/{category}/{championship}/{eventId-eventname},
 * and /sport/event/{eventId} for a live event given without its sport.
 */

import { toSportSlug } from "../../contracts/sportsbook.ts";

// The slug rule lives with the sportsbook's contract: the book names its catalogue with it too.
export { toSportSlug };

export interface SportEventRef {
  id: string;
  name?: string;
}

export interface SportLocation {
  sport?: string;
  category?: string;
  championship?: string;
  event?: { id: string; slug?: string };
}

/** Builds the sportsbook path for a sport, category, championship and event, as deep as given. */
export function buildSportPath(names: {
  sport?: string;
  category?: string;
  championship?: string;
  event?: SportEventRef;
}): string {
  const segments: string[] = [];
  if (!names.sport) {
    return names.event ? `/sport/event/${encodeURIComponent(names.event.id)}` : "/sport";
  }
  segments.push(toSportSlug(names.sport));
  if (names.category) segments.push(toSportSlug(names.category));
  if (names.category && names.championship) segments.push(toSportSlug(names.championship));
  if (names.category && names.championship && names.event) {
    const slug = names.event.name ? toSportSlug(names.event.name) : "";
    segments.push(slug ? `${names.event.id}-${slug}` : names.event.id);
  }
  return `/sport/${segments.map(encodeURIComponent).join("/")}`;
}

/** Reads the segments after /sport/ back into their parts. */
export function parseSportPath(splat: string | undefined): SportLocation {
  const segments = (splat ?? "")
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment));
  if (segments[0] === "event" && segments[1]) return { event: { id: segments[1] } };
  const [sport, category, championship, eventSegment] = segments;
  const location: SportLocation = {};
  if (sport) location.sport = sport;
  if (category) location.category = category;
  if (championship) location.championship = championship;
  if (eventSegment) {
    const match = /^([^-]+)(?:-(.+))?$/.exec(eventSegment);
    if (match?.[1]) {
      location.event = match[2] ? { id: match[1], slug: match[2] } : { id: match[1] };
    }
  }
  return location;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The sportsbook's views (SPEC §2 `page`; overview when absent). */
export const SPORT_PAGES = ["overview", "live", "bets"] as const;
export type SportPage = (typeof SPORT_PAGES)[number];

/** What a sportsbook address asks for, before its names are resolved to ids. */
export interface SportRequest {
  page: SportPage;
  sport?: string;
  category?: string;
  championship?: string;
  eventId?: number;
  /** Ids from the query (several selected, or a non-English address); empty when absent. */
  categoryIds: number[];
  championshipIds: number[];
}

const COMMA_IDS = /^\d{1,9}(,\d{1,9}){0,49}$/;

function idList(value: string | null): number[] {
  return value && COMMA_IDS.test(value) ? value.split(",").map(Number) : [];
}

function eventIdOf(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  return /^[1-9]\d{0,11}$/.test(text) ? Number(text) : null;
}

/**
 * Reads a sportsbook address: the path after /sport/ and its query (SPEC §2). `eventId` in the
 * query counts only when the path names no sport. Null for an address that cannot be a
 * sportsbook page (an event segment without a numeric id).
 */
export function readSportRequest(
  splat: string | undefined,
  search: URLSearchParams,
): SportRequest | null {
  const location = parseSportPath(splat);
  const pageParam = search.get("page");
  const page = (SPORT_PAGES as readonly string[]).includes(pageParam ?? "")
    ? (pageParam as SportPage)
    : "overview";
  const request: SportRequest = {
    page,
    categoryIds: idList(search.get("categoryIds")),
    championshipIds: idList(search.get("championshipIds")),
  };
  if (location.sport) request.sport = location.sport;
  if (location.category) request.category = location.category;
  if (location.championship) request.championship = location.championship;
  const fromPath = eventIdOf(location.event?.id);
  if (fromPath === null) return null;
  const fromQuery = location.sport ? undefined : eventIdOf(search.get("eventId") ?? undefined);
  const eventId = fromPath ?? fromQuery ?? undefined;
  if (eventId !== undefined && eventId !== null) request.eventId = eventId;
  return request;
}

/** Where a sportsbook link leads: names for the path, ids for the query. */
export interface SportTarget {
  page?: SportPage;
  sport?: string;
  category?: string;
  championship?: string;
  event?: SportEventRef;
  categoryIds?: readonly number[];
  championshipIds?: readonly number[];
}

/** English addresses read their names; others carry the ids too (names may be translated). */
function isEnglish(locale: string): boolean {
  return locale === "en" || locale.startsWith("en-");
}

/**
 * A sportsbook address (SPEC §2): the path from the names, then `page` when it is not the
 * overview, and `categoryIds` / `championshipIds` when more than one is selected or the locale
 * is not English.
 */
export function sportHref(target: SportTarget, locale: string): string {
  const path = buildSportPath(target);
  const query = new URLSearchParams();
  if (target.page && target.page !== "overview") query.set("page", target.page);
  for (const [key, ids] of [
    ["categoryIds", target.categoryIds],
    ["championshipIds", target.championshipIds],
  ] as const) {
    if (ids && (ids.length > 1 || (ids.length === 1 && !isEnglish(locale)))) {
      query.set(key, ids.join(","));
    }
  }
  const search = query.toString().replace(/%2C/g, ",");
  return search ? `${path}?${search}` : path;
}
