import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionState } from "../../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../../lib/modals/use-url-modal.ts";
import { useModalGame } from "./use-modal-game.ts";

/**
 * `demo-unavailable` (value: the game's identity): the game has no demo. A guest is offered to
 * sign in or sign up (and comes back to real play); a player to play for real or deposit first.
 */
export default function DemoUnavailableBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const { hrefFor } = useUrlModal();
  const session = useSessionState();
  const game = useModalGame(value);
  const gamePath = game.identity ? localize(`/game/${game.identity}`) : null;
  const isPlayer = session.status === "player";
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-text">
        {game.name
          ? t("demo-unavailable.textGame", { game: game.name })
          : t("demo-unavailable.text")}{" "}
        {isPlayer ? t("demo-unavailable.playerText") : t("demo-unavailable.guestText")}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {isPlayer ? (
          <>
            <Link to={hrefFor("wallet", "deposit")} className={buttonClass("secondary", "lg")}>
              {t("demo-unavailable.deposit")}
            </Link>
            {gamePath ? (
              <Link to={`${gamePath}?real=true`} className={buttonClass("win", "lg")}>
                {t("demo-unavailable.playReal")}
              </Link>
            ) : (
              <button type="button" onClick={close} className={buttonClass("ghost", "lg")}>
                {t("common.close")}
              </button>
            )}
          </>
        ) : (
          <>
            <Link
              to={gamePath ? `${gamePath}?real=true&sign-in=true` : hrefFor("sign-in")}
              className={buttonClass("primary", "lg")}
            >
              {t("demo-unavailable.signIn")}
            </Link>
            <Link
              to={gamePath ? `${gamePath}?real=true&sign-up=true` : hrefFor("sign-up")}
              className={buttonClass("win", "lg")}
            >
              {t("demo-unavailable.signUp")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
