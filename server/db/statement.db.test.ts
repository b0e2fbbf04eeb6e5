import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/database.ts";
import { recordSocketWrites, type SocketWrite } from "../../tests/support/socket-writes.ts";
import type { Database } from "./client.ts";
import {
  arrayParam,
  runStatement,
  statement,
  transactionStartingWith,
  writeTogether,
} from "./statement.ts";

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const echo = statement("test_echo", "select $1::text as word, ($2::bigint * 2)::text as twice");

const arrays = statement(
  "test_arrays",
  "select array_to_json($1::text[])::text as words, array_to_json($2::bigint[])::text as ids",
);

describe("prepared statements of the hot path", () => {
  it("read an array parameter element by element", async () => {
    const words = ["bet.placed", "a,b", "{x}", 'say "hi"', "back\\slash"];
    const [row] = await runStatement<{ words: string; ids: string }>(database.db, arrays, [
      arrayParam(words),
      arrayParam([1, 9007199254740993n]),
    ]);
    expect(JSON.parse(row?.words ?? "null")).toEqual(words);
    expect(row?.ids).toBe("[1,9007199254740993]");
  });

  it("answer rows on the database and inside a transaction, as often as asked", async () => {
    for (let round = 0; round < 3; round += 1) {
      const rows = await runStatement<{ word: string; twice: string }>(database.db, echo, [
        `w${round}`,
        "21",
      ]);
      expect(rows).toEqual([{ word: `w${round}`, twice: "42" }]);
    }
    const inside = await database.db.transaction((tx) =>
      runStatement<{ word: string }>(tx, echo, ["tx", "1"]),
    );
    expect(inside[0]?.word).toBe("tx");
  });

  it("see and roll back with the transaction they run in", async () => {
    await database.db.execute(sql`create table statement_probe (n int)`);
    const insert = statement("test_probe_insert", "insert into statement_probe (n) values ($1)");
    await expect(
      database.db.transaction(async (tx) => {
        await runStatement(tx, insert, [1]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await runStatement(database.db, insert, [2]);
    const rows = await runStatement<{ n: number }>(
      database.db,
      statement("test_probe_select", "select n from statement_probe order by n"),
      [],
    );
    expect(rows).toEqual([{ n: 2 }]);
  });

  it("run a transaction begun with its first query, committed or rolled back", async () => {
    await database.db.execute(sql`create table statement_begun (n int)`);
    const insert = statement("test_begun_insert", "insert into statement_begun (n) values ($1)");
    const count = statement("test_begun_count", "select count(*)::int as n from statement_begun");
    const first = await transactionStartingWith<{ n: number }, number>(
      database.db,
      count,
      [],
      async (tx, [row]) => {
        await runStatement(tx, insert, [1]);
        return row?.n ?? -1;
      },
    );
    expect(first).toBe(0);
    await expect(
      transactionStartingWith(database.db, count, [], async (tx) => {
        await runStatement(tx, insert, [2]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const [after] = await runStatement<{ n: number }>(database.db, count, []);
    expect(after?.n).toBe(1);
  });

  it("send the queries issued together in one write, and answer each", async () => {
    let writes: SocketWrite[] = [];
    const answers = await transactionStartingWith(database.db, echo, ["begun", "1"], async (tx) => {
      const socket = (
        tx as unknown as { session: { client: { connection?: { stream?: object } } } }
      ).session.client.connection?.stream;
      const both = () =>
        writeTogether(tx, () =>
          Promise.all([
            runStatement<{ word: string }>(tx, echo, ["one", "1"]),
            runStatement<{ word: string }>(tx, echo, ["two", "2"]),
          ]),
        );
      if (!socket) return both();
      // Count what reaches the socket: one write, however many queries went into it.
      const recorded = await recordSocketWrites(socket, both);
      writes = recorded.writes;
      return recorded.result;
    });
    expect(answers.map(([row]) => row?.word)).toEqual(["one", "two"]);
    // PGlite runs in process: no socket, nothing to count.
    if (database.kind === "postgres") expect(writes).toHaveLength(1);
  });

  it("refuse a name used twice, so two texts never share one prepared name", () => {
    expect(() => statement("test_echo", "select 1")).toThrow(/taken/);
  });
});

describe("the money functions", () => {
  /** The rows of a query, typed as the test reads them. */
  const rowsOf = async <Row>(query: SQL): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  // Migration 0016: with custom plans PostgreSQL planned every statement of every bet afresh.
  it("keep generic plans, also after a later migration replaced one of them", async () => {
    const rows = await rowsOf<{ proname: string; config: string }>(
      sql`select proname, coalesce(array_to_string(proconfig, ','), '') as config
          from pg_proc
          where pronamespace = 'public'::regnamespace
            and proname in ('ledger_post', 'game_wallet_claim', 'game_wallet_complete',
                            'game_wallet_bet', 'game_wallet_win')
          order by proname`,
    );
    expect(rows.map((row) => row.proname)).toEqual([
      "game_wallet_bet",
      "game_wallet_claim",
      "game_wallet_complete",
      "game_wallet_win",
      "ledger_post",
    ]);
    for (const row of rows) {
      expect(row.config, row.proname).toContain("plan_cache_mode=force_generic_plan");
    }
  });

  // Migration 0017: a SQL helper that is not inlined is parsed and planned again in every call.
  it("have their SQL helpers inlined into the statements that call them", async () => {
    const plan = async (query: SQL) =>
      (await rowsOf<Record<string, string>>(sql`explain (verbose, costs off) ${query}`))
        .map((row) => Object.values(row).join(" "))
        .join("\n");
    const formatted = await plan(
      sql`select format_minor(amount, 100) from (values (12345::bigint)) as v(amount)`,
    );
    expect(formatted).not.toContain("format_minor");
    const event = await plan(sql`select game_bet_event(b) from game_bets b`);
    expect(event).toContain("jsonb_build_object");
    expect(event).not.toContain("game_bet_event");
  });

  it("format minor units as contracts/money.ts does, and null as null", async () => {
    const [row] = await rowsOf<Record<string, string | null>>(
      sql`select format_minor(12345, 100) as a, format_minor(-5, 100) as b,
                 format_minor(7, 1) as c, format_minor(1, 100000000) as d,
                 format_minor(null, 100) as e, format_minor(5, null) as f`,
    );
    expect(row).toEqual({
      a: "123.45",
      b: "-0.05",
      c: "7",
      d: "0.00000001",
      e: null,
      f: null,
    });
  });
});
