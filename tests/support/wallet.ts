import { randomBytes } from "node:crypto";
import type { DbExecutor } from "../../server/db/client.ts";
import { players } from "../../server/db/schema.ts";
import { openWalletAccount } from "../../server/modules/wallet/service.ts";
import {
  playerAccount,
  systemAccount,
  type Ledger,
  type LedgerResult,
} from "../../server/modules/wallet/ledger.ts";

/** A player row with one active wallet account per currency given (the first one active). */
export async function createPlayerWithAccounts(
  db: DbExecutor,
  currencies: string[] = ["EUR"],
): Promise<{ playerId: string; accounts: Record<string, string> }> {
  const [player] = await db
    .insert(players)
    .values({ email: `ledger-${randomBytes(6).toString("hex")}@example.com` })
    .returning({ id: players.id });
  if (!player) throw new Error("no player");
  const accounts: Record<string, string> = {};
  for (const [index, currency] of currencies.entries()) {
    accounts[currency] = await openWalletAccount(db, {
      playerId: player.id,
      currency,
      isActive: index === 0,
    });
  }
  return { playerId: player.id, accounts };
}

/** The sandbox provider's clearing account: where test deposits come from. */
export const SANDBOX_PROVIDER = "sandbox";

/**
 * Credits a player's real balance the way a confirmed deposit does: from the payment provider's
 * clearing account, through the ledger. Tests and demos fund accounts this way; there is no API.
 */
export function fund(
  db: DbExecutor,
  ledger: Ledger,
  input: { walletAccountId: string; currency: string; amount: bigint; key?: string },
): Promise<LedgerResult> {
  return ledger.transfer(db, {
    from: systemAccount("payment_clearing", input.currency, SANDBOX_PROVIDER),
    to: playerAccount(input.walletAccountId, "real"),
    amount: input.amount,
    currency: input.currency,
    kind: "deposit",
    idempotencyKey: input.key ?? `test-deposit-${randomBytes(8).toString("hex")}`,
  });
}
