import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorCode } from "../../../../../contracts/errors.ts";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../modals/modal-registry.ts";
import { gameLimitCodeOf, type GameLimitCode } from "./game-modal-values.ts";

const LIMIT_TEXT: Record<GameLimitCode, { key: string; text: string }> = {
  [ErrorCode.GAME_LIMIT_BET]: {
    key: "bet",
    text: "You have reached your bet limit for this period.",
  },
  [ErrorCode.GAME_LIMIT_LOSS]: {
    key: "loss",
    text: "You have reached your loss limit for this period.",
  },
  [ErrorCode.GAME_LIMIT_OTHER]: {
    key: "other",
    text: "You have reached one of your game limits.",
  },
};

/**
 * `game-limit-reached` (value: the limit's code 14100 bet, 14101 loss, 14105 other): which
 * responsible-gaming limit stops play, and the way to the limits page.
 */
export default function GameLimitReachedBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const code = gameLimitCodeOf(value);
  const text = LIMIT_TEXT[code];
  return (
    <div className="flex flex-col gap-5" data-testid="game-limit-reached" data-code={code}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-danger/15 text-danger">
          <ShieldAlert aria-hidden="true" className="size-5" />
        </span>
        <p role="alert" className="text-sm text-text">
          {t(`game-limit-reached.${text.key}`, { defaultValue: text.text })}{" "}
          {t("game-limit-reached.until", {
            defaultValue:
              "Play for real money is paused until the limit's period ends. Demo play stays open.",
          })}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("game-limit-reached.ok", { defaultValue: "Got it" })}
        </button>
        <Link
          to={localize("/profile/limits")}
          onClick={close}
          className={buttonClass("primary", "lg")}
        >
          {t("game-limit-reached.limits", { defaultValue: "See my limits" })}
        </Link>
      </div>
    </div>
  );
}
