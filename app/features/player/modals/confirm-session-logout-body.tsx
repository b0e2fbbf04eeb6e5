import { LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../modals/modal-registry.ts";
import { FormError } from "../forms/form-field.tsx";
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
        titleDefault: all ? "Other sessions signed out" : "Session signed out",
      });
      close();
    } catch (cause) {
      setError(failure(cause, [], () => undefined));
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-text">
        {all
          ? t("confirm-session-logout.allOther", {
              defaultValue:
                "Every other device signed in to your account will be signed out. This device stays signed in.",
            })
          : t("confirm-session-logout.one", {
              defaultValue:
                "That device will be signed out and will need your password to sign in again.",
            })}
      </p>
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-session-logout.cancel", { defaultValue: "Cancel" })}
        </button>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={closeSessions.isPending}
          className={buttonClass("primary", "lg")}
        >
          <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          {all
            ? t("confirm-session-logout.confirmAll", { defaultValue: "Sign out all" })
            : t("confirm-session-logout.confirm", { defaultValue: "Sign out" })}
        </button>
      </div>
    </div>
  );
}
