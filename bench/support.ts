import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { AuthResponse } from "../contracts/player.ts";
import type { WalletAccount } from "../contracts/wallet.ts";
import type { RunningApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import {
  createLedger,
  playerAccount,
  systemAccount,
  type Ledger,
} from "../server/modules/wallet/ledger.ts";

/** Shared by the database benchmarks: load loops, pgbench, tables, scratch databases. */

/** Concurrent clients of every database benchmark (pgbench -c and the Node workers). */
export const CONCURRENCY = 10;
const PGBENCH_SECONDS = 10;

export interface Row {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs `operation` from CONCURRENCY workers for `seconds`; latencies in ms. */
export async function load(
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

export function printRows(title: string, rows: Row[], reference: string): void {
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

export function findPgbench(): string | undefined {
  const which = spawnSync("which", ["pgbench"], { encoding: "utf8" });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  return ["/usr/lib/postgresql/15/bin/pgbench", "/usr/lib/postgresql/16/bin/pgbench"].find(
    existsSync,
  );
}

/** pgbench -N (simple update) with per-transaction logs for the p99. */
export function runPgbench(binary: string, url: string, clients = CONCURRENCY): Row {
  const init = spawnSync(binary, ["-i", "-q", "-s", "1", url], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const logDir = mkdtempSync(path.join(tmpdir(), "sevens-pgbench-"));
  try {
    const args = ["-N", "-c", String(clients), "-j", "2", "-T", String(PGBENCH_SECONDS)];
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
      name:
        clients === CONCURRENCY
          ? "pgbench simple-update"
          : `pgbench simple-update, ${clients} clients`,
      perSecond: Math.round(Number(tps?.[1] ?? 0)),
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      errors: Number(failed?.[1] ?? 0),
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

export async function postJson<T>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers["authorization"] = `Bearer ${token}`;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export function benchConfig(overrides: Record<string, string>) {
  return loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sevens-bench-")),
    RATE_LIMIT_PER_MINUTE: "100000000",
    // The ledger benchmark pays out through the sandbox provider, on this machine only.
    PAYMENT_SANDBOX: "true",
    ALLOW_SANDBOX_IN_PRODUCTION: "true",
    ...overrides,
  });
}

/** A scratch PostgreSQL database next to `adminUrl`'s, dropped after `run`. */
export async function withScratchDatabase(
  adminUrl: string,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const name = `sevens_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The PostgreSQL server the benchmarks use, if any. */
export function benchDatabaseUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

/**
 * Registers an EUR player over HTTP (bearer token), reads its EUR account and funds its real
 * balance through the ledger (a payment clearing account stands in for a deposit).
 */
export async function registerFundedPlayer(
  running: RunningApp,
  ledger: Ledger,
  options: { base: string; email: string; funding: bigint },
): Promise<{ token: string; walletAccountId: string; email: string }> {
  const { base, email, funding } = options;
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
      idempotencyKey: `bench-fund-${email}`,
    }),
  );
  return { token, walletAccountId, email };
}

/** The base URL of a running app, listening on a random loopback port first if needed. */
export async function listenOnLoopback(running: RunningApp): Promise<string> {
  if (!running.app.server.listening) await running.app.listen({ port: 0, host: "127.0.0.1" });
  const address = running.app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/**
 * Registers `count` funded players over HTTP (CONCURRENCY at a time) and launches `game` for each
 * with POST /api/game/games/{game}/play: the launch tokens, in order.
 */
export async function launchFundedPlayers(
  running: RunningApp,
  base: string,
  options: { game: string; count: number; emailPrefix: string; funding: bigint },
): Promise<string[]> {
  const ledger = createLedger({ outbox: running.platform.outbox });
  const run = randomBytes(4).toString("hex");
  const tokens: string[] = [];
  for (let start = 0; start < options.count; start += CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(CONCURRENCY, options.count - start) },
      async (_, offset) => {
        const player = await registerFundedPlayer(running, ledger, {
          base,
          email: `${options.emailPrefix}-${run}-${start + offset}@example.com`,
          funding: options.funding,
        });
        const play = await postJson<{ data?: { token: string } }>(
          `${base}/api/game/games/${options.game}/play`,
          { demoMode: false, accountId: player.walletAccountId },
          player.token,
        );
        if (play.status !== 200 || !play.body.data) {
          throw new Error(`play: ${play.status} ${JSON.stringify(play.body)}`);
        }
        return play.body.data.token;
      },
    );
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}
