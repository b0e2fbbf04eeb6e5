import * as z from "zod/mini";
import { walletAccountSchema as initWalletAccountSchema } from "./player.ts";
import type { RealtimeMessage } from "./events.ts";

/**
 * Wallet accounts (SPEC §3, §7 Wallet; ARCHITECTURE "Reference shapes").
 *
 * Money is a decimal string in major units of the account's currency. Balances:
 * - realBalance: deposited and won money, withdrawable (withdrawalBalance equals it);
 * - bonusBalance: bonus money, playable, not withdrawable;
 * - lockedBalance: money held for pending withdrawals, neither playable nor withdrawable;
 * - balance: what the player can play with, realBalance + bonusBalance.
 * status is 1 for the one active account, 0 for the others.
 */
export const walletAccountSchema = z.extend(initWalletAccountSchema, {
  /** The balance in the base currency, rounded to 2 decimals (SPEC §9). */
  equivalent: z.object({
    amount: z.string(),
    currency: z.string(),
  }),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsResponse = z.object({ data: z.array(walletAccountSchema) });
export const walletAccountResponse = z.object({ data: walletAccountSchema });

/** POST /api/wallet/accounts */
export const createWalletAccountSchema = z.strictObject({
  currency: z.pipe(
    z.string().check(z.trim(), z.minLength(2), z.maxLength(10)),
    z.transform((code) => code.toUpperCase()),
  ),
});
export type CreateWalletAccount = z.infer<typeof createWalletAccountSchema>;

/** Any text: an id that is not one of the player's accounts answers 404, not 400. */
export const walletAccountParams = z.object({ id: z.string().check(z.maxLength(100)) });

/**
 * PUT /api/wallet/accounts/{id}/hide: `{ hidden: true }` hides, `{ hidden: false }` shows; with
 * no body (or no `hidden`) the flag toggles. The active account can't be hidden (400, 12002).
 */
export const hideWalletAccountSchema = z.nullish(
  z.strictObject({ hidden: z.optional(z.boolean()) }),
);
export type HideWalletAccount = z.infer<typeof hideWalletAccountSchema>;

/**
 * Realtime messages on `wallet:accounts#{playerId}`: the account's latest state next to the
 * event name. `account.balance.updated` follows every ledger movement; `account.created` and
 * `account.updated` (switch, hide) follow account changes. Clients replace their copy.
 */
export type AccountMessage = RealtimeMessage<
  "account.balance.updated" | "account.created" | "account.updated",
  WalletAccount
>;
