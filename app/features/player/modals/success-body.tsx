import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";

/** The message key of what went through, by the dialog's value. */
const MESSAGE_KEYS: Record<string, string> = {
  true: "success.message",
  "bonus-activated": "success.bonusActivated",
};

/** The generic success dialog: a confirmation (of what its value names) and a way on. */
export default function SuccessBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const messageKey = MESSAGE_KEYS[value] ?? "success.message";
  return (
    <div className="flex flex-col items-center gap-5 text-center" data-testid="success">
      <span className="grid size-16 place-items-center rounded-full bg-win/15 text-win-text">
        <CircleCheck aria-hidden="true" className="size-9" />
      </span>
      <p className="text-sm text-muted">{t(messageKey)}</p>
      <button type="button" onClick={close} className={buttonClass("primary", "lg", "w-full")}>
        {t("success.continue")}
      </button>
    </div>
  );
}
