import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { z } from "zod";
import { ErrorCode } from "../../../contracts/errors.ts";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import {
  depositResponseSchema,
  invoiceSchema,
  paymentMethodSchema,
  type CreateDeposit,
  type CreateWithdrawal,
  type DepositResponse,
  type Invoice,
  type InvoiceMessage,
  type PaymentDirection,
  type PaymentMethod,
} from "../../../contracts/payment.ts";
import { pageMetaSchema } from "../../../contracts/player.ts";
import { isTelegramLaunch, loadTelegram } from "../../lib/telegram/launch.ts";
import { firePixel } from "../../lib/analytics.ts";
import { apiClient } from "../../lib/api.ts";
import { isApiError, type Platform } from "../../lib/api-client.ts";
import { INVOICE_STATISTICS_KEY } from "../../lib/invoice-statistics.ts";
import { getPlayerState, usePlayerState } from "../../lib/player-state.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { getSessionState, useSessionState } from "../../lib/session-state.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { invoiceUpdateOutcome, refreshWhilePending } from "./invoice-updates.ts";
import { clearPendingInvoiceId, raiseAsyncInvoice } from "./pending-invoice.ts";

/**
 * The payment calls of SPEC §7 (methods, invoices, decline; statistics in lib/) as TanStack hooks, the
 * deposit in progress, and the one handler of `payment:invoices#{playerId}`.
 */

/** The limits feature's query (SPEC §8: a deposit limit error reloads the limits). */
const PLAYER_LIMITS_KEY = ["player", "limits"] as const;

export const paymentQueryKeys = {
  all: ["payment"] as const,
  methods: (
    playerId: string,
    direction: PaymentDirection,
    currency: string,
    country: string | null,
  ) => ["payment", "methods", playerId, direction, currency, country ?? "auto"] as const,
  invoices: (playerId: string) => ["payment", "invoices", playerId] as const,
  invoiceList: (playerId: string, filters: InvoiceFilters) =>
    ["payment", "invoices", playerId, filters] as const,
};

const platformOf = (): Platform => (getSessionState().isTelegram ? "tg" : "web");

/** The signed-in player's id, null for a guest or while the profile loads. */
export function usePaymentPlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

export interface MethodList {
  methods: PaymentMethod[];
  /** SPEC §8 13100: the deposit limit is reached (limits are shown by the limits issue). */
  limitReached: boolean;
  /** Any other failure: the list is empty. */
  failed: boolean;
}

/** GET /api/payment/methods/{direction}?currency&country; errors become an empty list (SPEC §8). */
export function usePaymentMethods(
  direction: PaymentDirection,
  currency: string | undefined,
  country: string | null,
) {
  const playerId = usePaymentPlayerId();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentQueryKeys.methods(playerId ?? "guest", direction, currency ?? "", country),
    enabled: playerId !== null && currency !== undefined,
    queryFn: async ({ signal }): Promise<MethodList> => {
      try {
        const { data } = await apiClient.request("GET", `/api/payment/methods/${direction}`, {
          signal,
          platform: platformOf(),
          query: { currency, country },
          schema: z.array(paymentMethodSchema),
        });
        return { methods: data, limitReached: false, failed: false };
      } catch (error) {
        if (isApiError(error) && error.reason === "aborted") throw error;
        const limitReached = isApiError(error) && error.code === ErrorCode.DEPOSIT_LIMIT_REACHED;
        if (limitReached) void queryClient.invalidateQueries({ queryKey: PLAYER_LIMITS_KEY });
        return { methods: [], limitReached, failed: !limitReached };
      }
    },
  });
}

