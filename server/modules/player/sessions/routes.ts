import { z } from "zod";
import {
  authResponse,
  emptyResponse,
  loginRequestSchema,
  pageQuery,
  sessionsResponse,
  tokenLoginRequestSchema,
} from "../../../../contracts/player.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { requirePlayer } from "../auth.ts";
import { clientInfo } from "../client.ts";
import { requestMessages } from "../locale.ts";
import { AppError } from "../../../platform/errors.ts";
import {
  clearedRefreshCookie,
  readRefreshCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
} from "./refresh-cookie.ts";
import type { SessionService } from "./service.ts";

const tags = ["sessions"];
const security = [{ bearerAuth: [] }];

/** /player/sessions: sign-in, refresh, logout, the player's device sessions. */
export async function registerSessionRoutes(
  api: HttpServer,
  platform: Platform,
  sessions: SessionService,
): Promise<void> {
  const { config, content } = platform;

  api.post(
    "/player/sessions",
    {
      schema: {
        tags,
        summary: "Sign in with e-mail or phone and password",
        description:
          "Wrong credentials answer 401 with the same message whether or not the account exists. " +
          "Failed attempts are limited per account and per IP (429). Blocked players get 403.",
        body: loginRequestSchema,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const { email, phone, password, fingerprint, twoFactorCode } = request.body;
      const messages = await requestMessages(content, request);
      const data = await sessions.login(
        { email, phone, password, twoFactorCode },
        clientInfo(request, config, fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.post(
    "/player/sessions/token",
    {
      schema: {
        tags,
        summary: "Sign in with a one-time auto-login token (valid 5 minutes)",
        body: tokenLoginRequestSchema,
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const data = await sessions.loginWithToken(
        request.body.token,
        clientInfo(request, config, request.body.fingerprint),
        messages,
      );
      return { data };
    },
  );

  api.post(
    "/player/sessions/refresh",
    {
      schema: {
        tags,
        summary: "Rotate the refresh token and get a new access token",
        description:
          `The refresh token comes from the HttpOnly cookie \`${REFRESH_COOKIE}\` (path ` +
          `${REFRESH_COOKIE_PATH}) and the answer sets its successor. The bearer may be expired. ` +
          "Each refresh token works once; the same one again within 20 s (two tabs, a retry) " +
          "gets the same answer, later it ends the whole session (401).",
        response: { 200: authResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const refreshToken = readRefreshCookie(request.headers.cookie);
      if (!refreshToken) {
        throw AppError.unauthorized(messages.error("sessionExpired", "Your session has expired"));
      }
      const data = await sessions.refresh(refreshToken, clientInfo(request, config), messages);
      return { data };
    },
  );

  api.post(
    "/player/sessions/logout",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "End the current session",
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      const player = requirePlayer(request);
      reply.header("set-cookie", clearedRefreshCookie(config));
      await sessions.close(player, player.sessionId, "logout");
      return { data: null };
    },
  );

  api.get(
    "/player/sessions",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's open sessions, most recently active first",
        querystring: pageQuery,
        response: { 200: sessionsResponse },
      },
    },
    async (request) => {
      const { page, perPage } = request.query;
      return sessions.list(requirePlayer(request), page, perPage);
    },
  );

  api.put(
    "/player/sessions/:id/close",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Close one of the player's sessions (404 if not the player's or already closed)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      await sessions.close(requirePlayer(request), request.params.id);
      return { data: null };
    },
  );

  api.post(
    "/player/sessions/close-other",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Close every session of the player except the current one",
        response: { 200: emptyResponse },
      },
    },
    async (request) => {
      await sessions.closeOthers(requirePlayer(request));
      return { data: null };
    },
  );
}
