import { ArrowDownToLine, ArrowUpFromLine, Gift, Lock, Wallet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalBodyProps } from "../modals/modal-registry.ts";
import { useUrlModal } from "../modals/use-url-modal.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { useWalletAccounts } from "./accounts-api.ts";
import { useMoneyFormat } from "./use-money-format.ts";
import { CurrencyMark, PlayerGate } from "./wallet-ui.tsx";

/**
 * The `balance` modal: the active account's balance broken down into real, bonus, locked and
 * withdrawable money, with the ways to deposit and withdraw.
 */
export default function BalanceBody({ close }: ModalBodyProps) {
  return (
    <PlayerGate onNavigate={close}>
      <Balance close={close} />
    </PlayerGate>
  );
}

function Balance({ close }: { close: () => void }) {
  const { t } = useTranslation("modals");
  const { active, accounts } = useWalletAccounts();
  const format = useMoneyFormat();
  const { hrefFor } = useUrlModal();
  const localize = useLocalizedPath();
  if (!active) {
    return (
      <p className="text-sm text-muted">
        {t("balance.noAccount", { defaultValue: "Your accounts are loading…" })}
      </p>
    );
  }
  const currency = format.currencies.get(active.currency);
  const equivalent = format.equivalent(active);
  const rows: { key: string; label: string; hint: string; value: string; icon: LucideIcon }[] = [
    {
      key: "real",
      label: t("balance.real", { defaultValue: "Real money" }),
      hint: t("balance.realHint", { defaultValue: "Deposits and winnings" }),
      value: active.realBalance,
      icon: Wallet,
    },
    {
      key: "bonus",
      label: t("balance.bonus", { defaultValue: "Bonus" }),
      hint: t("balance.bonusHint", { defaultValue: "Playable, not withdrawable" }),
      value: active.bonusBalance,
      icon: Gift,
    },
    {
      key: "locked",
      label: t("balance.locked", { defaultValue: "Locked" }),
      hint: t("balance.lockedHint", { defaultValue: "Held for pending withdrawals" }),
      value: active.lockedBalance,
      icon: Lock,
    },
  ];
  const others = accounts.length - 1;

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="balance-total"
        className="rounded-2xl border border-win/25 bg-gradient-to-br from-win/15 via-win/5 to-transparent p-4"
      >
        <div className="flex items-center gap-3">
          <CurrencyMark code={active.currency} crypto={currency?.type === "crypto"} />
          <div className="min-w-0">
            <p
              id="balance-total"
              className="text-xs font-semibold tracking-wider text-muted uppercase"
            >
              {t("balance.total", { defaultValue: "Total balance" })}
            </p>
            <p
              className="truncate text-2xl font-bold text-text tabular-nums"
              data-testid="balance-total"
            >
              {format.amount(active.balance, active.currency)}
            </p>
            {equivalent ? (
              <p className="text-sm text-muted tabular-nums">
                ≈ {equivalent.amount} {equivalent.currency}
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <dl className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {rows.map((row) => (
          <div key={row.key} className="flex items-center gap-3 px-4 py-3">
            <row.icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <dt className="min-w-0 flex-1">
              <span className="block text-sm font-medium text-text">{row.label}</span>
              <span className="block text-xs text-muted">{row.hint}</span>
            </dt>
            <dd className="text-end text-sm font-semibold text-text tabular-nums">
              {format.amount(row.value, active.currency)}
            </dd>
          </div>
        ))}
        <div className="flex items-center gap-3 bg-raised/40 px-4 py-3">
          <ArrowUpFromLine aria-hidden="true" className="size-4 shrink-0 text-win-text" />
          <dt className="min-w-0 flex-1 text-sm font-semibold text-text">
            {t("balance.withdrawable", { defaultValue: "Withdrawable" })}
          </dt>
          <dd
            className="text-end text-sm font-bold text-win-text tabular-nums"
            data-testid="balance-withdrawable"
          >
            {format.amount(active.withdrawalBalance, active.currency)}
          </dd>
        </div>
      </dl>

      <div className="grid grid-cols-2 gap-2">
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "lg")}>
          <ArrowDownToLine aria-hidden="true" className="size-4 shrink-0" />
          {t("wallet.deposit", { defaultValue: "Deposit" })}
        </Link>
        <Link to={hrefFor("wallet", "withdraw")} className={buttonClass("secondary", "lg")}>
          <ArrowUpFromLine aria-hidden="true" className="size-4 shrink-0" />
          {t("wallet.withdraw", { defaultValue: "Withdraw" })}
        </Link>
      </div>
      {others > 0 ? (
        <Link
          to={localize("/wallet")}
          onClick={close}
          className="-mt-2 self-center text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          {t("balance.allAccounts", {
            defaultValue: "See all {{count}} accounts",
            count: accounts.length,
          })}
        </Link>
      ) : null}
    </div>
  );
}
