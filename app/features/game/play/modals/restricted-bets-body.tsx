import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
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
        {game.name
          ? t("restricted-bets.text", { game: game.name })
          : t("restricted-bets.textThisGame")}{" "}
        {t("restricted-bets.nothingTaken")}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={localize("/games")} onClick={close} className={buttonClass("secondary", "lg")}>
          {t("restricted-bets.browse")}
        </Link>
        {game.path && !game.onGamePage ? (
          <Link to={game.path} className={buttonClass("primary", "lg")}>
            {t("restricted-bets.backToGame", { game: game.name })}
          </Link>
        ) : (
          <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
            {t("restricted-bets.ok")}
          </button>
        )}
      </div>
    </div>
  );
}
