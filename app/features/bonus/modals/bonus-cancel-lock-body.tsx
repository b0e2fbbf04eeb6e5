import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { WagerBar } from "../bonus-ui.tsx";
import { WithPlayerBonus } from "./bonus-modal-parts.tsx";

/**
 * `bonus-cancel-lock` (value: a player bonus): this bonus can't be canceled (isBonusCancelLock);
 * it ends when its wagering is done or it expires. Nothing is sent.
 */
export default function BonusCancelLockBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  return (
    <WithPlayerBonus id={value} close={close}>
      {(bonus) => (
        <div className="flex flex-col gap-5" data-testid="bonus-cancel-lock">
          <div className="flex items-start gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-muted">
              <Lock aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-text">
              {t("bonus-cancel-lock.text", { name: bonus.name ?? "" })}
            </p>
          </div>
          {bonus.wager ? <WagerBar wager={bonus.wager} currency={bonus.currency} /> : null}
          <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
            {t("bonus-cancel-lock.ok")}
          </button>
        </div>
      )}
    </WithPlayerBonus>
  );
}
