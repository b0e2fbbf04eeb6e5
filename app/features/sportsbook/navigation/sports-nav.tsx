import { useTranslation } from "react-i18next";
import { formatInteger } from "../../../../contracts/locale-format.ts";
import { Link } from "react-router";
import type { SportTreeNode } from "../../../../contracts/sportsbook.ts";
import type { SportPage } from "../../../lib/sport-path.ts";
import { ODDS_FORMATS, useOddsFormat, type OddsFormat } from "../../../lib/sport-odds.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { ScrollRow } from "../../../ui/scroll-row.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useSportHref } from "./links.ts";

const chipClass =
  "relative inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent";

/** The sportsbook's pages (SPEC §2 `page`): overview, live now, my bets; and the odds format. */
export function SportsbookTabs({
  page,
  sport,
  liveCount,
}: {
  page: SportPage;
  sport?: SportTreeNode;
  liveCount: number | null;
}) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  const href = useSportHref();
  const base = sport ? { sport: sport.code } : {};
  const tabs: { page: SportPage; label: string }[] = [
    { page: "overview", label: sport ? sport.name : t("nav.overview") },
    {
      page: "live",
      label: liveCount === null ? t("nav.live") : t("nav.liveCount", { count: liveCount }),
    },
    { page: "bets", label: t("nav.bets") },
  ];
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <nav
        aria-label={t("nav.pages")}
        className="-mx-4 max-w-[calc(100%+2rem)] overflow-x-auto px-4 sm:mx-0 sm:px-0"
      >
        <ul className="inline-flex gap-1 rounded-xl border border-line bg-surface p-1">
          {tabs.map((tab) => (
            <li key={tab.page}>
              <Link
                to={localize(href({ ...base, page: tab.page }))}
                aria-current={tab.page === page ? "page" : undefined}
                className="inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
                data-testid={`tab-${tab.page}`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <OddsFormatSelect />
    </div>
  );
}

/** The player's odds format: decimal, fractional or American. */
export function OddsFormatSelect() {
  const { t } = useTranslation("sportsbook");
  const [format, setFormat] = useOddsFormat();
  return (
    <label className="inline-flex items-center gap-2 text-sm text-muted">
      {t("oddsFormat.label")}
      <select
        value={format}
        onChange={(event) => setFormat(event.target.value as OddsFormat)}
        className="h-9 rounded-lg border border-line bg-surface px-2 text-sm text-text"
        data-testid="odds-format"
      >
        {ODDS_FORMATS.map((option) => (
          <option key={option} value={option}>
            {t(`oddsFormat.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Every sport with events, as a row of links; live counts beside the names. */
export function SportsStrip({
  tree,
  current,
  page,
}: {
  tree: readonly SportTreeNode[] | undefined;
  current?: number;
  page: SportPage;
}) {
  const { t } = useTranslation("sportsbook");
  const locale = useLocaleTag();
  const localize = useLocalizedPath();
  const href = useSportHref();
  const label = t("nav.sports");
  return (
    <nav aria-label={label} className="mb-5">
      <ScrollRow label={label} itemsClassName="gap-2">
        <li className="shrink-0 snap-start">
          <Link
            to={localize(href({ page: page === "live" ? "live" : "overview" }))}
            aria-current={current === undefined && page !== "bets" ? "page" : undefined}
            className={chipClass}
          >
            {t("nav.allSports")}
          </Link>
        </li>
        {tree
          ? tree
              .filter((sport) => sport.eventCount > 0)
              .map((sport) => (
                <li key={sport.id} className="shrink-0 snap-start">
                  <Link
                    to={localize(
                      href({ sport: sport.code, page: page === "live" ? "live" : "overview" }),
                    )}
                    aria-current={current === sport.id ? "page" : undefined}
                    className={chipClass}
                    data-sport={sport.code}
                  >
                    {sport.name}
                    {sport.liveCount > 0 ? (
                      <span className="inline-flex items-center gap-1 text-xs font-semibold">
                        <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
                        <span className="sr-only">{t("nav.liveNow")}</span>
                        {formatInteger(sport.liveCount, locale)}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="shrink-0" aria-hidden="true">
                <Skeleton className="h-10 w-24 rounded-xl" />
              </li>
            ))}
      </ScrollRow>
    </nav>
  );
}
