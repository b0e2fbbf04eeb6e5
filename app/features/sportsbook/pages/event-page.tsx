import { CalendarX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Market, MarketType, SportEvent } from "../../../../contracts/sportsbook.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useSportEvent, useSportNames } from "../api/catalogue-api.ts";
import { useLiveMarkets, useLiveTopic } from "../live/sportsbook-live.tsx";
import { useEventPath, useSportHref } from "../navigation/links.ts";
import { NO_NAMES, slugNames } from "../navigation/sport-names.ts";
import { useAnnounce } from "../parts/announcer-region.tsx";
import { Breadcrumbs } from "../parts/breadcrumbs.tsx";
import { KickOff, LiveClock, PeriodScores } from "../parts/event-status.tsx";
import { LoadFailed } from "../parts/load-failed.tsx";
import { SelectionButton } from "../parts/selection-button.tsx";
import { EmptyNote } from "../parts/empty-note.tsx";

/** Market tabs of the event page, in the order players look for them. */
const FAMILIES: readonly { key: string; types: readonly MarketType[] }[] = [
  { key: "main", types: ["1x2", "ml", "dc", "dnb", "winner"] },
  { key: "totals", types: ["ou", "sets_ou"] },
  { key: "handicaps", types: ["ah", "sets_ah"] },
  { key: "periods", types: ["set"] },
  { key: "specials", types: ["btts", "distance"] },
];

/** One event with every market open or suspended now, live while on screen. */
export function EventPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  const query = useSportEvent(eventId);
  useLiveTopic(query.data && query.data.status !== "ended" ? `event:${eventId}` : null);

  if (query.isPending) return <EventSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <EmptyState
          icon={CalendarX}
          title={t("event.notFoundTitle")}
          description={t("event.notFoundText")}
          action={
            <Link to={localize("/sport")} className={buttonClass("primary", "md")}>
              {t("nav.home")}
            </Link>
          }
        />
      );
    }
    return <LoadFailed onRetry={() => void query.refetch()} />;
  }
  return <EventView fetched={query.data} markets={query.data.markets} />;
}

