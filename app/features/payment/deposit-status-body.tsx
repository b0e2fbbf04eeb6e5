import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { CancelInvoiceAction } from "./cancel-invoice.tsx";
import { DepositInstructions } from "./deposit-instructions.tsx";
import {
  readCheckoutInvoice,
  setDepositFlow,
  useDepositFlow,
  useLatestInvoice,
  usePaymentRealtime,
} from "./payment-api.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/**
 * `deposit-status` (?deposit-status=pending|success): where a deposit is now. Opened after a cash
 * agent deposit (pending, with the agent's details) and when the payer returns from a hosted
 * checkout; it reads the invoice again, so it shows the real outcome.
 */
export default function DepositStatusBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const { open } = useUrlModal();
  const queryClient = useQueryClient();
  const { formatAmount } = usePaymentContext();
  usePaymentRealtime();
  const flow = useDepositFlow();
  const invoiceId =
    flow?.response.invoiceId ?? (typeof window === "undefined" ? null : readCheckoutInvoice());
  const latest = useLatestInvoice("deposit", invoiceId);

  // Back from the checkout: whatever was cached about invoices and balances is old.
  useEffect(() => {
    if (value !== "pending") void queryClient.invalidateQueries({ queryKey: ["payment"] });
  }, [value, queryClient]);

  const invoice = latest.data ?? flow?.response.invoice ?? null;
  const status = invoice?.status ?? (value === "success" ? 2 : 1);

  useEffect(() => {
    if (status === 3) open("deposit-error");
  }, [status, open]);

  if (latest.isPending && !invoice) {
    return (
      <div className="flex flex-col items-center gap-3" aria-hidden="true">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-3 w-56" />
      </div>
    );
  }
  const amount = invoice ? formatAmount(invoice.amount, invoice.currency) : "";
  const success = status === 2;
  const Icon = success ? CircleCheck : status === 3 ? CircleX : Clock;
  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      data-testid="deposit-status"
      data-status={status}
    >
      <span
        className={`grid size-16 place-items-center rounded-full ${
          success ? "bg-win/15 text-win-text" : "bg-amber-500/15 text-amber-500"
        }`}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <div role="status">
        <p className="text-lg font-semibold text-text">
          {success ? t("deposit-status.success") : t("deposit-status.pending")}
        </p>
        <p className="mt-1 text-sm text-muted">
          {success
            ? t("deposit-status.successText", { amount })
            : t("deposit-status.pendingText", { amount })}
        </p>
      </div>
      {!success && flow && flow.response.invoiceId === invoice?.id ? (
        <div className="w-full text-start">
          <DepositInstructions response={flow.response} />
        </div>
      ) : null}
      <div className="grid w-full gap-2">
        <button
          type="button"
          onClick={() => {
            if (success) setDepositFlow(null);
            close();
          }}
          className={buttonClass(success ? "win" : "secondary", "lg", "w-full")}
        >
          {success ? t("deposit-status.play") : t("wallet.done")}
        </button>
        {!success && invoice && status === 1 ? (
          <CancelInvoiceAction invoiceId={invoice.id} direction="deposit" onDone={close} />
        ) : null}
        <Link
          to={`${localize("/wallet/history")}?tab=transactions`}
          className="text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          {t("deposit-status.history")}
        </Link>
      </div>
    </div>
  );
}
