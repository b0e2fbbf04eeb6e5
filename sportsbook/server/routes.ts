import type { FastifyError, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  betParams,
  betResponse,
  cashOutBody,
  cashOutQuoteResponse,
  cashOutResponse,
  betsQuery,
  betsResponse,
  carouselQuery,
  carouselResponse,
  eventParams,
  eventResponse,
  eventsQuery,
  localeQuery,
  eventsResponse,
  placeBetBody,
  sessionResponse,
  sportSearchQuery,
  sportSearchResponse,
  sportTreeResponse,
  SPORTSBOOK_API_PREFIX,
  SPORTSBOOK_PROVIDER,
  MAX_COMBINATIONS,
  MAX_LEGS,
  MAX_SYSTEM_LEGS,
} from "../../contracts/sportsbook.ts";
import { balanceError, HouseError } from "../../house/server/errors.ts";
import { loopbackUrl } from "../../house/server/wallet-client.ts";
import { AppError } from "../../server/platform/errors.ts";
import type { HttpServer } from "../../server/platform/http.ts";
import { toErrorResponse } from "../../server/platform/http.ts";
import type { Sportsbook } from "./book.ts";
import { BookError } from "./errors.ts";
import { stakeLimitsView } from "./limits.ts";

const tags = ["sportsbook"];
const security = [{ bearerAuth: [] }];

/**
 * The book's HTTP API at /sportsbook/api (contracts/sportsbook.ts, sportsbook/README.md).
 * Reads are public; a player's calls carry `Authorization: Bearer <book token>`. Errors have the
 * platform's shape plus the book's details (odds changes, a new quote, the balance).
 */
