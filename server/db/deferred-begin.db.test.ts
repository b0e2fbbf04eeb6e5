import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/database.ts";
import type { Database, DbExecutor } from "./client.ts";

/**
 * Every transaction's BEGIN goes out with its first statement (deferred-begin.ts), on
 * PostgreSQL's pool; PGlite runs in process and has no socket, so only the behaviour is checked
 * there.
 */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table deferral_probe (n int)`);
});
afterAll(async () => {
  await database?.close();
});

const rows = async (query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The writes that reach `tx`'s socket (their bytes as text) until `stop` is called. */
function countWrites(tx: DbExecutor): { writes: string[]; stop(): void } {
  const socket = (
    tx as unknown as { session: { client: { connection?: { stream: Record<string, unknown> } } } }
  ).session.client.connection?.stream;
  const writes: string[] = [];
  const restore: (() => void)[] = [];
  for (const method of ["_write", "_writev"]) {
    const original = socket?.[method];
    if (!socket || typeof original !== "function") continue;
    socket[method] = (...args: unknown[]) => {
      writes.push(textOf(args[0]));
      return (original as (...a: unknown[]) => unknown).apply(socket, args);
    };
    restore.push(() => (socket[method] = original));
  }
  return { writes, stop: () => restore.forEach((undo) => undo()) };
}

/** `_write` gets a buffer, `_writev` a list of { chunk }. */
function textOf(data: unknown): string {
  const chunks = Array.isArray(data) ? data.map((item: { chunk: unknown }) => item.chunk) : [data];
  return chunks.map((chunk) => Buffer.from(chunk as Uint8Array).toString("latin1")).join("");
}

describe("a transaction's BEGIN", () => {
  it("goes out in one write with the first statement, and the rest as before", async () => {
    let counter: ReturnType<typeof countWrites> | undefined;
    try {
      await database.db.transaction(async (tx) => {
        counter = countWrites(tx);
        await tx.execute(sql`insert into deferral_probe (n) values (1)`);
        await tx.execute(sql`insert into deferral_probe (n) values (2)`);
      });
    } finally {
      counter?.stop();
    }
    // BEGIN + the first insert, the second insert, COMMIT: BEGIN was not sent on its own before.
    if (database.kind === "postgres") {
      expect(counter?.writes).toHaveLength(3);
      expect(counter?.writes[0]).toMatch(/begin[\s\S]*values \(1\)/);
      expect(counter?.writes[2]).toMatch(/commit/);
    }
    const [count] = await rows(
      sql`select count(*)::int as n from deferral_probe where n in (1, 2)`,
    );
    expect(count?.["n"]).toBe(2);
  });

  it("still makes one transaction: a throw rolls back what its first statement did", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into deferral_probe (n) values (3)`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const [count] = await rows(sql`select count(*)::int as n from deferral_probe where n = 3`);
    expect(count?.["n"]).toBe(0);
  });

  it("keeps the transaction's options", async () => {
    const level = await database.db.transaction(
      async (tx) => {
        const result = (await tx.execute(sql`show transaction_isolation`)) as unknown as {
          rows: { transaction_isolation: string }[];
        };
        return result.rows[0]?.transaction_isolation;
      },
      { isolationLevel: "serializable" },
    );
    expect(level).toBe("serializable");
  });

  it("fails with its first statement, and leaves the connection usable", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table_here`);
      }),
    ).rejects.toThrow();
    const [row] = await rows(sql`select 1 as one`);
    expect(row?.["one"]).toBe(1);
  });

  it("sends nothing for a transaction without statements", async () => {
    let counter: ReturnType<typeof countWrites> | undefined;
    const answer = await database.db.transaction(async (tx) => {
      counter = countWrites(tx);
      return "empty";
    });
    counter?.stop();
    expect(answer).toBe("empty");
    if (database.kind === "postgres") expect(counter?.writes).toHaveLength(0);
  });

  it("left unsent on a released client does not open a transaction on its next use", async () => {
    const pool = database.pool;
    if (!pool) return;
    // Every connection of the pool takes a BEGIN and goes back without a statement.
    const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    for (const client of clients) await client.query("begin");
    for (const client of clients) client.release();
    // The next statement on any of them commits by itself: another connection sees it.
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        pool.query("insert into deferral_probe (n) values ($1)", [100 + index]),
      ),
    );
    const other = new (await import("pg")).default.Client({
      connectionString: (pool.options as { connectionString?: string }).connectionString,
    });
    await other.connect();
    try {
      const seen = await other.query(
        "select count(*)::int as n from deferral_probe where n >= 100",
      );
      expect(seen.rows[0]?.n).toBe(10);
    } finally {
      await other.end();
    }
  });
});
