import { z } from "zod";

/**
 * Identity verification ("know your customer", SPEC §7 /api/player/documents and
 * /api/player/services/sumsub/auth). Named kyc because "verification" already names e-mail
 * verification (contracts/verification.ts, server/modules/player/verification).
 */

export const DOCUMENT_TYPES = ["identity", "address", "payment"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** player.document.status of the settings constants. */
export const DOCUMENT_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;

/** Files a player may upload, recognised by their first bytes, never by their name. */
export const DOCUMENT_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/pdf",
] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

export const playerDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  /** 1 pending, 2 approved, 3 rejected. */
  status: z.number().int(),
  fileName: z.string(),
  mimeType: z.enum(DOCUMENT_MIME_TYPES),
  size: z.number().int(),
  /** Why an operator rejected it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

export const documentsResponse = z.object({ data: z.array(playerDocumentSchema) });
export const documentResponse = z.object({ data: playerDocumentSchema });
export const documentParams = z.object({ id: z.string().max(100) });

/**
 * The player's verification: none (nothing started), pending (documents or an applicant under
 * review), verified (identity approved: documents or the provider's GREEN answer), rejected.
 */
export const VERIFICATION_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const verificationSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The provider's or the operator's reason for a rejection. */
  reason: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** Withdrawals above this (base currency) need a verified identity; null = any withdrawal. */
  withdrawalThreshold: z.string().nullable(),
  baseCurrency: z.string(),
});
export type Verification = z.infer<typeof verificationSchema>;
export const verificationResponse = z.object({ data: verificationSchema });

/** POST /api/player/services/sumsub/auth: what the provider's WebSDK starts with. */
export const sumsubAuthSchema = z.object({
  token: z.string(),
  userId: z.string(),
  levelName: z.string(),
  expiresAt: z.string(),
  /** The sandbox's applicant page (no real provider configured); null with the real WebSDK. */
  sandboxUrl: z.string().nullable(),
});
export type SumsubAuth = z.infer<typeof sumsubAuthSchema>;
export const sumsubAuthResponse = z.object({ data: sumsubAuthSchema });

export const operatorDocumentSchema = playerDocumentSchema.extend({ playerId: z.string() });
export const operatorDocumentsResponse = z.object({ data: z.array(operatorDocumentSchema) });
export const operatorDocumentsQuery = z.object({
  status: z.coerce.number().int().min(1).max(3).default(1),
});
export const reviewDocumentSchema = z.strictObject({
  decision: z.enum(["approve", "reject"]),
  reason: z.string().trim().min(1).max(500).optional(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;
export const operatorPlayerParams = z.object({ playerId: z.string().max(100) });
