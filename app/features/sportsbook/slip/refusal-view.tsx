import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { Refusal } from "./refusal.ts";
import { dispatchSlip } from "./slip-store.ts";

export type Translate = TFunction<"sportsbook">;

/** What the slip says about a refusal. */
export function refusalText(
  refusal: Refusal,
  t: Translate,
  formatMajor: (amount: string) => string,
): string {
  switch (refusal.kind) {
    case "odds-changed":
      return t("refusal.oddsChanged");
    case "suspended":
      return t("refusal.suspended");
    case "unavailable":
      return t("refusal.unavailable");
    case "stake-limit":
      return refusal.maxBet
        ? t("refusal.stakeLimitMax", { max: formatMajor(refusal.maxBet) })
        : refusal.message || t("refusal.stakeLimit");
    case "combination":
      return t("refusal.combination");
    case "funds":
      return refusal.balance
        ? t("refusal.fundsBalance", { balance: formatMajor(refusal.balance) })
        : t("refusal.funds");
    case "game-limit":
      return t("refusal.gameLimit");
    case "restricted":
      return t("refusal.restricted");
    case "limited-player":
      return t("refusal.limitedPlayer");
    case "failed":
      return t("refusal.failed");
  }
}

/** What the player can do about it: take the new odds, the largest stake, deposit, see limits. */
export function RefusalActions({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation("sportsbook");
  const modals = useUrlModal();
  const localize = useLocalizedPath();
  const action = "mt-2 w-full";
  switch (refusal.kind) {
    case "odds-changed":
      return refusal.changes.length > 0 ? (
        <button
          type="button"
          className={buttonClass("secondary", "sm", action)}
          onClick={() => dispatchSlip({ type: "accept", odds: refusal.changes })}
        >
          {t("slip.acceptChanges")}
        </button>
      ) : null;
    case "stake-limit":
      return refusal.maxBet ? (
        <button
          type="button"
          className={buttonClass("secondary", "sm", action)}
          onClick={() => dispatchSlip({ type: "stake", stake: refusal.maxBet ?? "" })}
        >
          {t("refusal.useMax")}
        </button>
      ) : null;
    case "funds":
      return (
        <Link
          to={modals.hrefFor("wallet", "deposit")}
          className={buttonClass("primary", "sm", action)}
        >
          {t("refusal.deposit")}
        </Link>
      );
    case "game-limit":
    case "limited-player":
      return (
        <Link to={localize("/profile/limits")} className={buttonClass("secondary", "sm", action)}>
          {t("refusal.limits")}
        </Link>
      );
    default:
      return null;
  }
}
