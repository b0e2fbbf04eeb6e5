import { ArrowDown, ArrowUp, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Market, Selection, SportEvent } from "../../../../contracts/sportsbook.ts";
import { formatOdds, useOddsFormat } from "../../../lib/sport-odds.ts";
import { dispatchSlip, useSlip } from "../slip/slip-store.ts";
import { usePriceMove } from "./use-price-move.ts";

/**
 * One price: a real button that puts the selection on the slip and takes it off again
 * (aria-pressed says which). A price that moves while on screen flashes green or red with an
 * arrow; a suspended market shows a lock and takes no press.
 */
export function SelectionButton({
  event,
  market,
  selection,
  eventPath,
  label,
  layout = "stacked",
}: {
  event: SportEvent;
  market: Market;
  selection: Selection;
  /** The event's page, for the slip's link. */
  eventPath: string;
  /** A short visible label ("1", "X", "2"); the full name is read out. */
  label?: string;
  layout?: "stacked" | "inline";
}) {
  const { t } = useTranslation("sportsbook");
  const [format] = useOddsFormat();
  const slip = useSlip();
  const move = usePriceMove(selection.odds);
  const pressed = slip.selections.some((entry) => entry.selectionId === selection.id);
  const suspended = market.status === "suspended" || event.isSuspended;
  const odds = formatOdds(selection.odds, format);
  const shownLabel = label ?? selection.name;

  const toggle = () =>
    dispatchSlip({
      type: "toggle",
      selection: {
        selectionId: selection.id,
        eventId: event.id,
        eventName: event.name,
        sportId: event.sport.id,
        marketId: market.id,
        marketName: market.name,
        selectionName: selection.name,
        odds: selection.odds,
        isLive: event.isLive,
        isMain: market.isMain,
        startsAt: event.startsAt,
        eventPath,
      },
    });

  const flash = move.direction === "up" ? "odds-up" : move.direction === "down" ? "odds-down" : "";
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={suspended && !pressed}
      onClick={toggle}
      data-selection={selection.id}
      data-odds={selection.odds}
      className={`group relative flex min-h-11 min-w-0 items-center gap-1 rounded-lg border px-2.5 py-1.5 text-sm transition-colors ${
        layout === "stacked" ? "flex-col justify-center" : "justify-between"
      } ${
        pressed
          ? "border-accent bg-accent text-on-accent"
          : "border-line bg-raised text-text hover:border-accent/60"
      } disabled:cursor-not-allowed disabled:opacity-60`}
    >
      <span
        key={move.count}
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 rounded-lg ${pressed ? "" : flash}`}
      />
      {/* The name comes from the content, so what is seen is what is read; a short label ("1")
          adds the selection's name for screen readers. */}
      <span
        className={`relative max-w-full truncate text-xs ${pressed ? "text-on-accent/85" : "text-muted"}`}
      >
        {shownLabel}
        {shownLabel !== selection.name ? <span className="sr-only"> {selection.name}</span> : null}
      </span>
      <span className="relative inline-flex items-center gap-0.5 font-bold tabular-nums">
        {suspended ? (
          <>
            <Lock aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("selection.suspended")}</span>
          </>
        ) : (
          <>
            {move.direction ? (
              <span key={move.count} aria-hidden="true" className="odds-arrow">
                {move.direction === "up" ? (
                  <ArrowUp className={`size-3 ${pressed ? "" : "text-win-text"}`} />
                ) : (
                  <ArrowDown className={`size-3 ${pressed ? "" : "text-danger"}`} />
                )}
              </span>
            ) : null}
            {odds}
          </>
        )}
      </span>
    </button>
  );
}
