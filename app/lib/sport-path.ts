/**
 * Sportsbook addresses (SPEC §2): /sport/{sport}/{category}/{championship}/{eventId-eventname},
 * and /sport/event/{eventId} for a live event given without its sport.
 */

/** A name as a path segment: lowercase, brackets/commas/dots dropped, spaces → hyphens, one hyphen at a time. */
export function toSportSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[()[\]{}.,]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-|-$/g, "");
}

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
