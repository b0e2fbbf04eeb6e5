import {
  messageSentResponse,
  passwordResetConfirmResponse,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "../../../../contracts/verification.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { requestLocale, requestMessages } from "../locale.ts";
import { withRetryAfter } from "../verification/throttle.ts";
import type { PasswordResetService } from "./service.ts";

const tags = ["passwords"];

/** POST /player/passwords/reset and /player/passwords/confirm (no sign-in). */
export async function registerPasswordResetRoutes(
  api: HttpServer,
  platform: Platform,
  passwordReset: PasswordResetService,
): Promise<void> {
  const { content } = platform;

  api.post(
    "/player/passwords/reset",
    {
      schema: {
        tags,
        summary: "Mail a password-reset link",
        description:
          "Always answers `{ data: { sent: true } }`, whether or not the e-mail is registered. " +
          "The link is `${PUBLIC_URL}/password-reset/{code}`, valid 1 hour, single use. Limited " +
          "per e-mail (1 a minute, 5 an hour) and per IP (20 an hour): 429 with retry-after.",
        body: passwordResetRequestSchema,
        response: { 200: messageSentResponse },
      },
    },
    async (request, reply) => {
      const messages = await requestMessages(content, request);
      await withRetryAfter(reply, () =>
        passwordReset.request(request.body.email, request.ip, requestLocale(request), messages),
      );
      return { data: { sent: true as const } };
    },
  );

  api.post(
    "/player/passwords/confirm",
    {
      schema: {
        tags,
        summary: "Set a new password with the code of a reset link",
        description:
          "`password` (min 8) and `password_confirmation` follow the fixed rules (400 with " +
          "fields). A wrong, expired or used code answers 400 with `fields.code`. On success " +
          "every session of the player is closed; the app signs in with the new password.",
        body: passwordResetConfirmSchema,
        response: { 200: passwordResetConfirmResponse },
      },
    },
    async (request) => {
      const messages = await requestMessages(content, request);
      await passwordReset.confirm(request.body, messages);
      return { data: { reset: true as const } };
    },
  );
}
