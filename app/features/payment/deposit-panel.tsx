import { CircleAlert, Globe, Landmark, WalletCards } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { CancelInvoiceAction } from "./cancel-invoice.tsx";
import { useDepositAddOn, type DepositExtraFields } from "./deposit-add-on.tsx";
import { DepositInstructions } from "./deposit-instructions.tsx";
import { useMethodTexts } from "./method-texts.ts";
import { MethodFormView } from "./method-form-view.tsx";
import { MethodList } from "./method-list.tsx";
import {
  rememberCheckoutInvoice,
  setDepositFlow,
  useCreateDeposit,
  useDepositFlow,
  usePaymentMethods,
  type DepositFlow,
} from "./payment-api.ts";
import { storePendingInvoiceId } from "./pending-invoice.ts";
import { QrInvoice } from "./qr-invoice.tsx";
import { usePaymentContext } from "./use-payment-context.ts";

/** Where the hosted checkout sends the payer back: the history, with the outcome's dialog open. */
export function checkoutReturnUrls(origin: string, historyPath: string) {
  const base = `${origin}${historyPath}?tab=transactions`;
  return { success: `${base}&deposit-status=success`, error: `${base}&deposit-error=true` };
}

/**
 * The deposit tab of the wallet dialog (SPEC §4 Wallet): the methods of the active currency in
 * the payment region, then the chosen method's form; after sending, the QR element (crypto),
 * payment details (bank transfer), the redirect dialog (hosted pages) or the status dialog
 * (cash agent).
 */
export function DepositPanel() {
  const { t } = useTranslation("modals");
  const methodTexts = useMethodTexts();
  const localize = useLocalizedPath();
  const { open, hrefFor } = useUrlModal();
  const { account, region, subunitOf, formatAmount } = usePaymentContext();
  const methods = usePaymentMethods("deposit", account?.currency, region);
  const create = useCreateDeposit();
  const flow = useDepositFlow();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // What another feature adds (the bonus choice) is read when sending, not rendered from here.
  const addOn = useDepositAddOn();
  const extraFields = useRef<DepositExtraFields>({});
  const onExtraFields = useCallback((fields: DepositExtraFields) => {
    extraFields.current = fields;
  }, []);

  if (flow && (flow.response.action === "qr" || flow.response.action === "form")) {
    return flow.response.action === "qr" ? (
      <QrInvoice flow={flow} onClose={() => setDepositFlow(null)} />
    ) : (
      <BankDetails flow={flow} />
    );
  }

  const list = methods.data?.methods ?? [];
  const chosen = list.find((method) => method.method === chosenId);

  if (chosen && account) {
    const name = methodTexts.name(chosen);
    return (
      <MethodFormView
        key={chosen.method}
        method={chosen}
        subunitToUnit={subunitOf(chosen.currency)}
        formatAmount={(amount) => formatAmount(amount, chosen.currency)}
        onBack={() => setChosenId(null)}
        submitLabel={(amount) =>
          amount ? t("wallet.depositAmount", { amount }) : t("wallet.deposit")
        }
        submittingLabel={t("wallet.sending")}
        footnote={addOn ? (amount) => addOn.render(amount, onExtraFields) : undefined}
        onSubmit={async ({ amount, fields }) => {
          const response = await create.mutateAsync({
            ...extraFields.current,
            method: chosen.method,
            fields,
            // A crypto method in another coin pays into that coin's account (opened if new).
            currency: chosen.currency,
            amount,
            accountId: account.id,
            redirect: checkoutReturnUrls(window.location.origin, localize("/wallet/history")),
            ...(region ? { country: region } : {}),
          });
          addOn?.afterDeposit();
          const next: DepositFlow = { response, methodName: name };
          setDepositFlow(next);
          setChosenId(null);
          if (response.action === "qr") storePendingInvoiceId(response.invoiceId);
          else if (response.action === "redirect") {
            rememberCheckoutInvoice(response.invoiceId);
            open("deposit-redirect");
          } else if (response.action === "manual") open("deposit-status", "pending");
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-muted">{t("wallet.chooseMethod")}</p>
        <Link
          to={hrefFor("wallet-choose-region")}
          preventScrollReset
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-accent-text hover:bg-raised"
          data-testid="payment-region"
        >
          <Globe aria-hidden="true" className="size-4" />
          {region ? t("wallet.region", { country: region }) : t("wallet.chooseRegion")}
          <span className="sr-only">{t("wallet.changeRegion")}</span>
        </Link>
      </div>
      {methods.isPending || !account ? (
        <MethodListSkeleton />
      ) : list.length > 0 ? (
        <MethodList
          methods={list}
          formatAmount={formatAmount}
          onChoose={(method) => setChosenId(method.method)}
          label={t("wallet.methods")}
        />
      ) : (
        <NoMethods limitReached={methods.data?.limitReached ?? false} />
      )}
    </div>
  );
}

export function MethodListSkeleton() {
  return (
    <div className="grid gap-2 sm:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl border border-line p-3">
          <Skeleton className="h-9 w-12 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** SPEC §8: 13100 (deposit limit reached) or any other failure leaves the list empty. */
export function NoMethods({ limitReached }: { limitReached: boolean }) {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  return (
    <div
      role={limitReached ? "alert" : "status"}
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line px-4 py-8 text-center"
      data-testid="no-methods"
    >
      <span className="grid size-11 place-items-center rounded-xl bg-raised text-muted">
        {limitReached ? (
          <CircleAlert aria-hidden="true" className="size-5 text-danger" />
        ) : (
          <WalletCards aria-hidden="true" className="size-5" />
        )}
      </span>
      <p className="text-sm font-semibold text-text">
        {limitReached ? t("wallet.limitReached") : t("wallet.noMethods")}
      </p>
      <p className="max-w-xs text-xs text-muted">
        {limitReached ? t("wallet.limitReachedText") : t("wallet.noMethodsText")}
      </p>
      {limitReached ? (
        <Link to={localize("/profile/limits")} className={buttonClass("secondary", "sm")}>
          {t("wallet.seeLimits")}
        </Link>
      ) : null}
    </div>
  );
}

function BankDetails({ flow }: { flow: DepositFlow }) {
  const { t } = useTranslation("modals");
  return (
    <section aria-labelledby="bank-details-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-accent/15 text-accent-text">
          <Landmark aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h3 id="bank-details-title" className="text-base font-semibold text-text">
            {t("wallet.bank.title")}
          </h3>
          <p className="text-sm text-muted">{t("wallet.bank.lead", { method: flow.methodName })}</p>
        </div>
      </div>
      <DepositInstructions response={flow.response} />
      <p role="status" className="text-center text-xs text-muted">
        {t("wallet.bank.waiting")}
      </p>
      <div className="grid gap-2">
        <button
          type="button"
          onClick={() => setDepositFlow(null)}
          className={buttonClass("secondary", "md")}
        >
          {t("wallet.done")}
        </button>
        <CancelInvoiceAction
          invoiceId={flow.response.invoiceId}
          direction="deposit"
          onDone={() => setDepositFlow(null)}
        />
      </div>
    </section>
  );
}
