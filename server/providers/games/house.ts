import { BRANDS } from "../../../house/games/catalogue.ts";
import { FREE_ROUNDS_PATH } from "../../../house/server/free-rounds.ts";
import { GAME_WALLET_SIGNATURE_HEADER } from "../../../contracts/game-wallet.ts";
import type { Config } from "../../config.ts";
import { signBody } from "../../platform/signature.ts";
import { gameProviderRegistry, type GameProviderAdapter, type GameProviders } from "./provider.ts";
import { signLaunch } from "./launch-signature.ts";
import { gameProviderSecret } from "./secret.ts";
import { createSportsbookProviders, type SportsbookProviderConfig } from "./sportsbook.ts";

/** How long the studio gets to confirm a free-rounds call. */
const STUDIO_TIMEOUT_MS = 5_000;

/**
 * The house studio's adapter. Each studio brand is a catalogue provider with its own secret
 * derived from PROVIDER_SECRET. A launch opens the studio's page of this same origin with the
 * launch signed under the brand's secret (house/server/launch.ts); the studio then calls the
 * seamless wallet over HTTP like any outside provider.
 */
export function createHouseGameProvider(
  config: Pick<Config, "secrets" | "HOUSE_STUDIO_URL">,
  /** This process's own address, once it listens: the studio's default address. */
  ownUrl: () => string | null = () => null,
): GameProviderAdapter {
  const identities: readonly string[] = BRANDS.map((brand) => brand.identity);
  const secrets = new Map(
    identities.map((identity) => [
      identity,
      gameProviderSecret(config.secrets.providerSecret, identity),
    ]),
  );
  /** A signed POST to the studio's free-rounds API; throws unless it answered 2xx. */
  async function callStudio(path: string, provider: string, body: unknown): Promise<void> {
    const secret = secrets.get(provider);
    if (!secret) throw new Error(`house studio: ${provider} is not a house brand`);
    const base = config.HOUSE_STUDIO_URL?.replace(/\/+$/, "") ?? ownUrl();
    if (!base) throw new Error("house studio: its address is not known yet");
    const raw = JSON.stringify(body);
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [GAME_WALLET_SIGNATURE_HEADER]: signBody(secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(STUDIO_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`house studio: ${path} answered ${response.status} ${await response.text()}`);
    }
  }

  return {
    identities,
    secretFor: (identity) => secrets.get(identity) ?? null,
    grantFreeRounds: (grant) =>
      callStudio(FREE_ROUNDS_PATH, grant.provider, {
        reference: grant.reference,
        provider: grant.provider,
        playerId: grant.playerId,
        gameId: grant.gameIdentity,
        currency: grant.currency,
        betAmount: grant.betAmount,
        count: grant.count,
        expiresAt: grant.expiresAt?.toISOString() ?? null,
      }),
    revokeFreeRounds: (input) =>
      callStudio(`${FREE_ROUNDS_PATH}/revoke`, input.provider, {
        reference: input.reference,
        provider: input.provider,
      }),
    async launch(input) {
      const secret = secrets.get(input.provider);
      if (!secret) throw new Error(`house studio: ${input.provider} is not a house brand`);
      const launch = signLaunch(secret, input);
      // The frame's texts, digits and direction follow the launch's locale (`lang`, as studios'
      // game URLs carry it); the signed launch stays the only thing the studio trusts.
      const query = new URLSearchParams({ launch, lang: input.locale });
      return { gameUrl: `/house/play/${encodeURIComponent(input.gameIdentity)}?${query}` };
    },
  };
}

/**
 * The game providers of this process: the house studio's brands, the built-in sportsbook and,
 * when configured, the vendor sportsbook (aggregators would join here).
 */
export function createGameProviders(
  config: SportsbookProviderConfig & Pick<Config, "HOUSE_STUDIO_URL">,
  ownUrl?: () => string | null,
): GameProviders {
  return gameProviderRegistry([
    createHouseGameProvider(config, ownUrl),
    ...createSportsbookProviders(config),
  ]);
}
