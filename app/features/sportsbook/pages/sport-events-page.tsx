import { useTranslation } from "react-i18next";
import type { SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useEventPages, useSportNames } from "../api/catalogue-api.ts";
import { useLiveTopic } from "../live/sportsbook-live.tsx";
import { LeagueNav } from "../navigation/league-nav.tsx";
import { useSportHref } from "../navigation/links.ts";
import { NO_NAMES, slugNames } from "../navigation/sport-names.ts";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { EventList, EventListSkeleton } from "../parts/event-list.tsx";
import { LoadFailed } from "../parts/load-failed.tsx";
import { ShowMore } from "../parts/show-more.tsx";
import { SportHome } from "./sport-home.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";

/**
 * A sport, or some of its categories and championships: the league navigation, then the sport's
 * carousels and next events, or the chosen leagues' events (live ones first, as they started
 * first).
 */
export function SportEventsPage({
  tree,
  sport,
  categoryIds,
  championshipIds,
}: {
  tree: readonly SportTreeNode[];
  sport: SportTreeNode;
  categoryIds: number[];
  championshipIds: number[];
}) {
  const { t } = useTranslation("sportsbook");
  const href = useSportHref();
  const names = useSportNames(sport.id).data ?? NO_NAMES;
  const categories = sport.categories.filter((category) => categoryIds.includes(category.id));
  const championships = sport.categories
    .flatMap((category) =>
      category.championships.map((championship) => ({ category, championship })),
    )
    .filter((entry) => championshipIds.includes(entry.championship.id));
  const filtered = categoryIds.length > 0 || championshipIds.length > 0;

  const crumbs = [
    { label: t("nav.home"), to: href({}) },
    { label: sport.name, to: href({ sport: sport.code }) },
  ];
  const oneCategory = categories.length === 1 ? categories[0] : undefined;
  if (oneCategory) {
    const slugs = slugNames(names, { category: oneCategory });
    crumbs.push({
      label: oneCategory.name,
      to: href({ sport: sport.code, category: slugs.category, categoryIds: [oneCategory.id] }),
    });
  }
  const oneChampionship = championships.length === 1 ? championships[0] : undefined;
  if (oneChampionship) {
    const slugs = slugNames(names, oneChampionship);
    crumbs.push({
      label: oneChampionship.championship.name,
      to: href({
        sport: sport.code,
        category: slugs.category,
        championship: slugs.championship,
        categoryIds: [oneChampionship.category.id],
        championshipIds: [oneChampionship.championship.id],
      }),
    });
  }
  const title =
    championships.length > 0
      ? championships.map((entry) => entry.championship.name).join(", ")
      : categories.length > 0
        ? categories.map((category) => category.name).join(", ")
        : sport.name;

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <title>{`${title} · ${t("title")} · Sevens`}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-balance text-text sm:text-3xl">
        {title}
      </h1>
      <LeagueNav
        key={`${sport.id}:${categoryIds.join()}:${championshipIds.join()}`}
        sport={sport}
        categoryIds={categoryIds}
        championshipIds={championshipIds}
      />
      {filtered ? (
        <LeagueEvents
          sport={sport}
          categoryIds={categoryIds}
          championshipIds={championshipIds}
          label={title}
        />
      ) : (
        <SportHome tree={tree} sport={sport} />
      )}
    </>
  );
}

function LeagueEvents({
  sport,
  categoryIds,
  championshipIds,
  label,
}: {
  sport: SportTreeNode;
  categoryIds: number[];
  championshipIds: number[];
  label: string;
}) {
  const { t } = useTranslation("sportsbook");
  const pages = useEventPages({ sportId: sport.id, categoryIds, championshipIds, perPage: 30 });
  const events = pages.data?.pages.flatMap((page) => page.data);
  useLiveTopic(events?.some((event) => event.isLive) ? "live" : null);
  if (pages.isError) return <LoadFailed onRetry={() => void pages.refetch()} />;
  if (!events) return <EventListSkeleton />;
  if (events.length === 0) {
    return <EmptyNote>{t("list.noneInLeague")}</EmptyNote>;
  }
  return (
    <>
      <EventList events={events} label={label} />
      <ShowMore query={pages} />
    </>
  );
}
