import { z } from "zod";
import {
  emptyResponse,
  socialConnectionsResponse,
  socialLinkRequestSchema,
  socialLinkResponse,
  socialLoginRequestSchema,
  socialLoginResponse,
  socialProviderName,
  socialUnlinkRequestSchema,
} from "../../../../contracts/player.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { requirePlayer } from "../auth.ts";
import { clientInfo } from "../client.ts";
import { requestMessages } from "../locale.ts";
import type { SessionService } from "../sessions/service.ts";
import { createSocialService, type SocialService } from "./service.ts";

const tags = ["social"];
const security = [{ bearerAuth: [] }];

/** Social sign-in (OpenID Connect) and the player's connected sign-in methods. */
export async function registerSocialRoutes(
  api: HttpServer,
  platform: Platform,
  sessions: SessionService,
): Promise<SocialService> {
  const { config, content } = platform;
  const social = createSocialService(api, platform, sessions);

  api.post(
    "/player/sessions/social",
    {
      schema: {
        tags,
        summary: "Sign in with a social provider (OpenID Connect), in two calls",
        description:
          "1. Without `query.code`: answers `{ redirectUrl }`; send the browser there. The " +
          "provider returns it to `<redirectDomain or PUBLIC_URL>/auth/social/<provider>/callback`. " +
          "2. That page posts the callback query here as `query`: answers the auth response " +
          "plus `backRoute` (given in call 1). The first sign-in creates the player (first " +
          "account in the country's currency); a verified e-mail of an existing player signs in " +
          "as that player and connects the provider. Unknown provider, foreign redirect domain, " +
          "expired, reused or altered state: 400 code 11001; cancelled or failed at the " +
          "provider: 401 code 11001; provider unreachable: 503 code 11001; blocked player: 403.",
        body: socialLoginRequestSchema,
        response: { 200: socialLoginResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const { fingerprint, ...input } = request.body;
      const data = await social.login(
        { ...input, backRoute: input.backRoute ?? input.query["backRoute"] },
        clientInfo(request, config, fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.get(
    "/player/social-connections",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's connected sign-in methods (social providers and Telegram)",
        response: { 200: socialConnectionsResponse },
      },
    },
    async (request) => ({ data: await social.list(requirePlayer(request).id) }),
  );

  api.post(
    "/player/social-connections/unlink",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Disconnect a social provider or Telegram",
        description:
          "404 when not connected. A player without a password may not disconnect the last " +
          "way to sign in: 400 code 11002.",
        body: socialUnlinkRequestSchema,
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      await social.unlink(requirePlayer(request), request.body.socialType, messages);
      return { data: null };
    },
  );

  api.post(
    "/player/social-connections/:provider",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Connect a social provider to the signed-in player, in two calls",
        description:
          "Like POST /player/sessions/social: without `query.code` answers `{ redirectUrl }`; " +
          "the callback page of a signed-in player posts the callback query here and gets the " +
          "connections plus `backRoute`. An identity connected to another player, or a second " +
          "account of the same provider: 400 code 11002; other failures: code 11002 with the " +
          "statuses of social sign-in.",
        params: z.object({ provider: socialProviderName }),
        body: socialLinkRequestSchema,
        response: { 200: socialLinkResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const { query, redirectDomain, backRoute } = request.body;
      const data = await social.link(
        requirePlayer(request),
        request.params.provider,
        { query, redirectDomain, backRoute: backRoute ?? query["backRoute"] },
        messages,
      );
      return { data };
    },
  );

  return social;
}
