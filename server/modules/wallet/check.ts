import { sql } from "drizzle-orm";
import { formatMinor } from "../../../contracts/money.ts";
import type { DbExecutor } from "../../db/client.ts";

/**
 * Recomputes the books from the entries (`npm run ledger:check`, and the tests):
 * - every player ledger account's stored balance equals the sum of its entries and is not
 *   negative; a system account (allow_negative) stores none: its balance is that sum (decision
 *   007);
 * - every entry of a player account has a balance_after equal to the running sum of its
 *   account's entries;
 * - every entry belongs to an existing ledger account, in that account's currency;
 * - every transaction has entries, and they sum to zero per currency;
 * - every wallet account's real, bonus and locked balances equal their ledger accounts, and
 *   balance = real + bonus.
 * Nothing is changed. A clean ledger has no problems; then each currency's accounts sum to zero.
 */

export interface LedgerProblem {
  check: string;
  subject: string;
  detail: string;
}

export interface CurrencySummary {
  currency: string;
  accounts: number;
  /** Totals per ledger account kind, in minor units. */
  totals: Record<string, bigint>;
  /** Sum over every account of the currency: zero when the books balance. */
  sum: bigint;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transactions: number;
  entries: number;
  walletAccounts: number;
  problems: LedgerProblem[];
  currencies: CurrencySummary[];
  subunits: Map<string, bigint>;
}

type Row = Record<string, unknown>;