function EventView({
  fetched,
  markets: fetchedMarkets,
}: {
  fetched: SportEvent;
  markets: Market[];
}) {
  const { t } = useTranslation("sportsbook");
  const { event, markets } = useLiveMarkets(fetched, fetchedMarkets);
  const eventPath = useEventPath(event);
  const href = useSportHref();
  const names = useSportNames(event.sport.id).data ?? NO_NAMES;
  const slugs = slugNames(names, { category: event.category, championship: event.championship });
  const [family, setFamily] = useState("all");
  const announce = useAnnounce();

  // A goal, point or set is read out (politely) as the new score.
  const lastScore = useRef(event.score ? `${event.score.home}-${event.score.away}` : null);
  useEffect(() => {
    const score = event.score ? `${event.score.home}-${event.score.away}` : null;
    if (score && lastScore.current !== null && score !== lastScore.current && event.score) {
      announce(
        t("event.announceScore", {
          name: event.name,
          home: event.score.home,
          away: event.score.away,
        }),
      );
    }
    lastScore.current = score;
  }, [event.score, event.name, announce, t]);

  const families = FAMILIES.filter((entry) =>
    markets.some((market) => entry.types.includes(market.type)),
  );
  const shown =
    family === "all"
      ? markets
      : markets.filter((market) =>
          FAMILIES.find((f) => f.key === family)?.types.includes(market.type),
        );
  const sides = event.competitors.filter((competitor) => competitor.side !== null);
  const over =
    event.status === "ended" || event.status === "abandoned" || event.status === "postponed";

  return (
    <article data-event={event.id} data-testid="event-page">
      <title>{`${event.name} · ${t("title")} · Sevens`}</title>
      <Breadcrumbs
        items={[
          { label: t("nav.home"), to: href({}) },
          { label: event.sport.name, to: href({ sport: event.sport.slug }) },
          {
            label: event.category.name,
            to: href({
              sport: event.sport.slug,
              category: slugs.category,
              categoryIds: [event.category.id],
            }),
          },
          {
            label: event.championship.name,
            to: href({
              sport: event.sport.slug,
              category: slugs.category,
              championship: slugs.championship,
              categoryIds: [event.category.id],
              championshipIds: [event.championship.id],
            }),
          },
        ]}
      />
      <header className="mb-5 rounded-2xl border border-line bg-surface p-4 sm:p-5">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {event.isLive ? (
            <LiveClock event={event} />
          ) : over ? (
            <span className="text-xs font-semibold text-muted uppercase">
              {t(`event.status.${event.status}`)}
            </span>
          ) : (
            <KickOff startsAt={event.startsAt} />
          )}
          {event.betDelaySeconds > 0 && event.isLive ? (
            <span className="text-xs text-muted">
              {t("event.betDelay", { count: event.betDelaySeconds })}
            </span>
          ) : null}
        </div>
        {sides.length === 2 ? (
          <h1 className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-3">
            <span className="min-w-0 text-lg font-bold text-balance text-text sm:text-2xl">
              {sides[0]?.name}
            </span>
            <span
              className="text-center text-2xl font-black text-text tabular-nums sm:text-3xl"
              data-testid="event-score"
            >
              {event.score ? (
                `${event.score.home} – ${event.score.away}`
              ) : (
                <span className="text-base font-semibold text-muted">{t("event.versus")}</span>
              )}
            </span>
            <span className="min-w-0 text-end text-lg font-bold text-balance text-text sm:text-2xl">
              {sides[1]?.name}
            </span>
          </h1>
        ) : (
          <h1 className="text-xl font-bold text-balance text-text sm:text-2xl">{event.name}</h1>
        )}
        {event.score && (event.score.periods.length > 1 || event.score.game) ? (
          <p className="mt-2 text-center text-sm">
            <PeriodScores score={event.score} />
          </p>
        ) : null}
      </header>

      {markets.length === 0 || over ? (
        <EmptyNote>{over ? t("event.over") : t("event.noMarkets")}</EmptyNote>
      ) : (
        <>
          {families.length > 1 ? (
            <div
              role="group"
              aria-label={t("markets.filter")}
              className="-mx-4 mb-4 flex gap-1.5 overflow-x-auto px-4 sm:mx-0 sm:px-0"
            >
              {[{ key: "all" }, ...families].map((entry) => (
                <button
                  key={entry.key}
                  type="button"
                  aria-pressed={family === entry.key}
                  onClick={() => setFamily(entry.key)}
                  className="h-9 shrink-0 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-muted hover:text-text aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-on-accent"
                >
                  {t(`markets.family.${entry.key}`)}
                </button>
              ))}
            </div>
          ) : null}
          <div className="grid gap-3 xl:grid-cols-2">
            {shown.map((market) => (
              <MarketCard key={market.id} event={event} market={market} eventPath={eventPath} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}

function MarketCard({
  event,
  market,
  eventPath,
}: {
  event: SportEvent;
  market: Market;
  eventPath: string;
}) {
  const { t } = useTranslation("sportsbook");
  const id = `market-${event.id}-${market.id.replace(/[^a-z0-9_-]/gi, "_")}`;
  const count = market.selections.length;
  const columns =
    count === 3 ? "grid-cols-3" : count === 2 ? "grid-cols-2" : "grid-cols-2 sm:grid-cols-3";
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-line bg-surface p-3"
      data-market={market.id}
    >
      <h2
        id={id}
        className="mb-2 flex items-center justify-between gap-2 text-sm font-semibold text-text"
      >
        <span className="min-w-0 truncate">{market.name}</span>
        {market.status === "suspended" ? (
          <span className="shrink-0 text-xs font-medium text-muted">{t("event.suspended")}</span>
        ) : null}
      </h2>
      <div className={`grid gap-1.5 ${columns}`}>
        {market.selections.map((selection) => (
          <SelectionButton
            key={selection.id}
            event={event}
            market={market}
            selection={selection}
            eventPath={eventPath}
            layout={count > 3 ? "inline" : "stacked"}
          />
        ))}
      </div>
    </section>
  );
}

function EventSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-3 h-4 w-64" />
      <Skeleton className="mb-5 h-28 w-full rounded-2xl" />
      <div className="grid gap-3 xl:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
