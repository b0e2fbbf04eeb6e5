import { useCallback } from "react";
import type { SportEvent } from "../../../../contracts/sportsbook.ts";
import { sportHref, type SportTarget } from "../../../lib/sport-path.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { useSportNames } from "../api/catalogue-api.ts";
import { NO_NAMES, slugNames } from "./sport-names.ts";

/** Sportsbook addresses of the page's locale, unprefixed (localize them for links). */
export function useSportHref(): (target: SportTarget) => string {
  const locale = useLocale();
  return useCallback((target: SportTarget) => sportHref(target, locale), [locale]);
}

/**
 * An event's page: /sport/{sport}/{category}/{championship}/{id-name}, its names from the
 * sport's name files where they have them (SPEC §7), else the event's own.
 */
export function useEventPath(event: SportEvent): string {
  const href = useSportHref();
  const names = useSportNames(event.sport.id).data ?? NO_NAMES;
  const slugs = slugNames(names, { category: event.category, championship: event.championship });
  return href({
    sport: event.sport.slug,
    category: slugs.category,
    championship: slugs.championship,
    event: { id: String(event.id), name: event.name },
    categoryIds: [event.category.id],
    championshipIds: [event.championship.id],
  });
}

/** Live-event odds lead to /sport/event/{eventId} (SPEC §2). */
export function liveEventPath(eventId: number): string {
  return `/sport/event/${eventId}`;
}
