import { useTranslation } from "react-i18next";
import type { DepositResponse } from "../../../contracts/payment.ts";
import { useMethodTexts } from "./method-texts.ts";

/** The details a bank transfer or a cash agent deposit needs (IBAN, reference, agent phone…). */
export function DepositInstructions({ response }: { response: DepositResponse }) {
  const { t } = useTranslation("modals");
  const texts = useMethodTexts();
  if (response.fields.length === 0) return null;
  return (
    <dl
      aria-label={t("wallet.instructions")}
      className="flex flex-col divide-y divide-line rounded-2xl border border-line"
    >
      {response.fields.map((field) => (
        <div key={field.key} className="flex items-center justify-between gap-4 px-4 py-2.5">
          <dt className="text-xs text-muted">{texts.instructionLabel(field)}</dt>
          <dd className="text-end font-mono text-sm font-medium break-all text-text select-all">
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
