import { ExternalLink, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import type { ModalBodyProps } from "../modals/modal-registry.ts";
import { useUrlModal } from "../modals/use-url-modal.ts";
import { useDepositFlow } from "./payment-api.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/** `deposit-redirect`: says where the payer goes next, then opens the provider's hosted page. */
export default function DepositRedirectBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const flow = useDepositFlow();
  const { formatAmount } = usePaymentContext();
  const url = flow?.response.action === "redirect" ? flow.response.redirectUrl : null;

  if (!flow || !url) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {t("deposit-redirect.expired", {
            defaultValue: "This payment is no longer open here. Start a new deposit.",
          })}
        </p>
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "lg", "w-full")}>
          {t("wallet.deposit", { defaultValue: "Deposit" })}
        </Link>
      </div>
    );
  }
  const amount = formatAmount(flow.response.invoice.amount, flow.response.invoice.currency);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="deposit-redirect">
      <span className="grid size-16 place-items-center rounded-full bg-accent/15 text-accent-text">
        <ShieldCheck aria-hidden="true" className="size-8" />
      </span>
      <div>
        <p className="text-base font-semibold text-text">
          {t("deposit-redirect.heading", {
            defaultValue: "Pay {{amount}} with {{method}}",
            amount,
            method: flow.methodName,
          })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t("deposit-redirect.text", {
            defaultValue:
              "You will continue on the payment provider's secure page. When you finish, you come back here and see the result.",
          })}
        </p>
      </div>
      <button
        type="button"
        onClick={() => window.location.assign(url)}
        className={buttonClass("win", "lg", "w-full")}
      >
        {t("deposit-redirect.continue", { defaultValue: "Continue to payment" })}
        <ExternalLink aria-hidden="true" className="size-4" />
      </button>
      <button type="button" onClick={close} className={buttonClass("ghost", "md", "w-full")}>
        {t("deposit-redirect.later", { defaultValue: "Not now" })}
      </button>
    </div>
  );
}
