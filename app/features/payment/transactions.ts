import type { InvoiceStatus, PaymentDirection } from "../../../contracts/payment.ts";
import type { InvoiceFilters } from "./payment-api.ts";

/**
 * The transactions tab's filters as they sit in the address (the filter panel is a GET form):
 * type, status (pending|success|failed), currency, from/to dates and page.
 */

export const TRANSACTIONS_PER_PAGE = 20;

const STATUS_BY_NAME: Record<string, InvoiceStatus> = { pending: 1, success: 2, failed: 3 };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function transactionFilters(params: URLSearchParams): InvoiceFilters {
  const type = params.get("type");
  const status = STATUS_BY_NAME[params.get("status") ?? ""];
  const currency = params.get("currency")?.trim().toUpperCase();
  const from = params.get("from");
  const to = params.get("to");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const filters: InvoiceFilters = {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: TRANSACTIONS_PER_PAGE,
  };
  if (type === "deposit" || type === "withdrawal") filters.type = type satisfies PaymentDirection;
  if (status !== undefined) filters.status = status;
  if (currency && /^[A-Z0-9]{2,10}$/.test(currency)) filters.currency = currency;
  if (from && DATE.test(from)) filters.dateFrom = from;
  // The "to" day is included: the API's dateTo is an instant, so send the end of that day.
  if (to && DATE.test(to)) filters.dateTo = `${to}T23:59:59.999Z`;
  return filters;
}
