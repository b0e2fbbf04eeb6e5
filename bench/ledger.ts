import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import type { AuthResponse } from "../contracts/player.ts";
import type { WalletAccount } from "../contracts/wallet.ts";
import { buildApp, type RunningApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { Db } from "../server/db/client.ts";
import { paymentInvoices, players } from "../server/db/schema.ts";
import {
  createLedger,
  playerAccount,
  systemAccount,
  type Ledger,
} from "../server/modules/wallet/ledger.ts";
import { openWalletAccount } from "../server/modules/wallet/service.ts";

/**
 * Issue 4: ledger transfers through the service against the database's own floor.
 *
 * On PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a scratch database is created and
 * dropped): pgbench's simple-update (`-N -c 10 -j 2 -T 10`), then a one-row UPDATE per
 * transaction through the Node driver, then ledger transfers between random players through
 * `ledger.transfer` in a transaction each (locks, entries, balances, wallet mirror, outbox
 * event), then ledger transfers through the real HTTP API, all at 10 concurrent clients; ratios
 * are against pgbench. The same without pgbench on embedded PGlite.
 *
 * There is no public transfer endpoint (money moves through payments, games and bonuses), so the
 * HTTP line drives the nearest real path: `POST /api/payment/invoices/withdrawal`, whose
 * transaction is one ledger transfer (player real → player locked) plus the invoice row and its
 * outbox event, behind authentication, validation and the sandbox provider's payout call.
 * Players are registered over HTTP (bearer tokens), funded through the ledger directly, and
 * autocannon rotates the requests across them so no single wallet row is the bottleneck. Its
 * errors column counts transport errors, timeouts and non-2xx answers; after the run the pending
 * withdrawal invoices are counted to check every 2xx really locked money.
 */

const CONCURRENCY = 10;
const PLAYERS = 100;
const PGBENCH_SECONDS = 10;
const DRIVER_SECONDS = 5;
const LEDGER_SECONDS = 10;
const SCRATCH_ROWS = 100_000;
const HTTP_PLAYERS = 100;
const HTTP_SECONDS = 10;
/** Upper bound on HTTP requests; players are funded for their share of it (with margin). */
const HTTP_MAX_REQUESTS = 100_000;
const WITHDRAWAL_PATH = "/api/payment/invoices/withdrawal";
/** No fields beyond an e-mail, no country or platform restriction, EUR minimum 10. */
const WITHDRAWAL_METHOD = "sandbox.withdrawal.skrill";
const WITHDRAWAL_AMOUNT = "10";
/** 10.00 EUR in minor units. */
const WITHDRAWAL_MINOR = 1_000n;

interface Row {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs `operation` from CONCURRENCY workers for `seconds`; latencies in ms. */
async function load(
  name: string,
  seconds: number,
  operation: (worker: number, sequence: number) => Promise<void>,
): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let sequence = 0; performance.now() < deadline; sequence++) {
        const begin = performance.now();
        try {
          await operation(worker, sequence);
          latencies.push(performance.now() - begin);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
  };
}

function printRows(title: string, rows: Row[], reference: string): void {
  const base = rows.find((row) => row.name === reference);
  console.log(`\n${title}\n`);
  console.log(`| target | tx/s | p50 ms | p99 ms | errors | ratio to ${reference} |`);
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    const ratio = base && base.perSecond > 0 ? (row.perSecond / base.perSecond).toFixed(2) : "";
    console.log(
      `| ${row.name} | ${row.perSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} | ${ratio} |`,
    );
  }
}

