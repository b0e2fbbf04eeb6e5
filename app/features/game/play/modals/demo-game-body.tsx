import { Coins, FlaskConical, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionState } from "../../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { useModalGame } from "./use-modal-game.ts";

/**
 * `demo-game` (value: the game's identity): what demo play is, and the way into either mode of
 * the game. Without a game it explains demo play and leads to the lobby.
 */
export default function DemoGameBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const session = useSessionState();
  const game = useModalGame(value);
  const points = [
    {
      icon: Coins,
      text: t("demo-game.playMoney"),
    },
    {
      icon: Scale,
      text: t("demo-game.sameGame"),
    },
    {
      icon: FlaskConical,
      text: t("demo-game.noWinnings"),
    },
  ];
  const gamePath = game.identity ? localize(`/game/${game.identity}`) : null;
  const realSearch = session.status === "player" ? "?real=true" : "?real=true&sign-in=true";
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-3">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-text">
            <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent-text">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
      {gamePath ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <Link to={`${gamePath}?real=false`} className={buttonClass("secondary", "lg")}>
            {t("demo-game.playDemo")}
          </Link>
          <Link to={`${gamePath}${realSearch}`} className={buttonClass("win", "lg")}>
            {t("demo-game.playReal")}
          </Link>
        </div>
      ) : (
        <Link to={localize("/games")} onClick={close} className={buttonClass("primary", "lg")}>
          {t("demo-game.browse")}
        </Link>
      )}
    </div>
  );
}
