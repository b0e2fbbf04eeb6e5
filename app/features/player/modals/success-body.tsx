import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../modals/modal-registry.ts";

/** The generic success dialog: a confirmation and a way on. */
export default function SuccessBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-win/15 text-win-text">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <p className="text-sm text-muted">
        {t("success.message", { defaultValue: "All done. You can carry on where you left off." })}
      </p>
      <button type="button" onClick={close} className={buttonClass("primary", "lg", "w-full")}>
        {t("success.continue", { defaultValue: "Continue" })}
      </button>
    </div>
  );
}