/** POST /api/payment/invoices/deposit. */
export function useCreateDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateDeposit) => {
      const { data } = await apiClient.request("POST", "/api/payment/invoices/deposit", {
        body,
        platform: platformOf(),
        schema: depositResponseSchema,
      });
      return data;
    },
    onSuccess: () => invalidateInvoices(queryClient),
    // SPEC §8 13100: the methods are asked again (the list empties with the limit flag set)
    // and the player's limits reload.
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.DEPOSIT_LIMIT_REACHED) {
        void queryClient.invalidateQueries({ queryKey: ["payment", "methods"] });
        void queryClient.invalidateQueries({ queryKey: PLAYER_LIMITS_KEY });
      }
    },
  });
}

/** POST /api/payment/invoices/withdrawal: the amount is locked until an operator decides. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWithdrawal) => {
      const { data } = await apiClient.request("POST", "/api/payment/invoices/withdrawal", {
        body,
        platform: platformOf(),
        schema: invoiceSchema,
      });
      return data;
    },
    onSuccess: () => invalidateInvoices(queryClient),
  });
}

/** Invoices the player canceled here: their failure is announced as a cancellation. */
const canceledByPlayer = new Set<string>();

/** PUT /api/payment/invoices/{id}/decline: cancels a pending deposit or withdrawal. */
export function useDeclineInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (invoiceId: string) => {
      canceledByPlayer.add(invoiceId);
      try {
        const { data } = await apiClient.request(
          "PUT",
          `/api/payment/invoices/${encodeURIComponent(invoiceId)}/decline`,
          { schema: invoiceSchema },
        );
        return data;
      } catch (error) {
        canceledByPlayer.delete(invoiceId);
        throw error;
      }
    },
    onSuccess: (invoice) => applyInvoiceUpdate(queryClient, invoice),
  });
}

export interface InvoiceFilters {
  type?: PaymentDirection;
  status?: Invoice["status"];
  currency?: string;
  dateFrom?: string;
  dateTo?: string;
  page: number;
  perPage: number;
}

const invoicePage = z.object({ data: z.array(invoiceSchema), meta: pageMetaSchema });
export type InvoicePage = z.infer<typeof invoicePage>;

/** GET /api/payment/invoices with filters and paging, newest first. */
export function useInvoices(filters: InvoiceFilters) {
  const playerId = usePaymentPlayerId();
  return useQuery({
    queryKey: paymentQueryKeys.invoiceList(playerId ?? "guest", filters),
    enabled: playerId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<InvoicePage> => {
      const response = await apiClient.request("GET", "/api/payment/invoices", {
        signal,
        query: { ...filters },
      });
      return invoicePage.parse(response);
    },
  });
}

/**
 * The player's newest invoice of a type, or the one with `invoiceId` when it is among the newest;
 * fetched again every PENDING_INVOICE_REFRESH_MS while it is pending.
 */
export function useLatestInvoice(type: PaymentDirection, invoiceId: string | null) {
  const playerId = usePaymentPlayerId();
  return useQuery({
    queryKey: [
      ...paymentQueryKeys.invoices(playerId ?? "guest"),
      "latest",
      type,
      invoiceId,
    ] as const,
    enabled: playerId !== null,
    staleTime: 0,
    queryFn: async ({ signal }): Promise<Invoice | null> => {
      const { data } = await apiClient.request("GET", "/api/payment/invoices", {
        signal,
        query: { type, page: 1, perPage: 50 },
        schema: z.array(invoiceSchema),
      });
      return (invoiceId ? data.find((invoice) => invoice.id === invoiceId) : data[0]) ?? null;
    },
    // After queryFn, so the data's type is known here.
    refetchInterval: (query) => refreshWhilePending(query.state.data),
  });
}

/** A pending invoice by id (the cancel-deposit dialog), null when it is not pending. */
export function usePendingInvoice(invoiceId: string) {
  const playerId = usePaymentPlayerId();
  return useQuery({
    queryKey: [...paymentQueryKeys.invoices(playerId ?? "guest"), "pending", invoiceId] as const,
    enabled: playerId !== null,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/payment/invoices", {
        signal,
        query: { status: 1, page: 1, perPage: 100 },
        schema: z.array(invoiceSchema),
      });
      return data.find((invoice) => invoice.id === invoiceId) ?? null;
    },
  });
}

