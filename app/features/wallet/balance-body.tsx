import { ArrowDownToLine, ArrowUpFromLine, Gift, Lock, Wallet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { useWalletAccounts } from "../../lib/money/accounts-api.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
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
    return <p className="text-sm text-muted">{t("balance.noAccount")}</p>;
  }
  const currency = format.currencies.get(active.currency);
  const equivalent = format.equivalent(active);
  const rows: { key: string; label: string; hint: string; value: string; icon: LucideIcon }[] = [
    {
      key: "real",
      label: t("balance.real"),
      hint: t("balance.realHint"),
      value: active.realBalance,
      icon: Wallet,
    },
    {
      key: "bonus",
      label: t("balance.bonus"),
      hint: t("balance.bonusHint"),
      value: active.bonusBalance,
      icon: Gift,
    },
    {
      key: "locked",
      label: t("balance.locked"),
      hint: t("balance.lockedHint"),
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
              {t("balance.total")}
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
            {t("balance.withdrawable")}
          </dt>
          <dd
            className="text-end text-sm font-bold text-win-text tabular-nums"
            data-testid="balance-withdrawable"
          >
            {format.amount(active.withdrawalBalance, active.currency)}
          </dd>
        </div>
      </dl>
      <p className="-mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        <Link
          to={hrefFor("wallet-bonus-info")}
          preventScrollReset
          className="font-medium text-accent-text underline-offset-4 hover:underline"
        >
          {t("balance.bonusInfo")}
        </Link>
        {/[1-9]/.test(active.bonusBalance) ? (
          <Link
            to={hrefFor("turn-over-wager")}
            preventScrollReset
            className="font-medium text-accent-text underline-offset-4 hover:underline"
          >
            {t("balance.wagerLeft")}
          </Link>
        ) : null}
      </p>

      <div className="grid grid-cols-2 gap-2">
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "lg")}>
          <ArrowDownToLine aria-hidden="true" className="size-4 shrink-0" />
          {t("wallet.deposit")}
        </Link>
        <Link to={hrefFor("wallet", "withdraw")} className={buttonClass("secondary", "lg")}>
          <ArrowUpFromLine aria-hidden="true" className="size-4 shrink-0" />
          {t("wallet.withdraw")}
        </Link>
      </div>
      {others > 0 ? (
        <Link
          to={localize("/wallet")}
          onClick={close}
          className="-mt-2 self-center text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          {t("balance.allAccounts", { count: accounts.length })}
        </Link>
      ) : null}
    </div>
  );
}