async function rows(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const big = (value: unknown): bigint => BigInt(String(value ?? 0));
const text = (value: unknown): string => String(value ?? "");

/** Runs every check; problems beyond `limit` per check are counted, not listed. */
export async function checkLedger(db: DbExecutor, limit = 50): Promise<LedgerReport> {
  const problems: LedgerProblem[] = [];
  const add = (check: string, found: Row[], describe: (row: Row) => [string, string]) => {
    for (const row of found.slice(0, limit)) {
      const [subject, detail] = describe(row);
      problems.push({ check, subject, detail });
    }
    if (found.length > limit) {
      problems.push({ check, subject: "…", detail: `${found.length - limit} more` });
    }
  };

  add(
    "account balance = Σ entries",
    await rows(
      db,
      sql`select a.id, a.kind, a.currency, a.balance, coalesce(sum(e.amount), 0) as computed
          from ledger_accounts a left join ledger_entries e on e.ledger_account_id = a.id
          group by a.id
          having a.balance is distinct from
                 case when a.allow_negative then null else coalesce(sum(e.amount), 0) end
          order by a.id`,
    ),
    (row) => [
      `ledger account ${text(row["id"])} (${text(row["kind"])} ${text(row["currency"])})`,
      `stored ${text(row["balance"])}, entries sum to ${text(row["computed"])}`,
    ],
  );

  add(
    "no negative balance",
    await rows(
      db,
      sql`select id, kind, currency, balance from ledger_accounts
          where balance < 0 and not allow_negative order by id`,
    ),
    (row) => [
      `ledger account ${text(row["id"])} (${text(row["kind"])} ${text(row["currency"])})`,
      `balance ${text(row["balance"])}`,
    ],
  );

  add(
    "balance_after = running sum",
    await rows(
      db,
      sql`select r.id, r.ledger_account_id, r.balance_after, r.running from (
            select e.id, e.ledger_account_id, e.balance_after,
                   sum(e.amount) over (partition by e.ledger_account_id order by e.id) as running
            from ledger_entries e) r
          join ledger_accounts a on a.id = r.ledger_account_id
          where r.balance_after is distinct from
                case when a.allow_negative then null else r.running end
          order by r.id`,
    ),
    (row) => [
      `entry ${text(row["id"])} of ledger account ${text(row["ledger_account_id"])}`,
      `balance_after ${text(row["balance_after"] ?? "null")}, running sum ${text(row["running"])}`,
    ],
  );

  add(
    "entry of its account",
    await rows(
      db,
      sql`select e.id, e.ledger_account_id, e.currency, a.currency as account_currency
          from ledger_entries e left join ledger_accounts a on a.id = e.ledger_account_id
          where a.id is null or a.currency <> e.currency
          order by e.id`,
    ),
    (row) => [
      `entry ${text(row["id"])}`,
      row["account_currency"] === null
        ? `ledger account ${text(row["ledger_account_id"])} does not exist`
        : `in ${text(row["currency"])}, its account ${text(row["ledger_account_id"])} is in ${text(row["account_currency"])}`,
    ],
  );

  add(
    "transaction sums to zero per currency",
    await rows(
      db,
      sql`select t.id, t.idempotency_key, e.currency, sum(e.amount) as total
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          group by t.id, e.currency having sum(e.amount) <> 0 order by t.id`,
    ),
    (row) => [
      `transaction ${text(row["id"])} (${text(row["idempotency_key"])})`,
      `${text(row["currency"])} entries sum to ${text(row["total"])}`,
    ],
  );

  add(
    "transaction has entries",
    await rows(
      db,
      sql`select t.id, t.idempotency_key from ledger_transactions t
          where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)
          order by t.id`,
    ),
    (row) => [`transaction ${text(row["id"])} (${text(row["idempotency_key"])})`, "no entries"],
  );

  add(
    "wallet account = its ledger accounts",
    await rows(
      db,
      sql`select w.id, w.currency, w.balance, w.real_balance, w.bonus_balance, w.locked_balance,
                 coalesce(sum(a.balance) filter (where a.kind = 'player_real'), 0) as real,
                 coalesce(sum(a.balance) filter (where a.kind = 'player_bonus'), 0) as bonus,
                 coalesce(sum(a.balance) filter (where a.kind = 'player_locked'), 0) as locked,
                 bool_and(a.currency = w.currency) as same_currency
          from wallet_accounts w left join ledger_accounts a on a.wallet_account_id = w.id
          group by w.id
          having w.real_balance <> coalesce(sum(a.balance) filter (where a.kind = 'player_real'), 0)
              or w.bonus_balance <> coalesce(sum(a.balance) filter (where a.kind = 'player_bonus'), 0)
              or w.locked_balance <> coalesce(sum(a.balance) filter (where a.kind = 'player_locked'), 0)
              or w.balance <> w.real_balance + w.bonus_balance
              or bool_and(a.currency = w.currency) is false
          order by w.id`,
    ),
    (row) => [
      `wallet account ${text(row["id"])} (${text(row["currency"])})`,
      `stored balance/real/bonus/locked ${text(row["balance"])}/${text(row["real_balance"])}/` +
        `${text(row["bonus_balance"])}/${text(row["locked_balance"])}, ledger real/bonus/locked ` +
        `${text(row["real"])}/${text(row["bonus"])}/${text(row["locked"])}` +
        (row["same_currency"] === false ? ", ledger account in another currency" : ""),
    ],
  );

  const [counts] = await rows(
    db,
    sql`select (select count(*) from ledger_accounts) as accounts,
               (select count(*) from ledger_transactions) as transactions,
               (select count(*) from ledger_entries) as entries,
               (select count(*) from wallet_accounts) as wallet_accounts`,
  );
  const totals = await rows(
    db,
    sql`select a.currency, a.kind, count(*) as accounts,
               sum(coalesce(a.balance, s.total, 0)) as total
        from ledger_accounts a
        left join (select ledger_account_id, sum(amount) as total from ledger_entries
                   group by ledger_account_id) s on s.ledger_account_id = a.id
        group by a.currency, a.kind order by a.currency, a.kind`,
  );
  const currencies = new Map<string, CurrencySummary>();
  for (const row of totals) {
    const code = text(row["currency"]);
    const summary = currencies.get(code) ?? { currency: code, accounts: 0, totals: {}, sum: 0n };
    summary.accounts += Number(row["accounts"]);
    summary.totals[text(row["kind"])] = big(row["total"]);
    summary.sum += big(row["total"]);
    currencies.set(code, summary);
  }
  for (const summary of currencies.values()) {
    if (summary.sum !== 0n) {
      problems.push({
        check: "currency sums to zero",
        subject: summary.currency,
        detail: `ledger accounts sum to ${summary.sum}`,
      });
    }
  }
  const subunits = new Map(
    (await rows(db, sql`select code, subunit_to_unit from currencies`)).map((row) => [
      text(row["code"]),
      big(row["subunit_to_unit"]),
    ]),
  );

  return {
    ok: problems.length === 0,
    accounts: Number(counts?.["accounts"] ?? 0),
    transactions: Number(counts?.["transactions"] ?? 0),
    entries: Number(counts?.["entries"] ?? 0),
    walletAccounts: Number(counts?.["wallet_accounts"] ?? 0),
    problems,
    currencies: [...currencies.values()],
    subunits,
  };
}

const KIND_COLUMNS = [
  ["player_real", "players real"],
  ["player_bonus", "players bonus"],
  ["player_locked", "players locked"],
  ["house", "house"],
  ["payment_clearing", "payment clearing"],
  ["bonus_pool", "bonus pool"],
] as const;

/** The report as markdown: a summary table per currency, then any problems. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines: string[] = [];
  lines.push(
    `Ledger: ${report.accounts} accounts, ${report.transactions} transactions, ` +
      `${report.entries} entries, ${report.walletAccounts} wallet accounts`,
    "",
    `| currency | accounts | ${KIND_COLUMNS.map(([, label]) => label).join(" | ")} | sum |`,
    `| --- | ---: | ${KIND_COLUMNS.map(() => "---:").join(" | ")} | ---: |`,
  );
  for (const summary of report.currencies) {
    const factor = report.subunits.get(summary.currency) ?? 1n;
    const money = (amount: bigint) => {
      try {
        return formatMinor(amount, factor);
      } catch {
        return amount.toString();
      }
    };
    const cells = KIND_COLUMNS.map(([kind]) => money(summary.totals[kind] ?? 0n));
    lines.push(
      `| ${summary.currency} | ${summary.accounts} | ${cells.join(" | ")} | ${money(summary.sum)} |`,
    );
  }
  if (report.currencies.length === 0) lines.push("| (no ledger accounts yet) | | | | | | | | |");
  lines.push("");
  if (report.ok) {
    lines.push("OK: every balance equals the sum of its entries; every transaction sums to zero.");
  } else {
    lines.push(`${report.problems.length} problem(s):`, "");
    lines.push("| check | subject | detail |", "| --- | --- | --- |");
    for (const problem of report.problems) {
      lines.push(`| ${problem.check} | ${problem.subject} | ${problem.detail} |`);
    }
  }
  return lines.join("\n");
}
