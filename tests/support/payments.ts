import { createHmac } from "node:crypto";
import type { DepositResponse, Invoice } from "../../contracts/payment.ts";
import type { TestApp } from "./app.ts";
import { api, type JsonResponse } from "./players.ts";

/** Hex HMAC-SHA256 of the body with the app's provider secret: the x-signature header. */
export function signWebhook(app: TestApp, body: string, secret?: string): string {
  return createHmac("sha256", secret ?? app.platform.config.secrets.providerSecret)
    .update(body)
    .digest("hex");
}

/** A sandbox provider webhook for an invoice, as the provider would send it. */
export function webhookBody(input: {
  transactionId: string;
  invoiceId: string;
  status: "success" | "failed";
  amount: bigint;
  currency: string;
}): string {
  return JSON.stringify({
    transactionId: input.transactionId,
    invoiceId: input.invoiceId,
    status: input.status,
    amount: input.amount.toString(),
    currency: input.currency,
  });
}

/** POSTs a webhook to /callbacks/payments/{provider}; signed correctly unless told otherwise. */
export async function postWebhook(
  app: TestApp,
  body: string,
  options: { provider?: string; signature?: string | null } = {},
): Promise<JsonResponse<Record<string, unknown>>> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const signature = options.signature === undefined ? signWebhook(app, body) : options.signature;
  if (signature !== null) headers["x-signature"] = signature;
  const response = await fetch(`${app.url}/callbacks/payments/${options.provider ?? "sandbox"}`, {
    method: "POST",
    headers,
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

export interface DepositInput {
  method: string;
  amount: string;
  currency: string;
  accountId: string;
  fields?: Record<string, string>;
  redirect?: { success: string; error: string };
  country?: string;
}

/** POST /api/payment/invoices/deposit; returns the raw response. */
export function createDeposit(
  app: TestApp,
  token: string,
  input: DepositInput,
): Promise<JsonResponse<{ data: DepositResponse; error?: ErrorBody["error"] }>> {
  return api(app, "POST", "/api/payment/invoices/deposit", {
    token,
    body: { fields: {}, ...input },
  });
}

/** POST /api/payment/invoices/withdrawal; returns the raw response. */
export function createWithdrawal(
  app: TestApp,
  token: string,
  input: Omit<DepositInput, "redirect" | "country">,
): Promise<JsonResponse<{ data: Invoice; error?: ErrorBody["error"] }>> {
  return api(app, "POST", "/api/payment/invoices/withdrawal", {
    token,
    body: { fields: {}, ...input },
  });
}

export interface ErrorBody {
  error: { code: number; message: string; fields?: Record<string, string[]> };
}

/** The operator API with the app's operator token (or `token`). */
export function operatorApi<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  token: string | null = app.platform.config.secrets.operatorToken,
): Promise<JsonResponse<T>> {
  return api<T>(app, method, path, token === null ? {} : { token });
}

/** POST /api/operator/payments/withdrawals/{id}/approve with the operator token. */
export function approveWithdrawal(
  app: TestApp,
  invoiceId: string,
): Promise<JsonResponse<{ data: Invoice & { playerId: string } }>> {
  return operatorApi(app, "POST", `/api/operator/payments/withdrawals/${invoiceId}/approve`);
}

/** POST /api/operator/payments/withdrawals/{id}/decline with the operator token. */
export function declineWithdrawal(
  app: TestApp,
  invoiceId: string,
): Promise<JsonResponse<{ data: Invoice & { playerId: string } }>> {
  return operatorApi(app, "POST", `/api/operator/payments/withdrawals/${invoiceId}/decline`);
}

/** A sandbox checkout page's form actions (approve, decline), read from its HTML. */
export function checkoutForms(html: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const match of html.matchAll(/<form method="post" action="([^"]+)\/(approve|decline)"/g)) {
    const [, base, outcome] = match;
    if (base && outcome) forms[outcome] = `${base}/${outcome}`;
  }
  return forms;
}
