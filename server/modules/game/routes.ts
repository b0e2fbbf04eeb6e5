import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { emptyResponse } from "../../../contracts/player.ts";
import {
  collectionsQuery,
  deleteRecentSearchesBody,
  favoriteResponse,
  gameCollectionsResponse,
  gameFeaturesResponse,
  gameProviderResponse,
  gameProvidersResponse,
  gameResponse,
  gameSearchQuery,
  gamesQuery,
  gamesResponse,
  idOrIdentityParams,
  pageOnlyQuery,
  providersQuery,
  recentSearchesResponse,
} from "../../../contracts/game.ts";
import { requestCountry } from "../../platform/country.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { loopbackUrl } from "../../../house/server/wallet-client.ts";
import { createGameProviders } from "../../providers/games/house.ts";
import type { GameProviders } from "../../providers/games/provider.ts";
import { requirePlayer } from "../player/auth.ts";
import type { Ledger } from "../wallet/ledger.ts";
import { betRealtimeConsumer } from "./bet-realtime.ts";
import { createBetChecks, type BetCheck } from "./bet-checks.ts";
import { noFreeRounds, type FreeRounds } from "./free-rounds.ts";
import { createGameHistory, type GameHistory } from "./history.ts";
import { createPlayService, type PlayService } from "./play.ts";
import { registerPlayRoutes } from "./play-routes.ts";
import { createSeamlessWallet, type SeamlessWallet } from "./seamless-wallet.ts";
import { createGameCatalogue, type GameCatalogue } from "./service.ts";

const tags = ["games"];
const security = [{ bearerAuth: [] }];

declare module "fastify" {
  interface FastifyInstance {
    /**
     * The game module on the root instance (registerModules sets it): modules registered later
     * (bonuses, limits) and tests reach registerBetCheck and the providers through it.
     */
    games?: GameModule;
  }
}

export interface GameModule {
  catalogue: GameCatalogue;
  /** Adapters by provider identity: launch URLs and wallet secrets. */
  providers: GameProviders;
  play: PlayService;
  /** What /callbacks/games/{provider} runs (registerGameCallbacks). */
  wallet: SeamlessWallet;
  history: GameHistory;
  /**
   * Adds a check every bet passes before it is debited (after the built-in limited-player and
   * restricted-bet checks); returns a function that removes it. The bonus issue's max bet and
   * the responsible-gaming issue's game limits plug in here.
   */
  registerBetCheck(check: BetCheck): () => void;
  /** Who takes the spins of free rounds (the bonus module's free-spin packages). */
  setFreeRounds(freeRounds: FreeRounds): void;
}

/**
 * Folds PHP-style bracket keys into plain ones: `providerId[]=1&providerId[]=2` (and
 * `providerId[0]=1`) arrive as `providerId: ["1", "2"]`, the same as repeated `providerId=`.
 */
export function foldBracketArrays(query: Record<string, unknown>): void {
  for (const key of Object.keys(query)) {
    const match = /^(.+?)\[\d*\]$/.exec(key);
    if (!match?.[1]) continue;
    const base = match[1];
    const value = query[key];
    delete query[key];
    const existing = query[base];
    const values = Array.isArray(value) ? value : [value];
    query[base] =
      existing === undefined
        ? values
        : [...(Array.isArray(existing) ? existing : [existing]), ...values];
  }
}

/** A preValidation hook: `foldBracketArrays` on the request's query. */
export async function foldBracketQuery(request: FastifyRequest): Promise<void> {
  if (request.query && typeof request.query === "object") {
    foldBracketArrays(request.query as Record<string, unknown>);
  }
}

/**
 * /api/game/*: the catalogue (SPEC §7 Games). Public reads are cached per query and country for
 * 30 s; what a player sees excludes hidden games and whatever is blocked for the request's
 * country (header COUNTRY_HEADER, else DEFAULT_COUNTRY).
 */
