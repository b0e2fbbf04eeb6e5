import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  analyticsBatchResponse,
  analyticsBatchSchema,
  funnelQuery,
  funnelResponse,
} from "../../../contracts/analytics.ts";
import { AppError } from "../../platform/errors.ts";
import type { HttpServer } from "../../platform/http.ts";
import { hasOperatorToken } from "../../platform/operator-token.ts";
import type { Platform } from "../../platform/platform.ts";
import { analyticsFactsConsumer } from "./facts.ts";
import { createAnalyticsService } from "./service.ts";

/** Batches one browser (IP) may send per minute; the app sends a few per page view at most. */
export const ANALYTICS_BATCHES_PER_MINUTE = 30;
/** A batch of 50 small events is far below this. */
const ANALYTICS_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * /analytics/events (browsers) and /operator/analytics/funnel (operator token), under /api; the
 * server's own funnel facts are recorded by a consumer of the event stream.
 */
export async function registerAnalyticsRoutes(api: HttpServer, platform: Platform): Promise<void> {
  const service = createAnalyticsService(platform.db);
  platform.events.register(analyticsFactsConsumer());

  api.post(
    "/analytics/events",
    {
      preHandler: api.authenticateOptional,
      bodyLimit: ANALYTICS_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: ANALYTICS_BATCHES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ["analytics"],
        summary: "First-party analytics: a batch of a consenting browser's visits",
        description:
          `At most 50 events per batch and ${ANALYTICS_BATCHES_PER_MINUTE} batches per minute ` +
          "per IP. Browsers report visits only; registrations, deposits and bets are recorded " +
          "by the server from its own facts. A re-sent event (same visitorId and id) is stored " +
          "once. With a bearer token the visits are the player's.",
        body: analyticsBatchSchema,
        response: { 202: analyticsBatchResponse },
      },
    },
    async (request, reply) => {
      const accepted = await service.recordBrowserBatch(request.body, {
        playerId: request.player?.id ?? null,
        now: new Date(),
      });
      return reply.status(202).send({ data: { accepted } });
    },
  );

  await api.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", async (request) => {
      if (!hasOperatorToken(request, platform.config.secrets.operatorToken)) {
        throw AppError.unauthorized("Operator token required");
      }
    });
    operator.get(
      "/operator/analytics/funnel",
      {
        schema: {
          tags: ["operator"],
          security: [{ bearerAuth: [] }],
          summary: "The funnel per UTC day: visits, registrations, first deposits, deposits, bets",
          description:
            "from and to are UTC days (YYYY-MM-DD, at most 366 days); every day of the range " +
            "is listed, days without events with zeros. Visits come from browsers that " +
            "consented to analytics; the other counts are the server's own records.",
          querystring: funnelQuery,
          response: { 200: funnelResponse },
        },
      },
      async (request) => ({ data: await service.funnel(request.query) }),
    );
  });
}
