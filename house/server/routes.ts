import type { FastifyError, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { formatMinor } from "../../contracts/money.ts";
import type { HttpServer } from "../../server/platform/http.ts";
import { toErrorResponse } from "../../server/platform/http.ts";
import type { Platform } from "../../server/platform/platform.ts";
import { AppError } from "../../server/platform/errors.ts";
import { SeedError } from "../fair/seeds.ts";
import { conflict, HouseError } from "./errors.ts";
import { LAUNCH_HEADER, type HouseLaunch } from "./launch.ts";
import {
  HOUSE_API_PREFIX,
  placeBetBody,
  rotateSeedsBody,
  rotateSeedsResponse,
  roundActionBody,
  roundResponse,
  roundsResponse,
  seedHistoryResponse,
  sessionResponse,
  verifyBody,
  verifyResponse,
  type SessionResponse,
} from "./protocol.ts";
import { verifyPublicRound } from "./public-verify.ts";
import {
  activeSeedPair,
  OpenRoundsError,
  publicSeeds,
  rotateSeedPair,
  seedHistory,
} from "./seeds.ts";
import type { PlayContext } from "./context.ts";
import { registerFreeRoundRoutes } from "./free-round-routes.ts";
import { createHouseStudio, type HouseStudio } from "./studio.ts";
import { loopbackUrl } from "./wallet-client.ts";

const tags = ["house"];
const launchHeaders = z.object({ [LAUNCH_HEADER]: z.string().optional() }).loose();
const roundParams = z.object({ id: z.uuid("Unknown round") });
const roundsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

function launchOf(studio: HouseStudio, request: FastifyRequest): HouseLaunch {
  const launch = studio.decodeLaunch(request.headers[LAUNCH_HEADER]);
  if (!launch) {
    throw AppError.unauthorized("This game session is not valid. Reopen the game from the lobby.");
  }
  return launch;
}

/**
 * The studio's API for its game iframe at /house/api/* (protocol.ts). Every route but verify
 * needs the signed launch in `x-house-launch`; errors keep the platform's shape plus the
 * studio's details (HouseError).
 */
export async function registerHouseRoutes(app: HttpServer, studio: HouseStudio): Promise<void> {
  const { contexts, rounds, db } = studio;
  /** The free rounds a real launch may play now. */
  const freeRoundsOf = (context: PlayContext) =>
    context.launch.demo
      ? Promise.resolve(null)
      : studio.freeRounds.view({
          playerRef: context.playerRef,
          gameIdentity: context.entry.identity,
          currency: context.currency.code,
          subunitToUnit: context.currency.subunitToUnit,
        });
  await registerFreeRoundRoutes(app, studio);
  await app.register(
    async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const { status, body } = toErrorResponse(error);
        if (error instanceof HouseError) Object.assign(body.error, error.details);
        if (status >= 500) request.log.error({ err: error }, "house request failed");
        return reply.status(status).send(body);
      });
      scope.addHook("onRequest", async (request) => {
        const socket = request.raw.socket;
        studio.learnListeningUrl(
          loopbackUrl({ address: socket.localAddress ?? "", port: socket.localPort ?? 0 }),
        );
      });
      scope.addHook("onSend", async (_request, reply) => {
        reply.header("cache-control", "no-store");
      });

      scope.get(
        "/session",
        {
          schema: {
            tags,
            summary: "The launch's game, balance, bet limits, seeds and open round",
            headers: launchHeaders,
            response: { 200: sessionResponse },
          },
        },
        async (request): Promise<SessionResponse> => {
          const context = await contexts.resolve(launchOf(studio, request));
          const { entry, currency, launch } = context;
          const [balance, seeds, openRound, freeRounds] = await Promise.all([
            context.balance ?? rounds.balanceNow(context),
            activeSeedPair(db, context.playerRef),
            rounds.openRoundOf(context),
            freeRoundsOf(context),
          ]);
          return {
            game: {
              identity: entry.identity,
              name: entry.name,
              type: entry.type,
              provider: entry.brand,
              slotTitle: entry.slotTitle,
              rtp: entry.rtp,
              maxWinMultiplier: entry.maxWinMultiplier,
            },
            isDemo: launch.demo,
            currency: currency.code,
            balance,
            limits: {
              minBet: formatMinor(currency.limits.minBet, currency.subunitToUnit),
              maxBet: formatMinor(currency.limits.maxBet, currency.subunitToUnit),
            },
            seeds: publicSeeds(seeds),
            lobbyUrl: launch.lobbyUrl ?? null,
            openRound,
            freeRounds,
          };
        },
      );

      scope.post(
        "/rounds",
        {
          schema: {
            tags,
            summary: "Place a bet: one-shot games settle at once, mines / hi-lo / blackjack open",
            headers: launchHeaders,
            body: placeBetBody,
            response: { 200: roundResponse },
          },
        },
        async (request) => {
          const context = await contexts.resolve(launchOf(studio, request));
          const placed = await rounds.placeBet(context, request.body);
          if (!request.body.freeRoundsId) return placed;
          return { ...placed, freeRounds: await freeRoundsOf(context) };
        },
      );

      scope.post(
        "/rounds/:id/actions",
        {
          schema: {
            tags,
            summary: "A move in an open round (reveal, guess, hit, stand, double, split, cashout)",
            headers: launchHeaders,
            params: roundParams,
            body: roundActionBody,
            response: { 200: roundResponse },
          },
        },
        async (request) => {
          const context = await contexts.resolve(launchOf(studio, request), { allowExpired: true });
          return rounds.act(context, request.params.id, request.body);
        },
      );

      scope.get(
        "/rounds",
        {
          schema: {
            tags,
            summary: "The player's latest rounds of this game, newest first",
            headers: launchHeaders,
            querystring: roundsQuery,
            response: { 200: roundsResponse },
          },
        },
        async (request) => {
          const context = await contexts.resolve(launchOf(studio, request));
          return { data: await rounds.listRounds(context, request.query.limit) };
        },
      );

      scope.post(
        "/seeds",
        {
          schema: {
            tags,
            summary:
              "Rotate the seed pair (reveals the server seed), optionally with a new client seed",
            headers: launchHeaders,
            body: rotateSeedsBody,
            response: { 200: rotateSeedsResponse },
          },
        },
        async (request) => {
          const context = await contexts.resolve(launchOf(studio, request));
          try {
            return await rotateSeedPair(db, context.playerRef, request.body.clientSeed);
          } catch (error) {
            if (error instanceof SeedError) {
              throw AppError.validation({ clientSeed: [error.message] }, error.message);
            }
            if (error instanceof OpenRoundsError) {
              throw conflict("Finish your open round before changing seeds.", {
                openRoundId: error.message,
              });
            }
            throw error;
          }
        },
      );

      scope.get(
        "/seeds/history",
        {
          schema: {
            tags,
            summary: "The player's revealed seed pairs, newest first",
            headers: launchHeaders,
            response: { 200: seedHistoryResponse },
          },
        },
        async (request) => {
          const context = await contexts.resolve(launchOf(studio, request));
          return { data: await seedHistory(db, context.playerRef) };
        },
      );

      scope.post(
        "/verify",
        {
          schema: {
            tags,
            summary: "Recompute a round from revealed seeds (public)",
            body: verifyBody,
            response: { 200: verifyResponse },
          },
        },
        async (request) => verifyPublicRound(request.body),
      );

      scope.all("/*", async (request) => {
        throw AppError.notFound(
          `No house API route ${request.method} ${request.url.split("?")[0]}`,
        );
      });
    },
    { prefix: HOUSE_API_PREFIX },
  );
}

/**
 * The house studio in this process: its API at /house/api, its wallet calls to this process's
 * own listening address (or HOUSE_WALLET_URL) and its crash recovery once the server listens.
 */
export async function registerHouseStudio(
  app: HttpServer,
  platform: Platform,
): Promise<HouseStudio> {
  const studio = createHouseStudio({
    config: platform.config,
    db: platform.db,
    jobs: platform.jobs,
    logger: app.log,
  });
  await registerHouseRoutes(app, studio);
  app.addHook("onListen", async function () {
    studio.learnListeningUrl(loopbackUrl(app.server.address()));
  });
  app.addHook("onClose", async () => {
    await studio.recovery.stop();
  });
  return studio;
}
