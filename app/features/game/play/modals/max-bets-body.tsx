import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { useMoneyFormat } from "../../../../lib/money/use-money-format.ts";
import { maxBetNotice, useBetNoticesVersion } from "./bet-notices.ts";
import { useModalGame } from "./use-modal-game.ts";

/**
 * `max-bets` (value: the game's identity, SPEC §8): the bet was above the maximum an active
 * bonus allows. The maximum and its currency come from the realtime message (bet-notices.ts);
 * a dialog restored from the address after a reload no longer has them and says so generally.
 */
export default function MaxBetsBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const format = useMoneyFormat();
  useBetNoticesVersion();
  const game = useModalGame(value);
  const notice = maxBetNotice(game.identity);
  // A game without a name gets sentences of their own: "this game" would need another case or
  // article inside the named sentence in many languages.
  const named = game.name !== null;
  return (
    <div className="flex flex-col gap-5" data-testid="max-bets">
      <p role="alert" className="text-sm text-text">
        {notice
          ? t(named ? "max-bets.descriptionAmount" : "max-bets.descriptionAmountThisGame", {
              game: game.name,
              amount: format.amount(notice.maxBet, notice.currency),
            })
          : t(named ? "max-bets.descriptionGeneral" : "max-bets.descriptionGeneralThisGame", {
              game: game.name,
            })}{" "}
        {t("max-bets.lowerBet")}
      </p>
      {notice ? (
        <p className="rounded-xl border border-line bg-raised px-4 py-3 text-center">
          <span className="block text-xs text-muted">{t("max-bets.maximum")}</span>
          <span className="text-xl font-bold text-text tabular-nums" data-testid="max-bet-amount">
            {format.amount(notice.maxBet, notice.currency)}
          </span>
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <Link
          to={localize("/profile/bonuses")}
          onClick={close}
          className={buttonClass("secondary", "lg")}
        >
          {t("max-bets.bonuses")}
        </Link>
        {game.path && !game.onGamePage ? (
          <Link to={game.path} className={buttonClass("primary", "lg")}>
            {t("max-bets.backToGame", { game: game.name })}
          </Link>
        ) : (
          <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
            {t("max-bets.ok")}
          </button>
        )}
      </div>
    </div>
  );
}
