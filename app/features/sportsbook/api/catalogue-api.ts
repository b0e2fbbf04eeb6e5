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
import { fetchSportNames } from "../navigation/sport-names.ts";
import { readBook } from "./book-client.ts";

/** The book's public reads (sportsbook/README.md "Endpoints"), as TanStack hooks. */

export const catalogueKeys = {
  tree: () => ["sportsbook", "tree"] as const,
  names: (sportId: number) => ["sportsbook", "names", sportId] as const,
  events: (query: EventListQuery) => ["sportsbook", "events", query] as const,
  carousel: (kind: "top" | "live", sportId: number | null) =>
    ["sportsbook", "carousel", kind, sportId] as const,
  event: (id: number) => ["sportsbook", "event", id] as const,
  search: (name: string) => ["sportsbook", "search", name] as const,
};

/** The navigation tree changes with fixtures; a minute old is fine (counts only). */
export function useSportTree() {
  return useQuery({
    queryKey: catalogueKeys.tree(),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/sports`, {
          signal,
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

async function fetchEventPage(query: EventListQuery, signal?: AbortSignal): Promise<EventPage> {
  const { data, meta } = await readBook(`${SPORTSBOOK_API_PREFIX}/events`, {
    signal,
    query: {
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
  return useQuery({
    queryKey: catalogueKeys.events(query),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: ({ signal }) => fetchEventPage(query, signal),
  });
}

/** Events page by page, for a list with "Show more". */
export function useEventPages(query: Omit<EventListQuery, "page">) {
  return useInfiniteQuery({
    queryKey: [...catalogueKeys.events(query), "pages"],
    staleTime: 30_000,
    initialPageParam: 1,
    queryFn: ({ signal, pageParam }) => fetchEventPage({ ...query, page: pageParam }, signal),
    getNextPageParam: (last) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });
}

/** The top-events or live-now carousel: 7 events (SPEC §9), of one sport or all. */
export function useCarousel(kind: "top" | "live", sportId: number | null) {
  return useQuery({
    queryKey: catalogueKeys.carousel(kind, sportId),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/events/${kind}`, {
          signal,
          query: { sportId: sportId ?? undefined, limit: CAROUSEL_EVENTS },
          schema: carouselResponse.shape.data,
        })
      ).data,
  });
}

export function useSportEvent(id: number) {
  return useQuery({
    queryKey: catalogueKeys.event(id),
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (
        await readBook(`${SPORTSBOOK_API_PREFIX}/events/${id}`, {
          signal,
          schema: eventResponse.shape.data,
        })
      ).data,
  });
}

/** GET /api/game/sport/search (SPEC §7): events by team, event, championship or category. */
export function useSportSearch(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: catalogueKeys.search(trimmed),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await readBook("/api/game/sport/search", {
          signal,
          query: { name: trimmed, perPage: 20 },
          schema: eventsResponse.shape.data,
        })
      ).data,
  });
}
