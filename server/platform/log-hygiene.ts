import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import { stdSerializers } from "pino";

/**
 * What may reach the logs. URLs carry secrets in their query strings (house launches
 * `?launch=`, social sign-in `?code=`) and in some paths (reset and verification links), and a
 * failed query's error carries its parameters (e-mails, password hashes, IPs). Every log line of
 * the server goes through these serializers, so no route has to remember.
 */

/** Paths whose next segment is a secret code: e-mail links (contracts/verification.ts). */
const SECRET_SEGMENT = /\/(password-reset|verify)\/[^/]+/g;
export const REDACTED = "[Redacted]";

/** The path of a URL without its query string or fragment, secret segments masked. */
export function safeUrl(url: string | undefined): string {
  if (!url) return "";
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return path.replace(SECRET_SEGMENT, `/$1/${REDACTED}`);
}

/** `key: "value"` in a database message names the offending input: keep the key only. */
function withoutValues(message: string): string {
  return message.replace(/: ".*"/gs, `: "${REDACTED}"`);
}

/** Drizzle's "Failed query: …\nparams: a,b,c" line lists every bound value. */
function withoutParams(text: string): string {
  return text.replace(/^params: .*$/gm, `params: ${REDACTED}`);
}

interface QueryFailure extends Error {
  query: string;
  params: unknown;
}

function isQueryFailure(error: unknown): error is QueryFailure {
  return error instanceof Error && typeof (error as Partial<QueryFailure>).query === "string";
}

/** What a database driver error may say: codes and names, never `detail` (it quotes values). */
function databaseCause(cause: unknown): Record<string, unknown> | undefined {
  if (!(cause instanceof Error)) return undefined;
  const source = cause as Error & Record<string, unknown>;
  const kept: Record<string, unknown> = {
    type: cause.constructor.name,
    message: withoutValues(cause.message),
  };
  for (const key of ["code", "severity", "constraint", "table", "column", "routine"]) {
    if (typeof source[key] === "string") kept[key] = source[key];
  }
  return kept;
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** pino's error serializer, minus a failed query's parameters and quoted values. */
export function serializeError(error: Error): LoggedError {
  if (!isQueryFailure(error)) {
    const serialized = stdSerializers.err(error) as unknown as LoggedError;
    if (typeof serialized === "object") {
      const fields: Record<string, unknown> = serialized;
      // Driver errors (pg, PGlite) hold the offending row in `detail`; a failed query wrapped
      // as another error's cause still shows its parameters in the joined message and stack.
      delete fields["detail"];
      delete fields["params"];
      for (const key of ["message", "stack"]) {
        if (typeof fields[key] === "string") fields[key] = withoutParams(fields[key]);
      }
    }
    return serialized;
  }
  const message = `Failed query: ${error.query}`;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
    cause: databaseCause(error.cause),
  };
}

/** The request as a log line shows it: Fastify's fields, the URL made safe. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's own "Route … not found" line would print the raw URL. */
export class SafeLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${safeUrl(request.raw.url)} not found`);
  }
}
