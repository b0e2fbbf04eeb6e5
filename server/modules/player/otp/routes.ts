import {
  messageSentResponse,
  otpEmailSendSchema,
  otpSendSchema,
  otpVerifyResponse,
  otpVerifySchema,
} from "../../../../contracts/verification.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { clientInfo } from "../client.ts";
import { requestLocale, requestMessages } from "../locale.ts";
import { withRetryAfter } from "../verification/throttle.ts";
import type { OtpService } from "./service.ts";

const tags = ["otp"];
const security: { [label: string]: string[] }[] = [{ bearerAuth: [] }, {}];

/** POST /player/otp/send, /player/otp/email/send and /player/otp/verify. */
export async function registerOtpRoutes(
  api: HttpServer,
  platform: Platform,
  otp: OtpService,
): Promise<void> {
  const { config, content } = platform;

  api.post(
    "/player/otp/send",
    {
      preHandler: api.authenticateOptional,
      schema: {
        tags,
        security,
        summary: "Send a 6-digit code by SMS",
        description:
          "`verify-phone` (signed in): the code confirms this phone for the player (a phone of " +
          "another player: 400 code 11005). `login`: sent only if the phone is registered, " +
          "answered the same either way. Codes live 5 minutes; one per minute per phone (429).",
        body: otpSendSchema,
        response: { 200: messageSentResponse },
      },
    },
    async (request, reply) => {
      const messages = await requestMessages(content, request);
      await withRetryAfter(reply, () =>
        otp.send(
          request.player,
          { channel: "sms", target: request.body.phone, purpose: request.body.purpose },
          { ip: request.ip, requestLocale: requestLocale(request) },
          messages,
        ),
      );
      return { data: { sent: true as const } };
    },
  );

  api.post(
    "/player/otp/email/send",
    {
      preHandler: api.authenticateOptional,
      schema: {
        tags,
        security,
        summary: "Send a 6-digit code by e-mail",
        description:
          "`verify-email` (signed in) confirms this address for the player; `login` is sent " +
          "only to a registered address, answered the same either way. Same limits as SMS.",
        body: otpEmailSendSchema,
        response: { 200: messageSentResponse },
      },
    },
    async (request, reply) => {
      const messages = await requestMessages(content, request);
      await withRetryAfter(reply, () =>
        otp.send(
          request.player,
          { channel: "email", target: request.body.email, purpose: request.body.purpose },
          { ip: request.ip, requestLocale: requestLocale(request) },
          messages,
        ),
      );
      return { data: { sent: true as const } };
    },
  );

  api.post(
    "/player/otp/verify",
    {
      preHandler: api.authenticateOptional,
      schema: {
        tags,
        security,
        summary: "Check a code: confirm a phone or e-mail, or sign in",
        description:
          "A wrong code answers 400 with code 11003 and `fields.code`; the fifth wrong guess " +
          "kills the code, as does expiry (5 minutes). `verify-*` answer `{ verified, profile }` " +
          "(signed in); `login` answers the auth response.",
        body: otpVerifySchema,
        response: { 200: otpVerifyResponse },
      },
    },
    async (request, reply) => {
      const messages = await requestMessages(content, request);
      const { phone, email, code, purpose, fingerprint } = request.body;
      const data = await withRetryAfter(reply, () =>
        otp.verify(
          request.player,
          { phone, email, code, purpose },
          clientInfo(request, config, fingerprint),
          messages,
        ),
      );
      return { data };
    },
  );
}
