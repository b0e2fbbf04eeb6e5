import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { DbExecutor } from "../../server/db/client.ts";
import { houseDemoWallets } from "../../server/db/schema.ts";

/**
 * Play money of demo launches (house_demo_wallets), one balance per launch token. It never
 * touches the operator or its ledger. Every movement runs in the same database transaction as
 * the round's state change that records it (see funds.ts), so a demo round's bookkeeping can
 * never disagree with the demo balance.
 */

/** The player (and demo wallet) key of a demo launch: its token is the only identity it has. */
export function demoPlayerRef(token: string): string {
  return `demo:${createHash("sha256").update(token).digest("hex").slice(0, 24)}`;
}

/** The demo balance, opening the wallet with `startBalance` on first use. */
export async function demoBalance(
  executor: DbExecutor,
  key: string,
  currency: string,
  startBalance: bigint,
): Promise<bigint> {
  await executor
    .insert(houseDemoWallets)
    .values({ sessionKey: key, currency, balance: startBalance })
    .onConflictDoNothing({ target: houseDemoWallets.sessionKey });
  const [row] = await executor
    .select({ balance: houseDemoWallets.balance })
    .from(houseDemoWallets)
    .where(eq(houseDemoWallets.sessionKey, key));
  return row?.balance ?? startBalance;
}

/** Takes `amount` if the balance covers it: the new balance, or null (nothing moved). */
export async function debitDemo(
  executor: DbExecutor,
  key: string,
  amount: bigint,
): Promise<bigint | null> {
  const [row] = await executor
    .update(houseDemoWallets)
    .set({ balance: sql`${houseDemoWallets.balance} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(houseDemoWallets.sessionKey, key), gte(houseDemoWallets.balance, amount)))
    .returning({ balance: houseDemoWallets.balance });
  return row ? row.balance : null;
}

export async function creditDemo(executor: DbExecutor, key: string, amount: bigint) {
  const [row] = await executor
    .update(houseDemoWallets)
    .set({ balance: sql`${houseDemoWallets.balance} + ${amount}`, updatedAt: sql`now()` })
    .where(eq(houseDemoWallets.sessionKey, key))
    .returning({ balance: houseDemoWallets.balance });
  if (!row) throw new Error(`demo wallet ${key} does not exist`);
  return row.balance;
}
