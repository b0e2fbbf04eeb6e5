import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../modals/modal-registry.ts";
import { useMoneyFormat } from "../../../wallet/use-money-format.ts";
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
  const gameName = game.name ?? t("max-bets.thisGame", { defaultValue: "this game" });
  return (
    <div className="flex flex-col gap-5" data-testid="max-bets">
      <p role="alert" className="text-sm text-text">
        {notice
          ? t("max-bets.descriptionAmount", {
              defaultValue: "The maximum bet in {{game}} with an active bonus is {{amount}}.",
              game: gameName,
              amount: format.amount(notice.maxBet, notice.currency),
            })
          : t("max-bets.descriptionGeneral", {
              defaultValue:
                "Your bet in {{game}} was above the maximum allowed with an active bonus.",
              game: gameName,
            })}{" "}
        {t("max-bets.lowerBet", {
          defaultValue: "Lower your bet to keep playing; nothing was taken from your balance.",
        })}
      </p>
      {notice ? (
        <p className="rounded-xl border border-line bg-raised px-4 py-3 text-center">
          <span className="block text-xs text-muted">
            {t("max-bets.maximum", { defaultValue: "Maximum bet" })}
          </span>
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
          {t("max-bets.bonuses", { defaultValue: "My bonuses" })}
        </Link>
        {game.path && !game.onGamePage ? (
          <Link to={game.path} className={buttonClass("primary", "lg")}>
            {t("max-bets.backToGame", { defaultValue: "Back to {{game}}", game: game.name })}
          </Link>
        ) : (
          <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
            {t("max-bets.ok", { defaultValue: "Got it" })}
          </button>
        )}
      </div>
    </div>
  );
}
