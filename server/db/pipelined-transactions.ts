import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { setImmediate } from "node:timers";
import type pg from "pg";
import type { Db, DbExecutor } from "./client.ts";
import { socketOf } from "./statement.ts";

/**
 * Makes every `db.transaction(…)` on PostgreSQL send its BEGIN with the transaction's first
 * statement, in one write, instead of waiting for BEGIN's answer first: one round trip less for
 * every transaction of the app (the pool is in pipeline mode, so the statements queue on the
 * connection in order, and PostgreSQL answers them in that order). The seamless wallet's calls
 * did the same by hand (decision 007); now the ledger, payments, bonuses and the rest do too.
 *
 * What a transaction does is unchanged: a throw, or BEGIN's own failure, rolls back; nested
 * `tx.transaction` calls are savepoints, as in drizzle's own; a transaction with options
 * (isolation level) keeps drizzle's path. One more thing than drizzle's: a connection that can't
 * roll back is not given back to the pool.
 */
export function pipelineTransactions(db: Db): void {
  const session = (db as unknown as { session: NodePgSession<Record<string, never>, never> })
    .session;
  const pool = (session as unknown as { client: pg.Pool }).client;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const drizzleTransaction = session.transaction.bind(session);

  session.transaction = async (work, config) => {
    if (config) return drizzleTransaction(work, config);
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, schema, options),
      schema,
    );
    const socket = socketOf(tx as unknown as DbExecutor);
    let broken: Error | undefined;
    // BEGIN waits in the socket's buffer for the statements the work issues first; they are
    // issued in the promise jobs that follow, so the buffer is written out before the next turn
    // of the event loop (or when the work ends first). node:timers' own setImmediate, which a
    // test's fake timers leave alone: faked, the buffer would wait for them forever.
    socket?.cork();
    let corked = socket !== undefined;
    const sendBuffered = () => {
      if (!corked) return;
      corked = false;
      socket?.uncork();
    };
    const begun = client.query("begin");
    // Its failure is read after the work (whose statements fail with it): until then it must
    // not count as unhandled, which would end the process.
    begun.catch(() => undefined);
    setImmediate(sendBuffered);
    try {
      const result = await (work as (tx: NodePgTransaction<never, never>) => Promise<unknown>)(
        tx as never,
      );
      sendBuffered();
      await begun;
      await client.query("commit");
      return result as never;
    } catch (error) {
      sendBuffered();
      await client.query("rollback").catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
