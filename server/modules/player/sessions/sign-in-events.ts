import type { DbExecutor } from "../../../db/client.ts";
import type { EventStream } from "../../../platform/event-stream.ts";

/**
 * The fact of a player signing in, appended to the durable event stream in the transaction that
 * starts the session (docs/decisions/007): what effects such as "log in on N days" quests read.
 * A session kept by its refresh cookie counts as signing in again on each new UTC day it is used.
 */

export const SIGN_IN_TOPIC = "player.signed_in";

export interface SignInEvent {
  playerId: string;
  sessionId: string;
  /** password, phone, token, registration, telegram, social; "return" for a kept session. */
  method: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
}

export function appendSignInEvent(
  events: Pick<EventStream, "append">,
  tx: DbExecutor,
  event: SignInEvent,
): Promise<void> {
  return events.append(tx, SIGN_IN_TOPIC, { ...event });
}

/** Whether a session last used at `lastActiveAt` is being used on a later UTC day at `now`. */
export function isNewDay(lastActiveAt: Date, now: Date): boolean {
  return now.toISOString().slice(0, 10) > lastActiveAt.toISOString().slice(0, 10);
}
