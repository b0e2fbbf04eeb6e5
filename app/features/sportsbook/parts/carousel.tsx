import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SportEvent, SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { ScrollRow } from "../../../ui/scroll-row.tsx";
import { EventCard, EventCardSkeleton } from "./event-card.tsx";

const ITEM = "w-72 shrink-0 snap-start sm:w-80";

/** Top events or live now (SPEC §9: 7 events), a heading with a link to more, a row of cards. */
export function EventCarousel({
  id,
  title,
  events,
  tree,
  more,
  icon,
}: {
  id: string;
  title: string;
  events: readonly SportEvent[] | undefined;
  tree?: readonly SportTreeNode[];
  more?: { label: string; to: string };
  icon?: ReactNode;
}) {
  const localize = useLocalizedPath();
  if (events && events.length === 0) return null;
  // Top-events cards carry their sport's card art (SPEC §9 image type 2) behind them.
  const artOf = (event: SportEvent) =>
    tree?.find((sport) => sport.id === event.sport.id)?.cardBgUrl ?? null;
  return (
    <section aria-labelledby={id} className="mb-7" data-testid={id}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2
          id={id}
          className="flex items-center gap-2 text-lg font-semibold tracking-tight text-text"
        >
          {icon}
          {title}
        </h2>
        {more ? (
          <Link
            to={localize(more.to)}
            className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-accent-text hover:bg-raised"
          >
            {more.label}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        ) : null}
      </div>
      <ScrollRow label={title}>
        {events
          ? events.map((event) => (
              <li key={event.id} className={ITEM}>
                <EventCard event={event} art={artOf(event)} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              <li key={index} className={ITEM} aria-hidden="true">
                <EventCardSkeleton />
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}
