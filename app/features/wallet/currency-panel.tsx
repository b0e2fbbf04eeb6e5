import { ChevronDown, Gift, Wallet } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionState } from "../../lib/session-state.ts";
import { useLiveWalletAccounts, useWalletAccounts } from "../../lib/money/accounts-api.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { GuestPrompt } from "../../ui/guest-prompt.tsx";
import { PopoverMenu } from "../../ui/popover/popover-menu.tsx";

const panelClass =
  "popover-panel z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-surface text-text shadow-2xl shadow-black/30";
const panelPlacement = { align: "end", sideOffset: 8, collisionPadding: 12 } as const;

const importContent = () => import("./currency-panel-content.tsx");
/** The panel's accounts and settings load with it, when the player first reaches the button. */
const CurrencyPanelContent = lazy(() =>
  importContent().then((module) => ({ default: module.CurrencyPanelContent })),
);

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
  const label = t("currencyPanel.label");
  const balance = active ? format.amount(active.balance, active.currency) : null;
  // The two parts of the balance (issue 12): real money and bonus money, once there is bonus.
  // Under the total the currency code is not repeated: "80.00 · 20.00".
  const bare = (text: string) => text.slice(0, text.lastIndexOf(" ")) || text;
  const parts =
    active && /[1-9]/.test(active.bonusBalance)
      ? {
          real: format.amount(active.realBalance, active.currency),
          bonus: format.amount(active.bonusBalance, active.currency),
        }
      : null;
  const partsText = parts
    ? tLayout("header.balanceParts", { real: parts.real, bonus: parts.bonus })
    : null;
  return (
    // Named by its own text (the visible balance is part of the name), with the panel's name
    // and the balance's parts for screen readers.
    <PopoverMenu
      open={open}
      onOpenChange={setOpen}
      preload={importContent}
      triggerProps={{
        className:
          "inline-flex h-10 max-w-44 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-text transition-colors hover:bg-raised data-[state=open]:bg-raised sm:max-w-none",
      }}
      panel={{ ...panelPlacement, "aria-label": label, className: panelClass }}
      trigger={
        <>
          <Wallet aria-hidden="true" className="size-4 shrink-0 text-win-text max-sm:hidden" />
          {balance ? <span className="sr-only">{label}: </span> : null}
          <span className="flex min-w-0 flex-col items-start leading-tight">
            <span
              className="max-w-full truncate whitespace-nowrap tabular-nums"
              data-testid="header-balance"
            >
              {balance ?? tLayout("header.balance")}
            </span>
            {parts ? (
              <span
                aria-hidden="true"
                className="flex w-0 min-w-full gap-1 truncate text-[0.6875rem] font-medium whitespace-nowrap text-muted tabular-nums"
                data-testid="header-balance-parts"
              >
                <span data-testid="header-real-balance">{bare(parts.real)}</span>
                <span>·</span>
                <span className="text-win-text" data-testid="header-bonus-balance">
                  <Gift className="me-0.5 inline size-3 align-[-1px]" />
                  {bare(parts.bonus)}
                </span>
              </span>
            ) : null}
            {partsText ? <span className="sr-only"> ({partsText})</span> : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-3.5 shrink-0 text-muted transition-transform in-data-[state=open]:rotate-180"
          />
        </>
      }
    >
      <CurrencyPanelContent onNavigate={() => setOpen(false)} />
    </PopoverMenu>
  );
}

function GuestCurrencyPanel() {
  const { t } = useTranslation("global-components");
  const { t: tLayout } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  const label = t("currencyPanel.label");
  return (
    <PopoverMenu
      open={open}
      onOpenChange={setOpen}
      triggerProps={{
        "aria-label": label,
        className:
          "inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-text transition-colors hover:bg-raised",
      }}
      trigger={
        <>
          <Wallet aria-hidden="true" className="size-4 text-win-text max-sm:hidden" />
          <span className="whitespace-nowrap">{tLayout("header.balance")}</span>
          <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
        </>
      }
      panel={{ ...panelPlacement, "aria-label": label, className: panelClass }}
    >
      <GuestPrompt
        icon={Wallet}
        title={t("currencyPanel.guestTitle")}
        description={t("currencyPanel.guestDescription")}
        onNavigate={() => setOpen(false)}
      />
    </PopoverMenu>
  );
}
