import { z } from "zod";
import { DEFAULT_LOCALE, isLocaleCode } from "../../../../contracts/settings.ts";
import type { DbExecutor } from "../../../db/client.ts";
import type { MessageChannel } from "../../../db/schema.ts";
import type { Platform } from "../../../platform/platform.ts";
import { createMailSender, type MailSender } from "../../../providers/mail/index.ts";
import { createSmsSender, type SmsSender } from "../../../providers/sms/index.ts";
import { sealSecret, unsealSecret } from "./codes.ts";
import { messageTemplates, renderEmail, renderSms, type MessageTemplate } from "./templates.ts";

/** Job kind that renders and sends one player message (e-mail or SMS), with retries. */
export const MESSAGE_JOB = "player.message";
const MESSAGE_JOB_ATTEMPTS = 5;

export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  template: MessageTemplate;
  locale: string;
  /** The link or code: sealed in the job payload, never stored in clear. */
  secret: { link?: string; code?: string };
  /** Validity shown in the message. */
  minutes: number;
  /** Sending after this is pointless: the job then drops the message. */
  expiresAt: Date;
  /** Plain values the template shows (e.g. device and IP of a new sign-in). */
  details?: Record<string, string>;
}

const jobPayload = z.object({
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  template: z.enum(messageTemplates),
  locale: z.string(),
  minutes: z.number(),
  expiresAt: z.string(),
  sealed: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
const secretPayload = z.object({ link: z.string().optional(), code: z.string().optional() });

export interface Messenger {
  readonly mail: MailSender;
  readonly sms: SmsSender;
  /** Schedules the message in the caller's transaction: it goes out only if that commits. */
  schedule(tx: DbExecutor, message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends player messages asynchronously through the job queue, so a slow or failing mail server
 * never fails the request; failures retry with backoff (5 attempts).
 */
export function createMessenger(
  platform: Pick<Platform, "db" | "jobs" | "config" | "content">,
  senders: { mail?: MailSender; sms?: SmsSender } = {},
): Messenger {
  const { db, jobs, config, content } = platform;
  const mail = senders.mail ?? createMailSender(config, db);
  const sms = senders.sms ?? createSmsSender(db);
  const sealingSecret = config.secrets.jwtSecret;

  jobs.register(MESSAGE_JOB, async (raw) => {
    const payload = jobPayload.parse(raw);
    if (Date.parse(payload.expiresAt) <= Date.now()) return;
    const secret = secretPayload.parse(JSON.parse(unsealSecret(payload.sealed, sealingSecret)));
    const locale = isLocaleCode(payload.locale) ? payload.locale : DEFAULT_LOCALE;
    const tree = await content.getDir(locale, "global-components");
    const params = { ...secret, minutes: payload.minutes, details: payload.details };
    if (payload.channel === "sms") {
      await sms.send({ to: payload.to, text: renderSms(tree, params) });
    } else {
      await mail.send({ to: payload.to, ...renderEmail(payload.template, tree, params) });
    }
  });

  return {
    mail,
    sms,
    async schedule(tx, message) {
      await jobs.schedule(
        tx,
        MESSAGE_JOB,
        {
          channel: message.channel,
          to: message.to,
          template: message.template,
          locale: message.locale,
          minutes: message.minutes,
          expiresAt: message.expiresAt.toISOString(),
          sealed: sealSecret(JSON.stringify(message.secret), sealingSecret),
          ...(message.details ? { details: message.details } : {}),
        },
        { maxAttempts: MESSAGE_JOB_ATTEMPTS },
      );
    },
    close: () => mail.close(),
  };
}
