import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorCode } from "../../../../../contracts/errors.ts";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { gameLimitCodeOf, type GameLimitCode } from "../../../../lib/modals/modal-values.ts";

/** The catalogue key (game-limit-reached.<key>) of each limit's sentence. */
const LIMIT_KEY: Record<GameLimitCode, "bet" | "loss" | "other"> = {
  [ErrorCode.GAME_LIMIT_BET]: "bet",
  [ErrorCode.GAME_LIMIT_LOSS]: "loss",
  [ErrorCode.GAME_LIMIT_OTHER]: "other",
};

/**
 * `game-limit-reached` (value: the limit's code 14100 bet, 14101 loss, 14105 other): which
 * responsible-gaming limit stops play, and the way to the limits page.
 */
export default function GameLimitReachedBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const code = gameLimitCodeOf(value);
  const limit = LIMIT_KEY[code];
  return (
    <div className="flex flex-col gap-5" data-testid="game-limit-reached" data-code={code}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-danger/15 text-danger">
          <ShieldAlert aria-hidden="true" className="size-5" />
        </span>
        <p role="alert" className="text-sm text-text">
          {t(`game-limit-reached.${limit}`)} {t("game-limit-reached.until")}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("game-limit-reached.ok")}
        </button>
        <Link
          to={localize("/profile/limits")}
          onClick={close}
          className={buttonClass("primary", "lg")}
        >
          {t("game-limit-reached.limits")}
        </Link>
      </div>
    </div>
  );
}
