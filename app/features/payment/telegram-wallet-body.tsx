import { ArrowDownToLine, ArrowUpFromLine, Send } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button-styles.ts";
import { browserStorage, subscribeLocalStorage } from "../../lib/local-storage-store.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { BOT_URL_KEY } from "../../lib/telegram/runtime.ts";
import { useTelegram } from "../../lib/telegram/use-telegram.ts";
import { DepositPanel } from "./deposit-panel.tsx";
import { usePaymentRealtime } from "./payment-api.ts";
import { WalletAccountLine } from "./wallet-account-line.tsx";
import { WithdrawPanel } from "./withdraw-panel.tsx";

function readBotUrl(): string | null {
  try {
    const value = browserStorage()?.getItem(BOT_URL_KEY) ?? null;
    if (!value) return null;
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "tg:" ? url.toString() : null;
  } catch {
    return null;
  }
}

const tabClass =
  "flex h-10 w-full items-center justify-center gap-2 rounded-lg text-sm font-semibold text-muted transition-colors hover:text-text aria-pressed:bg-surface aria-pressed:text-text aria-pressed:shadow-sm";

/**
 * The wallet of Telegram players (`wallet-telegram-app`, SPEC §4 Wallet): deposits and
 * withdrawals inside the mini app with the methods offered there (the API is asked with
 * x-platform: tg), the tabs as local state (Telegram's back button closes the dialog), and the
 * bot for what it does on its own.
 */
export function TelegramWallet() {
  const { t } = useTranslation("modals");
  const telegram = useTelegram();
  const botUrl = useSyncExternalStore(subscribeLocalStorage, readBotUrl, () => null);
  const [tab, setTab] = useState<"deposit" | "withdraw">("deposit");
  usePaymentRealtime();
  const choose = (next: "deposit" | "withdraw") => {
    telegram?.haptic("selection");
    setTab(next);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="telegram-wallet" data-tab={tab}>
      <div role="group" aria-label={t("wallet.tabsLabel")}>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-raised/70 p-1">
          <button
            type="button"
            aria-pressed={tab === "deposit"}
            onClick={() => choose("deposit")}
            className={tabClass}
          >
            <ArrowDownToLine aria-hidden="true" className="size-4" />
            {t("wallet.deposit")}
          </button>
          <button
            type="button"
            aria-pressed={tab === "withdraw"}
            onClick={() => choose("withdraw")}
            className={tabClass}
          >
            <ArrowUpFromLine aria-hidden="true" className="size-4" />
            {t("wallet.withdraw")}
          </button>
        </div>
      </div>
      <WalletAccountLine />
      {tab === "deposit" ? <DepositPanel /> : <WithdrawPanel />}
      {botUrl ? (
        <a
          href={botUrl}
          target="_blank"
          rel="noreferrer"
          onClick={(event) => {
            // Inside Telegram the bot opens in the chat, not in a browser tab.
            if (telegram?.openTelegramLink(botUrl)) event.preventDefault();
          }}
          className={buttonClass("ghost", "md", "w-full")}
        >
          <Send aria-hidden="true" className="size-4" />
          {t("wallet-telegram-app.open")}
        </a>
      ) : null}
    </div>
  );
}

export default function TelegramWalletBody(_props: ModalBodyProps) {
  return <TelegramWallet />;
}
