import { Clock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button-styles.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { FormError } from "../../ui/form-field.tsx";
import { limitFailure } from "./limit-errors.ts";
import { decodeLimitUpdate } from "./limit-model.ts";
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
        <p className="text-sm text-text">{t("confirm-limit-update.invalid")}</p>
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-limit-update.close")}
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
        description: "general.limitPending.description",
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
            amount: change.amount,
            period: t(`add-limit.periods.${change.period}`).toLowerCase(),
          })}
        </p>
      </div>
      <FormError message={message} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("add-limit.cancel")}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={update.isPending}
          className={buttonClass("primary", "lg")}
        >
          {t("confirm-limit-update.confirm")}
        </button>
      </div>
    </div>
  );
}

export default playerOnly(ConfirmLimitUpdateBody);
