import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button-styles.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { FormError } from "../../ui/form-field.tsx";
import { limitFailure } from "./limit-errors.ts";
import { useRemoveLimit } from "./limits-api.ts";
import { playerOnly } from "./player-only.tsx";

/** `?confirm-delete-limit=<limit id>`: removing a limit waits 24 hours; the player confirms. */
function ConfirmDeleteLimitBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const remove = useRemoveLimit();
  const [message, setMessage] = useState<string | null>(null);

  const confirm = async () => {
    setMessage(null);
    try {
      await remove.mutateAsync(value);
      showAlert({
        type: "attention",
        title: "general.limitRemoval.title",
        description: "general.limitRemoval.description",
      });
      close();
    } catch (cause) {
      setMessage(limitFailure(cause).message);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-text">{t("confirm-delete-limit.text")}</p>
      <FormError message={message} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("add-limit.cancel")}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          className={buttonClass("primary", "lg")}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t("confirm-delete-limit.confirm")}
        </button>
      </div>
    </div>
  );
}

export default playerOnly(ConfirmDeleteLimitBody);
