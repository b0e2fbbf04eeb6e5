import type pg from "pg";

/**
 * A transaction's BEGIN, held back and sent in one write with the transaction's first
 * statement: the pool is in pipeline mode, so the two make one round trip instead of two, for
 * every transaction drizzle opens (`db.transaction` awaits its BEGIN before it runs the work).
 * A transaction that ends before any statement (BEGIN, then COMMIT or ROLLBACK) sends nothing.
 *
 * BEGIN can only fail with its connection, and then the statement sent with it fails too; the
 * statement's promise answers either failure. transactionStartingWith (statement.ts) does the
 * same by hand for the seamless wallet.
 */

const BEGIN = /^\s*begin(\s|;|$)/i;
const END = /^\s*(commit|rollback)\s*;?\s*$/i;

type Query = (...args: unknown[]) => unknown;

interface Deferring {
  /** The BEGIN text not sent yet, if any. */
  pendingBegin?: string;
}

/** The SQL text of a plain promise query (no callback, no submittable such as a cursor). */
function plainText(args: unknown[]): string | undefined {
  if (typeof args.at(-1) === "function") return undefined;
  const [config, values] = args;
  if (typeof config === "string") return values === undefined || isEmpty(values) ? config : "";
  if (typeof config !== "object" || config === null || "submit" in config) return undefined;
  const { text, values: configValues } = config as { text?: unknown; values?: unknown };
  if (typeof text !== "string") return undefined;
  return isEmpty(configValues) && isEmpty(values) ? text : "";
}

function isEmpty(values: unknown): boolean {
  return values === undefined || (Array.isArray(values) && values.length === 0);
}

function emptyResult(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

/** Makes a pool's client defer its BEGINs (call it from the pool's "connect" event). */
export function deferBegins(client: pg.PoolClient): void {
  const state = client as unknown as Deferring;
  const send = client.query.bind(client) as Query;
  const socket = () =>
    (client as unknown as { connection?: { stream?: { cork(): void; uncork(): void } } }).connection
      ?.stream;

  const query: Query = (...args) => {
    const text = plainText(args);
    const pending = state.pendingBegin;
    if (pending === undefined) {
      if (text && BEGIN.test(text)) {
        state.pendingBegin = text;
        return Promise.resolve(emptyResult("BEGIN"));
      }
      return send(...args);
    }
    state.pendingBegin = undefined;
    // Nothing ran in it: there is nothing to commit or roll back.
    if (text && END.test(text)) {
      return Promise.resolve(emptyResult(text.trim().split(/\s|;/)[0]?.toUpperCase() ?? ""));
    }
    const stream = socket();
    stream?.cork();
    try {
      const began = send(pending) as Promise<unknown>;
      const answer = send(...args);
      if (!(answer instanceof Promise)) {
        // A callback or a submittable answers by itself; BEGIN's failure shows in it too.
        began.catch(() => undefined);
        return answer;
      }
      return Promise.all([began, answer]).then(([, result]) => result);
    } finally {
      stream?.uncork();
    }
  };
  (client as unknown as { query: Query }).query = query;
}

/** Forgets a BEGIN never followed by a statement, so the next checkout starts clean. */
export function clearDeferredBegin(client: pg.PoolClient): void {
  (client as unknown as Deferring).pendingBegin = undefined;
}
