import type { DbExecutor } from "../../db/client.ts";
import { insertSandboxMessage } from "../mail/mailbox.ts";
import type { SmsSender } from "./sms.ts";

/** Keeps every SMS in `sandbox_messages` next to the sandbox e-mails. */
export function createSandboxSmsSender(db: DbExecutor): SmsSender {
  return {
    kind: "sandbox",
    async send(message) {
      await insertSandboxMessage(db, { channel: "sms", to: message.to, text: message.text });
    },
  };
}
