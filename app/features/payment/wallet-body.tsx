import { ArrowDownToLine, ArrowUpFromLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { usePaymentRealtime } from "./payment-api.ts";
import { DepositPanel } from "./deposit-panel.tsx";
import { TelegramWallet } from "./telegram-wallet-body.tsx";
import { usePaymentContext } from "./use-payment-context.ts";
import { WalletAccountLine } from "./wallet-account-line.tsx";
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
  const { player } = usePaymentContext();
  usePaymentRealtime();
  if (player.isTelegram) return <TelegramWallet />;
  const tab = value === "withdraw" ? "withdraw" : "deposit";

  return (
    <div className="flex flex-col gap-4" data-testid="wallet-dialog" data-tab={tab}>
      <nav aria-label={t("wallet.tabsLabel")}>
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
              {t("wallet.deposit")}
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
              {t("wallet.withdraw")}
            </Link>
          </li>
        </ul>
      </nav>
      <WalletAccountLine />
      {tab === "deposit" ? <DepositPanel /> : <WithdrawPanel />}
    </div>
  );
}
