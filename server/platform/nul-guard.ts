import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any string that reaches a query fails the query
 * (500). One guard for every route refuses it first with 400 VALIDATION naming the field, instead
 * of a rule in every schema. It runs before validation, on the query, the path parameters and the
 * parsed body; a raw body kept for a signature check (webhooks) is looked at as its JSON would be
 * parsed, since the handler parses it after the check.
 */
const NUL = "\u0000";

/**
 * The dotted path of the first string (or key) holding a NUL, or undefined. Iterative: a deeply
 * nested body must not overflow the stack.
 */
export function findNul(value: unknown, prefix = ""): string | undefined {
  const pending: [unknown, string][] = [[value, prefix]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === "string") {
      if (current.includes(NUL)) return path || "_";
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return join(path, key.replaceAll(NUL, "\\u0000"));
        pending.push([item, join(path, key)]);
      }
    }
  }
  return undefined;
}

/** Parsed JSON, a query or params: never a stream or a buffer, whose internals are no input. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  // Fastify's query and params objects have a prototype of their own that inherits nothing.
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** The field of a raw body with a NUL: `_` for a NUL byte, else where its JSON holds one. */
function findNulInRaw(raw: Buffer): string | undefined {
  if (raw.includes(0)) return "_";
  // Only JSON can smuggle a NUL as an escape; anything else keeps its bytes as they are.
  if (!raw.includes("\\u0000")) return undefined;
  try {
    return findNul(JSON.parse(raw.toString("utf8")) as unknown);
  } catch {
    return undefined;
  }
}

export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  const field =
    findNul(request.params) ??
    findNul(request.query) ??
    (Buffer.isBuffer(body)
      ? findNulInRaw(body)
      : typeof body === "string"
        ? findNulInRaw(Buffer.from(body))
        : findNul(body));
  if (field !== undefined) {
    throw AppError.validation({ [field]: ["Must not contain the NUL character (\\u0000)"] });
  }
}
