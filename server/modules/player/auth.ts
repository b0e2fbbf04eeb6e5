import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors.ts";
import type { ContentService } from "../content/service.ts";
import { requestMessages } from "./locale.ts";
import type { AuthenticatedPlayer, SessionService } from "./sessions/service.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in player, set by the `authenticate` preHandler (null otherwise). */
    player: AuthenticatedPlayer | null;
  }
  interface FastifyInstance {
    /** preHandler: requires a valid bearer token of an open session; sets request.player. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: like authenticate, but a guest (no Authorization header) passes with null. */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function createAuthenticate(sessions: SessionService, content: ContentService) {
  async function resolve(request: FastifyRequest, optional: boolean): Promise<void> {
    const token = bearerToken(request);
    if (!token) {
      if (optional && request.headers.authorization === undefined) {
        request.player = null;
        return;
      }
      throw AppError.unauthorized("Sign in to continue");
    }
    request.player = await sessions.authenticate(token, await requestMessages(content, request));
  }
  return {
    authenticate: (request: FastifyRequest) => resolve(request, false),
    authenticateOptional: (request: FastifyRequest) => resolve(request, true),
  };
}

/** The signed-in player of a request that went through `authenticate`. */
export function requirePlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw AppError.unauthorized("Sign in to continue");
  return request.player;
}
