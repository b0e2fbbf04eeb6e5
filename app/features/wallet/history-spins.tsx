import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import {
  HistoryFact,
  HistoryGameCell,
  HistoryHeader,
  HistoryLoadError,
  HistoryPager,
  OutcomeCell,
  HistorySkeleton,
  historyGridClass,
} from "./history-list-parts.tsx";
import { useGameSpins, useLiveGameSpins } from "./history-spins-api.ts";
import { formatMultiplier, spinFilters, spinRow } from "./history-spins-rows.ts";
import { useMoneyFormat } from "./use-money-format.ts";
import { betOutcome } from "./bet-outcome.ts";

/**
 * The spins tab of /wallet/history: the player's finished rounds (GET /api/game/spins) with
 * bet, win and multiplier, paged, newest first, live while shown.
 */
export function SpinsHistory() {
  const { t } = useTranslation("layout");
  const locale = useLocale();
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
        title={t("pages.walletHistory.spinsError", { defaultValue: "Spins could not be loaded" })}
        onRetry={() => void spins.refetch()}
      />
    );
  }
  const { data: rows, meta } = spins.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={RotateCw}
        title={t("pages.walletHistory.spinsEmpty", { defaultValue: "No rounds played yet" })}
        description={t("pages.walletHistory.spinsEmptyText", {
          defaultValue: "Every round you finish is listed here with its bet, win and multiplier.",
        })}
        action={
          <Link to={localize("/games")} className={buttonClass("primary")}>
            {t("pages.walletHistory.browseGames", { defaultValue: "Browse games" })}
          </Link>
        }
      />
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const columns = {
    game: t("pages.walletHistory.columns.game", { defaultValue: "Game" }),
    bet: t("pages.walletHistory.columns.bet", { defaultValue: "Bet" }),
    win: t("pages.walletHistory.columns.payout", { defaultValue: "Payout" }),
    multiplier: t("pages.walletHistory.columns.result", { defaultValue: "Result" }),
    date: t("pages.walletHistory.columns.date", { defaultValue: "Date" }),
  };
  return (
    <div className="flex flex-col gap-4" aria-busy={spins.isFetching || undefined}>
      <section
        aria-label={t("pages.walletHistory.tabs.spins", { defaultValue: "Spins" })}
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
