import { useCallback } from "react";
import { currencyName } from "../../../contracts/locale-format.ts";
import { useLocaleTag } from "../use-localized-path.ts";

/** Names currencies in the page's language (Intl), keeping the catalogue's name for crypto. */
export function useCurrencyName(): (currency: { code: string; name: string }) => string {
  const locale = useLocaleTag();
  return useCallback(
    (currency: { code: string; name: string }) =>
      currencyName(currency.code, currency.name, locale),
    [locale],
  );
}
