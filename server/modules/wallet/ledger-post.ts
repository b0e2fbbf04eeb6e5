import type { DbExecutor } from "../../db/client.ts";
import { arrayParam, runStatement, statement } from "../../db/statement.ts";
import type { WalletAccountRow } from "./store.ts";

/**
 * The database half of a ledger movement: `ledger_post` (migration 0003) claims the key, locks
 * the player accounts, refuses an overdraft, writes entries and balances in one round trip. A
 * refusal writes nothing and raises nothing, so it needs no savepoint around it.
 */

export type LedgerPostAnswer =
  | { status: "taken" | "stale" | "insufficient" }
  | {
      status: "ok";
      id: number;
      createdAt: Date;
      /** Per entry, in the order given: the running balance, null on a system account. */
      balancesAfter: (bigint | null)[];
      /** The wallet accounts the movement changed, as they are now. */
      wallets: WalletAccountRow[];
    };

interface RawWallet {
  id: string;
  playerId: string;
  currency: string;
  balance: string;
  realBalance: string;
  bonusBalance: string;
  lockedBalance: string;
  isActive: boolean;
  hidden: boolean;
  subunitToUnit: string;
  rate: string;
  baseCurrency: string | null;
}

interface RawAnswer {
  status: "ok" | "taken" | "stale" | "insufficient";
  id?: number | string;
  createdAt?: string;
  entries?: { balanceAfter: string | null }[];
  wallets?: RawWallet[];
}

const toWalletRow = (raw: RawWallet): WalletAccountRow => ({
  id: raw.id,
  playerId: raw.playerId,
  currency: raw.currency,
  balance: BigInt(raw.balance),
  realBalance: BigInt(raw.realBalance),
  bonusBalance: BigInt(raw.bonusBalance),
  lockedBalance: BigInt(raw.lockedBalance),
  isActive: raw.isActive,
  hidden: raw.hidden,
  subunitToUnit: BigInt(raw.subunitToUnit),
  // numeric(38,18) as text, the way the query builder reads it
  rate: raw.rate,
  baseCurrency: raw.baseCurrency,
});

/** Every movement runs it: a prepared statement. */
const ledgerPostStatement = statement(
  "ledger_post",
  "select ledger_post($1, $2, $3, $4::jsonb, $5::bigint[], $6::bigint[]) as answer",
);

export async function callLedgerPost(
  tx: DbExecutor,
  input: {
    kind: string;
    key: string;
    hash: string;
    reference: Record<string, unknown>;
    entries: { accountId: number; amount: bigint }[];
  },
): Promise<LedgerPostAnswer> {
  const accounts = arrayParam(input.entries.map((entry) => entry.accountId));
  const amounts = arrayParam(input.entries.map((entry) => entry.amount));
  const [row] = await runStatement<{ answer: RawAnswer | string }>(tx, ledgerPostStatement, [
    input.kind,
    input.key,
    input.hash,
    JSON.stringify(input.reference),
    accounts,
    amounts,
  ]);
  const cell = row?.answer;
  const raw: RawAnswer = typeof cell === "string" ? (JSON.parse(cell) as RawAnswer) : cell!;
  if (raw.status !== "ok") return { status: raw.status };
  return {
    status: "ok",
    id: Number(raw.id),
    createdAt: new Date(raw.createdAt ?? Date.now()),
    balancesAfter: (raw.entries ?? []).map((entry) =>
      entry.balanceAfter === null ? null : BigInt(entry.balanceAfter),
    ),
    wallets: (raw.wallets ?? []).map(toWalletRow),
  };
}
