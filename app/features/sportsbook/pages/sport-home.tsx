import { Flame, Radio } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useCarousel, useEventPages } from "../api/catalogue-api.ts";
import { useLiveTopic } from "../live/sportsbook-live.tsx";
import { useSportHref } from "../navigation/links.ts";
import { EventCarousel } from "../parts/carousel.tsx";
import { EventList, EventListSkeleton } from "../parts/event-list.tsx";
import { ShowMore } from "../parts/show-more.tsx";
import { SportSearch } from "../parts/sport-search.tsx";
import { LoadFailed } from "../parts/load-failed.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";

/**
 * The sportsbook's front page (or a sport's): search, top events and live now (7 each, SPEC
 * §9), then what starts next.
 */
export function SportHome({
  tree,
  sport,
}: {
  tree: readonly SportTreeNode[] | undefined;
  sport?: SportTreeNode;
}) {
  const { t } = useTranslation("sportsbook");
  const href = useSportHref();
  const sportId = sport?.id ?? null;
  const top = useCarousel("top", sportId);
  const live = useCarousel("live", sportId);
  useLiveTopic(live.data && live.data.length > 0 ? "live" : null);
  const upcoming = useEventPages({
    sportId: sportId ?? undefined,
    status: "prematch",
    perPage: 20,
  });
  const events = upcoming.data?.pages.flatMap((page) => page.data);

  return (
    <>
      {sport ? null : <SportSearch />}
      <EventCarousel
        id="top-events"
        title={t("home.topEvents")}
        icon={<Flame aria-hidden="true" className="size-5 text-amber-500" />}
        events={top.isError ? [] : top.data}
        tree={tree}
      />
      <EventCarousel
        id="live-now"
        title={t("home.liveNow")}
        icon={<Radio aria-hidden="true" className="size-5 text-danger" />}
        events={live.isError ? [] : live.data}
        more={{ label: t("home.allLive"), to: href({ sport: sport?.code, page: "live" }) }}
      />
      <section aria-labelledby="starting-soon">
        <h2 id="starting-soon" className="mb-3 text-lg font-semibold tracking-tight text-text">
          {t("home.startingSoon")}
        </h2>
        {events ? (
          events.length > 0 ? (
            <>
              <EventList events={events} label={t("home.startingSoon")} />
              <ShowMore query={upcoming} />
            </>
          ) : (
            <EmptyNote>{t("home.noEvents")}</EmptyNote>
          )
        ) : upcoming.isError ? (
          <LoadFailed onRetry={() => void upcoming.refetch()} />
        ) : (
          <EventListSkeleton />
        )}
      </section>
    </>
  );
}
