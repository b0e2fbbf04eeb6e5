import type { IncomingHttpHeaders } from "node:http";
import { z } from "zod";
import type { CryptoPublicData, PaymentDirection } from "../../../contracts/payment.ts";

/**
 * The payment provider protocol (ARCHITECTURE "Provider protocols": payments). A provider answers
 * a deposit with an action (redirect URL, QR/address, payment details, or a person who will
 * handle it) and confirms later with a signed webhook at /callbacks/payments/{key}; webhooks are
 * idempotent by the provider's transaction id. The sandbox implements it; a real provider plugs
 * in by implementing it too and being added to the registry in server/modules/payment/routes.ts.
 */

/** Text shown to the payer (bank details, agent contact), with labels per locale. */
export interface PaymentInstruction {
  key: string;
  labels: Record<string, string>;
  value: string;
}

export interface ProviderPaymentInput {
  /** Our invoice id: the merchant reference the provider's webhooks name. */
  invoiceId: string;
  playerId: string;
  direction: PaymentDirection;
  /** `provider.direction.kind` and its parts. */
  method: string;
  kind: string;
  /** Minor units of `currency`. */
  amount: bigint;
  currency: string;
  subunitToUnit: bigint;
  /** The payer's form values, by SPEC key. */
  fields: Record<string, string>;
  /** The method's provider settings (crypto network, memo). */
  details: Record<string, string>;
  /** Where a hosted page sends the payer back to (absolute URLs). */
  returnUrls: { success: string; error: string };
}

export type ProviderDepositResult =
  | { action: "qr"; providerReference: string; publicData: CryptoPublicData }
  | { action: "redirect"; providerReference: string; redirectUrl: string }
  | { action: "form" | "manual"; providerReference: string; instructions: PaymentInstruction[] };

export interface ProviderWithdrawalResult {
  providerReference: string;
}

/** A provider's confirmation, parsed from its webhook. */
export const webhookEventSchema = z.object({
  /** The provider's transaction id: a webhook repeated with it changes nothing. */
  transactionId: z.string().min(1).max(200),
  /** Our invoice id (merchant reference). */
  invoiceId: z.string().min(1).max(100),
  providerReference: z.string().max(200).optional(),
  status: z.enum(["success", "failed"]),
  /** Minor units, as a string of digits. */
  amount: z.string().regex(/^\d{1,30}$/),
  currency: z.string().min(2).max(10),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export interface PaymentProvider {
  /** Provider key: the first part of its method ids and of /callbacks/payments/{key}. */
  readonly key: string;
  createDeposit(input: ProviderPaymentInput): Promise<ProviderDepositResult>;
  createWithdrawal(input: ProviderPaymentInput): Promise<ProviderWithdrawalResult>;
  /** The player cancelled a pending deposit: the provider should not confirm it any more. */
  cancelDeposit?(providerReference: string): Promise<void>;
  /** True when the webhook's signature over the raw body is valid. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): boolean;
  /** The webhook's event; throws (→ 400) when the body is not one. */
  parseWebhook(rawBody: Buffer): WebhookEvent;
}

/** The header the signature travels in: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = "x-signature";

export { signBody, verifySignature } from "../../platform/signature.ts";
