import { ExternalLink, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
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
        <p className="text-sm text-muted">{t("deposit-redirect.expired")}</p>
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "lg", "w-full")}>
          {t("wallet.deposit")}
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
          {t("deposit-redirect.heading", { amount, method: flow.methodName })}
        </p>
        <p className="mt-1 text-sm text-muted">{t("deposit-redirect.text")}</p>
      </div>
      <button
        type="button"
        onClick={() => window.location.assign(url)}
        className={buttonClass("win", "lg", "w-full")}
      >
        {t("deposit-redirect.continue")}
        <ExternalLink aria-hidden="true" className="size-4" />
      </button>
      <button type="button" onClick={close} className={buttonClass("ghost", "md", "w-full")}>
        {t("deposit-redirect.later")}
      </button>
    </div>
  );
}
