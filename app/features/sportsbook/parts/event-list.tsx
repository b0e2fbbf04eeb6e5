import { Link } from "react-router";
import type { SportEvent } from "../../../../contracts/sportsbook.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useSportNames } from "../api/catalogue-api.ts";
import { useSportHref } from "../navigation/links.ts";
import { NO_NAMES, slugNames } from "../navigation/sport-names.ts";
import { EventRow } from "./event-row.tsx";

interface Group {
  key: string;
  first: SportEvent;
  events: SportEvent[];
}

/** Events in the order given, grouped where one championship follows another. */
export function groupByChampionship(events: readonly SportEvent[]): Group[] {
  const groups: Group[] = [];
  for (const event of events) {
    const key = `${event.sport.id}:${event.championship.id}`;
    const last = groups.at(-1);
    if (last && last.key === key) last.events.push(event);
    else groups.push({ key, first: event, events: [event] });
  }
  return groups;
}

function GroupHeading({ event }: { event: SportEvent }) {
  const localize = useLocalizedPath();
  const href = useSportHref();
  const names = useSportNames(event.sport.id).data ?? NO_NAMES;
  const slugs = slugNames(names, { category: event.category, championship: event.championship });
  const path = href({
    sport: event.sport.slug,
    category: slugs.category,
    championship: slugs.championship,
    categoryIds: [event.category.id],
    championshipIds: [event.championship.id],
  });
  return (
    <h3 className="flex min-w-0 items-center gap-2 border-b border-line bg-raised/50 px-3 py-2 text-xs font-semibold text-muted sm:px-4">
      <Link to={localize(path)} className="min-w-0 truncate hover:text-text hover:underline">
        {event.sport.name} · {event.category.name} · {event.championship.name}
      </Link>
    </h3>
  );
}

/** A list of events under their championships' headings. */
export function EventList({ events, label }: { events: readonly SportEvent[]; label: string }) {
  return (
    <div className="flex flex-col gap-3" aria-label={label} role="region">
      {groupByChampionship(events).map((group) => (
        <section
          key={`${group.key}:${group.first.id}`}
          className="overflow-hidden rounded-2xl border border-line bg-surface"
        >
          <GroupHeading event={group.first} />
          <ul>
            {group.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function EventListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-surface">
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className="flex items-center gap-4 border-b border-line px-4 py-3 last:border-b-0"
        >
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-4 w-1/3" />
          </div>
          <Skeleton className="h-11 w-48 max-sm:hidden" />
        </div>
      ))}
    </div>
  );
}
