import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import { baseEquivalent, formatMinor } from "../../../contracts/money.ts";
import type { AccountMessage, WalletAccount } from "../../../contracts/wallet.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { Outbox } from "../../platform/outbox.ts";
import type { WalletAccountRow } from "./store.ts";

/** A stored wallet account in the API shape (money as decimal strings in major units). */
export function toWalletAccount(row: WalletAccountRow): WalletAccount {
  const format = (amount: bigint) => formatMinor(amount, row.subunitToUnit);
  return {
    id: row.id,
    currency: row.currency,
    balance: format(row.balance),
    realBalance: format(row.realBalance),
    bonusBalance: format(row.bonusBalance),
    lockedBalance: format(row.lockedBalance),
    // Locked money is already out of realBalance, so all of realBalance can be withdrawn.
    withdrawalBalance: format(row.realBalance),
    // SPEC §3: status 1 marks the one active (selected) account, as /api/player/init.
    status: row.isActive ? 1 : 0,
    hidden: row.hidden,
    equivalent: row.baseCurrency
      ? {
          amount: baseEquivalent(row.balance, row.subunitToUnit, row.rate),
          currency: row.baseCurrency,
        }
      : { amount: baseEquivalent(row.balance, row.subunitToUnit, "1"), currency: row.currency },
  };
}

export type AccountEvent = AccountMessage["event"];

export const accountEvents = {
  balanceUpdated: RealtimeEvent.ACCOUNT_BALANCE_UPDATED,
  created: RealtimeEvent.ACCOUNT_CREATED,
  updated: RealtimeEvent.ACCOUNT_UPDATED,
} as const satisfies Record<string, AccountEvent>;

/**
 * Writes `{ event, ...account }` for each account to its player's `wallet:accounts#{playerId}`
 * channel through the outbox, in the caller's transaction.
 */
export async function enqueueAccountEvents(
  outbox: Pick<Outbox, "enqueue">,
  tx: DbExecutor,
  event: AccountEvent,
  rows: readonly WalletAccountRow[],
): Promise<void> {
  for (const row of rows) {
    const message: AccountMessage = { event, ...toWalletAccount(row) };
    await outbox.enqueue(tx, channels.walletAccounts(row.playerId), message);
  }
}
