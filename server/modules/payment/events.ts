import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import { formatMinor } from "../../../contracts/money.ts";
import type { Invoice, InvoiceMessage, InvoiceStatus } from "../../../contracts/payment.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { selectInvoice, type InvoiceRow } from "./store.ts";

/** A stored invoice in the API shape (ARCHITECTURE "Reference shapes": Invoice). */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    amount: formatMinor(row.amount, row.subunitToUnit),
    currency: row.currency,
    status: row.status as InvoiceStatus,
    paymentMethod: row.method,
    invoiceType: row.type,
    action: row.action,
    accountId: row.walletAccountId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publicData: row.publicData,
  };
}

export const invoiceEvents = {
  deposit: RealtimeEvent.INVOICE_DEPOSIT_UPDATED,
  withdrawal: RealtimeEvent.INVOICE_WITHDRAWAL_UPDATED,
} as const satisfies Record<Invoice["invoiceType"], InvoiceMessage["event"]>;

/**
 * Writes `{ event, ...invoice }` (its state in this transaction) to the player's
 * `payment:invoices#{playerId}` channel through the outbox; returns the invoice.
 */
export async function enqueueInvoiceEvent(
  outbox: Pick<Outbox, "enqueue">,
  tx: DbExecutor,
  invoiceId: string,
): Promise<InvoiceRow> {
  const row = await selectInvoice(tx, invoiceId);
  if (!row) throw new Error(`payment: invoice ${invoiceId} vanished`);
  const message: InvoiceMessage = { event: invoiceEvents[row.type], ...toInvoice(row) };
  await outbox.enqueue(tx, channels.paymentInvoices(row.playerId), message);
  return row;
}
