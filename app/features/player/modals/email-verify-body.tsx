import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";

/** `?email-verify=verified|error`: the outcome of following a confirmation link. */
export default function EmailVerifyBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const verified = value === "verified";
  const Icon = verified ? CircleCheck : CircleAlert;
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span
        className={`grid size-16 place-items-center rounded-full ${
          verified ? "bg-win/15 text-win-text" : "bg-danger/15 text-danger"
        }`}
      >
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <p role="status" className="text-sm text-muted">
        {verified ? t("email-verify.verified") : t("email-verify.error")}
      </p>
      <button type="button" onClick={close} className={buttonClass("primary", "lg", "w-full")}>
        {t("email-verify.continue")}
      </button>
    </div>
  );
}
