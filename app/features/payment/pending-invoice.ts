import type { Invoice } from "../../../contracts/payment.ts";
import { PENDING_INVOICE_KEY } from "../../lib/session-keys.ts";

/**
 * The pending asynchronous invoice (SPEC §2 QR element, §4 Invoice, §9): the id of a crypto
 * deposit waiting for its address and payment is kept in sessionStorage (the session layer
 * clears the key on logout); a QR element on screen waits for it, and an `invoice.deposit.updated`
 * with status 1, publicData and that id raises the async-invoice event for it.
 */

export { PENDING_INVOICE_KEY };

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readPendingInvoiceId(): string | null {
  try {
    return storage()?.getItem(PENDING_INVOICE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storePendingInvoiceId(id: string): void {
  try {
    storage()?.setItem(PENDING_INVOICE_KEY, id);
  } catch {
    // Storage refused: the QR stays on screen; only a reload forgets it.
  }
}

/** Forgets the pending id; with `id`, only if it is that one. */
export function clearPendingInvoiceId(id?: string): void {
  if (id !== undefined && readPendingInvoiceId() !== id) return;
  try {
    storage()?.removeItem(PENDING_INVOICE_KEY);
  } catch {
    // nothing stored
  }
}

type AsyncInvoiceListener = (invoice: Invoice) => void;
const waiters = new Set<AsyncInvoiceListener>();

/** The QR element registers while it is on screen; returns the unregister function. */
export function waitForAsyncInvoice(listener: AsyncInvoiceListener): () => void {
  waiters.add(listener);
  return () => waiters.delete(listener);
}

/** SPEC §4: status 1 with publicData and the stored pending id, while an element waits. */
export function isAsyncInvoiceEvent(
  invoice: Pick<Invoice, "id" | "status" | "publicData">,
  pendingId: string | null,
  hasWaiter: boolean,
): boolean {
  return (
    hasWaiter &&
    invoice.status === 1 &&
    pendingId !== null &&
    pendingId === invoice.id &&
    Object.keys(invoice.publicData).length > 0
  );
}

/** Hands the invoice to the waiting elements when SPEC §4 says so; true if it did. */
export function raiseAsyncInvoice(invoice: Invoice): boolean {
  if (!isAsyncInvoiceEvent(invoice, readPendingInvoiceId(), waiters.size > 0)) return false;
  for (const waiter of waiters) waiter(invoice);
  return true;
}
