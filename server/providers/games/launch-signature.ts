import { encodeLaunch } from "../../../house/server/launch.ts";
import type { GameLaunchInput } from "./provider.ts";

/** A launch signed for a provider of ours (the house studio, the built-in sportsbook). */
export function signLaunch(secret: string, input: GameLaunchInput): string {
  return encodeLaunch(secret, {
    token: input.token,
    game: input.gameIdentity,
    provider: input.provider,
    demo: input.demo,
    currency: input.currency,
    locale: input.locale,
    lobbyUrl: input.lobbyUrl,
    expiresAt: input.expiresAt.getTime(),
  });
}
