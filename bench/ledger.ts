import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp, type RunningApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import type { Db } from "../server/db/client.ts";
import { players } from "../server/db/schema.ts";
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
 * event), all at 10 concurrent clients; ratios are against pgbench. The same without pgbench on
 * embedded PGlite. There is no public transfer endpoint (money moves through payments, games and
 * bonuses), so transfers are measured at the service, not over HTTP.
 */

const CONCURRENCY = 10;
const PLAYERS = 100;
const PGBENCH_SECONDS = 10;
const DRIVER_SECONDS = 5;
const LEDGER_SECONDS = 10;
const SCRATCH_ROWS = 100_000;

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

function benchConfig(overrides: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sevens-bench-")),
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
    } finally {
      await running.close();
    }
    printRows(
      `Ledger on PostgreSQL: ${CONCURRENCY} concurrent clients, service level (no HTTP transfer endpoint)`,
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
    const rows = [await driverFloor(running.platform.db), await ledgerTransfers(running)];
    printRows(
      `Ledger on PGlite (files in DATA_DIR): ${CONCURRENCY} concurrent callers, service level`,
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
