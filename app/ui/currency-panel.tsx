import * as Popover from "@radix-ui/react-popover";
import { ChevronDown, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { activeAccount, usePlayerState } from "../lib/player-state.ts";
import { useLocale } from "../lib/use-localized-path.ts";
import { GuestPrompt } from "./guest-prompt.tsx";

/** A decimal balance string for display: grouped, 2 to 8 fraction digits, with its currency. */
export function formatBalance(balance: string, currency: string, locale: string): string {
  const value = Number(balance);
  if (!Number.isFinite(value)) return `${balance} ${currency}`;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(value);
  return `${number} ${currency}`;
}

/**
 * The balance button and the currency panel behind it. A guest gets a sign-in prompt; the
 * wallet issue lists the player's accounts here and switches the active one.
 */
export function CurrencyPanel() {
  const { t } = useTranslation("global-components");
  const { t: tLayout } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  const label = t("currencyPanel.label", { defaultValue: "Currencies" });
  const locale = useLocale();
  const account = activeAccount(usePlayerState().accounts);
  const balance = account ? formatBalance(account.balance, account.currency, locale) : null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={balance ? `${label}: ${balance}` : label}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-text transition-colors hover:bg-raised"
      >
        <Wallet aria-hidden="true" className="size-4 text-win max-sm:hidden" />
        <span className="whitespace-nowrap tabular-nums" data-testid="header-balance">
          {balance ?? tLayout("header.balance", { defaultValue: "Balance" })}
        </span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className="popover-panel z-50 w-72 rounded-2xl border border-line bg-surface text-text shadow-2xl shadow-black/30"
        >
          <GuestPrompt
            icon={Wallet}
            title={t("currencyPanel.guestTitle", { defaultValue: "Your balances live here" })}
            description={t("currencyPanel.guestDescription", {
              defaultValue:
                "Sign in to see your accounts in every currency and switch between them.",
            })}
            onNavigate={() => setOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
