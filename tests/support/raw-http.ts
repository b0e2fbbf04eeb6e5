import { connect, type Socket } from "node:net";

/** What came back for one request written on a shared connection. */
export type RawAnswer =
  | { kind: "response"; status: number; headers: Record<string, string>; body: Buffer }
  /** The server closed the connection without (another) answer. */
  | { kind: "closed" }
  /** Nothing within the wait: the hang the keep-alive tests look for. */
  | { kind: "timeout" };

/** One raw HTTP/1.1 request; `body` goes out with a content-length. */
export function rawRequest(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string } = {},
): Buffer {
  const body = options.body === undefined ? Buffer.alloc(0) : Buffer.from(options.body);
  const headers: Record<string, string> = {
    host: "127.0.0.1",
    connection: "keep-alive",
    ...options.headers,
  };
  if (options.body !== undefined) headers["content-length"] = String(body.length);
  const head = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`), body]);
}

/**
 * Writes the requests one after another on ONE keep-alive connection (node:net), each after the
 * previous answer, and returns what each got. Every wait is bounded by `waitMs`.
 */
export async function onOneConnection(
  baseUrl: string,
  requests: Buffer[],
  waitMs = 5000,
): Promise<RawAnswer[]> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect({ host: hostname, port: Number(port) });
  socket.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const reader = responseReader(socket);
  const answers: RawAnswer[] = [];
  try {
    for (const request of requests) {
      if (reader.closed()) {
        answers.push({ kind: "closed" });
        continue;
      }
      socket.write(request);
      answers.push(await reader.next(waitMs));
    }
  } finally {
    socket.destroy();
  }
  return answers;
}

function responseReader(socket: Socket) {
  let buffered = Buffer.alloc(0);
  let ended = false;
  let wake: (() => void) | undefined;
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  socket.on("close", () => {
    ended = true;
    wake?.();
  });

  /** A complete response at the start of the buffer, removed from it; undefined while partial. */
  function take(): RawAnswer | undefined {
    const headEnd = buffered.indexOf("\r\n\r\n");
    if (headEnd < 0) return undefined;
    const [statusLine = "", ...lines] = buffered
      .subarray(0, headEnd)
      .toString("latin1")
      .split("\r\n");
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(" ")[1]);
    let offset = headEnd + 4;
    let body: Buffer;
    if (headers["transfer-encoding"]?.includes("chunked")) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = buffered.indexOf("\r\n", offset);
        if (lineEnd < 0) return undefined;
        const size = parseInt(buffered.subarray(offset, lineEnd).toString("latin1"), 16);
        if (buffered.length < lineEnd + 2 + size + 2) return undefined;
        parts.push(buffered.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      if (buffered.length < offset + length) return undefined;
      body = buffered.subarray(offset, offset + length);
      offset += length;
    } else {
      if (!ended) return undefined;
      body = buffered.subarray(offset);
      offset = buffered.length;
    }
    buffered = buffered.subarray(offset);
    return { kind: "response", status, headers, body };
  }

  return {
    closed: () => ended && buffered.length === 0,
    async next(waitMs: number): Promise<RawAnswer> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const answer = take();
        if (answer) return answer;
        if (ended) return { kind: "closed" };
        const left = deadline - Date.now();
        if (left <= 0) return { kind: "timeout" };
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
  };
}
