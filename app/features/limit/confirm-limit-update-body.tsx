import { Clock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button-styles.ts";
import { showAlert } from "../alerts/use-alerts.ts";
import type { ModalBodyProps } from "../modals/modal-registry.ts";
import { useUrlModal } from "../modals/use-url-modal.ts";
import { FormError } from "../player/forms/form-field.tsx";
import { limitFailure } from "./limit-errors.ts";
import { PERIOD_TEXT, decodeLimitUpdate } from "./limit-model.ts";
import { useUpdateLimit } from "./limits-api.ts";
import { playerOnly } from "./player-only.tsx";

/**
 * `?confirm-limit-update=<id>~<period>~<amount>`: a looser limit waits 24 hours (the
 * regulators' rule); the player confirms that they still want it.
 */
function ConfirmLimitUpdateBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { close: closeModal } = useUrlModal();
  const update = useUpdateLimit();
  const [message, setMessage] = useState<string | null>(null);
  const change = decodeLimitUpdate(value);

  if (!change) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text">
          {t("confirm-limit-update.invalid", { defaultValue: "There is no change to confirm." })}
        </p>
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-limit-update.close", { defaultValue: "Close" })}
        </button>
      </div>
    );
  }

  const confirm = async () => {
    setMessage(null);
    try {
      await update.mutateAsync(change);
      showAlert({
        type: "attention",
        title: "general.limitPending.title",
        titleDefault: "Change requested",
        description: "general.limitPending.description",
        descriptionDefault: "Your higher limit applies in 24 hours. You can cancel it until then.",
      });
      close();
      closeModal("edit-limit");
    } catch (cause) {
      setMessage(limitFailure(cause).message);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
          <Clock aria-hidden="true" className="size-5" />
        </span>
        <p className="text-sm text-text">
          {t("confirm-limit-update.text", {
            defaultValue:
              "Raising a limit (or making its period shorter) takes effect after 24 hours. Until then your current limit stays, and you can cancel the change. New limit: {{amount}}, {{period}}.",
            amount: change.amount,
            period: t(`add-limit.periods.${change.period}`, {
              defaultValue: PERIOD_TEXT[change.period],
            }).toLowerCase(),
          })}
        </p>
      </div>
      <FormError message={message} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("add-limit.cancel", { defaultValue: "Cancel" })}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={update.isPending}
          className={buttonClass("primary", "lg")}
        >
          {t("confirm-limit-update.confirm", { defaultValue: "Request change" })}
        </button>
      </div>
    </div>
  );
}

export default playerOnly(ConfirmLimitUpdateBody);
