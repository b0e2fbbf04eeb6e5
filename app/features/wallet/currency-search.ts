import type { Currency } from "../../../contracts/settings.ts";

export const CURRENCY_KINDS = ["fiat", "crypto"] as const;
export type CurrencyKind = (typeof CURRENCY_KINDS)[number];

/** Currencies of one kind whose code (or name) contains the query, codes first. */
export function searchCurrencies(
  currencies: readonly Currency[],
  kind: CurrencyKind,
  query: string,
): Currency[] {
  const needle = query.trim().toUpperCase();
  return currencies
    .filter((currency) => currency.type === kind)
    .filter(
      (currency) =>
        needle === "" ||
        currency.code.toUpperCase().includes(needle) ||
        currency.name.toUpperCase().includes(needle),
    )
    .sort((a, b) => {
      const aCode = a.code.toUpperCase().startsWith(needle) ? 0 : 1;
      const bCode = b.code.toUpperCase().startsWith(needle) ? 0 : 1;
      return aCode - bCode || a.code.localeCompare(b.code);
    });
}
