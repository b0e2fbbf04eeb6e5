import * as Popover from "@radix-ui/react-popover";
import { ChevronDown, Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionState } from "../lib/session-state.ts";
// The header hosts the wallet's panel: the one place ui reaches into a feature, so the balance
// and its live updates have a single home (the wallet feature) instead of a copy here.
import { useLiveWalletAccounts, useWalletAccounts } from "../features/wallet/accounts-api.ts";
import { CurrencyPanelContent } from "../features/wallet/currency-panel-content.tsx";
import { useMoneyFormat } from "../features/wallet/use-money-format.ts";
import { GuestPrompt } from "./guest-prompt.tsx";

const panelClass =
  "popover-panel z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-surface text-text shadow-2xl shadow-black/30";

/**
 * The balance button and the currency panel behind it (SPEC §2). A player sees the active
 * account's balance, kept live from the wallet channel, and the panel to switch, add and hide
 * accounts; a guest gets a sign-in prompt.
 */
export function CurrencyPanel() {
  const session = useSessionState();
  return session.status === "player" ? <PlayerCurrencyPanel /> : <GuestCurrencyPanel />;
}

function PlayerCurrencyPanel() {
  const { t } = useTranslation("global-components");
  const { t: tLayout } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  useLiveWalletAccounts();
  const { active } = useWalletAccounts();
  const format = useMoneyFormat();
  const label = t("currencyPanel.label", { defaultValue: "Currencies" });
  const balance = active ? format.amount(active.balance, active.currency) : null;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={balance ? `${label}: ${balance}` : label}
        className="inline-flex h-10 max-w-44 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-text transition-colors hover:bg-raised data-[state=open]:bg-raised sm:max-w-none"
      >
        <Wallet aria-hidden="true" className="size-4 shrink-0 text-win-text max-sm:hidden" />
        <span className="truncate whitespace-nowrap tabular-nums" data-testid="header-balance">
          {balance ?? tLayout("header.balance", { defaultValue: "Balance" })}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 shrink-0 text-muted transition-transform in-data-[state=open]:rotate-180"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className={panelClass}
        >
          <CurrencyPanelContent onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function GuestCurrencyPanel() {
  const { t } = useTranslation("global-components");
  const { t: tLayout } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  const label = t("currencyPanel.label", { defaultValue: "Currencies" });
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-text transition-colors hover:bg-raised"
      >
        <Wallet aria-hidden="true" className="size-4 text-win-text max-sm:hidden" />
        <span className="whitespace-nowrap">
          {tLayout("header.balance", { defaultValue: "Balance" })}
        </span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className={panelClass}
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
