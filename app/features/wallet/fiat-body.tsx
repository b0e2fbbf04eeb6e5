import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCurrencyName } from "../../lib/money/use-currency-name.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useWalletCurrencies } from "../../lib/money/accounts-api.ts";
import { useFiatDisplayCurrency } from "../../lib/money/display-preferences.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { CurrencyMark } from "./wallet-ui.tsx";

/**
 * The `fiat` modal: the fiat currency crypto and other balances are shown in next to their own
 * amount. Kept in this browser; the base currency when nothing is chosen.
 */
export default function FiatBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const nameOf = useCurrencyName();
  const currencies = useWalletCurrencies();
  const [, setFiat] = useFiatDisplayCurrency();
  const { fiat } = useMoneyFormat();
  const name = useId();
  const fiats = (currencies.data ?? [])
    .filter((currency) => currency.type === "fiat")
    .sort((a, b) => Number(b.isBase) - Number(a.isBase) || a.code.localeCompare(b.code));

  if (currencies.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="sr-only">{t("fiat.legend")}</legend>
      {fiats.map((currency) => (
        <label
          key={currency.code}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 transition-colors hover:bg-raised has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-focus"
        >
          <input
            type="radio"
            name={name}
            value={currency.code}
            checked={fiat?.code === currency.code}
            onChange={() => {
              setFiat(currency.isBase ? null : currency.code);
              close();
            }}
            className="peer sr-only"
          />
          <CurrencyMark code={currency.code} size="sm" />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-text">
              {currency.code}
              {currency.isBase ? (
                <span className="ms-2 rounded-full bg-raised px-1.5 py-px text-[0.625rem] font-semibold tracking-wide text-muted uppercase">
                  {t("fiat.base")}
                </span>
              ) : null}
            </span>
            <span className="block truncate text-xs text-muted">{nameOf(currency)}</span>
          </span>
          <Check
            aria-hidden="true"
            className="size-4 text-accent-text opacity-0 peer-checked:opacity-100"
          />
        </label>
      ))}
    </fieldset>
  );
}
