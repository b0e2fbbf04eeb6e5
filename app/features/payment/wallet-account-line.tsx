import { useTranslation } from "react-i18next";
import { usePaymentContext } from "./use-payment-context.ts";

/** The active account and its balance, above the deposit and withdrawal panels. */
export function WalletAccountLine() {
  const { t } = useTranslation("modals");
  const { account, formatAmount } = usePaymentContext();
  if (!account) return null;
  return (
    <p className="-mt-1 flex items-center justify-between text-xs text-muted">
      <span>{t("wallet.account", { currency: account.currency })}</span>
      <span className="tabular-nums">
        {t("wallet.balance", { amount: formatAmount(account.balance) })}
      </span>
    </p>
  );
}