export async function registerSportsbookRoutes(app: HttpServer, book: Sportsbook): Promise<void> {
  await app.register(
    async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const { status, body } = toErrorResponse(error);
        if (error instanceof BookError || error instanceof HouseError) {
          Object.assign(body.error, error.details);
        }
        if (status >= 500) request.log.error({ err: error }, "sportsbook request failed");
        return reply.status(status).send(body);
      });
      scope.addHook("onRequest", async (request) => {
        const socket = request.raw.socket;
        book.learnListeningUrl(
          loopbackUrl({ address: socket.localAddress ?? "", port: socket.localPort ?? 0 }),
        );
      });
      scope.addHook("onSend", async (_request, reply) => {
        reply.header("cache-control", "no-store");
      });

      const session = (request: FastifyRequest, active = false) =>
        book.sessions.open(request.headers.authorization, { active });

      scope.get(
        "/sports",
        {
          schema: {
            tags,
            summary: "The navigation tree: sports, categories, championships with event counts",
            description:
              "locale (a BCP 47 tag) names sports and categories in that language, English " +
              "when the book lacks it; slugs stay English. So on every read below.",
            querystring: localeQuery,
            response: { 200: sportTreeResponse },
          },
        },
        async (request) => ({ data: await book.tree(request.query.locale) }),
      );

      scope.get(
        "/events",
        {
          schema: {
            tags,
            summary: "Events not over yet, live first then soonest",
            description:
              "sportId, categoryIds and championshipIds (comma lists, SPEC §2) filter; status " +
              "live or prematch narrows. Each event carries its main market.",
            querystring: eventsQuery,
            response: { 200: eventsResponse },
          },
        },
        async (request) => book.events(request.query),
      );

      scope.get(
        "/events/top",
        {
          schema: {
            tags,
            summary: "Top events (carousel): top championships first, soonest first",
            querystring: carouselQuery,
            response: { 200: carouselResponse },
          },
        },
        async (request) => ({ data: await book.topEvents(request.query) }),
      );

      scope.get(
        "/events/live",
        {
          schema: {
            tags,
            summary: "Live now (carousel)",
            querystring: carouselQuery,
            response: { 200: carouselResponse },
          },
        },
        async (request) => ({ data: await book.liveEvents(request.query) }),
      );

      scope.get(
        "/events/:id",
        {
          schema: {
            tags,
            summary: "One event with every market open or suspended now",
            params: eventParams,
            querystring: localeQuery,
            response: { 200: eventResponse },
          },
        },
        async (request) => {
          const event = await book.event(request.params.id, request.query.locale);
          if (!event) throw AppError.notFound("Event not found");
          return { data: event };
        },
      );

      scope.get(
        "/search",
        {
          schema: {
            tags,
            summary: "Events by team, event, championship or category name",
            querystring: sportSearchQuery,
            response: { 200: sportSearchResponse },
          },
        },
        async (request) => book.search(request.query),
      );

      scope.get(
        "/session",
        {
          schema: {
            tags,
            security,
            summary: "The player's currency, balance, stake limits and slip rules",
            response: { 200: sessionResponse },
          },
        },
        async (request) => {
          const current = await session(request);
          let balance = current.balance;
          if (balance === null) {
            const result = await book.wallet.call(SPORTSBOOK_PROVIDER, {
              action: "balance",
              token: current.launch.token,
            });
            if (result.kind !== "ok") throw balanceError(result);
            balance = result.response.balance;
          }
          return {
            data: {
              currency: current.currency.code,
              balance,
              limits: stakeLimitsView(current.limits, current.currency.subunitToUnit),
              slip: {
                maxLegs: MAX_LEGS,
                maxSystemLegs: MAX_SYSTEM_LEGS,
                maxCombinations: MAX_COMBINATIONS,
              },
            },
          };
        },
      );

      scope.post(
        "/bets",
        {
          schema: {
            tags,
            security,
            summary: "Place a bet: 201 open, 202 a live bet waiting out its delay",
            description:
              "Refusals charge nothing: 400 (10400 fields, 15004 stake limits, 15005 " +
              "combination, 12001 funds), 403 (operator limits 14100/14101/14105, 14103, " +
              "14306), 409 (15001 unavailable, 15002 suspended, 15003 odds changed with " +
              "`changes`). A retry with the same requestId answers the same bet (200).",
            body: placeBetBody,
            response: { 200: betResponse, 201: betResponse, 202: betResponse },
          },
        },
        async (request, reply) => {
          const placed = await book.bets.place(await session(request, true), request.body);
          return reply.status(placed.status).send({ data: placed.bet });
        },
      );

      scope.get(
        "/bets",
        {
          schema: {
            tags,
            security,
            summary: "My bets: open (pending and open) or settled, newest first",
            querystring: betsQuery,
            response: { 200: betsResponse },
          },
        },
        async (request) => book.bets.list(await session(request), request.query),
      );

      scope.get(
        "/bets/:id",
        {
          schema: {
            tags,
            security,
            summary: "One of my bets",
            params: betParams,
            response: { 200: betResponse },
          },
        },
        async (request) => ({
          data: await book.bets.get(await session(request), request.params.id),
        }),
      );

      scope.post(
        "/bets/:id/cashout/quote",
        {
          schema: {
            tags,
            security,
            summary: "What cashing out the bet is worth now (valid a few seconds)",
            description:
              "409 15006 when it can't be cashed out now (a leg suspended, lost, or being " +
              "settled; a call already under way).",
            params: betParams,
            response: { 200: cashOutQuoteResponse },
          },
        },
        async (request) => ({
          data: await book.cashOut.quote(await session(request), request.params.id),
        }),
      );

      scope.post(
        "/bets/:id/cashout",
        {
          schema: {
            tags,
            security,
            summary: "Accept a cash-out quote, fully or (amount) partly",
            description:
              "409 15007 when the quote expired or the value fell (`quote` holds the new one); " +
              "a part takes the same share of the stake out of the bet.",
            params: betParams,
            body: cashOutBody,
            response: { 200: cashOutResponse },
          },
        },
        async (request) => ({
          data: await book.cashOut.accept(await session(request), request.params.id, request.body),
        }),
      );

      scope.all("/*", async (request) => {
        throw AppError.notFound(
          `No sportsbook route ${request.method} ${request.url.split("?")[0]}`,
        );
      });
    },
    { prefix: SPORTSBOOK_API_PREFIX },
  );
}
