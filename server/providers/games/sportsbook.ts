import { createHmac } from "node:crypto";
import {
  ALTENAR_PROVIDER,
  SPORTSBOOK_API_PREFIX,
  SPORTSBOOK_PROVIDER,
} from "../../../contracts/sportsbook.ts";
import type { Config } from "../../config.ts";
import { signLaunch } from "./launch-signature.ts";
import type { GameProviderAdapter } from "./provider.ts";
import { gameProviderSecret } from "./secret.ts";

/**
 * The sportsbooks' adapters. The built-in book (sportsbook/) is launched like a house game: the
 * launch is signed under its provider's secret (derived from PROVIDER_SECRET) and answered as
 * the `token` the app's sportsbook UI sends the book; `gameUrl` is the book's API. The vendor
 * widget (SPORTSBOOK_PROVIDER=altenar) gets its token from its own adapter: sandboxed here, a
 * token signed with the vendor's secret and no network call, which the widget script then uses.
 */

export type SportsbookProviderConfig = Pick<
  Config,
  "secrets" | "SPORTSBOOK_PROVIDER" | "ALTENAR_SCRIPT_URL" | "ALTENAR_INTEGRATION"
>;

export function createBuiltinSportsbookProvider(
  config: Pick<Config, "secrets">,
): GameProviderAdapter {
  const secret = gameProviderSecret(config.secrets.providerSecret, SPORTSBOOK_PROVIDER);
  return {
    identities: [SPORTSBOOK_PROVIDER],
    secretFor: (identity) => (identity === SPORTSBOOK_PROVIDER ? secret : null),
    async launch(input) {
      return { gameUrl: SPORTSBOOK_API_PREFIX, token: signLaunch(secret, input) };
    },
  };
}

/** The vendor's token: what a real integration would get from the vendor's session API. */
export function altenarToken(
  secret: string,
  input: { token: string; integration: string; currency: string; locale: string; expiresAt: Date },
): string {
  const payload = Buffer.from(
    JSON.stringify({
      sub: input.token,
      integration: input.integration,
      currency: input.currency,
      locale: input.locale,
      exp: Math.floor(input.expiresAt.getTime() / 1000),
    }),
  ).toString("base64url");
  return `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
}

export function createAltenarProvider(
  config: SportsbookProviderConfig & { ALTENAR_SCRIPT_URL: string; ALTENAR_INTEGRATION: string },
): GameProviderAdapter {
  const secret = gameProviderSecret(config.secrets.providerSecret, ALTENAR_PROVIDER);
  return {
    identities: [ALTENAR_PROVIDER],
    secretFor: (identity) => (identity === ALTENAR_PROVIDER ? secret : null),
    async launch(input) {
      return {
        gameUrl: config.ALTENAR_SCRIPT_URL,
        token: altenarToken(secret, {
          token: input.token,
          integration: config.ALTENAR_INTEGRATION,
          currency: input.currency,
          locale: input.locale,
          expiresAt: input.expiresAt,
        }),
      };
    },
  };
}

/** The built-in book always; the vendor's adapter when SPORTSBOOK_PROVIDER=altenar. */
export function createSportsbookProviders(config: SportsbookProviderConfig): GameProviderAdapter[] {
  const adapters = [createBuiltinSportsbookProvider(config)];
  if (
    config.SPORTSBOOK_PROVIDER === "altenar" &&
    config.ALTENAR_SCRIPT_URL &&
    config.ALTENAR_INTEGRATION
  ) {
    adapters.push(
      createAltenarProvider({
        ...config,
        ALTENAR_SCRIPT_URL: config.ALTENAR_SCRIPT_URL,
        ALTENAR_INTEGRATION: config.ALTENAR_INTEGRATION,
      }),
    );
  }
  return adapters;
}
