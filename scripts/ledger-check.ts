// `npm run ledger:check`: recomputes every ledger balance from its entries, every wallet
// account's balances from its ledger accounts, and checks that every transaction sums to zero
// per currency. Prints a summary table per currency and any differences; exits 1 on any.
//
// It reads the PostgreSQL database of DATABASE_URL (safe while the server runs: it only reads),
// or else the embedded PGlite database in DATA_DIR. PGlite files belong to one process at a time,
// so stop the server first; when a server answers on HOST:PORT the check refuses to open them.
import { existsSync } from "node:fs";
import path from "node:path";
import { ConfigError, parseEnv, type Env } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { checkLedger, formatLedgerReport } from "../server/modules/wallet/check.ts";

async function serverIsRunning(env: Env): Promise<string | undefined> {
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  const url = new URL(`http://${host.includes(":") ? `[${host}]` : host}:${env.PORT}/api/health`);
  try {
    await fetch(url, { signal: AbortSignal.timeout(1500) });
    return url.host;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const env = parseEnv(process.env);
  let source: { url?: string; dataDir?: string };
  if (env.DATABASE_URL) {
    source = { url: env.DATABASE_URL };
  } else {
    const dataDir = path.resolve(env.DATA_DIR);
    if (!existsSync(path.join(dataDir, "pglite"))) {
      console.log(`No database in ${dataDir} yet: start Sevens once (npm start).`);
      return;
    }
    const running = await serverIsRunning(env);
    if (running) {
      throw new ConfigError(
        `A server answers on ${running} and owns the embedded database in ${dataDir}. ` +
          "Stop it and run the check again (or point DATABASE_URL at PostgreSQL).",
      );
    }
    source = { dataDir };
  }
  const database = await openDatabase(source);
  try {
    const report = await checkLedger(database.db);
    console.log(formatLedgerReport(report));
    if (!report.ok) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
