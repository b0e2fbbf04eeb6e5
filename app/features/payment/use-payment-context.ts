import { useCallback } from "react";
import { useRootData } from "../../lib/use-root-data.ts";
import { usePlayer } from "../../lib/player-state.ts";
import { useCurrencyMap } from "../../lib/money/accounts-api.ts";
import { decimalsOfFactor, formatApiMoney, formatMoney } from "../../../contracts/money-format.ts";
import { useLocaleTag } from "../../lib/use-localized-path.ts";
import { choosePaymentRegion, useStoredPaymentGeo } from "./payment-region.ts";

/**
 * What every payment view needs: the active account, the payment region and money formatting.
 * The currency's subunitToUnit falls back to cents until settings arrive.
 */
export function usePaymentContext() {
  const player = usePlayer();
  const root = useRootData();
  const [stored] = useStoredPaymentGeo();
  const currencies = useCurrencyMap();
  const locale = useLocaleTag();
  const account = player.activeAccount;
  const region = choosePaymentRegion({
    stored,
    headerCountry: root?.country,
    profileCountry: player.profile?.country,
  });
  const currency = account ? currencies.get(account.currency) : undefined;
  // Payment amounts are in major units of the currency (what the inputs take), never mBTC.
  const formatAmount = useCallback(
    (amount: string, code?: string) => {
      const shownCode = code ?? account?.currency ?? "";
      const known = currencies.get(shownCode);
      if (!known) return formatApiMoney(amount, shownCode, locale);
      return formatMoney(amount, shownCode, locale, {
        decimals: decimalsOfFactor(known.subunitToUnit),
        type: known.type,
      });
    },
    [locale, account?.currency, currencies],
  );
  return {
    player,
    account,
    region,
    regionChosen: stored !== null,
    subunitToUnit: currency?.subunitToUnit ?? 100,
    /** Minor units per unit of any currency (a crypto method's coin may not be the account's). */
    subunitOf: (code: string) => currencies.get(code)?.subunitToUnit ?? 100,
    formatAmount,
  };
}
