import type { Socket } from "node:net";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ErrorCode } from "../../contracts/errors.ts";
import { AppError } from "./errors.ts";

/**
 * The web app's catch-all route (@mcansh/react-router-fastify) hands React Router the raw request
 * stream, without any size limit. React Router answers a POST to a page without an action (405)
 * without reading it, and the half-read stream then stalls the keep-alive connection: the next
 * request on it is never answered. This preValidation hook reads the body first, up to
 * BODY_LIMIT_BYTES, so the connection is always clean; a larger body gets 413 and the connection
 * is closed (the rest of the body is never kept).
 */
export function webBodyReader(limitBytes: number) {
  return async function readWebBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.method === "GET" || request.method === "HEAD") return;
    const body: unknown = request.body;
    const source = body instanceof Readable ? body : body == null ? request.raw : undefined;
    if (!source) return;
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limitBytes) throw tooLarge(request, reply);
    if (source.readableEnded) {
      request.body = Buffer.alloc(0);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limitBytes) throw tooLarge(request, reply);
      chunks.push(buffer);
    }
    request.body = Buffer.concat(chunks);
  };
}

/** How long a connection closed after a 413 still takes (and drops) what the client sends. */
export const LINGER_MS = 2000;

function tooLarge(request: FastifyRequest, reply: FastifyReply): AppError {
  // The unread rest would otherwise be taken for the next request: end the connection instead.
  reply.header("connection", "close");
  lingerOnClose(request.raw.socket);
  return new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, "Request body is too large");
}

/**
 * Node ends a `connection: close` answer with socket.destroySoon(): the socket is destroyed as
 * soon as the answer is written. The client is usually still sending its body then, and a
 * socket closed with unread data answers it with a TCP reset, which can reach the client before
 * it has read the 413, so it sees only a broken connection. A lingering close (as nginx's
 * lingering_close) half-closes instead, drops what still arrives, and destroys the socket when
 * the client closes its side or after LINGER_MS.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    // Read and drop what still arrives; resume() too, since the HTTP server may have paused it.
    this.on("data", () => undefined);
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}
