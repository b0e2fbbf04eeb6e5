import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { FormError } from "../../../ui/form-field.tsx";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useCloseSessions } from "../profile/profile-api.ts";

/** `?confirm-session-logout=<session id>` closes that session; `=other` closes all the others. */
export default function ConfirmSessionLogoutBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const closeSessions = useCloseSessions();
  const failure = useSubmitFailure();
  const [error, setError] = useState<string | null>(null);
  const all = value === "other";

  const confirm = async () => {
    setError(null);
    try {
      await closeSessions.mutateAsync(value);
      showAlert({
        type: "success",
        title: all ? "general.sessionsClosed.title" : "general.sessionClosed.title",
      });
      close();
    } catch (cause) {
      setError(failure(cause, [], () => undefined));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-text">
        {all ? t("confirm-session-logout.allOther") : t("confirm-session-logout.one")}
      </p>
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-session-logout.cancel")}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={closeSessions.isPending}
          className={buttonClass("primary", "lg")}
        >
          <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {all ? t("confirm-session-logout.confirmAll") : t("confirm-session-logout.confirm")}
        </button>
      </div>
    </div>
  );
}
