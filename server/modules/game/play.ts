import { asc, eq, or } from "drizzle-orm";
import type { z } from "zod";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { PlayGame, playGameBody } from "../../../contracts/game.ts";
import type { Config } from "../../config.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { gameProviders, games, gameSessions, players } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { GameProviders } from "../../providers/games/provider.ts";
import type { AuthenticatedPlayer } from "../player/sessions/service.ts";
import { assertNotBlocked, assertNotSelfExcluded } from "../player/sessions/service.ts";
import { selectPlayerAccounts } from "../wallet/store.ts";
import { hashLaunchToken, newLaunchToken } from "./launch-token.ts";
import { splitIdsAndIdentities } from "./store.ts";

/**
 * Launching a game (POST /api/game/games/{id}/play). Guests play demo only. Real play draws on
 * one of the player's wallet accounts (default the active one). A launch is a game_sessions row
 * whose token the provider's wallet calls carry; it expires after GAME_SESSION_TTL_SECONDS.
 */

export type PlayGameInput = z.output<typeof playGameBody>;

/** Demo currency for guests (signed-in players demo in their active account's currency). */
export const GUEST_DEMO_CURRENCY = "USD";
export const DEFAULT_LAUNCH_LOCALE = "en";

export interface PlayService {
  play(input: {
    game: string;
    body: PlayGameInput;
    /** The signed-in caller; null for a guest. */
    player: AuthenticatedPlayer | null;
    /** The request's country (header or default). */
    country: string;
  }): Promise<PlayGame>;
}

export function gameUnavailable(message: string): AppError {
  return new AppError(403, ErrorCode.GAME_UNAVAILABLE, message);
}

/** A game by id or identity, hidden or not, with what a launch must check. */
async function selectLaunchableGame(db: DbExecutor, idOrIdentity: string) {
  const { ids } = splitIdsAndIdentities([idOrIdentity]);
  // A numeric-looking value may be an id or an identity.
  const match =
    ids[0] === undefined
      ? eq(games.identity, idOrIdentity)
      : or(eq(games.id, ids[0]), eq(games.identity, idOrIdentity));
  const [row] = await db
    .select({
      id: games.id,
      identity: games.identity,
      isDemoMode: games.isDemoMode,
      isHidden: games.isHidden,
      countriesBlocked: games.countriesBlocked,
      provider: gameProviders.identity,
      providerEnabled: gameProviders.isEnabled,
      providerCountries: gameProviders.countriesBlocked,
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(match)
    .orderBy(asc(games.id))
    .limit(1);
  return row;
}

export function createPlayService(deps: {
  db: Db;
  config: Pick<Config, "GAME_SESSION_TTL_SECONDS">;
  providers: GameProviders;
  /** Remembers the play for "recently played" (the catalogue's recordPlay). */
  recordPlay: (playerId: string, gameId: number) => Promise<void>;
  now?: () => Date;
}): PlayService {
  const { db, config, providers, recordPlay } = deps;
  const now = deps.now ?? (() => new Date());

  /** The account a real launch plays from, and the player's current status. */
  async function realAccount(playerId: string, accountId: string | undefined) {
    const [player] = await db
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, playerId));
    if (!player) throw AppError.unauthorized("Sign in to play for real money");
    assertNotBlocked(player);
    assertNotSelfExcluded(player);
    const accounts = await selectPlayerAccounts(db, playerId);
    const account = accountId
      ? accounts.find((candidate) => candidate.id === accountId)
      : (accounts.find((candidate) => candidate.isActive) ?? accounts[0]);
    if (!account) {
      throw AppError.notFound(
        accountId ? "No such wallet account" : "Open a wallet account to play for real money",
      );
    }
    return account;
  }

  async function demoCurrency(playerId: string | undefined): Promise<string> {
    if (!playerId) return GUEST_DEMO_CURRENCY;
    const accounts = await selectPlayerAccounts(db, playerId);
    return (
      (accounts.find((account) => account.isActive) ?? accounts[0])?.currency ?? GUEST_DEMO_CURRENCY
    );
  }

  return {
    async play({ game: idOrIdentity, body, player, country }) {
      const game = await selectLaunchableGame(db, idOrIdentity);
      if (!game) throw AppError.notFound("Game not found");
      if (game.isHidden || !game.providerEnabled) {
        throw gameUnavailable("This game is not available");
      }
      if (game.countriesBlocked.includes(country) || game.providerCountries.includes(country)) {
        throw gameUnavailable("This game is not available in your country");
      }
      if (body.demoMode && !game.isDemoMode) {
        throw new AppError(
          400,
          ErrorCode.GAME_DEMO_UNAVAILABLE,
          "This game has no demo mode: play for real money instead",
        );
      }
      const adapter = providers.get(game.provider);
      if (!adapter) {
        throw new AppError(409, ErrorCode.GAME_UNAVAILABLE, "This game can't be launched here");
      }

      const playerId = player?.id ?? null;
      let walletAccountId: string | null = null;
      let currency: string;
      if (body.demoMode) {
        currency = await demoCurrency(player?.id);
      } else {
        if (!player) throw AppError.unauthorized("Sign in to play for real money");
        const account = await realAccount(player.id, body.accountId);
        walletAccountId = account.id;
        currency = account.currency;
      }

      const token = newLaunchToken();
      const expiresAt = new Date(now().getTime() + config.GAME_SESSION_TTL_SECONDS * 1000);
      const locale = body.locale ?? DEFAULT_LAUNCH_LOCALE;
      await db.insert(gameSessions).values({
        tokenHash: hashLaunchToken(token),
        playerId,
        walletAccountId,
        gameId: game.id,
        currency,
        isDemo: body.demoMode,
        platform: body.platform,
        locale,
        countryCode: body.countryCode ?? country,
        lobbyUrl: body.lobbyUrl ?? null,
        expiresAt,
      });
      const launched = await adapter.launch({
        token,
        gameIdentity: game.identity,
        provider: game.provider,
        demo: body.demoMode,
        currency,
        locale,
        lobbyUrl: body.lobbyUrl ?? null,
        platform: body.platform,
        expiresAt,
      });
      if (player) await recordPlay(player.id, game.id);
      return {
        gameUrl: launched.gameUrl,
        token: launched.token ?? token,
        demoMode: body.demoMode,
        currency,
      };
    },
  };
}
