import { useQueryClient } from "@tanstack/react-query";
import { CircleX } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { readCheckoutInvoice, setDepositFlow, useLatestInvoice } from "./payment-api.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/** `deposit-error`: the deposit did not go through (declined at the checkout, or failed). */
export default function DepositErrorBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const { formatAmount } = usePaymentContext();
  const invoiceId = typeof window === "undefined" ? null : readCheckoutInvoice();
  const latest = useLatestInvoice("deposit", invoiceId);

  useEffect(() => {
    setDepositFlow(null);
    void queryClient.invalidateQueries({ queryKey: ["payment"] });
  }, [queryClient]);

  const invoice = latest.data;
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="deposit-error">
      <span className="grid size-16 place-items-center rounded-full bg-danger/15 text-danger">
        <CircleX aria-hidden="true" className="size-8" />
      </span>
      <p role="alert" className="text-sm text-muted">
        {invoice
          ? t("deposit-error.textAmount", {
              amount: formatAmount(invoice.amount, invoice.currency),
            })
          : t("deposit-error.text")}
      </p>
      <div className="grid w-full gap-2">
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "lg", "w-full")}>
          {t("deposit-error.retry")}
        </Link>
        <Link
          to={localize("/support")}
          onClick={close}
          className={buttonClass("ghost", "md", "w-full")}
        >
          {t("deposit-error.support")}
        </Link>
      </div>
    </div>
  );
}
