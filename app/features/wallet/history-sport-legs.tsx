import { useTranslation } from "react-i18next";
import type { SportWalletBet } from "../../../contracts/sportsbook.ts";
import { formatOdds, useOddsFormat } from "../../lib/sport-odds.ts";

/**
 * A sport bet's slip under its row in the bets history: the kind (single, accumulator, k/n
 * system) with its total odds, and each leg's selection, odds, event and market, as the book
 * described them in the bet call. Odds in the player's format.
 */
export function SportLegs({ sport }: { sport: SportWalletBet }) {
  const { t } = useTranslation("layout");
  const [format] = useOddsFormat();
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
            <span className="font-semibold text-text tabular-nums">
              {formatOdds(leg.odds, format)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
