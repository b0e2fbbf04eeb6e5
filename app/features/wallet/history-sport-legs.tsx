import { useTranslation } from "react-i18next";
import type {
  LegResult,
  SportWalletBet,
  SportWalletLegResult,
  SportWalletSettlement,
} from "../../../contracts/sportsbook.ts";
import { formatOdds, useOddsFormat } from "../../lib/sport-odds.ts";

/**
 * A leg's result badge. Colours pass WCAG AA (4.5:1) in both modes on the slip's background
 * (raised at 60 % over the surface): won 7.7, half won and dead heat 14.3 / 9.3, lost 18.3 /
 * 16.5, half lost 6.8 / 7.4, void 5.2 / 8.4 (light / dark); the win green only as a fill.
 */
const RESULT_STYLE: Record<LegResult, string> = {
  won: "bg-win text-on-win",
  half_won: "bg-win/25 text-text",
  dead_heat: "bg-win/25 text-text",
  lost: "bg-surface text-text ring-1 ring-line ring-inset",
  half_lost: "bg-surface text-muted ring-1 ring-line ring-inset",
  void: "bg-accent/15 text-accent-text",
};

/** "Cashed out" (accent, 5.2 / 8.4) and, on a bet still open, "Partly cashed out" (amber, 5.8 / 9.3). */
const CASHED_OUT_STYLE = "bg-accent/15 text-accent-text";
const PARTLY_CASHED_OUT_STYLE = "bg-amber-500/15 text-amber-800 dark:text-amber-300";

const badgeClass = "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap";

function LegResultBadge({ leg }: { leg: SportWalletLegResult }) {
  const { t } = useTranslation("layout");
  if (leg.result === null) return null;
  return (
    <span className={`${badgeClass} ${RESULT_STYLE[leg.result]}`} data-result={leg.result}>
      {t(`pages.walletHistory.sport.result.${leg.result}`)}
      {leg.deadHeat ? ` ${leg.deadHeat}` : ""}
    </span>
  );
}

/**
 * A sport bet's slip under its row in the bets history: the kind (single, accumulator, k/n
 * system) with its total odds, and each leg's selection, odds, event and market, as the book
 * described them in the bet call. Odds in the player's format. Once the book said how the bet
 * ended (`settlement`), each leg shows its result and a cashed-out bet says so ("Partly cashed
 * out" while the rest of its stake is still in play).
 */
export function SportLegs({
  sport,
  settlement = null,
  isSettled = true,
}: {
  sport: SportWalletBet;
  settlement?: SportWalletSettlement | null;
  /** The round is closed (a cash-out on an open round was a partial one). */
  isSettled?: boolean;
}) {
  const { t } = useTranslation("layout");
  const [format] = useOddsFormat();
  // Results are per leg in the bet call's order; one that does not match is not shown.
  const results =
    settlement && settlement.legs.length === sport.selections.length ? settlement.legs : [];
  const title =
    sport.kind === "system"
      ? t("pages.walletHistory.sport.system", {
          size: sport.systemSize ?? 0,
          legs: sport.legs,
        })
      : sport.kind === "accumulator"
        ? t("pages.walletHistory.sport.accumulator", { count: sport.legs })
        : t("pages.walletHistory.sport.single");
  return (
    <div className="mt-2 rounded-xl bg-raised/60 px-3 py-2" data-testid="sport-legs">
      <p className="text-xs font-semibold text-text">
        {title}
        {sport.odds ? (
          <span className="ms-1.5 font-normal text-muted tabular-nums">
            {t("pages.walletHistory.sport.odds", {
              odds: formatOdds(sport.odds, format),
            })}
          </span>
        ) : null}
        {settlement?.ending === "cashed_out" ? (
          <span
            className={`ms-2 ${badgeClass} ${isSettled ? CASHED_OUT_STYLE : PARTLY_CASHED_OUT_STYLE}`}
            data-testid="sport-cashed-out"
          >
            {t(
              isSettled
                ? "pages.walletHistory.sport.cashedOut"
                : "pages.walletHistory.sport.partlyCashedOut",
            )}
          </span>
        ) : null}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {sport.selections.map((leg, index) => (
          <li
            key={`${leg.eventId}-${index}`}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 text-xs"
            data-testid="sport-leg"
          >
            <span className="min-w-0 truncate text-text">
              <span className="font-semibold">{leg.selectionName}</span>
              <span className="text-muted">
                {" "}
                · {leg.eventName} · {leg.marketName}
                {leg.isLive ? ` · ${t("pages.walletHistory.sport.live")}` : ""}
              </span>
            </span>
            <span className="flex items-center gap-2">
              {results[index] ? <LegResultBadge leg={results[index]} /> : null}
              <span className="font-semibold text-text tabular-nums">
                {formatOdds(leg.odds, format)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
