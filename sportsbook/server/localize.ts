import type { SportEvent } from "../../contracts/sportsbook.ts";
import type { LocalNames } from "../catalogue/local-names.ts";

/**
 * An event as the API shows it, named in the caller's language: its sport and category names
 * (the views build them in English, the catalogue's own). Ids, slugs, championship, team and
 * market names are the same in every language. English answers the event itself.
 */
export function localizeEvent<T extends SportEvent>(event: T, names: LocalNames): T {
  if (names.locale === null) return event;
  return {
    ...event,
    sport: { ...event.sport, name: names.sport(event.sport) },
    category: { ...event.category, name: names.category(event.category) },
  };
}
