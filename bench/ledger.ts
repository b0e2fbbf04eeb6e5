import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { buildApp, type RunningApp } from "../server/app.ts";
import type { Db } from "../server/db/client.ts";
import { paymentInvoices, players } from "../server/db/schema.ts";
import {
  createLedger,
  playerAccount,
  systemAccount,
  type Ledger,
} from "../server/modules/wallet/ledger.ts";
import { openWalletAccount } from "../server/modules/wallet/service.ts";
import {
  CONCURRENCY,
  benchConfig,
  benchDatabaseUrl,
  findPgbench,
  listenOnLoopback,
  load,
  postJson,
  printRows,
  registerFundedPlayer,
  runPgbench,
  withScratchDatabase,
  type Row,
} from "./support.ts";

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

const PLAYERS = 100;
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

/**
 * `ledger.transfer` in process, one transaction each, between random funded players, or from a
 * random player to the house (a bet's movement).
 */
export async function ledgerTransfers(
  running: RunningApp,
  target: "player" | "house" = "player",
): Promise<Row> {
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
  return load(`ledger.transfer (player → ${target})`, LEDGER_SECONDS, async (worker, sequence) => {
    const from = Math.floor(Math.random() * PLAYERS);
    const to = (from + 1 + Math.floor(Math.random() * (PLAYERS - 1))) % PLAYERS;
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        from: playerAccount(wallets[from] ?? "", "real"),
        to:
          target === "house"
            ? systemAccount("house", "EUR")
            : playerAccount(wallets[to] ?? "", "real"),
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

/** A funded player over HTTP (see registerFundedPlayer) with its withdrawal request body. */
async function httpPlayer(
  running: RunningApp,
  ledger: Ledger,
  base: string,
  run: string,
  index: number,
  funding: bigint,
): Promise<HttpPlayer> {
  const { token, walletAccountId, email } = await registerFundedPlayer(running, ledger, {
    base,
    email: `bench-http-${run}-${index}@example.com`,
    funding,
  });
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
  const base = await listenOnLoopback(running);
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

async function benchPostgres(url: string): Promise<void> {
  const config = benchConfig({ DATABASE_URL: url });
  try {
    const rows: Row[] = [];
    const pgbench = findPgbench();
    if (pgbench) rows.push(runPgbench(pgbench, url));
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
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) await withScratchDatabase(adminUrl, benchPostgres);
  else console.log("\n(no BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL part skipped)");
  await benchPglite();
}