function invalidateInvoices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ["payment", "invoices"] });
}

// --- The deposit in progress: what the wallet dialog shows after "Deposit" ---------------------

export interface DepositFlow {
  response: DepositResponse;
  methodName: string;
}

let flow: DepositFlow | null = null;
const flowListeners = new Set<() => void>();

export function getDepositFlow(): DepositFlow | null {
  return flow;
}

export function setDepositFlow(next: DepositFlow | null): void {
  if (next === flow) return;
  flow = next;
  for (const listener of flowListeners) listener();
}

function subscribeDepositFlow(listener: () => void): () => void {
  flowListeners.add(listener);
  return () => flowListeners.delete(listener);
}

export function useDepositFlow(): DepositFlow | null {
  return useSyncExternalStore(subscribeDepositFlow, getDepositFlow, () => null);
}

/** Session storage key of the deposit sent to a hosted checkout, read when the payer returns. */
export const CHECKOUT_INVOICE_KEY = "sevens:checkout-invoice";

export function rememberCheckoutInvoice(id: string): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_INVOICE_KEY, id);
  } catch {
    // the newest deposit is shown instead
  }
}

export function readCheckoutInvoice(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_INVOICE_KEY);
  } catch {
    return null;
  }
}

// --- Realtime --------------------------------------------------------------------------------

/** `${id}:${status}` of the updates already announced: each is announced once per page. */
const announced = new Set<string>();

/** Applies an invoice's new state: alert and pixels once, views closed, lists refreshed. */
export function applyInvoiceUpdate(queryClient: QueryClient, invoice: Invoice): void {
  void invalidateInvoices(queryClient);
  if (invoice.status === 1) {
    raiseAsyncInvoice(invoice);
    return;
  }
  void queryClient.invalidateQueries({ queryKey: INVOICE_STATISTICS_KEY });
  const key = `${invoice.id}:${invoice.status}`;
  if (announced.has(key)) return;
  announced.add(key);
  const outcome = invoiceUpdateOutcome(invoice, {
    canceledByPlayer: canceledByPlayer.has(invoice.id),
  });
  if (outcome.alert) showAlert(outcome.alert);
  // Inside Telegram the phone answers too (nothing is loaded elsewhere).
  if (outcome.alert && isTelegramLaunch()) {
    const feel = outcome.alert.type === "success" ? "success" : "error";
    void loadTelegram().then((telegram) => telegram?.haptic(feel));
  }
  for (const action of outcome.pixels) firePixel(action);
  clearPendingInvoiceId(invoice.id);
  if (getDepositFlow()?.response.invoiceId === invoice.id) setDepositFlow(null);
}

const invoiceMessageSchema = invoiceSchema.extend({
  event: z.enum([RealtimeEvent.INVOICE_DEPOSIT_UPDATED, RealtimeEvent.INVOICE_WITHDRAWAL_UPDATED]),
});

/**
 * Listens to `payment:invoices#{playerId}` (SPEC §4 Invoice): success and error alerts, the
 * deposit pixels, the async-invoice event for the waiting QR element. Mount it where payments
 * are on screen and once in the root layout; every update is handled once however many mount it.
 */
export function usePaymentRealtime(): void {
  const playerId = usePaymentPlayerId();
  const queryClient = useQueryClient();
  useRealtimeChannel<InvoiceMessage>(
    playerId ? channels.paymentInvoices(playerId) : null,
    (message) => {
      const parsed = invoiceMessageSchema.safeParse(message);
      if (!parsed.success || getPlayerState().profile?.id !== playerId) return;
      const { event: _event, ...invoice } = parsed.data;
      applyInvoiceUpdate(queryClient, invoice);
    },
  );
}

/** For root layouts: the realtime listener as a component. */
export function PaymentRealtime(): null {
  usePaymentRealtime();
  return null;
}
