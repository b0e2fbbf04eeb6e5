import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../modals/modal-registry.ts";
import { useModalGame } from "./use-modal-game.ts";

/**
 * `restricted-bets` (value: the game's identity, SPEC §8): a bet on this game was refused
 * (14306) because the game is no longer offered to the player (withdrawn since the launch, its
 * provider switched off, or not available in the player's country). Nothing was taken.
 */
export default function RestrictedBetsBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const game = useModalGame(value);
  return (
    <div className="flex flex-col gap-5" data-testid="restricted-bets">
      <p role="alert" className="text-sm text-text">
        {t("restricted-bets.text", {
          defaultValue:
            "Bets on {{game}} are not accepted for your account right now: the game was withdrawn or is not offered in your country.",
          game: game.name ?? t("restricted-bets.thisGame", { defaultValue: "this game" }),
        })}{" "}
        {t("restricted-bets.nothingTaken", {
          defaultValue: "The bet was refused and nothing was taken from your balance.",
        })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={localize("/games")} onClick={close} className={buttonClass("secondary", "lg")}>
          {t("restricted-bets.browse", { defaultValue: "Other games" })}
        </Link>
        {game.path && !game.onGamePage ? (
          <Link to={game.path} className={buttonClass("primary", "lg")}>
            {t("restricted-bets.backToGame", { defaultValue: "Back to {{game}}", game: game.name })}
          </Link>
        ) : (
          <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
            {t("restricted-bets.ok", { defaultValue: "Got it" })}
          </button>
        )}
      </div>
    </div>
  );
}
