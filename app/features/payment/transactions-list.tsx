import { ArrowDownToLine, ArrowUpFromLine, ReceiptText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { Invoice } from "../../../contracts/payment.ts";
import { useLocaleTag } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { HistoryPager } from "../../ui/history-list-parts.tsx";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useInvoices, usePaymentRealtime } from "./payment-api.ts";
import { transactionFilters } from "./transactions.ts";
import { methodKindOf } from "./method-texts.ts";
import { usePaymentContext } from "./use-payment-context.ts";

const STATUS_STYLE: Record<Invoice["status"], string> = {
  1: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  2: "bg-win/15 text-win-text",
  3: "bg-danger/15 text-danger",
};

/** A method identifier as words when there is no name: sandbox.deposit.bank_transfer → Bank transfer. */
function methodLabel(method: string): string {
  const kind = method.split(".").pop() ?? method;
  const words = kind.replace(/^crypto_/, "").replace(/_/g, " ");
  return kind.startsWith("crypto_")
    ? words.toUpperCase()
    : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The transactions tab of /wallet/history: the player's deposits and withdrawals (GET
 * /api/payment/invoices) with the address's filters, paged, newest first; pending ones can be
 * canceled.
 */
export function TransactionsList() {
  const { t } = useTranslation("layout");
  // Method names live with the wallet dialog's texts.
  const { t: tm } = useTranslation("modals");
  const locale = useLocaleTag();
  const [params] = useSearchParams();
  const { hrefFor } = useUrlModal();
  const { player, formatAmount } = usePaymentContext();
  usePaymentRealtime();
  const filters = transactionFilters(params);
  const invoices = useInvoices(filters);

  if (player.status !== "player" || invoices.isPending) {
    return (
      <LoadingRegion>
        <ListSkeleton rows={6} />
      </LoadingRegion>
    );
  }
  if (invoices.isError) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t("pages.walletHistory.error")}
        description={t("pages.walletHistory.errorText")}
        action={
          <button
            type="button"
            onClick={() => void invoices.refetch()}
            className={buttonClass("primary")}
          >
            {t("pages.walletHistory.retry")}
          </button>
        }
      />
    );
  }
  const { data: rows, meta } = invoices.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t("pages.walletHistory.empty.transactions")}
        description={t("pages.walletHistory.emptyText.transactions")}
        action={
          <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win")}>
            {t("pages.walletHistory.deposit")}
          </Link>
        }
      />
    );
  }
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const statusText: Record<Invoice["status"], string> = {
    1: t("pages.walletHistory.options.pending"),
    2: t("pages.walletHistory.options.success"),
    3: t("pages.walletHistory.options.failed"),
  };

  return (
    <div className="flex flex-col gap-4" aria-busy={invoices.isFetching || undefined}>
      <ul
        className="overflow-hidden rounded-2xl border border-line bg-surface"
        aria-label={t("pages.walletHistory.tabs.transactions")}
        data-testid="transactions"
      >
        {rows.map((invoice) => {
          const deposit = invoice.invoiceType === "deposit";
          const Icon = deposit ? ArrowDownToLine : ArrowUpFromLine;
          return (
            <li
              key={invoice.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-4 py-3 last:border-b-0"
              data-testid="transaction"
              data-type={invoice.invoiceType}
              data-status={invoice.status}
            >
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-full ${
                  deposit ? "bg-win/15 text-win-text" : "bg-accent/15 text-accent-text"
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-text">
                  {deposit
                    ? t("pages.walletHistory.options.deposit")
                    : t("pages.walletHistory.options.withdrawal")}
                  <span className="font-normal text-muted">
                    {" "}
                    ·{" "}
                    {tm(`paymentMethods.${methodKindOf(invoice.paymentMethod).kind}.name`, {
                      defaultValue: methodLabel(invoice.paymentMethod),
                    })}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  <time dateTime={invoice.createdAt}>
                    {dateFormat.format(new Date(invoice.createdAt))}
                  </time>
                </p>
              </div>
              <div className="flex items-center gap-3 max-sm:w-full max-sm:justify-between max-sm:ps-13">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[invoice.status]}`}
                >
                  {statusText[invoice.status]}
                </span>
                <span className="text-end text-sm font-semibold text-text tabular-nums">
                  {deposit ? "+" : "−"}
                  {formatAmount(invoice.amount, invoice.currency)}
                </span>
                {invoice.status === 1 ? (
                  <Link
                    to={hrefFor("cancel-deposit", invoice.id)}
                    preventScrollReset
                    className={buttonClass("ghost", "sm", "h-8 px-2.5 text-xs")}
                    aria-label={t("pages.walletHistory.cancelLabel", {
                      type: deposit ? "deposit" : "withdrawal",
                      amount: formatAmount(invoice.amount, invoice.currency),
                    })}
                  >
                    {t("pages.walletHistory.cancel")}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <HistoryPager params={params} page={meta.page} totalPages={meta.totalPages} />
    </div>
  );
}
