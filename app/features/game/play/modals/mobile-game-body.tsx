import { ExternalLink, Maximize, Smartphone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { usePlaySession } from "../play-session.ts";
import { useModalGame } from "./use-modal-game.ts";

/**
 * `mobile-game` (value: the game's identity): on a phone the framed game is small, so the game
 * page offers full screen or a tab of its own. Restored away from a running game, it links to
 * the game's page instead.
 */
export default function MobileGameBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const game = useModalGame(value);
  const session = usePlaySession();
  const running = session !== null && session.identity === game.identity ? session : null;

  if (!running) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text">{t("mobile-game.notRunning")}</p>
        {game.path ? (
          <Link to={game.path} className={buttonClass("win", "lg")}>
            <Smartphone aria-hidden="true" className="size-5" />
            {t("mobile-game.open", { game: game.name })}
          </Link>
        ) : (
          <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
            {t("common.close")}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-text">{t("mobile-game.text", { game: running.name })}</p>
      <div className="grid gap-2">
        <button
          type="button"
          onClick={() => {
            // Full screen needs this click: ask first, then close the dialog.
            running.enterFullScreen();
            close();
          }}
          className={buttonClass("win", "lg")}
        >
          <Maximize aria-hidden="true" className="size-5" />
          {t("mobile-game.fullScreen")}
        </button>
        <a
          href={running.gameUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
          className={buttonClass("secondary", "lg")}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          {t("mobile-game.newTab")}
        </a>
        <button type="button" onClick={close} className={buttonClass("ghost", "md")}>
          {t("mobile-game.stay")}
        </button>
      </div>
    </div>
  );
}