export async function registerGameRoutes(
  api: HttpServer,
  platform: Platform,
  ledger: Ledger,
): Promise<GameModule> {
  const { db, cache, config, outbox } = platform;
  const catalogue = createGameCatalogue({ db, cache });
  // The studio's free-rounds API answers on this same server unless HOUSE_STUDIO_URL says else.
  const providers = createGameProviders(config, () => loopbackUrl(api.server.address()));
  const betChecks = createBetChecks();
  const play = createPlayService({
    db,
    config,
    providers,
    recordPlay: (playerId, gameId) => catalogue.recordPlay(playerId, gameId),
  });
  let freeRounds: FreeRounds = noFreeRounds;
  const wallet = createSeamlessWallet({
    db,
    outbox,
    events: platform.events,
    ledger,
    providers,
    betChecks,
    freeRounds: () => freeRounds,
  });
  platform.events.register(betRealtimeConsumer(outbox));
  const history = createGameHistory({ db, cache });
  const country = (request: FastifyRequest) => requestCountry(request, platform.config);

  await api.register(
    async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.addHook("preValidation", foldBracketQuery);

      scope.get(
        "/collections",
        {
          schema: {
            tags,
            summary: "Visible collections (lobby rows) in display order",
            description:
              "Hidden collections and those blocked for the request's country are left out; " +
              "`countries` lists where a collection is blocked.",
            querystring: collectionsQuery,
            response: { 200: gameCollectionsResponse },
          },
        },
        async (request) => catalogue.listCollections(request.query, country(request)),
      );

      scope.get(
        "/providers",
        {
          schema: {
            tags,
            summary: "Enabled providers with their visible game count",
            querystring: providersQuery,
            response: { 200: gameProvidersResponse },
          },
        },
        async (request) => catalogue.listProviders(request.query, country(request)),
      );

      scope.get(
        "/providers/:id",
        {
          schema: {
            tags,
            summary: "One provider by id or identity",
            description: "Unknown, disabled or country-blocked providers answer 404.",
            params: idOrIdentityParams,
            response: { 200: gameProviderResponse },
          },
        },
        async (request) => ({
          data: await catalogue.getProvider(request.params.id, country(request)),
        }),
      );

      scope.get(
        "/games",
        {
          schema: {
            tags,
            summary: "The catalogue with filters, sorting and pagination",
            description:
              "Arrays accept `a[]=1&a[]=2` or `a=1&a=2`. providerId and collectionId take ids " +
              "or identities. sortBy position (default; inside a collection filter the " +
              "collection's order), name (A→Z), createdAt (newest first) or popularity (most " +
              "played first); sortOrder reverses. Hidden games and games or providers blocked " +
              "for the request's country never appear.",
            querystring: gamesQuery,
            response: { 200: gamesResponse },
          },
        },
        async (request) => catalogue.listGames(request.query, country(request)),
      );

      scope.get(
        "/games/search",
        {
          preHandler: api.authenticateOptional,
          schema: {
            tags,
            summary: "Typo-tolerant search by name",
            description:
              "Substring and trigram similarity (pg_trgm): 'swet bonanza' finds 'Sweet " +
              "Bonanza'. Best match first. A signed-in player's first-page searches are kept " +
              "in their recent searches (newest 10).",
            querystring: gameSearchQuery,
            response: { 200: gamesResponse },
          },
        },
        async (request) =>
          catalogue.search(request.query, country(request), request.player?.id ?? undefined),
      );

      scope.get(
        "/games/features",
        {
          schema: {
            tags,
            summary: "Features of visible games, for the games filter",
            response: { 200: gameFeaturesResponse },
          },
        },
        async (request) => ({ data: await catalogue.listFeatures(country(request)) }),
      );

      scope.get(
        "/games/favorites",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "The player's favourite games, newest first",
            querystring: pageOnlyQuery,
            response: { 200: gamesResponse },
          },
        },
        async (request) =>
          catalogue.listFavorites(requirePlayer(request).id, request.query, country(request)),
      );

      scope.get(
        "/games/played",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Games the player played recently, most recent first",
            querystring: pageOnlyQuery,
            response: { 200: gamesResponse },
          },
        },
        async (request) =>
          catalogue.listPlayed(requirePlayer(request).id, request.query, country(request)),
      );

      scope.get(
        "/games/:id",
        {
          schema: {
            tags,
            summary: "One game by id or identity",
            description: "Unknown, hidden or country-blocked games answer 404.",
            params: idOrIdentityParams,
            response: { 200: gameResponse },
          },
        },
        async (request) => ({ data: await catalogue.getGame(request.params.id, country(request)) }),
      );

      scope.post(
        "/games/:id/favorite",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Add a game to the favourites (idempotent)",
            params: idOrIdentityParams,
            response: { 200: favoriteResponse },
          },
        },
        async (request) => ({
          data: {
            gameId: await catalogue.addFavorite(
              requirePlayer(request).id,
              request.params.id,
              country(request),
            ),
            isFavorite: true,
          },
        }),
      );

      scope.delete(
        "/games/:id/favorite",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Remove a game from the favourites (idempotent)",
            params: idOrIdentityParams,
            response: { 200: favoriteResponse },
          },
        },
        async (request) => ({
          data: {
            gameId: await catalogue.removeFavorite(
              requirePlayer(request).id,
              request.params.id,
              country(request),
            ),
            isFavorite: false,
          },
        }),
      );

      scope.get(
        "/search/recent",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "The player's recent searches, newest first (at most 10)",
            response: { 200: recentSearchesResponse },
          },
        },
        async (request) => ({ data: await catalogue.recentSearches(requirePlayer(request).id) }),
      );

      scope.delete(
        "/search/recent",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Forget recent searches: the given queries, or all without a body",
            body: deleteRecentSearchesBody,
            response: { 200: emptyResponse },
          },
        },
        async (request) => {
          await catalogue.forgetSearches(requirePlayer(request).id, request.body?.queries);
          return { data: null };
        },
      );

      // Play, bets, spins and winners.
      registerPlayRoutes(scope, api, platform, { play, history });
    },
    { prefix: "/game" },
  );

  return {
    catalogue,
    providers,
    play,
    wallet,
    history,
    registerBetCheck: (check) => betChecks.register(check),
    setFreeRounds(next) {
      freeRounds = next;
    },
  };
}
