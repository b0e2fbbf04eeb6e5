import { CircleCheck, CircleX, Clock, IdCard, Lock } from "lucide-react";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { Invoice } from "../../../contracts/payment.ts";
import { isApiError } from "../../lib/api-client.ts";
import { InputField } from "./payment-fields.tsx";
import { buttonClass } from "../../ui/button-styles.ts";
import { CancelInvoiceAction } from "./cancel-invoice.tsx";
import { MethodListSkeleton, NoMethods } from "./deposit-panel.tsx";
import { MethodFormView } from "./method-form-view.tsx";
import { MethodList } from "./method-list.tsx";
import { useCreateWithdrawal, useLatestInvoice, usePaymentMethods } from "./payment-api.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/**
 * The withdraw tab (SPEC §4 Wallet): withdrawal methods of the active currency, the method's
 * form capped at the withdrawable balance; a request locks the amount and waits for an operator,
 * and can be canceled while it waits.
 */
export function WithdrawPanel() {
  const { t } = useTranslation("modals");
  const { account, region, subunitToUnit, formatAmount } = usePaymentContext();
  const methods = usePaymentMethods("withdrawal", account?.currency, region);
  const create = useCreateWithdrawal();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [requested, setRequested] = useState<Invoice | null>(null);
  /** Two-factor sign-in is on: the server asked for a code with the withdrawal. */
  const [needsCode, setNeedsCode] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);
  const localize = useLocalizedPath();
  const [twoFactorCode, setTwoFactorCode] = useState("");

  if (requested) {
    return <WithdrawalStatus requested={requested} onDone={() => setRequested(null)} />;
  }

  const list = methods.data?.methods ?? [];
  const chosen = list.find((method) => method.method === chosenId);
  const available = account?.withdrawalBalance ?? "0";

  if (chosen && account) {
    return (
      <MethodFormView
        key={chosen.method}
        method={chosen}
        subunitToUnit={subunitToUnit}
        formatAmount={(amount) => formatAmount(amount, chosen.currency)}
        available={available}
        onBack={() => setChosenId(null)}
        submitLabel={(amount) =>
          amount ? t("wallet.withdrawAmount", { amount }) : t("wallet.withdraw")
        }
        submittingLabel={t("wallet.sending")}
        footnote={
          <>
            {needsCode ? (
              <InputField
                label={t("wallet.twoFactorCode")}
                hint={t("wallet.twoFactorHint")}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={32}
                isRequired
                value={twoFactorCode}
                onChange={(event) => setTwoFactorCode(event.target.value)}
              />
            ) : null}
            {needsVerification ? (
              <p
                className="flex flex-wrap items-center gap-2 rounded-xl border border-accent/40 bg-accent/10 px-3.5 py-2.5 text-sm text-text"
                data-testid="verification-needed"
              >
                <IdCard aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
                <span className="flex-1">{t("wallet.verificationNeeded")}</span>
                <Link to={localize("/profile/info")} className={buttonClass("secondary", "sm")}>
                  {t("wallet.verify")}
                </Link>
              </p>
            ) : null}
            <p className="flex items-center gap-2 rounded-xl bg-raised/50 px-3.5 py-2.5 text-sm text-muted">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              <span className="flex-1">{t("wallet.withdrawable")}</span>
              <span className="font-semibold text-text tabular-nums" data-testid="withdrawable">
                {formatAmount(available)}
              </span>
            </p>
          </>
        }
        onSubmit={async ({ amount, fields }) => {
          let invoice: Invoice;
          try {
            invoice = await create.mutateAsync({
              method: chosen.method,
              fields,
              currency: account.currency,
              amount,
              accountId: account.id,
              ...(needsCode ? { twoFactorCode: twoFactorCode.trim() } : {}),
            });
          } catch (error) {
            // The form shows the server's message; the code field appears for the next try.
            if (isApiError(error) && error.code === ErrorCode.TWO_FACTOR_REQUIRED) {
              setNeedsCode(true);
            }
            // 13200: what is missing is a verified identity; say where to get it.
            if (isApiError(error) && error.code === ErrorCode.VERIFICATION_REQUIRED) {
              setNeedsVerification(true);
            }
            throw error;
          }
          setTwoFactorCode("");
          setChosenId(null);
          setRequested(invoice);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-raised/40 px-4 py-3">
        <span className="text-sm text-muted">{t("wallet.withdrawable")}</span>
        <span className="text-base font-bold text-win-text tabular-nums">
          {account ? formatAmount(available) : "…"}
        </span>
      </div>
      {methods.isPending || !account ? (
        <MethodListSkeleton />
      ) : list.length > 0 ? (
        <MethodList
          methods={list}
          formatAmount={formatAmount}
          onChoose={(method) => setChosenId(method.method)}
          label={t("wallet.withdrawMethods")}
        />
      ) : (
        <NoMethods limitReached={false} />
      )}
    </div>
  );
}

function WithdrawalStatus({ requested, onDone }: { requested: Invoice; onDone: () => void }) {
  const { t } = useTranslation("modals");
  const { formatAmount } = usePaymentContext();
  const latest = useLatestInvoice("withdrawal", requested.id);
  const invoice = latest.data ?? requested;
  const amount = formatAmount(invoice.amount, invoice.currency);
  const view =
    invoice.status === 1
      ? {
          icon: Clock,
          tone: "bg-amber-500/15 text-amber-500",
          title: t("wallet.withdrawal.pending"),
          text: t("wallet.withdrawal.pendingText", { amount }),
        }
      : invoice.status === 2
        ? {
            icon: CircleCheck,
            tone: "bg-win/15 text-win-text",
            title: t("wallet.withdrawal.success"),
            text: t("wallet.withdrawal.successText", { amount }),
          }
        : {
            icon: CircleX,
            tone: "bg-danger/15 text-danger",
            title: t("wallet.withdrawal.failed"),
            text: t("wallet.withdrawal.failedText", { amount }),
          };
  return (
    <section
      aria-labelledby="withdrawal-status-title"
      className="flex flex-col items-center gap-4 text-center"
      data-testid="withdrawal-status"
      data-status={invoice.status}
    >
      <span className={`grid size-16 place-items-center rounded-full ${view.tone}`}>
        <view.icon aria-hidden="true" className="size-8" />
      </span>
      <div role="status">
        <h3 id="withdrawal-status-title" className="text-lg font-semibold text-text">
          {view.title}
        </h3>
        <p className="mt-1 text-sm text-muted">{view.text}</p>
      </div>
      <div className="grid w-full gap-2">
        <button type="button" onClick={onDone} className={buttonClass("secondary", "md")}>
          {t("wallet.done")}
        </button>
        {invoice.status === 1 ? (
          <CancelInvoiceAction
            invoiceId={invoice.id}
            direction="withdrawal"
            onDone={() => undefined}
          />
        ) : null}
      </div>
    </section>
  );
}
