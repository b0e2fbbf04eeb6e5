import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ContactForm } from "../../../contracts/notification.ts";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../contracts/settings.ts";
import { contactMessages } from "../../db/schema.ts";
import type { Platform } from "../../platform/platform.ts";
import type { MailSender } from "../../providers/mail/index.ts";
import type { Messages } from "../player/validation/messages.ts";
import type { Limit, Throttle } from "../player/verification/throttle.ts";
import { confirmationMail, supportMail, type ContactMail } from "./contact-mail.ts";

/** Job kind that mails one contact message to support or its confirmation to the sender. */
export const CONTACT_MAIL_JOB = "notification.contact-mail";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Contact messages allowed per hour: from one IP, from one signed-in player, and to one e-mail
 * address (each sends a confirmation there, so the form can't be used to flood a mailbox).
 */
export const CONTACT_LIMITS_PER_HOUR = {
  ip: { max: 5, windowMs: HOUR_MS },
  player: { max: 3, windowMs: HOUR_MS },
  email: { max: 3, windowMs: HOUR_MS },
} as const satisfies Record<string, Limit>;

const jobPayload = z.object({
  id: z.string(),
  recipient: z.enum(["support", "sender"]),
});

export interface ContactSender {
  playerId: string | null;
  ip: string;
  locale: string;
}

export interface ContactService {
  /** Stores the message and schedules both mails in one transaction; 429 over a limit. */
  send(
    form: ContactForm,
    sender: ContactSender,
    messages: Messages,
  ): Promise<{ id: string; createdAt: string }>;
}

export function createContactService(
  platform: Pick<Platform, "db" | "jobs" | "config" | "content">,
  deps: { mail: MailSender; throttle: Throttle },
): ContactService {
  const { db, jobs, config, content } = platform;
  const { mail, throttle } = deps;

  jobs.register(CONTACT_MAIL_JOB, async (raw) => {
    const payload = jobPayload.parse(raw);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, payload.id));
    if (!row) return;
    const contact: ContactMail = { ...row, createdAt: row.createdAt.toISOString() };
    if (payload.recipient === "support") {
      await mail.send({ to: config.SUPPORT_EMAIL, ...supportMail(contact) });
    } else {
      const locale = isLocaleCode(row.locale) ? row.locale : DEFAULT_LOCALE;
      const tree = await content.getDir(locale, "global-components");
      await mail.send({ to: row.email, ...confirmationMail(contact, tree) });
    }
  });

  return {
    async send(form, sender, messages) {
      await throttle.take(
        [
          { key: `contact:ip:${sender.ip}`, limit: CONTACT_LIMITS_PER_HOUR.ip },
          {
            key: `contact:email:${form.email.toLowerCase()}`,
            limit: CONTACT_LIMITS_PER_HOUR.email,
          },
          ...(sender.playerId
            ? [{ key: `contact:player:${sender.playerId}`, limit: CONTACT_LIMITS_PER_HOUR.player }]
            : []),
        ],
        messages,
      );
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({ ...form, playerId: sender.playerId, ip: sender.ip, locale: sender.locale })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        if (!row) throw new Error("contact message not stored");
        for (const recipient of ["support", "sender"] as const) {
          await jobs.schedule(tx, CONTACT_MAIL_JOB, { id: row.id, recipient });
        }
        return { id: row.id, createdAt: row.createdAt.toISOString() };
      });
    },
  };
}
