import {
  avatarListResponse,
  emptyResponse,
  fieldValidationsQuery,
  fieldValidationsResponse,
  initResponse,
  passwordChangeSchema,
  profileResponse,
  profileUpdateSchema,
  registerRequestSchema,
  registerResponse,
  setAvatarSchema,
} from "../../../contracts/player.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { createAuthenticate, requirePlayer } from "./auth.ts";
import { clientInfo } from "./client.ts";
import { requestMessages } from "./locale.ts";
import { createPlayerService, type PlayerService } from "./service.ts";
import { registerSessionRoutes } from "./sessions/routes.ts";
import { registerSocialRoutes } from "./social/routes.ts";
import { registerTelegramRoutes } from "./telegram/routes.ts";
import { moveRefreshTokenToCookie } from "./sessions/refresh-cookie.ts";
import { createSessionService, type SessionService } from "./sessions/service.ts";
import { registerTwoFactorRoutes } from "./two-factor/routes.ts";
import { createTwoFactorService, type TwoFactorService } from "./two-factor/service.ts";
import { createVerificationModule } from "./verification/module.ts";

const tags = ["player"];
const security = [{ bearerAuth: [] }];

export interface PlayerModule {
  players: PlayerService;
  sessions: SessionService;
  twoFactor: TwoFactorService;
}

/**
 * /player/*: registration, profile, field rules, avatars and sessions. Also decorates the API
 * scope with `authenticate` / `authenticateOptional` preHandlers (setting `request.player`),
 * so register it before the modules that use them.
 */
export async function registerPlayerRoutes(
  api: HttpServer,
  platform: Platform,
): Promise<PlayerModule> {
  const { config, content } = platform;
  const sessions = createSessionService(platform);
  const twoFactor = createTwoFactorService(platform);
  sessions.setSecondFactor((tx, playerId, code) => twoFactor.assertCode(tx, playerId, code));
  // E-mail verification, password reset, one-time codes; registration mails the first link.
  const verification = createVerificationModule(platform, sessions);
  const players = createPlayerService(platform, sessions, {
    onRegistered: verification.onRegistered,
  });
  const { authenticate, authenticateOptional } = createAuthenticate(sessions, content);
  moveRefreshTokenToCookie(api, config);
  api.decorateRequest("player", null);
  api.decorate("authenticate", authenticate);
  api.decorate("authenticateOptional", authenticateOptional);
  // Sockets may not sign in with a token of a closed session or of a blocked player.
  platform.realtime.setTokenCheck((token) => sessions.isTokenUsable(token));

  api.get(
    "/player/fields/validations",
    {
      schema: {
        tags,
        summary: "Field rules of a form scenario (required merged in), for building the form",
        querystring: fieldValidationsQuery,
        response: { 200: fieldValidationsResponse },
      },
    },
    async (request) => {
      const { scenario } = request.query;
      return { data: { scenario, fields: await players.fieldValidations(scenario) } };
    },
  );

  api.post(
    "/player/register",
    {
      schema: {
        tags,
        summary: "Register with e-mail and password",
        description:
          "Payload fields are checked against the `registration` field rules (400 with fields). " +
          "A taken e-mail answers 400 with code 11005. Creates the player and the first wallet " +
          "account; answers the auth response, or `{ data: null }` when auto-login is off.",
        body: registerRequestSchema,
        response: { 200: registerResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const data = await players.register(
        request.body,
        "email",
        clientInfo(request, config, request.body.fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.post(
    "/player/register/phone",
    {
      schema: {
        tags,
        summary: "Register with phone and password (`registration-phone` field rules)",
        body: registerRequestSchema,
        response: { 200: registerResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const data = await players.register(
        request.body,
        "phone",
        clientInfo(request, config, request.body.fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.get(
    "/player/init",
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "What the app needs at start of a session: profile, accounts, flags",
        response: { 200: initResponse },
      },
    },
    async (request) => ({
      data: await players.init(requirePlayer(request), clientInfo(request, config)),
    }),
  );

  api.get(
    "/player/profile",
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "The player's profile",
        response: { 200: profileResponse },
      },
    },
    async (request) => ({ data: await players.getProfile(requirePlayer(request)) }),
  );

  api.put(
    "/player/profile",
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "Change profile fields (only those sent; `profile` field rules)",
        description: "A taken e-mail or phone answers 400 with code 11005.",
        body: profileUpdateSchema,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      return { data: await players.updateProfile(requirePlayer(request), request.body, messages) };
    },
  );

  api.put(
    "/player/passwords",
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "Change the password; the player's other sessions are closed",
        body: passwordChangeSchema,
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      await players.changePassword(requirePlayer(request), request.body, messages);
      return { data: null };
    },
  );

  api.get(
    "/player/avatar/list",
    {
      schema: {
        tags,
        summary: "Avatars a player may choose",
        response: { 200: avatarListResponse },
      },
    },
    async () => ({ data: await players.listAvatars() }),
  );

  api.post(
    "/player/avatar/set-avatar",
    {
      preHandler: authenticate,
      schema: {
        tags,
        security,
        summary: "Choose an avatar (404 for an unknown one)",
        body: setAvatarSchema,
        response: { 200: profileResponse },
      },
    },
    async (request) => ({
      data: await players.setAvatar(requirePlayer(request), request.body.avatarId),
    }),
  );

  await registerSessionRoutes(api, platform, sessions);
  // Social (OpenID Connect) and Telegram sign-in, connected sign-in methods.
  await registerSocialRoutes(api, platform, sessions);
  await registerTelegramRoutes(api, platform, sessions);
  await verification.registerRoutes(api);
  await registerTwoFactorRoutes(api, platform, twoFactor);
  return { players, sessions, twoFactor };
}
