import type { AlertInput } from "../../lib/alerts/alert-queue.ts";
import { depositPixelAction, type PixelAction } from "../../lib/analytics.ts";
import { INVOICE_STATUS, type Invoice } from "../../../contracts/payment.ts";

/**
 * What an invoice update means for the player (SPEC §4 Invoice), as data: the alert, the pixel
 * actions of a successful deposit, and whether the invoice is final. Pure; the realtime hook
 * carries it out.
 */

export interface InvoiceUpdateOutcome {
  alert: AlertInput | null;
  pixels: PixelAction[];
  final: boolean;
}

export function invoiceUpdateOutcome(
  invoice: Pick<Invoice, "invoiceType" | "status" | "amount" | "currency" | "number">,
  options: { canceledByPlayer?: boolean } = {},
): InvoiceUpdateOutcome {
  if (invoice.status === 1) return { alert: null, pixels: [], final: false };
  const params = { amount: invoice.amount, currency: invoice.currency };
  const deposit = invoice.invoiceType === "deposit";
  if (invoice.status === 2) {
    const pixels: PixelAction[] = [];
    if (deposit) {
      const action = invoice.number === null ? null : depositPixelAction(invoice.number);
      if (action) pixels.push(action);
      pixels.push("deposit");
    }
    return {
      alert: deposit
        ? {
            type: "success",
            title: "payment.depositSuccess.title",
            description: "payment.depositSuccess.description",
            params,
          }
        : {
            type: "success",
            title: "payment.withdrawalSuccess.title",
            description: "payment.withdrawalSuccess.description",
            params,
          },
      pixels,
      final: true,
    };
  }
  if (options.canceledByPlayer) {
    return {
      alert: deposit
        ? {
            type: "attention",
            title: "payment.depositCanceled.title",
            description: "payment.depositCanceled.description",
            params,
          }
        : {
            type: "attention",
            title: "payment.withdrawalCanceled.title",
            description: "payment.withdrawalCanceled.description",
            params,
          },
      pixels: [],
      final: true,
    };
  }
  return {
    alert: deposit
      ? {
          type: "error",
          title: "payment.depositFailed.title",
          description: "payment.depositFailed.description",
          params,
        }
      : {
          type: "error",
          title: "payment.withdrawalFailed.title",
          description: "payment.withdrawalFailed.description",
          params,
        },
    pixels: [],
    final: true,
  };
}

/**
 * How often an invoice on screen that is still pending is fetched again. Its update normally
 * arrives over realtime; this covers a message the socket missed (a reconnect, a slow upgrade),
 * so a status view never waits forever.
 */
export const PENDING_INVOICE_REFRESH_MS = 5000;

/** The refetch interval of an invoice on screen: while it is pending only. */
export function refreshWhilePending(
  invoice: Pick<Invoice, "status"> | null | undefined,
): number | false {
  return invoice?.status === INVOICE_STATUS.PENDING ? PENDING_INVOICE_REFRESH_MS : false;
}
