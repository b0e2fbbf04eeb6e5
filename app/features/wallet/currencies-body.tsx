import { Check, Eye, LoaderCircle, Plus, Search } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyName } from "../../lib/money/use-currency-name.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import {
  useAddAccount,
  useHideAccount,
  useWalletAccounts,
  useWalletCurrencies,
  type AccountView,
} from "../../lib/money/accounts-api.ts";
import {
  CURRENCY_KINDS as KINDS,
  searchCurrencies,
  type CurrencyKind as Kind,
} from "./currency-search.ts";
import { CurrencyMark, failureMessage, PlayerGate } from "./wallet-ui.tsx";

/**
 * The `currencies` modal: add an account in another currency (POST /wallet/accounts). Search by
 * code, fiat and crypto tabs; a currency the player has is marked, with a way to play in it or
 * to show it again when hidden.
 */
export default function CurrenciesBody({ close }: ModalBodyProps) {
  return (
    <PlayerGate onNavigate={close}>
      <AddCurrency />
    </PlayerGate>
  );
}

function AddCurrency() {
  const { t } = useTranslation("modals");
  const nameOf = useCurrencyName();
  const currencies = useWalletCurrencies();
  const { accounts, active } = useWalletAccounts();
  const addAccount = useAddAccount();
  const hideAccount = useHideAccount();
  const [kind, setKind] = useState<Kind>("fiat");
  const [query, setQuery] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tabRefs = useRef<Record<Kind, HTMLButtonElement | null>>({ fiat: null, crypto: null });
  const baseId = useId();
  const byCurrency = new Map<string, AccountView>(
    accounts.map((account) => [account.currency, account]),
  );
  const shown = searchCurrencies(currencies.data ?? [], kind, query, nameOf);
  const kindLabel = (value: Kind) => t(`currencies.${value}`);

  const run = async (code: string, action: () => Promise<unknown>, fallback: string) => {
    setPending(code);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(failureMessage(cause, fallback));
    } finally {
      setPending(null);
    }
  };

  const add = (code: string) =>
    run(
      code,
      async () => {
        await addAccount.mutateAsync(code);
        showAlert({
          type: "success",
          title: "wallet.accountAdded.title",
          params: { currency: code },
        });
      },
      t("currencies.addFailed"),
    );

  const show = (account: AccountView) =>
    run(
      account.currency,
      () => hideAccount.mutateAsync({ accountId: account.id, hidden: false }),
      t("currencies.showFailed"),
    );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const index = KINDS.indexOf(kind);
    const next =
      event.key === "Home"
        ? KINDS[0]
        : event.key === "End"
          ? KINDS[KINDS.length - 1]
          : KINDS[(index + (event.key === "ArrowRight" ? 1 : KINDS.length - 1)) % KINDS.length];
    if (!next) return;
    setKind(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <label className="relative block">
        <span className="sr-only">{t("currencies.search")}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("currencies.searchPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          className="h-11 w-full rounded-xl border border-line bg-bg ps-9 pe-3 text-sm text-text uppercase placeholder:text-muted placeholder:normal-case focus-visible:border-accent focus-visible:outline-none"
        />
      </label>

      <div
        role="tablist"
        aria-label={t("currencies.kinds")}
        className="grid grid-cols-2 gap-1 rounded-xl bg-bg p-1"
      >
        {KINDS.map((value) => (
          <button
            key={value}
            ref={(element) => {
              tabRefs.current[value] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${value}`}
            aria-selected={kind === value}
            aria-controls={`${baseId}-panel`}
            tabIndex={kind === value ? 0 : -1}
            onClick={() => setKind(value)}
            onKeyDown={onTabKey}
            className="h-9 rounded-lg text-sm font-semibold text-muted transition-colors hover:text-text aria-selected:bg-raised aria-selected:text-text aria-selected:shadow-sm"
          >
            {kindLabel(value)}
          </button>
        ))}
      </div>

      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}

      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${kind}`}
        className="-mx-2 max-h-[22rem] overflow-y-auto px-2"
      >
        {currencies.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full rounded-xl" />
            ))}
          </div>
        ) : currencies.isError ? (
          <p className="py-6 text-center text-sm text-muted">{t("currencies.loadError")}</p>
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted">
            {t("currencies.noResults", { query: query.trim() })}
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5" data-testid="currency-options">
            {shown.map((currency) => {
              const owned = byCurrency.get(currency.code);
              const isActive = owned !== undefined && owned.id === active?.id;
              const busy = pending === currency.code;
              return (
                <li
                  key={currency.code}
                  className="flex items-center gap-3 rounded-xl border border-line bg-bg/40 px-3 py-2"
                >
                  <CurrencyMark code={currency.code} crypto={currency.type === "crypto"} />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-text">
                      {currency.code}
                      <span className="ms-1.5 font-normal text-muted">{currency.symbol}</span>
                    </p>
                    <p className="truncate text-xs text-muted">{nameOf(currency)}</p>
                  </div>
                  {isActive ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-win-text">
                      <Check aria-hidden="true" className="size-4 shrink-0" />
                      {t("currencies.active")}
                    </span>
                  ) : owned?.hidden ? (
                    <button
                      type="button"
                      disabled={pending !== null}
                      onClick={() => void show(owned)}
                      aria-label={t("currencies.showLabel", { currency: currency.code })}
                      className={buttonClass("secondary", "sm")}
                    >
                      {busy ? (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      ) : (
                        <Eye aria-hidden="true" className="size-4 shrink-0" />
                      )}
                      {t("currencies.show")}
                    </button>
                  ) : owned ? (
                    <button
                      type="button"
                      disabled
                      aria-label={t("currencies.addedLabel", { currency: currency.code })}
                      className={buttonClass("ghost", "sm")}
                    >
                      <Check aria-hidden="true" className="size-4 shrink-0" />
                      {t("currencies.added")}
                    </button>
                  ) : (
                    <button
                      type="button"
                      disabled={pending !== null}
                      onClick={() => void add(currency.code)}
                      aria-label={t("currencies.addLabel", { currency: currency.code })}
                      className={buttonClass("primary", "sm")}
                    >
                      {busy ? (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      ) : (
                        <Plus aria-hidden="true" className="size-4 shrink-0" />
                      )}
                      {t("currencies.add")}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
