import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Whether the request carries the operator token (OPERATOR_TOKEN) as `Authorization: Bearer …`
 * or `x-operator-token`. Compared as digests in constant time, so neither the token's length nor
 * its characters leak through timing.
 */
export function hasOperatorToken(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization;
  const bearer = typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  const alternative = request.headers["x-operator-token"];
  const given = bearer ?? (typeof alternative === "string" ? alternative : undefined);
  if (!given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
