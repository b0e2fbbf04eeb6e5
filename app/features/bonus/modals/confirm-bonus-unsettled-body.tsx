import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useCancelBonus, type PlayerBonus } from "../bonus-api.ts";
import { DialogError, useActionFailure, WithPlayerBonus } from "./bonus-modal-parts.tsx";

/**
 * `confirm-bonus-unsettled` (value: a player bonus): cancelling while some bets are still open.
 * The player is told what happens to them before anything moves.
 */
export default function ConfirmBonusUnsettledBody({ value, close }: ModalBodyProps) {
  return (
    <WithPlayerBonus id={value} close={close}>
      {(bonus) => <Confirm bonus={bonus} close={close} />}
    </WithPlayerBonus>
  );
}

function Confirm({ bonus, close }: { bonus: PlayerBonus; close: () => void }) {
  const { t } = useTranslation("modals");
  const format = useMoneyFormat();
  const cancel = useCancelBonus();
  const failure = useActionFailure();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(bonus.id);
      close();
    } catch (cause) {
      setError(failure(cause));
    }
  };
  return (
    <div className="flex flex-col gap-5" data-testid="confirm-bonus-unsettled">
      <p className="text-sm text-text">
        {t("confirm-bonus-unsettled.text", {
          name: bonus.name ?? "",
          amount: format.amount(bonus.balance ?? bonus.amount, bonus.currency),
        })}
      </p>
      <DialogError message={error} />
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-bonus-unsettled.keep")}
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={cancel.isPending}
          className={buttonClass("primary", "lg", "bg-danger hover:bg-danger/90")}
        >
          {cancel.isPending
            ? t("confirm-bonus-unsettled.canceling")
            : t("confirm-bonus-unsettled.cancel")}
        </button>
      </div>
    </div>
  );
}
