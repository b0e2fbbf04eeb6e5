import { Radio } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SportEvent, SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useEventList } from "../api/catalogue-api.ts";
import { useLiveIds, useLiveStore, useLiveTopic } from "../live/sportsbook-live.tsx";
import { EventList, EventListSkeleton } from "../parts/event-list.tsx";
import { LoadFailed } from "../parts/load-failed.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";

/** How many live events the page asks the book for before the live channel answers. */
const LIVE_PAGE_SIZE = 100;

/**
 * Everything live now (or live in one sport), grouped by championship, kept current by the live
 * channel's `live` topic: scores, clocks and prices move in place, events join as they start and
 * leave as they end.
 */
export function LivePage({ sport }: { sport?: SportTreeNode }) {
  const { t } = useTranslation("sportsbook");
  useLiveTopic("live");
  const store = useLiveStore();
  const liveIds = useLiveIds();
  const fetched = useEventList({ sportId: sport?.id, status: "live", perPage: LIVE_PAGE_SIZE });
  const fromChannel = liveIds
    .map((id) => store?.get(id)?.event)
    .filter((event): event is SportEvent => event !== undefined);
  const events = (liveIds.length > 0 ? fromChannel : fetched.data?.data)?.filter(
    (event) => event.isLive && (!sport || event.sport.id === sport.id),
  );
  const title = sport ? t("live.titleOf", { sport: sport.name }) : t("live.title");
  return (
    <>
      <title>{`${title} · ${t("title")} · Sevens`}</title>
      <h1 className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight text-text sm:text-3xl">
        <Radio aria-hidden="true" className="size-6 text-danger" />
        {title}
      </h1>
      {events ? (
        events.length > 0 ? (
          <EventList events={sortBySport(events)} label={title} />
        ) : (
          <EmptyNote>{t("live.none")}</EmptyNote>
        )
      ) : fetched.isError ? (
        <LoadFailed onRetry={() => void fetched.refetch()} />
      ) : (
        <EventListSkeleton />
      )}
    </>
  );
}

/** Sport by sport, then championship by championship, each in start order. */
function sortBySport(events: readonly SportEvent[]): SportEvent[] {
  return [...events].sort(
    (a, b) =>
      a.sport.id - b.sport.id ||
      a.championship.id - b.championship.id ||
      a.startsAt.localeCompare(b.startsAt) ||
      a.id - b.id,
  );
}
