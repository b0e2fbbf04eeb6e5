import { CircleDollarSign } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLocaleTag, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useLiveGameBets, useGameBets } from "./history-bets-api.ts";
import { betOutcome } from "./bet-outcome.ts";
import { betFilters, betRow, type BetStatusName } from "./history-bets-rows.ts";
import { formatMultiplier } from "./history-spins-rows.ts";
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
import { SportLegs } from "./history-sport-legs.tsx";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";

export const BET_STATUS_STYLE: Record<BetStatusName, string> = {
  pending: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  won: "bg-win/15 text-win-text",
  lost: "bg-raised text-muted",
  refunded: "bg-accent/15 text-accent-text",
};

/**
 * The bets tab of /wallet/history: the player's casino bets (GET /api/game/bets) with the
 * address's filters (settled or pending, account), paged, newest first, live while shown.
 */
export function BetsHistory() {
  const { t } = useTranslation("layout");
  const locale = useLocaleTag();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const format = useMoneyFormat();
  useLiveGameBets();
  const filters = betFilters(params);
  const bets = useGameBets(filters);

  if (bets.isPending) return <HistorySkeleton />;
  if (bets.isError) {
    return (
      <HistoryLoadError
        icon={CircleDollarSign}
        title={t("pages.walletHistory.betsError")}
        onRetry={() => void bets.refetch()}
      />
    );
  }
  const { data: rows, meta } = bets.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={CircleDollarSign}
        title={
          filters.isSettled
            ? t("pages.walletHistory.empty.bets")
            : t("pages.walletHistory.emptyPendingBets")
        }
        description={t("pages.walletHistory.betsEmptyText")}
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
    status: t("pages.walletHistory.columns.result"),
    date: t("pages.walletHistory.columns.date"),
  };
  return (
    <div className="flex flex-col gap-4" aria-busy={bets.isFetching || undefined}>
      <section
        aria-label={t("pages.walletHistory.tabs.bets")}
        className="overflow-hidden rounded-2xl border border-line bg-surface"
      >
        <HistoryHeader
          columns={[columns.game, columns.bet, columns.win, columns.status, columns.date]}
        />
        <ul data-testid="bets">
          {rows.map((bet) => {
            const row = betRow(bet);
            return (
              <li
                key={bet.id}
                data-testid="bet"
                data-status={row.status}
                className="border-b border-line px-4 py-3 last:border-b-0"
              >
                <div className={historyGridClass}>
                  <HistoryGameCell game={bet.game} />
                  <dl className="contents">
                    <HistoryFact label={columns.bet}>
                      {format.amount(bet.betAmount, bet.currency)}
                    </HistoryFact>
                    <HistoryFact label={columns.win}>
                      {row.returned === null ? (
                        <span className="text-muted">—</span>
                      ) : (
                        <span className="text-text">
                          {format.amount(row.returned, bet.currency)}
                        </span>
                      )}
                    </HistoryFact>
                    <HistoryFact label={columns.status}>
                      <OutcomeCell
                        result={betOutcome({
                          staked: bet.betAmount,
                          returned: row.returned,
                          refunded: row.status === "refunded",
                        })}
                        currency={bet.currency}
                        formatAmount={format.amount}
                        formatMultiplier={(value) => formatMultiplier(value, locale)}
                      />
                    </HistoryFact>
                    <HistoryFact label={columns.date} wrap>
                      <time dateTime={row.date} className="font-normal text-muted">
                        {dateFormat.format(new Date(row.date))}
                      </time>
                    </HistoryFact>
                  </dl>
                </div>
                {bet.sport ? (
                  <SportLegs
                    sport={bet.sport}
                    settlement={bet.sportSettlement}
                    isSettled={bet.isSettled}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <HistoryPager params={params} page={meta.page} totalPages={meta.totalPages} />
    </div>
  );
}
