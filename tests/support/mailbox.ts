import type { TestApp } from "./app.ts";

/** A message of the sandbox mailbox as /sandbox/mailbox.json serves it. */
export interface MailboxMessage {
  id: string;
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The newest sandbox messages to an address (newest first). */
export async function mailboxFor(app: TestApp, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(
    `${app.url}/sandbox/mailbox.json?to=${encodeURIComponent(to)}&limit=200`,
  );
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as { data: MailboxMessage[] }).data;
}

/**
 * Waits until the address has `count` messages (the mail job runs asynchronously) and returns
 * the newest. Throws after `timeoutMs`.
 */
export async function waitForMessage(
  app: TestApp,
  to: string,
  options: { count?: number; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const count = options.count ?? 1;
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = await mailboxFor(app, to);
    if (messages.length >= count && messages[0]) return messages[0];
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} message(s) to ${to}, found ${messages.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The code at the end of a link to `${PUBLIC_URL}${prefix}<code>` in a message text. */
export function linkCode(text: string, prefix: "/verify/" | "/password-reset/"): string {
  const match = new RegExp(`https?://[^\\s]+${prefix}([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${prefix} link in: ${text}`);
  return match[1];
}

/** The 6-digit one-time code of a message. */
export function otpCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
