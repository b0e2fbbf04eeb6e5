import type { FastifyReply, FastifyRequest } from "fastify";
import {
  emailVerifyConfirmResponse,
  emailVerifyConfirmSchema,
  messageSentResponse,
} from "../../../../contracts/verification.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { bearerToken, requirePlayer } from "../auth.ts";
import { requestLocale, requestMessages } from "../locale.ts";
import type { AuthenticatedPlayer, SessionService } from "../sessions/service.ts";
import type { VerificationService } from "./service.ts";
import { withRetryAfter } from "./throttle.ts";

const tags = ["verification"];
const security = [{ bearerAuth: [] }];

/** The caller behind a bearer token, if it is a valid one; never fails the request. */
export async function optionalCaller(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<AuthenticatedPlayer | null> {
  const token = bearerToken(request);
  if (!token) return null;
  return sessions.authenticate(token).catch(() => null);
}

/** /player/profile/email/verify/* and /player/profile/confirmations/email/resend. */
export async function registerVerificationRoutes(
  api: HttpServer,
  platform: Platform,
  deps: { verification: VerificationService; sessions: SessionService },
): Promise<void> {
  const { content } = platform;
  const { verification, sessions } = deps;

  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const messages = await requestMessages(content, request);
    await withRetryAfter(reply, () =>
      verification.sendEmailVerification(requirePlayer(request), requestLocale(request), messages),
    );
    return { data: { sent: true as const } };
  };

  api.post(
    "/player/profile/email/verify/send",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Mail a link that confirms the player's e-mail address",
        description:
          "The link is `${PUBLIC_URL}/verify/{code}`, valid 24 hours, single use. At most one " +
          "mail per minute per address (429 with retry-after); registration sends the first. " +
          "An e-mail already confirmed, or none: 400 with `fields.email`.",
        response: { 200: messageSentResponse },
      },
    },
    (request, reply) => send(request, reply),
  );

  api.post(
    "/player/profile/confirmations/email/resend",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Mail the e-mail confirmation link again (at most once a minute, else 429)",
        response: { 200: messageSentResponse },
      },
    },
    (request, reply) => send(request, reply),
  );

  api.post(
    "/player/profile/email/verify/confirm",
    {
      schema: {
        tags,
        summary: "Confirm the e-mail address with the code of the link (no sign-in needed)",
        description:
          "A wrong, expired or used code answers 400 with `fields.code` and changes nothing. " +
          "With a valid bearer token of the same player the answer also carries the profile.",
        body: emailVerifyConfirmSchema,
        response: { 200: emailVerifyConfirmResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      const caller = await optionalCaller(request, sessions);
      return { data: await verification.confirmEmail(request.body.code, messages, caller) };
    },
  );
}
