import { z } from "zod";
import { majorAmountSchema } from "./money.ts";
import { pageMetaSchema } from "./player.ts";
import type { RealtimeMessage } from "./events.ts";

/**
 * Payments (SPEC §3 Invoice, Payment method, Payment form fields; §7 Wallet and payment;
 * ARCHITECTURE "Reference shapes"). Money is a decimal string in major units of `currency`.
 */

/** The keys a payment form field may have (SPEC §3). */
export const PAYMENT_FIELD_KEYS = [
  "playerName",
  "firstName",
  "lastName",
  "phone",
  "city",
  "postalCode",
  "address",
  "country",
  "playerEmail",
  "identify_doc_number",
] as const;
export type PaymentFieldKey = (typeof PAYMENT_FIELD_KEYS)[number];

export const PAYMENT_DIRECTIONS = ["deposit", "withdrawal"] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * How a method is processed: `crypto` shows a deposit address and QR; `redirect` sends the payer
 * to the provider's hosted page; `form` shows payment details to act on (bank transfer
 * reference) or, for withdrawals, only collects the payee's details; `manual` is handled by a
 * person (cash agent) and confirmed by an operator.
 */
export const PROCESSING_TYPES = ["crypto", "redirect", "form", "manual"] as const;
export type ProcessingType = (typeof PROCESSING_TYPES)[number];

