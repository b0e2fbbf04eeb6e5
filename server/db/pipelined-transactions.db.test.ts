import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/database.ts";
import { transactionRoundTrips } from "../../tests/support/socket-writes.ts";
import type { Database, DbExecutor } from "./client.ts";

/** `db.transaction` on PostgreSQL sends BEGIN with the first statement (./pipelined-transactions.ts). */

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table pipelined_probe (word text primary key)`);
});
afterAll(async () => {
  await database?.close();
});

const insert = (tx: DbExecutor, word: string) =>
  tx.execute(sql`insert into pipelined_probe (word) values (${word})`);

async function words(): Promise<string[]> {
  const result = await database.db.execute(sql`select word from pipelined_probe order by word`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    word: string;
  }[];
  return rows.map((row) => row.word);
}

describe("transactions", () => {
  it("send BEGIN together with the first statement: two round trips for one statement", async () => {
    // PGlite runs in process: no socket, no round trip.
    if (database.kind !== "postgres") return;
    const trips = await transactionRoundTrips("probe_first_statement", () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 'probe_first_statement' as word`);
      }),
    );
    expect(trips).toBe(2);
  });

  it("commit what they wrote, and roll it back on a throw", async () => {
    await database.db.transaction(async (tx) => {
      await insert(tx, "kept");
    });
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, "dropped");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await words()).toEqual(["kept"]);
  });

  it("roll back on a failed statement, and leave the connection usable", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, "before-the-failure");
        await insert(tx, "kept");
      }),
    ).rejects.toThrow();
    // Every connection of the pool still works after it.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await insert(tx, `after-${String(index).padStart(2, "0")}`);
        }),
      ),
    );
    const after = await words();
    expect(after).not.toContain("before-the-failure");
    expect(after.filter((word) => word.startsWith("after-"))).toHaveLength(12);
  });

  it("run work that waits on something else before its first statement", async () => {
    await database.db.transaction(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await insert(tx, "late");
    });
    expect(await words()).toContain("late");
  });

  it("keep nested transactions as savepoints", async () => {
    await database.db.transaction(async (tx) => {
      await insert(tx, "outer");
      await tx
        .transaction(async (inner) => {
          await insert(inner, "inner");
          throw new Error("inner only");
        })
        .catch(() => undefined);
    });
    const after = await words();
    expect(after).toContain("outer");
    expect(after).not.toContain("inner");
  });

  it("answer what the work returns, with options on drizzle's own path", async () => {
    const answer = await database.db.transaction(
      async (tx) => {
        await insert(tx, "serializable");
        return 42;
      },
      { isolationLevel: "serializable" },
    );
    expect(answer).toBe(42);
    expect(await database.db.transaction(async () => "nothing written")).toBe("nothing written");
  });
});
