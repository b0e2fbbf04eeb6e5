import { io, type Socket } from "socket.io-client";
import {
  REALTIME_PATH,
  type ChannelAck,
  type ClientToServerEvents,
  type RealtimeMessage,
  type ServerToClientEvents,
} from "../../contracts/events.ts";

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestClient {
  socket: TestSocket;
  /** Every message received so far, in order. */
  messages: { channel: string; message: RealtimeMessage }[];
  subscribe(channel: string): Promise<ChannelAck>;
  unsubscribe(channel: string): Promise<ChannelAck>;
  /** Resolves with the first message (already received or future) matching, or rejects after timeoutMs. */
  waitFor(
    predicate: (entry: { channel: string; message: RealtimeMessage }) => boolean,
    timeoutMs?: number,
  ): Promise<{ channel: string; message: RealtimeMessage }>;
  close(): void;
}

/** Polls until the check passes or the time is up; every wait in the tests is bounded. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5000,
  stepMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await check();
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  throw lastError instanceof Error
    ? lastError
    : new Error(`eventually: timed out after ${timeoutMs} ms`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A real socket.io-client connected to a test app; rejects with the server's error on refusal.
 * `headers` go with the handshake (e.g. x-forwarded-for behind TRUST_PROXY).
 */
export async function connectClient(
  baseUrl: string,
  token?: string,
  options: { headers?: Record<string, string> } = {},
): Promise<TestClient> {
  const socket: TestSocket = io(baseUrl, {
    path: REALTIME_PATH,
    transports: ["websocket"],
    reconnection: false,
    timeout: 5000,
    auth: token ? { token } : {},
    forceNew: true,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  });
  const messages: TestClient["messages"] = [];
  const waiters = new Set<() => void>();
  socket.on("message", (channel, message) => {
    messages.push({ channel, message });
    for (const waiter of [...waiters]) waiter();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("connect timed out")), 5000);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once("connect_error", (error) => {
      clearTimeout(timer);
      socket.close();
      reject(error);
    });
  });
  return {
    socket,
    messages,
    subscribe: (channel) => socket.timeout(5000).emitWithAck("subscribe", { channel }),
    unsubscribe: (channel) => socket.timeout(5000).emitWithAck("unsubscribe", { channel }),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
            ),
          );
        }, timeoutMs);
        const waiter = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        waiters.add(waiter);
        check();
      });
    },
    close: () => socket.close(),
  };
}
