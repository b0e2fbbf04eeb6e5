import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SPORTSBOOK_GAME } from "../../../contracts/sportsbook.ts";
import type { SportRequest } from "../../lib/sport-path.ts";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { usePlayer } from "../../lib/player-state.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useIsMobile } from "../../ui/use-is-mobile.ts";
import { useSportNames, useSportTree } from "./api/catalogue-api.ts";
import { MyBets } from "./bets/my-bets.tsx";
import { SportsbookLiveProvider } from "./live/sportsbook-live.tsx";
import { SportsbookTabs, SportsStrip } from "./navigation/sports-nav.tsx";
import { NO_NAMES, resolveSportPlace } from "./navigation/sport-names.ts";
import { toSportSlug } from "../../../contracts/sportsbook.ts";
import { EventPage } from "./pages/event-page.tsx";
import { LivePage } from "./pages/live-page.tsx";
import { SportEventsPage } from "./pages/sport-events-page.tsx";
import { SportHome } from "./pages/sport-home.tsx";
import { AnnouncerRegion } from "./parts/announcer-region.tsx";
import { EventListSkeleton } from "./parts/event-list.tsx";
import { LoadFailed } from "./parts/load-failed.tsx";
import { useBookLaunch } from "./session/use-book-launch.ts";
import { startCountry } from "./widget/widget-params.ts";
import { SlipDock } from "./slip/slip-dock.tsx";

/**
 * The built-in book: the player's launch (signed in only), the live channel, the sports strip
 * and page tabs, the page the address names, and the bet slip beside it or docked below.
 */
export function BuiltinSportsbook({ request }: { request: SportRequest }) {
  const locale = useLocale();
  const root = useRootData();
  const player = usePlayer();
  const isMobile = useIsMobile();
  const { launch } = useBookLaunch(SPORTSBOOK_GAME, () => ({
    locale,
    lobbyUrl: window.location.origin,
    countryCode: startCountry(player.profile?.country, root?.country),
    platform: isMobile ? 1 : 2,
    demoMode: false,
  }));

  return (
    // Keyed by language: snapshots come named in the language the channel was opened with.
    <SportsbookLiveProvider key={locale} token={launch?.token ?? null}>
      <AnnouncerRegion>
        <div className="mx-auto w-full max-w-[100rem] px-4 py-5 sm:px-6 sm:py-6">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 pb-20 lg:pb-0">
              <SportsbookContent request={request} />
            </div>
            <SlipDock />
          </div>
        </div>
      </AnnouncerRegion>
    </SportsbookLiveProvider>
  );
}

function SportsbookContent({ request }: { request: SportRequest }) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  const tree = useSportTree();
  const sport = request.sport
    ? tree.data?.find(
        (entry) => entry.code === request.sport || toSportSlug(entry.name) === request.sport,
      )
    : undefined;
  const names = useSportNames(sport?.id ?? null);
  const liveCount = tree.data
    ? sport
      ? sport.liveCount
      : tree.data.reduce((total, entry) => total + entry.liveCount, 0)
    : null;
  const top = (
    <>
      <SportsStrip tree={tree.data} current={sport?.id} page={request.page} />
      <SportsbookTabs page={request.page} sport={sport} liveCount={liveCount} />
    </>
  );

  if (request.page === "bets") {
    return (
      <>
        {top}
        <MyBets />
      </>
    );
  }
  if (request.eventId !== undefined) {
    return (
      <>
        {top}
        <EventPage eventId={request.eventId} />
      </>
    );
  }
  if (!request.sport) {
    return (
      <>
        {top}
        {request.page === "live" ? (
          <LivePage />
        ) : (
          <>
            <title>{`${t("title")} · Sevens`}</title>
            <h1 className="mb-4 text-2xl font-bold tracking-tight text-text sm:text-3xl">
              {t("home.title")}
            </h1>
            <SportHome tree={tree.data} />
          </>
        )}
      </>
    );
  }
  if (tree.isError) return <LoadFailed onRetry={() => void tree.refetch()} />;
  if (!tree.data || (sport && names.isPending)) {
    return (
      <>
        {top}
        <EventListSkeleton />
      </>
    );
  }
  const place = resolveSportPlace(request, tree.data, names.data ?? NO_NAMES);
  if (place.kind !== "sport") {
    return (
      <>
        {top}
        <EmptyState
          icon={SearchX}
          title={t("notFound.title")}
          description={t("notFound.text")}
          action={
            <Link to={localize("/sport")} className={buttonClass("primary", "md")}>
              {t("nav.home")}
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {top}
      {request.page === "live" ? (
        <LivePage sport={place.sport} />
      ) : (
        <SportEventsPage
          tree={tree.data}
          sport={place.sport}
          categoryIds={place.categoryIds}
          championshipIds={place.championshipIds}
        />
      )}
    </>
  );
}
