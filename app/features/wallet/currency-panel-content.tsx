import { Check, EyeOff, LoaderCircle, Plus, ReceiptText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyName } from "../../lib/money/use-currency-name.ts";
import { Link } from "react-router";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import {
  useHideAccount,
  useSwitchAccount,
  useWalletAccounts,
  type AccountView,
} from "../../lib/money/accounts-api.ts";
import { useDisplaySubunits, useHideZeroBalances } from "../../lib/money/display-preferences.ts";
import { listedAccounts, thousandthSubCurrency } from "../../lib/money/money-display.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { CurrencyMark, failureMessage, ToggleRow } from "./wallet-ui.tsx";

/**
 * The currency panel of a signed-in player (SPEC §2): the accounts as a radio group (choosing
 * one switches the active account), hiding of empty and single accounts, sub-unit display, and
 * the ways to add a currency, see the balance breakdown and pick the fiat for equivalents.
 */
export function CurrencyPanelContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("global-components");
  const nameOf = useCurrencyName();
  const { accounts, active } = useWalletAccounts();
  const format = useMoneyFormat();
  const [hideZero, setHideZero] = useHideZeroBalances();
  const [subunits, setSubunits] = useDisplaySubunits();
  const switchAccount = useSwitchAccount();
  const hideAccount = useHideAccount();
  const { hrefFor } = useUrlModal();
  const [error, setError] = useState<string | null>(null);
  const name = useId();
  const listed = listedAccounts(accounts, hideZero);
  const hiddenCount = accounts.filter((account) => account.hidden && account.status !== 1).length;
  const hasSubunits = accounts.some((account) => {
    const currency = format.currencies.get(account.currency);
    return currency ? thousandthSubCurrency(currency) !== undefined : false;
  });
  const busyId = switchAccount.isPending
    ? switchAccount.variables
    : hideAccount.isPending
      ? hideAccount.variables.accountId
      : undefined;

  const choose = async (account: AccountView) => {
    if (account.id === active?.id || switchAccount.isPending) return;
    setError(null);
    try {
      await switchAccount.mutateAsync(account.id);
    } catch (cause) {
      setError(failureMessage(cause, t("currencyPanel.switchFailed")));
    }
  };

  const hide = async (account: AccountView) => {
    setError(null);
    try {
      await hideAccount.mutateAsync({ accountId: account.id, hidden: true });
      showAlert({
        type: "success",
        title: "wallet.accountHidden.title",
        description: "wallet.accountHidden.description",
        params: { currency: account.currency },
      });
    } catch (cause) {
      setError(failureMessage(cause, t("currencyPanel.hideFailed")));
    }
  };

  return (
    <div className="flex flex-col gap-1 p-2">
      <fieldset className="min-w-0">
        <legend className="flex w-full items-center justify-between px-2 pt-1 pb-2 text-xs font-semibold tracking-wider text-muted uppercase">
          {t("currencyPanel.title")}
        </legend>
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" data-testid="currency-list">
          {listed.map((account) => {
            const isActive = account.id === active?.id;
            const currency = format.currencies.get(account.currency);
            const equivalent = format.equivalent(account);
            return (
              <li key={account.id} className="group relative flex items-center">
                <label
                  className={`flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-xl border px-2.5 py-2 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-focus ${
                    isActive ? "border-win/40 bg-win/10" : "border-transparent hover:bg-raised"
                  } ${isActive ? "" : "pe-11"}`}
                >
                  <input
                    type="radio"
                    name={name}
                    value={account.id}
                    checked={isActive}
                    disabled={switchAccount.isPending}
                    onChange={() => void choose(account)}
                    className="sr-only"
                  />
                  <CurrencyMark code={account.currency} crypto={currency?.type === "crypto"} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1.5">
                      <span className="text-sm font-semibold text-text">{account.currency}</span>
                      {isActive ? (
                        <span className="inline-flex items-center gap-0.5 rounded-full bg-win/15 px-1.5 py-px text-[0.625rem] font-semibold tracking-wide text-win-text uppercase">
                          <Check aria-hidden="true" className="size-3" />
                          {t("currencyPanel.active")}
                        </span>
                      ) : null}
                    </span>
                    {currency ? (
                      <span className="block truncate text-xs text-muted">{nameOf(currency)}</span>
                    ) : null}
                  </span>
                  <span className="min-w-0 text-end">
                    <span className="block truncate text-sm font-semibold text-text tabular-nums">
                      {format.amount(account.balance, account.currency)}
                    </span>
                    {equivalent ? (
                      <span className="block truncate text-xs text-muted tabular-nums">
                        {t("currencyPanel.equivalent", {
                          amount: equivalent.amount,
                          currency: equivalent.currency,
                        })}
                      </span>
                    ) : null}
                  </span>
                  {busyId === account.id ? (
                    <LoaderCircle
                      aria-hidden="true"
                      className="size-4 shrink-0 animate-spin text-muted"
                    />
                  ) : null}
                </label>
                {isActive ? null : (
                  <button
                    type="button"
                    onClick={() => void hide(account)}
                    disabled={hideAccount.isPending}
                    aria-label={t("currencyPanel.hide", { currency: account.currency })}
                    title={t("currencyPanel.hide", { currency: account.currency })}
                    className="absolute end-1.5 grid size-8 place-items-center rounded-lg text-muted opacity-70 transition hover:bg-line hover:text-text hover:opacity-100 focus-visible:opacity-100"
                  >
                    <EyeOff aria-hidden="true" className="size-4 shrink-0" />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error ? (
        <p role="alert" className="px-2 text-xs text-danger">
          {error}
        </p>
      ) : null}
      {hiddenCount > 0 ? (
        <p className="px-2 text-xs text-muted">
          {t("currencyPanel.hiddenCount", { count: hiddenCount })}
        </p>
      ) : null}

      <div className="mt-1 grid grid-cols-2 gap-2 px-1">
        <Link
          to={hrefFor("currencies")}
          onClick={onNavigate}
          className={buttonClass("secondary", "sm")}
        >
          <Plus aria-hidden="true" className="size-4 shrink-0" />
          {t("currencyPanel.add")}
        </Link>
        <Link
          to={hrefFor("balance")}
          onClick={onNavigate}
          className={buttonClass("secondary", "sm")}
        >
          <ReceiptText aria-hidden="true" className="size-4 shrink-0" />
          {t("currencyPanel.details")}
        </Link>
      </div>

      <div className="mt-2 flex flex-col border-t border-line pt-2">
        <ToggleRow label={t("currencyPanel.hideZero")} checked={hideZero} onChange={setHideZero} />
        {hasSubunits ? (
          <ToggleRow
            label={t("currencyPanel.subunits")}
            description={t("currencyPanel.subunitsHint")}
            checked={subunits}
            onChange={setSubunits}
          />
        ) : null}
        <Link
          to={hrefFor("fiat")}
          onClick={onNavigate}
          className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm font-medium text-text transition-colors hover:bg-raised"
        >
          {t("currencyPanel.fiatLabel")}
          <span className="rounded-md bg-raised px-2 py-0.5 text-xs font-semibold text-muted">
            {format.fiat?.code ?? "—"}
          </span>
        </Link>
      </div>
    </div>
  );
}
