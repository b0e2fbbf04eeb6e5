import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import type { HttpServer } from "./http.ts";

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

/** An onRequest hook for an operator scope: 401 without the operator token. */
export function operatorOnly(expected: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasOperatorToken(request, expected))
      throw AppError.unauthorized("Operator token required");
  };
}

/** Registers operator routes in a scope of their own that answers 401 without the token. */
export async function registerOperatorScope(
  api: HttpServer,
  operatorToken: string,
  routes: (operator: HttpServer) => void | Promise<void>,
): Promise<void> {
  await api.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", operatorOnly(operatorToken));
    await routes(operator);
  });
}
