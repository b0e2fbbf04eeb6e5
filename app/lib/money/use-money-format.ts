import { useMemo } from "react";
import type { Currency } from "../../../contracts/settings.ts";
import { useLocaleTag } from "../use-localized-path.ts";
import { useCurrencyMap, type AccountView } from "./accounts-api.ts";
import { useDisplaySubunits, useFiatDisplayCurrency } from "./display-preferences.ts";
import { decimalsOfFactor, formatDecimal, formatMoney } from "../../../contracts/money-format.ts";
import { convertAmount, toDisplayAmount } from "./money-display.ts";

export interface MoneyFormat {
  /** "1,234.50 EUR", or "1,234.56789 mBTC" with sub-units on. */
  amount: (amount: string, currencyCode: string) => string;
  /** The account's balance in the display fiat (amount "12.34", currency "USD"); null in that currency itself. */
  equivalent: (
    account: Pick<AccountView, "balance" | "currency" | "equivalent">,
  ) => { amount: string; currency: string } | null;
  /** The fiat currency equivalents are shown in. */
  fiat: Currency | undefined;
  currencies: ReadonlyMap<string, Currency>;
}

/** The chosen fiat currency if it is an enabled fiat one, else the base currency. */
export function pickFiatCurrency(
  currencies: ReadonlyMap<string, Currency>,
  chosen: string | null,
): Currency | undefined {
  const picked = chosen ? currencies.get(chosen) : undefined;
  if (picked?.type === "fiat") return picked;
  for (const currency of currencies.values()) if (currency.isBase) return currency;
  return undefined;
}

/** Formats wallet amounts for the locale and the player's display choices. */
export function useMoneyFormat(): MoneyFormat {
  const locale = useLocaleTag();
  const currencies = useCurrencyMap();
  const [subunits] = useDisplaySubunits();
  const [chosenFiat] = useFiatDisplayCurrency();
  return useMemo(() => {
    const fiat = pickFiatCurrency(currencies, chosenFiat);
    const amount = (value: string, code: string) => {
      const currency = currencies.get(code);
      const shown = toDisplayAmount(value, code, currency, subunits);
      if (!currency) return formatMoney(shown.amount, shown.code, locale, { decimals: 2 });
      const decimals = decimalsOfFactor(currency.subunitToUnit);
      // A sub-unit (mBTC) has three decimals fewer than its currency.
      const shownDecimals = shown.code === code ? decimals : Math.max(0, decimals - 3);
      return formatMoney(shown.amount, shown.code, locale, {
        decimals: shownDecimals,
        type: currency.type,
      });
    };
    const equivalent: MoneyFormat["equivalent"] = (account) => {
      const target = fiat?.code ?? account.equivalent?.currency;
      if (!target || target === account.currency) return null;
      const from = currencies.get(account.currency);
      const value =
        account.equivalent?.currency === target
          ? account.equivalent.amount
          : from && fiat
            ? convertAmount(account.balance, from, fiat)
            : null;
      return value === null ? null : { amount: formatDecimal(value, locale, 2), currency: target };
    };
    return { amount, equivalent, fiat, currencies };
  }, [currencies, chosenFiat, subunits, locale]);
}
