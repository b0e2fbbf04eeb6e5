import { useTranslation } from "react-i18next";
import { Skeleton } from "../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { CancelInvoiceConfirm } from "./cancel-invoice.tsx";
import { usePendingInvoice } from "./payment-api.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/** `cancel-deposit` (?cancel-deposit={invoiceId}): confirms canceling a pending invoice. */
export default function CancelDepositBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { formatAmount } = usePaymentContext();
  const pending = usePendingInvoice(value);
  if (pending.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  const invoice = pending.data;
  if (!invoice) {
    return (
      <p className="text-sm text-muted" role="status">
        {t("cancel-deposit.notPending")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-2xl font-bold text-text tabular-nums">
        {formatAmount(invoice.amount, invoice.currency)}
      </p>
      <CancelInvoiceConfirm
        invoiceId={invoice.id}
        direction={invoice.invoiceType}
        onDone={close}
        onKeep={close}
      />
    </div>
  );
}
