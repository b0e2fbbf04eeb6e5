import { useTranslation } from "react-i18next";
import type { BetOutcome, Outcome } from "./bet-outcome.ts";

const OUTCOME_STYLE: Record<Outcome, string> = {
  open: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  win: "bg-win text-on-win",
  loss: "bg-raised text-text",
  push: "bg-accent/15 text-accent-text",
  refund: "bg-accent/15 text-accent-text",
};

/**
 * A round's result: a badge (win, loss, push, refunded, open), the profit with its sign and
 * the multiplier. Colours pass WCAG AA in both modes (the win green only as a fill).
 */
export function OutcomeCell({
  result,
  currency,
  formatAmount,
  formatMultiplier,
}: {
  result: BetOutcome;
  currency: string;
  formatAmount: (amount: string, currency: string) => string;
  formatMultiplier: (multiplier: string | null) => string;
}) {
  const { t } = useTranslation("layout");
  const profit = result.profit;
  const positive = profit !== null && profit.startsWith("+");
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-outcome={result.outcome}>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[result.outcome]}`}
      >
        {t(`pages.walletHistory.outcome.${result.outcome}`)}
      </span>
      {profit !== null ? (
        <span className={`tabular-nums ${positive ? "text-win-text" : "text-text"}`}>
          {profit.startsWith("-") ? "−" : positive ? "+" : ""}
          {formatAmount(profit.replace(/^[+-]/, ""), currency)}
        </span>
      ) : null}
      {result.multiplier !== null ? (
        <span className="text-muted tabular-nums">{formatMultiplier(result.multiplier)}</span>
      ) : null}
    </span>
  );
}
