import { Socket } from "node:net";
import { expect } from "vitest";

/** One write that reached a socket: one system call, one round trip's request. */
export interface SocketWrite {
  socket: Socket;
  /** The bytes as latin1, to look for SQL texts and statement names in. */
  text: string;
}

type WriteMethods = Record<"_write" | "_writev", ((...args: never[]) => unknown) | undefined>;

/**
 * Records every write of `target` (one socket, or `Socket.prototype` for all of them) while
 * `during` runs, then puts the socket's own methods back.
 */
export async function recordSocketWrites<T>(
  target: object,
  during: () => Promise<T>,
): Promise<{ result: T; writes: SocketWrite[] }> {
  const writes: SocketWrite[] = [];
  const methods = target as WriteMethods;
  const originals = { _write: methods._write, _writev: methods._writev };
  methods._write = function (this: Socket, chunk: Buffer, ...rest: never[]) {
    writes.push({ socket: this, text: Buffer.from(chunk).toString("latin1") });
    return originals._write?.call(this, chunk as never, ...rest);
  } as never;
  methods._writev = function (this: Socket, chunks: { chunk: Buffer }[], ...rest: never[]) {
    const text = chunks.map(({ chunk }) => Buffer.from(chunk).toString("latin1")).join("");
    writes.push({ socket: this, text });
    return originals._writev?.call(this, chunks as never, ...rest);
  } as never;
  try {
    return { result: await during(), writes };
  } finally {
    methods._write = originals._write;
    methods._writev = originals._writev;
  }
}

/**
 * What `call` sends on the database connection that carried the statement `name` (its prepared
 * name or a piece of its text): the number of writes from that transaction's BEGIN to its
 * COMMIT, each a round trip.
 */
export async function transactionRoundTrips(
  name: string,
  call: () => Promise<unknown>,
): Promise<number> {
  const { writes: written } = await recordSocketWrites(Socket.prototype, call);
  const carrier = written.find((write) => write.text.includes(name))?.socket;
  const ours = written.filter((write) => write.socket === carrier).map((write) => write.text);
  const begin = ours.findIndex((text) => text.includes("begin"));
  const commit = ours.findIndex((text, index) => index >= begin && text.includes("commit"));
  expect(begin, "the transaction's BEGIN").toBeGreaterThanOrEqual(0);
  expect(commit, "the transaction's COMMIT").toBeGreaterThan(begin);
  return commit - begin + 1;
}
