import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalBodyProps } from "../modals/modal-registry.ts";
import { useUrlModal } from "../modals/use-url-modal.ts";
import { usePaymentRealtime } from "./payment-api.ts";
import { DepositPanel } from "./deposit-panel.tsx";
import { TelegramWallet } from "./telegram-wallet-body.tsx";
import { usePaymentContext } from "./use-payment-context.ts";
import { WithdrawPanel } from "./withdraw-panel.tsx";

const tabClass =
  "flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-muted transition-colors hover:text-text aria-[current=page]:bg-surface aria-[current=page]:text-text aria-[current=page]:shadow-sm";

/**
 * The `wallet` dialog (?wallet=deposit|withdraw): Deposit and Withdraw tabs for the active
 * account. Telegram players get the Telegram wallet instead (SPEC §4 Wallet).
 */
export default function WalletBody({ value }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const { player, account, formatAmount } = usePaymentContext();
  usePaymentRealtime();
  if (player.isTelegram) return <TelegramWallet />;
  const tab = value === "withdraw" ? "withdraw" : "deposit";

  return (
    <div className="flex flex-col gap-4" data-testid="wallet-dialog" data-tab={tab}>
      <nav aria-label={t("wallet.tabsLabel", { defaultValue: "Deposit or withdraw" })}>
        <ul className="grid grid-cols-2 gap-1 rounded-xl bg-raised/70 p-1">
          <li>
            <Link
              to={hrefFor("wallet", "deposit")}
              replace
              preventScrollReset
              aria-current={tab === "deposit" ? "page" : undefined}
              className={tabClass}
            >
              <ArrowDownToLine aria-hidden="true" className="size-4" />
              {t("wallet.deposit", { defaultValue: "Deposit" })}
            </Link>
          </li>
          <li>
            <Link
              to={hrefFor("wallet", "withdraw")}
              replace
              preventScrollReset
              aria-current={tab === "withdraw" ? "page" : undefined}
              className={tabClass}
            >
              <ArrowUpFromLine aria-hidden="true" className="size-4" />
              {t("wallet.withdraw", { defaultValue: "Withdraw" })}
            </Link>
          </li>
        </ul>
      </nav>
      {account ? (
        <p className="-mt-1 flex items-center justify-between text-xs text-muted">
          <span>
            {t("wallet.account", {
              defaultValue: "{{currency}} account",
              currency: account.currency,
            })}
          </span>
          <span className="tabular-nums">
            {t("wallet.balance", {
              defaultValue: "Balance {{amount}}",
              amount: formatAmount(account.balance),
            })}
          </span>
        </p>
      ) : null}
      {tab === "deposit" ? <DepositPanel /> : <WithdrawPanel />}
    </div>
  );
}
