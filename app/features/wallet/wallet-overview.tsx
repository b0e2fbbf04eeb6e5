import { ArrowDownToLine, ArrowUpFromLine, Check, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCurrencyName } from "../../lib/money/use-currency-name.ts";
import { Link } from "react-router";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { GridSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { useWalletAccounts, type AccountView } from "../../lib/money/accounts-api.ts";
import { useMoneyFormat, type MoneyFormat } from "../../lib/money/use-money-format.ts";
import { CurrencyMark } from "./wallet-ui.tsx";

/** /wallet for a signed-in player: a card per visible account, active first. */
export function WalletOverview() {
  const { t } = useTranslation("layout");
  const { accounts, active } = useWalletAccounts();
  const format = useMoneyFormat();
  const { hrefFor } = useUrlModal();
  if (accounts.length === 0) {
    return (
      <LoadingRegion>
        <GridSkeleton cards={3} />
      </LoadingRegion>
    );
  }
  const shown = [...accounts]
    .filter((account) => !account.hidden || account.id === active?.id)
    .sort((a, b) => Number(b.id === active?.id) - Number(a.id === active?.id));
  return (
    <section aria-labelledby="wallet-accounts" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="wallet-accounts" className="text-lg font-semibold tracking-tight text-text">
          {t("pages.wallet.accounts")}
        </h2>
        <Link to={hrefFor("currencies")} className={buttonClass("secondary", "sm")}>
          <Plus aria-hidden="true" className="size-4 shrink-0" />
          {t("pages.wallet.addCurrency")}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="wallet-accounts">
        {shown.map((account) => (
          <AccountCard
            key={account.id}
            account={account}
            isActive={account.id === active?.id}
            format={format}
            depositHref={hrefFor("wallet", "deposit")}
            withdrawHref={hrefFor("wallet", "withdraw")}
          />
        ))}
      </ul>
    </section>
  );
}

function AccountCard({
  account,
  isActive,
  format,
  depositHref,
  withdrawHref,
}: {
  account: AccountView;
  isActive: boolean;
  format: MoneyFormat;
  depositHref: string;
  withdrawHref: string;
}) {
  const { t } = useTranslation("layout");
  const nameOf = useCurrencyName();
  const currency = format.currencies.get(account.currency);
  const equivalent = format.equivalent(account);
  const line = (label: string, value: string) => (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-text tabular-nums">
        {format.amount(value, account.currency)}
      </dd>
    </div>
  );
  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl border p-4 ${
        isActive
          ? "border-win/40 bg-gradient-to-br from-win/10 to-surface"
          : "border-line bg-surface"
      }`}
    >
      <div className="flex items-center gap-3">
        <CurrencyMark code={account.currency} crypto={currency?.type === "crypto"} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-2 font-semibold text-text">
            {account.currency}
            {isActive ? (
              <span className="inline-flex items-center gap-0.5 rounded-full bg-win/15 px-1.5 py-px text-[0.625rem] font-semibold tracking-wide text-win-text uppercase">
                <Check aria-hidden="true" className="size-3" />
                {t("pages.wallet.active")}
              </span>
            ) : null}
          </h3>
          {currency ? <p className="truncate text-xs text-muted">{nameOf(currency)}</p> : null}
        </div>
      </div>
      <div>
        <p className="truncate text-2xl font-bold text-text tabular-nums">
          {format.amount(account.balance, account.currency)}
        </p>
        {equivalent ? (
          <p className="text-sm text-muted tabular-nums">
            ≈ {equivalent.amount} {equivalent.currency}
          </p>
        ) : null}
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        {line(t("pages.wallet.real"), account.realBalance)}
        {line(t("pages.wallet.bonus"), account.bonusBalance)}
        {line(t("pages.wallet.locked"), account.lockedBalance)}
        {line(t("pages.wallet.withdrawable"), account.withdrawalBalance)}
      </dl>
      {isActive ? (
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Link to={depositHref} className={buttonClass("win", "sm")}>
            <ArrowDownToLine aria-hidden="true" className="size-4 shrink-0" />
            {t("header.deposit")}
          </Link>
          <Link to={withdrawHref} className={buttonClass("secondary", "sm")}>
            <ArrowUpFromLine aria-hidden="true" className="size-4 shrink-0" />
            {t("pages.wallet.withdraw")}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
