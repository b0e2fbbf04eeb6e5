import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { pipelineTransactions } from "./pipelined-transactions.ts";

/**
 * Without the schema's relational query API (`db.query.*`): nothing uses it, and drizzle builds
 * it afresh for every transaction, a cost the casino bench's profile showed on every bet.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle or the database itself: services accept either. */
export type DbExecutor = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool, when kind is postgres. */
  pool?: pg.Pool;
  /** PGlite's whole data directory as a tarball, to open copies from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** Directory for PGlite files; when absent PGlite keeps everything in memory. */
  dataDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests' migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Pipeline mode: queries issued together on one connection go out together instead of
    // each waiting for the answer before (every transaction's BEGIN and first statement, the
    // seamless wallet's bet checks; ./pipelined-transactions.ts, ./statement.ts). One query at
    // a time behaves as before.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      pipeline: true,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => {
      console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool) as unknown as Db;
    pipelineTransactions(db);
    return { db, kind: "postgres", pool, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: "pglite",
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock keeps two
 * processes starting at once from migrating over each other.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (!database.pool) {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // The lock belongs to one connection, so lock, migrate and unlock on the same one.
  const connection = await database.pool.connect();
  try {
    await connection.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock(727274)").catch(() => undefined);
    connection.release();
  }
}
