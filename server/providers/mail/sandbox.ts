import type { DbExecutor } from "../../db/client.ts";
import type { MailSender } from "./mail.ts";
import { insertSandboxMessage } from "./mailbox.ts";

/** Keeps every e-mail in `sandbox_messages`, readable at /sandbox/mailbox or `npm run mailbox`. */
export function createSandboxMailSender(db: DbExecutor): MailSender {
  return {
    kind: "sandbox",
    async send(message) {
      await insertSandboxMessage(db, { channel: "email", ...message });
    },
    async close() {},
  };
}
