import { contactRequestSchema, contactResponse } from "../../../contracts/notification.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { createMailSender } from "../../providers/mail/index.ts";
import { requestLocale, requestMessages } from "../player/locale.ts";
import { createThrottle, withRetryAfter } from "../player/verification/throttle.ts";
import { CONTACT_LIMITS_PER_HOUR, createContactService } from "./service.ts";

/** /notification/*: today the contact form (SPEC §7 POST /api/notification/communications). */
export async function registerNotificationRoutes(api: HttpServer, platform: Platform) {
  const mail = createMailSender(platform.config, platform.db);
  api.addHook("onClose", async () => mail.close());
  const contact = createContactService(platform, {
    mail,
    throttle: createThrottle(platform.counters),
  });

  api.post(
    "/notification/communications",
    {
      preHandler: api.authenticateOptional,
      schema: {
        tags: ["notification"],
        summary: "Send a message to support (the contact form)",
        description:
          "Stored, mailed to SUPPORT_EMAIL, and confirmed to the sender by e-mail. Signed-in " +
          "players' messages carry their id. At most " +
          `${CONTACT_LIMITS_PER_HOUR.ip.max} an hour per IP, ` +
          `${CONTACT_LIMITS_PER_HOUR.player.max} per player and ` +
          `${CONTACT_LIMITS_PER_HOUR.email.max} per e-mail address (429 with retry-after).`,
        body: contactRequestSchema,
        response: { 201: contactResponse },
      },
    },
    async (request, reply) => {
      const { locale: _locale, ...form } = request.body;
      const messages = await requestMessages(platform.content, request);
      const data = await withRetryAfter(reply, () =>
        contact.send(
          form,
          {
            playerId: request.player?.id ?? null,
            ip: request.ip,
            locale: requestLocale(request),
          },
          messages,
        ),
      );
      return reply.code(201).send({ data });
    },
  );
}
