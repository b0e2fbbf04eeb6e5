import type { FastifyRequest } from "fastify";
import {
  gameBetsQuery,
  gameBetsResponse,
  gameSpinsQuery,
  gameSpinsResponse,
  gameWinnersQuery,
  gameWinnersResponse,
  idOrIdentityParams,
  playGameBody,
  playGameResponse,
} from "../../../contracts/game.ts";
import { requestCountry } from "../../platform/country.ts";
import { AppError } from "../../platform/errors.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { requirePlayer } from "../player/auth.ts";
import type { GameHistory } from "./history.ts";
import type { PlayService } from "./play.ts";

const tags = ["games"];
const security = [{ bearerAuth: [] }];

/**
 * /api/game/games/{id}/play, /bets, /spins, /spins/winners, registered inside the /game scope
 * of registerGameRoutes.
 */
export function registerPlayRoutes(
  scope: HttpServer,
  api: HttpServer,
  platform: Platform,
  services: { play: PlayService; history: GameHistory },
): void {
  const { play, history } = services;

  /** Signed in when the bearer is valid; a guest when it is missing, expired or invalid. */
  async function playerOrGuest(
    request: FastifyRequest,
    reply: Parameters<HttpServer["authenticate"]>[1],
  ) {
    try {
      await api.authenticateOptional(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error;
      request.player = null;
    }
  }

  scope.post(
    "/games/:id/play",
    {
      preHandler: playerOrGuest,
      schema: {
        tags,
        security: [{ bearerAuth: [] }, {}],
        summary: "Launch a game: the URL to open in the iframe and the launch token",
        description:
          "id is the game's id or identity. Guests (no or an invalid bearer) may only play " +
          "demo: real play answers 401. Real play uses accountId (one of the player's wallet " +
          "accounts, else 404) or the active account; blocked or self-excluded players get 403 " +
          "(14103). Unknown game: 404. Hidden game, disabled provider or blocked for the " +
          "request's country: 403 with code 14301. demoMode on a game without demo: 400 with " +
          "code 14302 (the demo-unavailable modal). A game whose provider has no launcher " +
          "here: 409 with code 14301. Demo currency: the active account's, USD for guests.",
        params: idOrIdentityParams,
        body: playGameBody,
        response: { 200: playGameResponse },
      },
    },
    async (request) => ({
      data: await play.play({
        game: request.params.id,
        body: request.body,
        player: request.player ?? null,
        country: requestCountry(request, platform.config),
      }),
    }),
  );

  scope.get(
    "/bets",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's casino rounds: settled (default) or open ones",
        description:
          "isSettled=true (default): finished rounds, latest settlement first; false: open " +
          "rounds, newest first. status is game.bet.status: 1 pending, 2 won, 3 lost, 4 " +
          "refunded. Amounts are decimal strings in major units.",
        querystring: gameBetsQuery,
        response: { 200: gameBetsResponse },
      },
    },
    async (request) => history.listBets(requirePlayer(request).id, request.query),
  );

  scope.get(
    "/spins",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's finished rounds (spins), newest first",
        description:
          "multiplier = win / stake (net of partial refunds) with two decimals; null for a " +
          "refunded round.",
        querystring: gameSpinsQuery,
        response: { 200: gameSpinsResponse },
      },
    },
    async (request) => history.listSpins(requirePlayer(request).id, request.query),
  );

  scope.get(
    "/spins/winners",
    {
      schema: {
        tags,
        summary: "Recent big wins (at least 2× the stake), newest first",
        description:
          'Public. Player names are masked ("Ma***"). Cached for a few seconds; new big ' +
          "wins also arrive as game.winner on global:winners.",
        querystring: gameWinnersQuery,
        response: { 200: gameWinnersResponse },
      },
    },
    async (request) => ({ data: await history.listWinners(request.query.perPage) }),
  );
}
