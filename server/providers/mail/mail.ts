/** An e-mail to one recipient: plain text always, HTML optionally (same content). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The mail adapter (ARCHITECTURE "Outside systems"): SMTP when SMTP_URL is set, otherwise the
 * sandbox mailbox in the database. `send` throws when the message was not accepted, so a job
 * can retry it.
 */
export interface MailSender {
  readonly kind: "smtp" | "sandbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
