import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  CAROUSEL_EVENTS,
  SPORTSBOOK_API_PREFIX,
  carouselResponse,
  eventResponse,
  eventsResponse,
  sportTreeResponse,
  type SportEvent,
} from "../../../../contracts/sportsbook.ts";
import { pageMetaSchema } from "../../../../contracts/player.ts";
import { useLocaleTag } from "../../../lib/use-localized-path.ts";
import { fetchSportNames } from "../navigation/sport-names.ts";
import { readBook } from "./book-client.ts";

/**
 * The book's public reads (sportsbook/README.md "Endpoints"), as TanStack hooks. Each asks in
 * the page's language (`locale`, a BCP 47 tag), as a real book's feed is asked: sport and
 * category names come back translated where the book has them, slugs and ids as always. The
 * name files (/altenar-data) stay English: addresses are the same in every language.
 */

export const catalogueKeys = {
  tree: (locale: string) => ["sportsbook", "tree", locale] as const,
  names: (sportId: number) => ["sportsbook", "names", sportId] as const,
  events: (query: EventListQuery, locale: string) =>
    ["sportsbook", "events", locale, query] as const,
  carousel: (kind: "top" | "live", sportId: number | null, locale: string) =>
    ["sportsbook", "carousel", kind, sportId, locale] as const,
  event: (id: number, locale: string) => ["sportsbook", "event", id, locale] as const,
  search: (name: string, locale: string) => ["sportsbook", "search", name, locale] as const,
};

/** The navigation tree changes with fixtures; a minute old is fine (counts only). */
export function useSportTree() {
  const locale = useLocaleTag();
  return useQuery({
    queryKey: catalogueKeys.tree(locale),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/sports`, {
          signal,
          query: { locale },
          schema: sportTreeResponse.shape.data,
        })
      ).data,
  });
}

/** The name files of a sport (SPEC §7); never fails (failures are logged, names left empty). */
export function useSportNames(sportId: number | null) {
  return useQuery({
    queryKey: catalogueKeys.names(sportId ?? 0),
    enabled: sportId !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) => fetchSportNames(sportId ?? 0, signal),
  });
}

export interface EventListQuery {
  sportId?: number;
  categoryIds?: readonly number[];
  championshipIds?: readonly number[];
  status?: "all" | "live" | "prematch";
  page?: number;
  perPage?: number;
}

export interface EventPage {
  data: SportEvent[];
  meta: { page: number; perPage: number; totalPages: number; totalRows: number };
}

async function fetchEventPage(
  query: EventListQuery,
  locale: string,
  signal?: AbortSignal,
): Promise<EventPage> {
  const { data, meta } = await readBook(`${SPORTSBOOK_API_PREFIX}/events`, {
    signal,
    query: {
      locale,
      sportId: query.sportId,
      categoryIds: query.categoryIds?.length ? query.categoryIds.join(",") : undefined,
      championshipIds: query.championshipIds?.length ? query.championshipIds.join(",") : undefined,
      status: query.status,
      page: query.page,
      perPage: query.perPage,
    },
    schema: eventsResponse.shape.data,
  });
  return { data, meta: pageMetaSchema.parse(meta) };
}

export function useEventList(query: EventListQuery, enabled = true) {
  const locale = useLocaleTag();
  return useQuery({
    queryKey: catalogueKeys.events(query, locale),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) => fetchEventPage(query, locale, signal),
  });
}

/** Events page by page, for a list with "Show more". */
export function useEventPages(query: Omit<EventListQuery, "page">) {
  const locale = useLocaleTag();
  return useInfiniteQuery({
    queryKey: [...catalogueKeys.events(query, locale), "pages"],
    staleTime: 30_000,
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) =>
      fetchEventPage({ ...query, page: pageParam }, locale, signal),
    getNextPageParam: (last) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });
}

/** The top-events or live-now carousel: 7 events (SPEC §9), of one sport or all. */
export function useCarousel(kind: "top" | "live", sportId: number | null) {
  const locale = useLocaleTag();
  return useQuery({
    queryKey: catalogueKeys.carousel(kind, sportId, locale),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/events/${kind}`, {
          signal,
          query: { sportId: sportId ?? undefined, limit: CAROUSEL_EVENTS, locale },
          schema: carouselResponse.shape.data,
        })
      ).data,
  });
}

export function useSportEvent(id: number) {
  const locale = useLocaleTag();
  return useQuery({
    queryKey: catalogueKeys.event(id, locale),
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/events/${id}`, {
          signal,
          query: { locale },
          schema: eventResponse.shape.data,
        })
      ).data,
  });
}

/** GET /api/game/sport/search (SPEC §7): events by team, event, championship or category. */
export function useSportSearch(name: string) {
  const trimmed = name.trim();
  const locale = useLocaleTag();
  return useQuery({
    queryKey: catalogueKeys.search(trimmed, locale),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await readBook("/api/game/sport/search", {
          signal,
          query: { name: trimmed, perPage: 20, locale },
          schema: eventsResponse.shape.data,
        })
      ).data,
  });
}
