import { BRANDS } from "../../../house/games/catalogue.ts";
import { encodeLaunch } from "../../../house/server/launch.ts";
import type { Config } from "../../config.ts";
import { gameProviderRegistry, type GameProviderAdapter, type GameProviders } from "./provider.ts";
import { gameProviderSecret } from "./secret.ts";

/**
 * The house studio's adapter. Each studio brand is a catalogue provider with its own secret
 * derived from PROVIDER_SECRET. A launch opens the studio's page of this same origin with the
 * launch signed under the brand's secret (house/server/launch.ts); the studio then calls the
 * seamless wallet over HTTP like any outside provider.
 */
export function createHouseGameProvider(config: Pick<Config, "secrets">): GameProviderAdapter {
  const identities: readonly string[] = BRANDS.map((brand) => brand.identity);
  const secrets = new Map(
    identities.map((identity) => [
      identity,
      gameProviderSecret(config.secrets.providerSecret, identity),
    ]),
  );
  return {
    identities,
    secretFor: (identity) => secrets.get(identity) ?? null,
    async launch(input) {
      const secret = secrets.get(input.provider);
      if (!secret) throw new Error(`house studio: ${input.provider} is not a house brand`);
      const launch = encodeLaunch(secret, {
        token: input.token,
        game: input.gameIdentity,
        provider: input.provider,
        demo: input.demo,
        currency: input.currency,
        locale: input.locale,
        lobbyUrl: input.lobbyUrl,
        expiresAt: input.expiresAt.getTime(),
      });
      return {
        gameUrl: `/house/play/${encodeURIComponent(input.gameIdentity)}?launch=${encodeURIComponent(launch)}`,
      };
    },
  };
}

/** The game providers of this process: the house studio's brands (aggregators would join here). */
export function createGameProviders(config: Pick<Config, "secrets">): GameProviders {
  return gameProviderRegistry([createHouseGameProvider(config)]);
}
