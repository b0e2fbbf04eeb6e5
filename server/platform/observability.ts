import { sql } from "drizzle-orm";
import { Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { z } from "zod";
import { AppError } from "./errors.ts";
import type { HttpServer } from "./http.ts";
import { hasOperatorToken } from "./operator-token.ts";
import type { Platform } from "./platform.ts";

export const healthResponse = z.object({
  data: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["ok", "error"]),
    /** "off" without REDIS_URL; "error" while Redis does not answer (the site serves on). */
    redis: z.enum(["ok", "error", "off"]),
  }),
});

/** Route label for requests that matched no route, so metrics keep a bounded label set. */
const UNMATCHED_ROUTE = "unmatched";
/** How long a request may go unanswered before a warning says it is still running. */
const SLOW_REQUEST_MS = 5_000;

export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<"method" | "route" | "status_code">;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration in seconds by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, httpRequestDuration };
}

/** GET /api/health, GET /metrics (operator token) and the request-duration histogram. */
export async function registerObservability(app: HttpServer, platform: Platform): Promise<Metrics> {
  const metrics = createMetrics();

  // A request without an answer after SLOW_REQUEST_MS is logged while it still hangs: the route
  // pattern only (no query, no body, no token).
  const watchdogs = new WeakMap<object, NodeJS.Timeout>();
  app.addHook("onRequest", async (request) => {
    const timer = setTimeout(() => {
      request.log.warn(
        { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE },
        `request still running after ${SLOW_REQUEST_MS} ms`,
      );
    }, SLOW_REQUEST_MS);
    timer.unref();
    watchdogs.set(request, timer);
  });
  const clearWatchdog = async (request: object) => clearTimeout(watchdogs.get(request));
  app.addHook("onRequestAbort", clearWatchdog);

  app.addHook("onResponse", async (request, reply) => {
    clearTimeout(watchdogs.get(request));
    metrics.httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get(
    "/api/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness and database reachability",
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const [database, redis] = await Promise.all([
        platform.db.execute(sql`select 1`).then(
          () => "ok" as const,
          (error: unknown) => {
            request.log.error({ err: error }, "health check: database unreachable");
            return "error" as const;
          },
        ),
        platform.cache.redisHealth(),
      ]);
      const status = database === "ok" && redis !== "error" ? "ok" : "degraded";
      // Without the database nothing works: 503 takes the process out of rotation. Without Redis
      // it serves on (caches miss, counters and limits per process, events wait in the outbox):
      // 200 "degraded", since every process shares the one Redis and none would be left.
      return reply.code(database === "ok" ? 200 : 503).send({ data: { status, database, redis } });
    },
  );

  // Metrics describe traffic and the process: operators only (Prometheus sends the token as
  // `authorization: Bearer <OPERATOR_TOKEN>`).
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!hasOperatorToken(request, platform.config.secrets.operatorToken)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      throw AppError.unauthorized("Operator token required");
    }
    const body = await metrics.registry.metrics();
    return reply.header("content-type", metrics.registry.contentType).send(body);
  });

  return metrics;
}
