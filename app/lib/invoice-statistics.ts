import { useQuery } from "@tanstack/react-query";
import { invoiceStatisticsSchema } from "../../contracts/payment.ts";
import { apiClient } from "./api.ts";
import { usePlayerId } from "./money/accounts-api.ts";

/** The payment feature refreshes every player's statistics under this key when an invoice changes. */
export const INVOICE_STATISTICS_KEY = ["payment", "statistics"] as const;

/** GET /api/payment/invoices/statistics: deposit count and sums (read by the welcome package). */
export function useInvoiceStatistics() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: [...INVOICE_STATISTICS_KEY, playerId ?? "guest"] as const,
    enabled: playerId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/payment/invoices/statistics", {
        signal,
        schema: invoiceStatisticsSchema,
      });
      return data;
    },
  });
}
