import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { usePlayerBonuses } from "../bonus-api.ts";
import { WagerBar } from "../bonus-ui.tsx";
import { BonusStatus, wagerRemaining } from "../bonus-view.ts";
import { usePlayerId } from "../../../lib/money/accounts-api.ts";
import { DialogSkeleton, SignInFirst } from "./bonus-modal-parts.tsx";

/**
 * `turn-over-wager`: how much is left to wager on the active bonus before its money is released,
 * live (the bonus listener patches the list as bets count).
 */
export default function TurnOverWagerBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const format = useMoneyFormat();
  const playerId = usePlayerId();
  const bonuses = usePlayerBonuses();
  if (playerId === null) return <SignInFirst />;
  if (bonuses.isPending) return <DialogSkeleton />;
  const active = (bonuses.data ?? []).filter(
    (bonus) => bonus.status === BonusStatus.ACTIVE && bonus.wager,
  );
  return (
    <div className="flex flex-col gap-5" data-testid="turn-over-wager">
      {active.length === 0 ? (
        <p className="text-sm text-muted">{t("turn-over-wager.none")}</p>
      ) : (
        active.map((bonus) =>
          bonus.wager ? (
            <div key={bonus.id} className="flex flex-col gap-2">
              <p className="text-sm text-text">
                {t("turn-over-wager.left", {
                  amount: format.amount(wagerRemaining(bonus.wager), bonus.currency),
                  name: bonus.name ?? "",
                })}
              </p>
              <WagerBar wager={bonus.wager} currency={bonus.currency} />
            </div>
          ) : null,
        )
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Link to={localize("/bonuses")} onClick={close} className={buttonClass("secondary", "lg")}>
          {t("turn-over-wager.bonuses")}
        </Link>
        <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
          {t("turn-over-wager.ok")}
        </button>
      </div>
    </div>
  );
}
