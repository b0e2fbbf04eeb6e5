import type { Currency } from "../../../contracts/settings.ts";

export const CURRENCY_KINDS = ["fiat", "crypto"] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

/**
 * Currencies whose code or name (the catalogue's, or the one shown in the page's language)
 * contains the query, codes first. With no query, only the tab's kind; a query searches every
 * kind (issue 11: "BTC" on the Fiat tab finds Bitcoin).
 */
export function searchCurrencies(
  currencies: readonly Currency[],
  kind: CurrencyKind,
  query: string,
  shownName: (currency: Currency) => string = (currency) => currency.name,
): Currency[] {
  const needle = query.trim().toUpperCase();
  return currencies
    .filter((currency) => needle !== "" || currency.type === kind)
    .filter(
      (currency) =>
        needle === "" ||
        currency.code.toUpperCase().includes(needle) ||
        currency.name.toUpperCase().includes(needle) ||
        shownName(currency).toUpperCase().includes(needle),
    )
    .sort((a, b) => {
      const aCode = a.code.toUpperCase().startsWith(needle) ? 0 : 1;
      const bCode = b.code.toUpperCase().startsWith(needle) ? 0 : 1;
      return aCode - bCode || a.code.localeCompare(b.code);
    });
}
