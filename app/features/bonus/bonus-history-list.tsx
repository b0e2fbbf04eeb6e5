import { Gift, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import {
  HistoryFact,
  HistoryHeader,
  HistoryLoadError,
  HistorySkeleton,
  historyGridClass,
} from "../../ui/history-list-parts.tsx";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { usePlayerBonuses } from "./bonus-api.ts";
import { bonusHistoryFilters, withinDays } from "./bonus-history.ts";
import { StateBadge, useDateFormat } from "./bonus-ui.tsx";
import { bonusState, wagerPercent } from "./bonus-view.ts";

/**
 * The bonuses tab of /wallet/history: every bonus of the active currency with its state,
 * amount, wagering and date, filtered by status and days; each opens its details.
 */
export function BonusesHistory() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const format = useMoneyFormat();
  const formatDate = useDateFormat();
  const { hrefFor } = useUrlModal();
  const filters = bonusHistoryFilters(params);
  const bonuses = usePlayerBonuses(filters.statuses);

  if (bonuses.isPending) return <HistorySkeleton />;
  if (bonuses.isError) {
    return (
      <HistoryLoadError
        icon={RotateCw}
        title={t("pages.walletHistory.bonusesError")}
        onRetry={() => void bonuses.refetch()}
      />
    );
  }
  const rows = withinDays(bonuses.data, (bonus) => bonus.finishedAt ?? bonus.createdAt, filters);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Gift}
        title={t("pages.walletHistory.empty.bonuses")}
        description={t("pages.walletHistory.emptyText.bonuses")}
        action={
          <Link to={localize("/bonuses")} className={buttonClass("primary")}>
            {t("pages.bonus.allBonuses")}
          </Link>
        }
      />
    );
  }
  const columns = {
    bonus: t("pages.walletHistory.columns.bonus"),
    amount: t("pages.walletHistory.columns.amount"),
    state: t("pages.walletHistory.status"),
    wagering: t("pages.bonuses.wagering"),
    date: t("pages.walletHistory.columns.date"),
  };
  return (
    <section
      aria-label={t("pages.walletHistory.tabs.bonuses")}
      aria-busy={bonuses.isFetching || undefined}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <HistoryHeader
        columns={[columns.bonus, columns.amount, columns.state, columns.wagering, columns.date]}
      />
      <ul data-testid="bonus-history">
        {rows.map((bonus) => {
          const state = bonusState(bonus);
          const date = formatDate(bonus.finishedAt ?? bonus.createdAt);
          return (
            <li
              key={bonus.id}
              data-testid="bonus-row"
              data-state={state}
              className="border-b border-line px-4 py-3 last:border-b-0"
            >
              <div className={historyGridClass}>
                <Link
                  to={hrefFor("bonus-details", bonus.id)}
                  preventScrollReset
                  className="col-span-2 min-w-0 truncate font-semibold text-text hover:underline sm:col-span-1"
                >
                  {bonus.name ?? columns.bonus}
                </Link>
                <dl className="contents">
                  <HistoryFact label={columns.amount}>
                    {format.amount(bonus.amount, bonus.currency)}
                  </HistoryFact>
                  <HistoryFact label={columns.state} wrap>
                    <StateBadge state={state} />
                  </HistoryFact>
                  <HistoryFact label={columns.wagering}>
                    {bonus.wager ? `${wagerPercent(bonus.wager)}%` : "—"}
                  </HistoryFact>
                  <HistoryFact label={columns.date} wrap>
                    <span className="font-normal text-muted">{date ?? "—"}</span>
                  </HistoryFact>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
