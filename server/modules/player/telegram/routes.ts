import {
  authResponse,
  socialConnectionsResponse,
  telegramInitDataRequestSchema,
  telegramLoginRequestSchema,
  telegramSyncResponse,
} from "../../../../contracts/player.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { requirePlayer } from "../auth.ts";
import { clientInfo } from "../client.ts";
import { requestMessages } from "../locale.ts";
import type { SessionService } from "../sessions/service.ts";
import { createTelegramService, type TelegramService } from "./service.ts";

const tags = ["telegram"];
const security = [{ bearerAuth: [] }];

/** Telegram mini app sign-in, connecting Telegram to a player, syncing the Telegram profile. */
export async function registerTelegramRoutes(
  api: HttpServer,
  platform: Platform,
  sessions: SessionService,
): Promise<TelegramService> {
  const { config, content } = platform;
  const telegram = createTelegramService(platform, sessions);

  api.post(
    "/player/tg_login",
    {
      schema: {
        tags,
        summary: "Sign in with Telegram mini app launch data (initData)",
        description:
          "`initData` is `Telegram.WebApp.initData` as received. Its hash is checked with the " +
          "bot token as Telegram documents; data older than TELEGRAM_AUTH_MAX_AGE_SECONDS, " +
          "altered, forged or for another bot answers 401. The first sign-in of a Telegram user " +
          "creates the player (names, nickname from the username, language; first account in " +
          "the country's currency). Blocked player: 403.",
        body: telegramLoginRequestSchema,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const data = await telegram.login(
        request.body,
        clientInfo(request, config, request.body.fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.post(
    "/player/social-connections/telegram",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Connect the Telegram user of initData to the signed-in player",
        description:
          "Bad or expired initData: 401. The Telegram user belongs to another player, or the " +
          "player has another Telegram user: 400 code 11002. Answers the connections.",
        body: telegramInitDataRequestSchema,
        response: { 200: socialConnectionsResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      return { data: await telegram.link(requirePlayer(request), request.body.initData, messages) };
    },
  );

  api.put(
    "/tg-bot/users",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Sync the player's Telegram profile from initData",
        description:
          "The mini app sends its current initData. Stores the Telegram user (names, username, " +
          "language, premium, photo) on the player's Telegram connection, connecting it first if " +
          "the player has none. First name, last name, nickname (username) and language follow " +
          "Telegram while empty or unchanged since Telegram last set them; values the player " +
          "typed stay. Bad or expired initData: 401; the Telegram user belongs to someone else: " +
          "400 code 11002. Answers the profile and the Telegram user.",
        body: telegramInitDataRequestSchema,
        response: { 200: telegramSyncResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      return { data: await telegram.sync(requirePlayer(request), request.body.initData, messages) };
    },
  );

  return telegram;
}
