import { Send } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../ui/button-styles.ts";
import { browserStorage, subscribeLocalStorage } from "../../ui/local-storage-store.ts";
import type { ModalBodyProps } from "../modals/modal-registry.ts";

/** Stored value of SPEC §3: the Telegram bot's address, when the mini app left it. */
export const BOT_URL_KEY = "botURL";

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

/** What Telegram players see instead of the wallet dialog: deposits run in the bot. */
export function TelegramWallet() {
  const { t } = useTranslation("modals");
  const botUrl = useSyncExternalStore(subscribeLocalStorage, readBotUrl, () => null);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="telegram-wallet">
      <span className="grid size-16 place-items-center rounded-full bg-sky-500/15 text-sky-500">
        <Send aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm text-muted">
        {t("wallet-telegram-app.text", {
          defaultValue:
            "In the Telegram app, deposits and withdrawals are made through our bot. Open it to top up or cash out; your balance here updates by itself.",
        })}
      </p>
      {botUrl ? (
        <a
          href={botUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClass("primary", "lg", "w-full")}
        >
          <Send aria-hidden="true" className="size-4" />
          {t("wallet-telegram-app.open", { defaultValue: "Open the bot" })}
        </a>
      ) : (
        <p className="text-xs text-muted">
          {t("wallet-telegram-app.noBot", {
            defaultValue: "Use the wallet button in the bot's menu.",
          })}
        </p>
      )}
    </div>
  );
}

export default function TelegramWalletBody(_props: ModalBodyProps) {
  return <TelegramWallet />;
}
