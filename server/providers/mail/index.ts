import type { Config } from "../../config.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { MailSender } from "./mail.ts";
import { createSandboxMailSender } from "./sandbox.ts";
import { createSmtpMailSender } from "./smtp.ts";

export type { MailMessage, MailSender } from "./mail.ts";

/** SMTP when SMTP_URL is set, otherwise the sandbox mailbox. */
export function createMailSender(
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM">,
  db: DbExecutor,
): MailSender {
  if (config.SMTP_URL)
    return createSmtpMailSender({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createSandboxMailSender(db);
}
