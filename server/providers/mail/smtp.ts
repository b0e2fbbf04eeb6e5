import nodemailer from "nodemailer";
import type { MailSender } from "./mail.ts";

/**
 * Sends through an SMTP server with nodemailer. The URL carries everything:
 * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465` (TLS);
 * nodemailer's query options apply too (e.g. `?pool=true`).
 */
export function createSmtpMailSender(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      const rejected = (info as { rejected?: unknown[] }).rejected ?? [];
      if (rejected.length > 0) throw new Error("The mail server rejected the recipient");
    },
    async close() {
      transport.close();
    },
  };
}
