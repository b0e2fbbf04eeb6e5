import type { DbExecutor } from "../../db/client.ts";
import type { EventStream } from "../../platform/event-stream.ts";

/**
 * The fact of a successful deposit, appended to the durable event stream in the transaction that
 * credits it (docs/decisions/007): what effects such as "deposit an amount" quests read. The
 * realtime invoice event is for the player's screen; this one is for the back end, exactly once.
 */

export const DEPOSIT_SUCCEEDED_TOPIC = "payment.deposit.succeeded";

export interface DepositSucceededEvent {
  invoiceId: string;
  playerId: string;
  walletAccountId: string;
  currency: string;
  /** Minor units as a decimal string (JSON has no bigint). */
  amount: string;
  method: string;
  /** The player's deposit count with this one (1 = first deposit). */
  number: number;
}

export function appendDepositSucceeded(
  events: Pick<EventStream, "append">,
  tx: DbExecutor,
  event: DepositSucceededEvent,
): Promise<void> {
  return events.append(tx, DEPOSIT_SUCCEEDED_TOPIC, { ...event });
}