function findPgbench(): string | undefined {
  const which = spawnSync("which", ["pgbench"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return ["/usr/lib/postgresql/15/bin/pgbench", "/usr/lib/postgresql/16/bin/pgbench"].find(
    existsSync,
  );
}

/** pgbench -N (simple update) with per-transaction logs for the p99. */
function runPgbench(binary: string, url: string): Row {
  const init = spawnSync(binary, ["-i", "-q", "-s", "1", url], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const logDir = mkdtempSync(path.join(tmpdir(), "sevens-pgbench-"));
  try {
    const args = ["-N", "-c", String(CONCURRENCY), "-j", "2", "-T", String(PGBENCH_SECONDS)];
    const run = spawnSync(
      binary,
      [...args, "-l", `--log-prefix=${path.join(logDir, "log")}`, url],
      { encoding: "utf8" },
    );
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
    const failed = /number of failed transactions: (\d+)/.exec(run.stdout);
    const latencies: number[] = [];
    for (const file of readdirSync(logDir)) {
      for (const line of readFileSync(path.join(logDir, file), "utf8").split("\n")) {
        const micros = Number(line.split(" ")[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      name: "pgbench simple-update",
      perSecond: Math.round(Number(tps?.[1] ?? 0)),
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      errors: Number(failed?.[1] ?? 0),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** One-row UPDATE in its own transaction through the app's driver: the Node-side floor. */
async function driverFloor(db: Db): Promise<Row> {
  await db.execute(
    sql`create table if not exists bench_scratch (id int primary key, balance bigint not null)`,
  );
  await db.execute(
    sql`insert into bench_scratch select g, 0 from generate_series(1, ${SCRATCH_ROWS}) g on conflict do nothing`,
  );
  const row = await load("driver: one-row UPDATE per transaction", DRIVER_SECONDS, async () => {
    const id = 1 + Math.floor(Math.random() * SCRATCH_ROWS);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update bench_scratch set balance = balance + 1 where id = ${id}`);
    });
  });
  await db.execute(sql`drop table bench_scratch`);
  return row;
}

async function ledgerTransfers(running: RunningApp): Promise<Row> {
  const { db, outbox } = running.platform;
  const ledger: Ledger = createLedger({ outbox });
  const wallets: string[] = [];
  const run = randomBytes(4).toString("hex");
  for (let index = 0; index < PLAYERS; index++) {
    const [player] = await db
      .insert(players)
      .values({ email: `bench-${run}-${index}@example.com` })
      .returning({ id: players.id });
    if (!player) throw new Error("no player");
    const wallet = await openWalletAccount(db, {
      playerId: player.id,
      currency: "EUR",
      isActive: true,
    });
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        from: systemAccount("payment_clearing", "EUR", "bench"),
        to: playerAccount(wallet, "real"),
        amount: 100_000_000n,
        currency: "EUR",
        kind: "deposit",
        idempotencyKey: `bench-${run}-fund-${index}`,
      }),
    );
    wallets.push(wallet);
  }
  return load("ledger.transfer (player → player)", LEDGER_SECONDS, async (worker, sequence) => {
    const from = Math.floor(Math.random() * PLAYERS);
    const to = (from + 1 + Math.floor(Math.random() * (PLAYERS - 1))) % PLAYERS;
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        from: playerAccount(wallets[from] ?? "", "real"),
        to: playerAccount(wallets[to] ?? "", "real"),
        amount: 1n,
        currency: "EUR",
        kind: "bench",
        idempotencyKey: `bench-${run}-${worker}-${sequence}`,
      }),
    );
    outbox.notify();
  });
}

interface HttpPlayer {
  token: string;
  walletAccountId: string;
  /** The serialized withdrawal request body. */
  body: string;
}

async function postJson<T>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["authorization"] = `Bearer ${token}`;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers a player over HTTP, reads its EUR account and funds it through the ledger. */
async function httpPlayer(
  running: RunningApp,
  ledger: Ledger,
  base: string,
  run: string,
  index: number,
  funding: bigint,
): Promise<HttpPlayer> {
  const email = `bench-http-${run}-${index}@example.com`;
  const registered = await postJson<{ data: AuthResponse | null }>(`${base}/api/player/register`, {
    payload: {
      email,
      password: "correct horse battery",
      currency: "EUR",
      country: "DE",
      birthdate: "1990-04-12",
      agreements: true,
      receiveEmailPromo: false,
    },
    fingerprint: { visitorId: randomBytes(10).toString("hex"), confidence: { score: 0.9 } },
  });
  const token = registered.body.data?.accessToken;
  if (registered.status !== 200 || !token) {
    throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.body)}`);
  }
  const listed = await fetch(`${base}/api/wallet/accounts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const accounts = ((await listed.json()) as { data: WalletAccount[] }).data;
  const walletAccountId = accounts.find((account) => account.currency === "EUR")?.id;
  if (!walletAccountId) throw new Error("registered player has no EUR account");
  await running.platform.db.transaction((tx) =>
    ledger.transfer(tx, {
      from: systemAccount("payment_clearing", "EUR", "bench"),
      to: playerAccount(walletAccountId, "real"),
      amount: funding,
      currency: "EUR",
      kind: "deposit",
      idempotencyKey: `bench-http-${run}-fund-${index}`,
    }),
  );
  const body = JSON.stringify({
    method: WITHDRAWAL_METHOD,
    amount: WITHDRAWAL_AMOUNT,
    currency: "EUR",
    accountId: walletAccountId,
    fields: { playerEmail: email },
  });
  // One withdrawal first: checks the request shape end to end (and warms the path up).
  const first = await postJson<unknown>(`${base}${WITHDRAWAL_PATH}`, JSON.parse(body), token);
  if (first.status !== 200) {
    throw new Error(`withdrawal: ${first.status} ${JSON.stringify(first.body)}`);
  }
  return { token, walletAccountId, body };
}

/**
 * Withdrawal requests over HTTP at CONCURRENCY connections for at most HTTP_SECONDS and
 * HTTP_MAX_REQUESTS, each request the next player's (round robin).
 */
async function httpTransfers(running: RunningApp): Promise<Row> {
  await running.app.listen({ port: 0, host: "127.0.0.1" });
  const address = running.app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const ledger: Ledger = createLedger({ outbox: running.platform.outbox });
  const run = randomBytes(4).toString("hex");
  // Each player's round-robin share, the warm-up withdrawal, and twice that as margin.
  const funding = 2n * BigInt(Math.ceil(HTTP_MAX_REQUESTS / HTTP_PLAYERS) + 1) * WITHDRAWAL_MINOR;
  const clients: HttpPlayer[] = [];
  for (let start = 0; start < HTTP_PLAYERS; start += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, HTTP_PLAYERS - start) }, (_, offset) =>
      httpPlayer(running, ledger, base, run, start + offset, funding),
    );
    clients.push(...(await Promise.all(batch)));
  }

  let next = 0;
  let firstFailure: string | undefined;
  const result = await autocannon({
    url: base,
    connections: CONCURRENCY,
    duration: HTTP_SECONDS,
    maxOverallRequests: HTTP_MAX_REQUESTS,
    headers: { "content-type": "application/json" },
    requests: [
      {
        method: "POST",
        path: WITHDRAWAL_PATH,
        setupRequest: (request) => {
          const client = clients[next++ % clients.length];
          if (!client) return request;
          return {
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${client.token}` },
            body: client.body,
          };
        },
        onResponse: (status, body) => {
          if ((status < 200 || status > 299) && firstFailure === undefined) {
            firstFailure = `${status} ${body.slice(0, 300)}`;
          }
        },
      },
    ],
  });
  if (firstFailure) console.log(`\n(HTTP withdrawal failed, first answer: ${firstFailure})`);

  // Every 2xx must have locked money: its withdrawal invoice exists, beside the warm-up ones and
  // at most one per connection still in flight when autocannon stopped at the deadline.
  const [invoices] = await running.platform.db
    .select({ total: count() })
    .from(paymentInvoices)
    .where(
      and(
        eq(paymentInvoices.type, "withdrawal"),
        inArray(
          paymentInvoices.walletAccountId,
          clients.map((client) => client.walletAccountId),
        ),
      ),
    );
  const answered = result["2xx"] + clients.length;
  const total = invoices?.total ?? 0;
  if (total < answered || total > answered + CONCURRENCY) {
    console.log(`\n(HTTP: ${total} withdrawal invoices for ${answered} successful requests)`);
  }
  return {
    name: `HTTP POST ${WITHDRAWAL_PATH} (real → locked)`,
    perSecond: Math.round(result["2xx"] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function benchConfig(overrides: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sevens-bench-")),
    RATE_LIMIT_PER_MINUTE: "100000000",
    ...overrides,
  });
}

async function benchPostgres(adminUrl: string): Promise<void> {
  const name = `sevens_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = benchConfig({ DATABASE_URL: url.toString() });
  try {
    const rows: Row[] = [];
    const pgbench = findPgbench();
    if (pgbench) rows.push(runPgbench(pgbench, url.toString()));
    else console.log("\n(pgbench not found: install PostgreSQL's client tools for the floor)");
    const running = await buildApp({ config, withWebApp: false });
    try {
      rows.push(await driverFloor(running.platform.db));
      rows.push(await ledgerTransfers(running));
      rows.push(await httpTransfers(running));
    } finally {
      await running.close();
    }
    printRows(
      `Ledger on PostgreSQL: ${CONCURRENCY} concurrent clients, service level and over HTTP`,
      rows,
      pgbench ? "pgbench simple-update" : "driver: one-row UPDATE per transaction",
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

async function benchPglite(): Promise<void> {
  const config = benchConfig({});
  const running = await buildApp({ config, withWebApp: false });
  try {
    const rows = [
      await driverFloor(running.platform.db),
      await ledgerTransfers(running),
      await httpTransfers(running),
    ];
    printRows(
      `Ledger on PGlite (files in DATA_DIR): ${CONCURRENCY} concurrent callers, service level and over HTTP`,
      rows,
      "driver: one-row UPDATE per transaction",
    );
  } finally {
    await running.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

export async function benchLedger(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchPostgres(adminUrl);
  else console.log("\n(no BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL part skipped)");
  await benchPglite();
}
