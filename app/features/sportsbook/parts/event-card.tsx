import { Link } from "react-router";
import type { SportEvent } from "../../../../contracts/sportsbook.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useLiveEvent } from "../live/sportsbook-live.tsx";
import { liveEventPath, useEventPath } from "../navigation/links.ts";
import { KickOff, LiveClock } from "./event-status.tsx";
import { MainPrices } from "./event-row.tsx";

/** One event of a carousel: league, time or live clock, the sides with the score, the prices. */
export function EventCard({ event: fetched, art }: { event: SportEvent; art?: string | null }) {
  const localize = useLocalizedPath();
  const event = useLiveEvent(fetched);
  const fullPath = useEventPath(event);
  const path = event.isLive ? liveEventPath(event.id) : fullPath;
  const sides = event.competitors.filter((competitor) => competitor.side !== null);
  return (
    <article
      className="relative isolate flex h-full flex-col gap-3 overflow-hidden rounded-2xl border border-line bg-surface p-3"
      data-event={event.id}
      data-live={event.isLive || undefined}
    >
      {art ? (
        <img
          src={art}
          alt=""
          loading="lazy"
          className="absolute inset-0 -z-10 size-full object-cover opacity-15 dark:opacity-20"
        />
      ) : null}
      <header className="flex min-w-0 items-center justify-between gap-2">
        <span className="truncate text-xs text-muted">
          {event.sport.name} · {event.championship.name}
        </span>
        {event.isLive ? <LiveClock event={event} compact /> : <KickOff startsAt={event.startsAt} />}
      </header>
      <Link to={localize(path)} className="block min-w-0 flex-1 rounded-lg">
        {sides.length === 2 ? (
          <span className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm font-semibold text-text">
            {sides.map((competitor) => (
              <span key={competitor.id} className="contents">
                <span className="truncate">{competitor.name}</span>
                <span className="tabular-nums">
                  {event.score && competitor.side ? event.score[competitor.side] : ""}
                </span>
              </span>
            ))}
          </span>
        ) : (
          <span className="line-clamp-2 text-sm font-semibold text-text">{event.name}</span>
        )}
      </Link>
      <MainPrices event={event} eventPath={fullPath} />
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-3"
    >
      <Skeleton className="h-3 w-2/3" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <div className="grid grid-cols-3 gap-1.5">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
    </div>
  );
}
