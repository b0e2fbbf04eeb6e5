import { useTranslation } from "react-i18next";
import type { Clock, Score, SportEvent } from "../../../../contracts/sportsbook.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { useNow } from "./use-now.ts";

/** Soccer shows the minute ("67'"); other sports with a clock show minutes and seconds. */
const MINUTE_SPORTS = new Set([66]);

/** Seconds played now: the clock's seconds plus the time since it was read, while it runs. */
export function clockSeconds(clock: Clock, now: number | null): number | null {
  if (clock.seconds === null) return null;
  if (!clock.running || now === null) return clock.seconds;
  const since = Math.max(0, Math.floor((now - Date.parse(clock.at)) / 1000));
  return clock.seconds + since;
}

export function formatClock(seconds: number, sportId: number): string {
  if (MINUTE_SPORTS.has(sportId)) return `${Math.floor(seconds / 60) + 1}'`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The live badge, period and ticking match clock. */
export function LiveClock({ event, compact = false }: { event: SportEvent; compact?: boolean }) {
  const { t } = useTranslation("sportsbook");
  const now = useNow();
  const clock = event.clock;
  const seconds = clock ? clockSeconds(clock, now) : null;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-xs font-semibold">
      <span className="inline-flex items-center gap-1 rounded bg-danger/15 px-1.5 py-0.5 text-[0.65rem] tracking-wide text-red-800 uppercase dark:text-red-300">
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-danger" />
        {t("event.live")}
      </span>
      {clock ? (
        <span className="truncate text-muted" data-testid="clock">
          {compact ? null : <span>{clock.periodName}</span>}
          {seconds !== null ? (
            <span className="tabular-nums">
              {compact ? "" : " · "}
              {formatClock(seconds, event.sport.id)}
            </span>
          ) : null}
        </span>
      ) : null}
      {event.isSuspended ? <span className="text-muted">{t("event.suspended")}</span> : null}
    </span>
  );
}

/** "Sat 1 May, 18:00", or "Today, 18:00". */
export function KickOff({ startsAt }: { startsAt: string }) {
  const locale = useLocale();
  const { t } = useTranslation("sportsbook");
  const date = new Date(startsAt);
  const today = new Date();
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(date);
  const sameDay = date.toDateString() === today.toDateString();
  const day = sameDay
    ? t("event.today")
    : new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short" }).format(
        date,
      );
  return (
    <time dateTime={startsAt} className="text-xs text-muted tabular-nums">
      {day}, {time}
    </time>
  );
}

/** The periods of a match ("22-36 15-30") and a set sport's running game ("(30-15)"). */
export function PeriodScores({ score }: { score: Score }) {
  return (
    <span className="text-sm text-muted tabular-nums" data-testid="periods">
      {score.periods.map((period) => `${period.home}-${period.away}`).join("  ")}
      {score.game ? `  (${score.game.home}-${score.game.away})` : ""}
    </span>
  );
}
