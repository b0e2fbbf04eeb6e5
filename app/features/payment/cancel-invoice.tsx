import { Ban } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentDirection } from "../../../contracts/payment.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useDeclineInvoice } from "./payment-api.ts";
import { FormError } from "./payment-fields.tsx";

/**
 * The cancel-deposit confirmation (PUT /api/payment/invoices/{id}/decline): a pending deposit is
 * canceled, a pending withdrawal's locked money returns to the balance.
 */
export function CancelInvoiceConfirm({
  invoiceId,
  direction,
  onDone,
  onKeep,
}: {
  invoiceId: string;
  direction: PaymentDirection;
  onDone: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation("modals");
  const decline = useDeclineInvoice();
  const [error, setError] = useState<string | null>(null);
  const deposit = direction === "deposit";
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-danger/30 bg-danger/5 p-4">
      <p className="text-sm text-text">
        {deposit ? t("cancel-deposit.question") : t("cancel-deposit.questionWithdrawal")}
      </p>
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={onKeep} className={buttonClass("secondary", "md")}>
          {deposit ? t("cancel-deposit.keep") : t("cancel-deposit.keepWithdrawal")}
        </button>
        <button
          type="button"
          disabled={decline.isPending}
          onClick={() => {
            setError(null);
            decline.mutate(invoiceId, {
              onSuccess: onDone,
              onError: () => setError(t("cancel-deposit.failed")),
            });
          }}
          className={buttonClass("primary", "md", "bg-danger hover:bg-danger/90 shadow-danger/20")}
        >
          <Ban aria-hidden="true" className="size-4" />
          {deposit ? t("cancel-deposit.confirm") : t("cancel-deposit.confirmWithdrawal")}
        </button>
      </div>
    </div>
  );
}

/** A "Cancel" link-button that unfolds the confirmation in place. */
export function CancelInvoiceAction({
  invoiceId,
  direction,
  onDone,
}: {
  invoiceId: string;
  direction: PaymentDirection;
  onDone: () => void;
}) {
  const { t } = useTranslation("modals");
  const [asking, setAsking] = useState(false);
  if (asking) {
    return (
      <CancelInvoiceConfirm
        invoiceId={invoiceId}
        direction={direction}
        onDone={onDone}
        onKeep={() => setAsking(false)}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setAsking(true)}
      className={buttonClass("ghost", "md", "w-full")}
    >
      {direction === "deposit" ? t("cancel-deposit.title") : t("cancel-deposit.titleWithdrawal")}
    </button>
  );
}
