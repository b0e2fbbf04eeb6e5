import type { Db, DbExecutor } from "./client.ts";

/**
 * A statement of the hot path (the seamless wallet's calls, decision 007) whose SQL text never
 * changes: it is written once, sent with its values as they are, and on PostgreSQL prepared
 * once per connection under its name, so neither the query builder nor the server's parser and
 * planner work on it again. The casino bench's profile put half the server's time in building
 * queries and a third of the database's in planning them.
 *
 * Rows come as the driver reads them: int8 may be a string or a bigint, and a timestamp a Date
 * or a string, so a caller casts in SQL (`::text`) or converts with BigInt() / new Date().
 */
export interface Statement {
  /** Unique in the process: the name it is prepared under on each connection. */
  readonly name: string;
  readonly text: string;
}

const names = new Set<string>();

export function statement(name: string, text: string): Statement {
  if (names.has(name)) throw new Error(`statement: the name ${name} is taken`);
  names.add(name);
  return { name, text };
}

/** node-postgres (a pool or one of its clients) or PGlite (itself or a transaction of it). */
interface Driver {
  query(
    config: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
  /** Only PGlite has it. */
  exec?: unknown;
}

/** The driver under a drizzle database or transaction: drizzle keeps it on its session. */
function driverOf(db: DbExecutor): Driver {
  const session = (db as unknown as { session?: { client?: Driver } }).session;
  if (!session?.client) throw new Error("statement: no driver under this database handle");
  return session.client;
}

/** The socket under a node-postgres client, when `db` is one checked out of the pool. */
export function socketOf(db: DbExecutor): { cork(): void; uncork(): void } | undefined {
  const driver = driverOf(db) as { connection?: { stream?: { cork(): void; uncork(): void } } };
  return driver.connection?.stream;
}

/**
 * Runs `start`, which issues several queries on `db` without waiting between them (pipeline
 * mode), and sends what it issued in one write: one system call and one wake-up of the server
 * instead of one per query. Only what `start` issues before it returns is gathered.
 */
export function writeTogether<T>(db: DbExecutor, start: () => T): T {
  const socket = socketOf(db);
  socket?.cork();
  try {
    return start();
  } finally {
    socket?.uncork();
  }
}

/**
 * A PostgreSQL array literal for a statement's parameter (`$1::bigint[]`, `$2::text[]`): the
 * drivers differ in how they send a JavaScript array, a literal string reads the same on both.
 * Strings are quoted, so commas, braces and quotes in them stay inside their element.
 */
export function arrayParam(values: readonly (string | number | bigint)[]): string {
  const elements = values.map((value) =>
    typeof value === "string" ? `"${value.replace(/[\\"]/g, "\\$&")}"` : String(value),
  );
  return `{${elements.join(",")}}`;
}

export async function runStatement<Row>(
  db: DbExecutor,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const driver = driverOf(db);
  const result =
    typeof driver.exec === "function"
      ? await driver.query(statement.text, values)
      : await driver.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
}

/**
 * A transaction whose first query is `first`, answered with its rows: on PostgreSQL BEGIN and
 * that query go out together (every transaction's BEGIN does, ./pipelined-transactions.ts), and
 * the statement is prepared under its name. A throw rolls back.
 */
export function transactionStartingWith<Row, T>(
  db: Db,
  first: Statement,
  values: unknown[],
  work: (tx: DbExecutor, rows: Row[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await runStatement<Row>(tx, first, values)));
}
