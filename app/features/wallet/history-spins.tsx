import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLocaleTag, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import {
  HistoryFact,
  HistoryGameCell,
  HistoryHeader,
  HistoryLoadError,
  HistoryPager,
  HistorySkeleton,
  historyGridClass,
} from "../../ui/history-list-parts.tsx";
import { OutcomeCell } from "./outcome-cell.tsx";
import { useGameSpins, useLiveGameSpins } from "./history-spins-api.ts";
import { formatMultiplier, spinFilters, spinRow } from "./history-spins-rows.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { betOutcome } from "./bet-outcome.ts";

/**
 * The spins tab of /wallet/history: the player's finished rounds (GET /api/game/spins) with
 * bet, win and multiplier, paged, newest first, live while shown.
 */
export function SpinsHistory() {
  const { t } = useTranslation("layout");
  const locale = useLocaleTag();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const format = useMoneyFormat();
  useLiveGameSpins();
  const filters = spinFilters(params);
  const spins = useGameSpins(filters);

  if (spins.isPending) return <HistorySkeleton />;
  if (spins.isError) {
    return (
      <HistoryLoadError
        icon={RotateCw}
        title={t("pages.walletHistory.spinsError")}
        onRetry={() => void spins.refetch()}
      />
    );
  }
  const { data: rows, meta } = spins.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={RotateCw}
        title={t("pages.walletHistory.spinsEmpty")}
        description={t("pages.walletHistory.spinsEmptyText")}
        action={
          <Link to={localize("/games")} className={buttonClass("primary")}>
            {t("pages.walletHistory.browseGames")}
          </Link>
        }
      />
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const columns = {
    game: t("pages.walletHistory.columns.game"),
    bet: t("pages.walletHistory.columns.bet"),
    win: t("pages.walletHistory.columns.payout"),
    multiplier: t("pages.walletHistory.columns.result"),
    date: t("pages.walletHistory.columns.date"),
  };
  return (
    <div className="flex flex-col gap-4" aria-busy={spins.isFetching || undefined}>
      <section
        aria-label={t("pages.walletHistory.tabs.spins")}
        className="overflow-hidden rounded-2xl border border-line bg-surface"
      >
        <HistoryHeader
          columns={[columns.game, columns.bet, columns.win, columns.multiplier, columns.date]}
        />
        <ul data-testid="spins">
          {rows.map((spin) => {
            const row = spinRow(spin, locale);
            return (
              <li
                key={spin.id}
                data-testid="spin"
                data-status={row.status}
                className="border-b border-line px-4 py-3 last:border-b-0"
              >
                <div className={historyGridClass}>
                  <HistoryGameCell game={spin.game} />
                  <dl className="contents">
                    <HistoryFact label={columns.bet}>
                      {format.amount(spin.betAmount, spin.currency)}
                    </HistoryFact>
                    <HistoryFact label={columns.win}>
                      <span className="text-text">
                        {format.amount(spin.winAmount, spin.currency)}
                      </span>
                    </HistoryFact>
                    <HistoryFact label={columns.multiplier}>
                      <OutcomeCell
                        result={betOutcome({
                          staked: spin.betAmount,
                          returned: spin.winAmount,
                          refunded: row.status === "refunded",
                        })}
                        currency={spin.currency}
                        formatAmount={format.amount}
                        formatMultiplier={(value) => formatMultiplier(value, locale)}
                      />
                    </HistoryFact>
                    <HistoryFact label={columns.date} wrap>
                      <time dateTime={spin.finishedAt} className="font-normal text-muted">
                        {dateFormat.format(new Date(spin.finishedAt))}
                      </time>
                    </HistoryFact>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <HistoryPager params={params} page={meta.page} totalPages={meta.totalPages} />
    </div>
  );
}
