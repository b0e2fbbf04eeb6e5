import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Market, SportEvent } from "../../../../contracts/sportsbook.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { useLiveEvent } from "../live/sportsbook-live.tsx";
import { liveEventPath, useEventPath } from "../navigation/links.ts";
import { KickOff, LiveClock } from "./event-status.tsx";
import { SelectionButton } from "./selection-button.tsx";

/** Short labels of the usual list markets: 1 X 2 for a match result, 1 2 for a moneyline. */
const SHORT_LABELS: Partial<Record<Market["type"], Record<string, string>>> = {
  "1x2": { home: "1", draw: "X", away: "2" },
  ml: { home: "1", away: "2" },
  dnb: { home: "1", away: "2" },
};

/** A list shows a main market of up to three prices; races and outrights open the event. */
export function listMarket(event: SportEvent): Market | null {
  const market = event.mainMarket;
  return market && market.selections.length <= 3 ? market : null;
}

function Competitors({ event }: { event: SportEvent }) {
  const sides = event.competitors.filter((competitor) => competitor.side !== null);
  if (sides.length !== 2) {
    return <span className="block truncate text-sm font-semibold text-text">{event.name}</span>;
  }
  return (
    <span className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 text-sm font-semibold text-text">
      {sides.map((competitor) => (
        <span key={competitor.id} className="contents">
          <span className="truncate">{competitor.name}</span>
          <span className="text-end tabular-nums" data-testid={`score-${competitor.side}`}>
            {event.score && competitor.side ? event.score[competitor.side] : ""}
          </span>
        </span>
      ))}
    </span>
  );
}

/** The main market's prices in a row, labelled 1 X 2 where that is what players expect. */
export function MainPrices({
  event,
  eventPath,
  className = "",
}: {
  event: SportEvent;
  eventPath: string;
  className?: string;
}) {
  const market = listMarket(event);
  if (!market) return null;
  const labels = SHORT_LABELS[market.type];
  return (
    <div
      className={`grid gap-1.5 ${market.selections.length === 3 ? "grid-cols-3" : "grid-cols-2"} ${className}`}
      role="group"
      aria-label={market.name}
    >
      {market.selections.map((selection) => (
        <SelectionButton
          key={selection.id}
          event={event}
          market={market}
          selection={selection}
          eventPath={eventPath}
          label={labels?.[selection.outcome] ?? selection.name}
        />
      ))}
    </div>
  );
}

/**
 * One event in a list: when (kick-off, or live with its clock), who (with the score), the main
 * market's prices and the way to every market. Live data replaces what was fetched.
 */
export function EventRow({
  event: fetched,
  showLeague = false,
}: {
  event: SportEvent;
  showLeague?: boolean;
}) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  const event = useLiveEvent(fetched);
  const fullPath = useEventPath(event);
  const path = event.isLive ? liveEventPath(event.id) : fullPath;
  return (
    <li
      className="@container border-b border-line last:border-b-0"
      data-event={event.id}
      data-live={event.isLive || undefined}
    >
      <div className="grid items-center gap-x-4 gap-y-2 px-3 py-2.5 @md:grid-cols-[minmax(0,1fr)_15rem] sm:px-4">
        <Link to={localize(path)} className="group block min-w-0 rounded-lg">
          <span className="mb-1 flex min-w-0 items-center gap-2">
            {event.isLive ? <LiveClock event={event} /> : <KickOff startsAt={event.startsAt} />}
            {showLeague ? (
              <span className="truncate text-xs text-muted">· {event.championship.name}</span>
            ) : null}
          </span>
          <Competitors event={event} />
        </Link>
        <div className="flex min-w-0 items-center gap-1.5">
          <MainPrices event={event} eventPath={fullPath} className="min-w-0 flex-1" />
          <Link
            to={localize(path)}
            className="inline-flex h-11 shrink-0 items-center gap-0.5 rounded-lg px-1.5 text-xs font-semibold text-muted hover:bg-raised hover:text-text"
          >
            <span aria-hidden="true">+{Math.max(0, event.marketCount - 1)}</span>
            <span className="sr-only">{t("event.allMarkets", { name: event.name })}</span>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </li>
  );
}