/** What the method is, for grouping in the app. */
export const PAYMENT_METHOD_TYPES = [
  "crypto",
  "card",
  "ewallet",
  "bank",
  "mobile",
  "cash",
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const INVOICE_STATUS = { PENDING: 1, SUCCESS: 2, FAILED: 3 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const invoiceStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Text per locale code, `en` at least. */
export const localizedSchema = z.record(z.string(), z.string());

export const paymentFieldSchema = z.object({
  key: z.enum(PAYMENT_FIELD_KEYS),
  /** Which control: input, select, phone, email, country. */
  fieldType: z.enum(["input", "select", "phone", "email", "country"]),
  /** The input's HTML type. */
  type: z.enum(["text", "tel", "email", "number"]),
  /** A JavaScript-compatible pattern the whole value must match, or null. */
  regexp: z.string().nullable(),
  labels: localizedSchema,
  hints: localizedSchema,
  isRequired: z.boolean(),
  position: z.number().int(),
  /** A default value, or null. */
  value: z.string().nullable(),
  /** Choices of a select: value and label per locale. */
  options: z.array(z.object({ value: z.string(), labels: localizedSchema })),
});
export type PaymentField = z.infer<typeof paymentFieldSchema>;

export const amountPresetSchema = z.object({ amount: z.string(), default: z.boolean() });

/** GET /api/payment/methods/{deposit|withdrawal}: one method in one currency. */
export const paymentMethodSchema = z.object({
  /** `provider.deposit|withdrawal.kind`, e.g. `sandbox.deposit.pix`. */
  method: z.string(),
  provider: z.string(),
  kind: z.string(),
  direction: z.enum(PAYMENT_DIRECTIONS),
  type: z.enum(PAYMENT_METHOD_TYPES),
  processingType: z.enum(PROCESSING_TYPES),
  /** Cash-agent methods: handled by a person, listed first. */
  isManual: z.boolean(),
  /** The currency amountMin, amountMax and presets are in. */
  currency: z.string(),
  currencies: z.array(z.string()),
  /** ISO codes where it is offered; empty = everywhere. */
  countries: z.array(z.string()),
  amountMin: z.string(),
  amountMax: z.string(),
  presets: z.array(amountPresetSchema),
  names: localizedSchema,
  logo: z.string(),
  fields: z.array(paymentFieldSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuery = z.object({
  /** Default: the player's active account's currency. */
  currency: z
    .string()
    .trim()
    .min(2)
    .max(10)
    .transform((code) => code.toUpperCase())
    .optional(),
  /** Default: the request's country header (paymentGeo in the app overrides it). */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Two-letter country code")
    .transform((code) => code.toUpperCase())
    .optional(),
});
export const paymentMethodsResponse = z.object({ data: z.array(paymentMethodSchema) });

const fieldValuesSchema = z
  .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.null()]))
  .default({});

/** A redirect target after a hosted payment page: a path on this site or an allowed origin. */
const redirectUrl = z.string().trim().min(1).max(2000);

export const createDepositSchema = z.object({
  method: z.string().trim().min(1).max(100),
  fields: fieldValuesSchema,
  currency: z
    .string()
    .trim()
    .min(2)
    .max(10)
    .transform((code) => code.toUpperCase()),
  amount: majorAmountSchema,
  accountId: z.string().max(100),
  redirect: z.object({ success: redirectUrl, error: redirectUrl }).optional(),
  bonusId: z.union([z.string().max(100), z.number().int()]).nullish(),
  isBonusDecline: z.boolean().optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "Two-letter country code")
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type CreateDeposit = z.infer<typeof createDepositSchema>;

export const createWithdrawalSchema = z.object({
  method: z.string().trim().min(1).max(100),
  fields: fieldValuesSchema,
  currency: z
    .string()
    .trim()
    .min(2)
    .max(10)
    .transform((code) => code.toUpperCase()),
  amount: majorAmountSchema,
  accountId: z.string().max(100),
  /** With two-factor sign-in on: the authenticator's 6 digits or a recovery code. */
  twoFactorCode: z.string().max(32).optional(),
});
export type CreateWithdrawal = z.infer<typeof createWithdrawalSchema>;

/** Crypto deposit details: where to send, as text and as a QR image (PNG data URL). */
export const cryptoPublicDataSchema = z.object({
  address: z.string(),
  qr: z.string(),
  network: z.string(),
  memo: z.string().optional(),
});
export type CryptoPublicData = z.infer<typeof cryptoPublicDataSchema>;

/** What a payer reads on a `form` (bank transfer reference) or `manual` (cash agent) deposit. */
export const paymentInstructionSchema = z.object({
  key: z.string(),
  labels: localizedSchema,
  value: z.string(),
});

export const ACTIONS = ["redirect", "qr", "form", "manual"] as const;
export type PaymentAction = (typeof ACTIONS)[number];

/**
 * The invoice (ARCHITECTURE "Reference shapes"). publicData holds what the provider gave for
 * the payer: `{ address, qr, network, memo? }` for crypto, `{ redirectUrl }` for hosted pages,
 * `{ instructions: [...] }` for bank transfers and cash agents; `{}` for withdrawals.
 */
export const invoiceSchema = z.object({
  id: z.string(),
  /** Deposits: the player's deposit count when it succeeded (1 = first deposit); withdrawals:
   * the count of the player's successful withdrawals. Null until the invoice succeeds. */
  number: z.number().int().nullable(),
  amount: z.string(),
  currency: z.string(),
  status: invoiceStatusSchema,
  paymentMethod: z.string(),
  invoiceType: z.enum(PAYMENT_DIRECTIONS),
  action: z.enum(ACTIONS),
  accountId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publicData: z.record(z.string(), z.unknown()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const depositResponseSchema = z.object({
  /** What the app does next: open redirectUrl, show the QR, show fields, or wait (manual). */
  action: z.enum(ACTIONS),
  method: z.string(),
  invoiceId: z.string(),
  /** Details to show the payer (bank transfer reference, agent contact); empty otherwise. */
  fields: z.array(paymentInstructionSchema),
  type: z.literal("deposit"),
  /** Crypto: the address and QR; null otherwise. */
  qr: cryptoPublicDataSchema.nullable(),
  /** Redirect: the provider's hosted page; null otherwise. */
  redirectUrl: z.string().nullable(),
  invoice: invoiceSchema,
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;
export const depositResponse = z.object({ data: depositResponseSchema });

export const invoiceResponse = z.object({ data: invoiceSchema });

const statusQuery = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().pipe(invoiceStatusSchema)).max(3).optional(),
);
const dateQuery = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .optional()
  .describe("ISO date (2024-05-01) or date-time");

export const invoicesQuery = z.object({
  type: z.enum(PAYMENT_DIRECTIONS).optional(),
  /** `status=1` or `status[]=1&status[]=2`. */
  status: statusQuery,
  "status[]": statusQuery,
  currency: z
    .string()
    .trim()
    .min(2)
    .max(10)
    .transform((code) => code.toUpperCase())
    .optional(),
  dateFrom: dateQuery,
  dateTo: dateQuery,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type InvoicesQuery = z.infer<typeof invoicesQuery>;
export const invoicesResponse = z.object({ data: z.array(invoiceSchema), meta: pageMetaSchema });

export const invoiceParams = z.object({ id: z.string().max(100) });

export const moneySumSchema = z.object({ currency: z.string(), amount: z.string() });
/** Successful invoices of the player. */
export const invoiceStatisticsSchema = z.object({
  depositCount: z.number().int(),
  depositSum: z.array(moneySumSchema),
  withdrawalCount: z.number().int(),
  withdrawalSum: z.array(moneySumSchema),
});
export const invoiceStatisticsResponse = z.object({ data: invoiceStatisticsSchema });

/** Operator API: the invoice with whose it is. */
export const operatorInvoiceSchema = invoiceSchema.extend({
  playerId: z.string(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  fields: z.record(z.string(), z.string()),
});
export const operatorInvoicesQuery = z.object({
  status: z.coerce.number().pipe(invoiceStatusSchema).default(1),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export const operatorInvoicesResponse = z.object({
  data: z.array(operatorInvoiceSchema),
  meta: pageMetaSchema,
});
export const operatorInvoiceResponse = z.object({ data: operatorInvoiceSchema });

/** Realtime on `payment:invoices#{playerId}`: the invoice's latest state. */
export type InvoiceMessage = RealtimeMessage<
  "invoice.deposit.updated" | "invoice.withdrawal.updated",
  Invoice
>;
