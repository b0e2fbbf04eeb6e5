import { withNameIn } from "../../../contracts/localized-text.ts";
import type { LoyaltyAccount } from "../../../contracts/loyalty.ts";

/** The account with its levels' `name` in the request's locale (en where one is missing). */
export function accountIn(account: LoyaltyAccount, locale: string): LoyaltyAccount {
  return {
    ...account,
    currentLevel: account.currentLevel && withNameIn(account.currentLevel, locale),
    nextLevel: account.nextLevel && withNameIn(account.nextLevel, locale),
  };
}
