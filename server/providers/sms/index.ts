import type { DbExecutor } from "../../db/client.ts";
import { createSandboxSmsSender } from "./sandbox.ts";
import type { SmsSender } from "./sms.ts";

export type { SmsMessage, SmsSender } from "./sms.ts";

/** The sandbox today; a real gateway adapter is chosen here once one exists. */
export function createSmsSender(db: DbExecutor): SmsSender {
  return createSandboxSmsSender(db);
}
