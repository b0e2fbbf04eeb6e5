import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { ErrorCode } from "../../../contracts/errors.ts";
import {
  DOCUMENT_STATUS,
  type DocumentMimeType,
  type DocumentType,
  type PlayerDocument,
  type ReviewDocument,
  type SumsubAuth,
  type Verification,
  type VerificationStatus,
} from "../../../contracts/kyc.ts";
import { baseEquivalent, parseMajor } from "../../../contracts/money.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import {
  currencies,
  kycWebhooks,
  playerDocuments,
  playerVerifications,
  players,
  type PlayerDocumentRow,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import {
  sumsubWebhookSchema,
  webhookDigestMatches,
  type VerificationProvider,
} from "../../providers/kyc/sumsub.ts";
import type { DocumentStorage } from "./storage.ts";
import { cleanFileName, detectDocumentType } from "./file-type.ts";

/** A player keeps at most this many documents (old rejected ones can be deleted). */
export const MAX_DOCUMENTS_PER_PLAYER = 20;
/** Life of a WebSDK access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

export interface KycSettings {
  /** Base-currency amount above which a withdrawal needs a verified identity. */
  withdrawalThreshold: string;
  requiredCountries: readonly string[];
  levelName: string;
  maxBytes: number;
}

export interface DocumentFile {
  bytes: Uint8Array;
  mimeType: string;
  fileName: string;
}

export interface KycService {
  listDocuments(playerId: string): Promise<PlayerDocument[]>;
  upload(
    playerId: string,
    input: { type: DocumentType; fileName: string | undefined; bytes: Uint8Array },
  ): Promise<PlayerDocument>;
  /** A pending or rejected document the player no longer wants; approved ones stay. */
  remove(playerId: string, id: string): Promise<void>;
  /** The bytes, for the owner (playerId) or the operator (no playerId). */
  file(id: string, playerId?: string): Promise<DocumentFile>;
  verification(playerId: string): Promise<Verification>;
  startCheck(playerId: string): Promise<SumsubAuth>;
  applyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void>;
  /** Refuses a withdrawal that needs a verified identity (13200). */
  assertMayWithdraw(
    tx: DbExecutor,
    input: { playerId: string; currency: string; amount: bigint },
  ): Promise<void>;
  operator: {
    list(status: number): Promise<(PlayerDocument & { playerId: string })[]>;
    review(id: string, decision: ReviewDocument): Promise<PlayerDocument & { playerId: string }>;
    player(playerId: string): Promise<{ verification: Verification; documents: PlayerDocument[] }>;
  };
}

function toDocument(row: PlayerDocumentRow): PlayerDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    fileName: row.fileName,
    mimeType: row.mimeType as DocumentMimeType,
    size: row.size,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createKycService(deps: {
  db: Db;
  storage: DocumentStorage;
  provider: VerificationProvider;
  settings: KycSettings;
}): KycService {
  const { db, storage, provider, settings } = deps;

  async function baseCurrency(executor: DbExecutor): Promise<string> {
    const [row] = await executor
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.isBase, true));
    return row?.code ?? "EUR";
  }

  async function setStatus(
    executor: DbExecutor,
    playerId: string,
    status: VerificationStatus,
    extra: { reason?: string | null; applicantId?: string } = {},
  ): Promise<void> {
    const values = {
      playerId,
      status,
      reason: extra.reason ?? null,
      updatedAt: new Date(),
      ...(extra.applicantId ? { applicantId: extra.applicantId } : {}),
    };
    await executor
      .insert(playerVerifications)
      .values(values)
      .onConflictDoUpdate({ target: playerVerifications.playerId, set: values });
  }

  async function statusOf(executor: DbExecutor, playerId: string) {
    const [row] = await executor
      .select()
      .from(playerVerifications)
      .where(eq(playerVerifications.playerId, playerId));
    return row;
  }

  async function verificationOf(executor: DbExecutor, playerId: string): Promise<Verification> {
    const row = await statusOf(executor, playerId);
    return {
      status: row?.status ?? "none",
      reason: row?.reason ?? null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      withdrawalThreshold: settings.withdrawalThreshold,
      baseCurrency: await baseCurrency(executor),
    };
  }

  async function documentsOf(executor: DbExecutor, playerId: string) {
    const rows = await executor
      .select()
      .from(playerDocuments)
      .where(eq(playerDocuments.playerId, playerId))
      .orderBy(desc(playerDocuments.createdAt));
    return rows.map(toDocument);
  }

  return {
    listDocuments: (playerId) => documentsOf(db, playerId),

    async upload(playerId, { type, fileName, bytes }) {
      if (bytes.length === 0) throw AppError.validation({ file: ["Choose a file to upload"] });
      if (bytes.length > settings.maxBytes) {
        throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, "The file is too large", {
          file: [`Files up to ${Math.floor(settings.maxBytes / (1024 * 1024))} MB are accepted`],
        });
      }
      const mimeType = detectDocumentType(bytes);
      if (!mimeType) {
        throw AppError.validation({
          file: ["Upload a photo (JPEG, PNG or WebP) or a PDF; this file is none of them"],
        });
      }
      const existing = await db
        .select({ id: playerDocuments.id })
        .from(playerDocuments)
        .where(eq(playerDocuments.playerId, playerId));
      if (existing.length >= MAX_DOCUMENTS_PER_PLAYER) {
        throw AppError.validation({
          file: [`You have ${MAX_DOCUMENTS_PER_PLAYER} documents: delete a rejected one first`],
        });
      }
      const id = randomUUID();
      const storageKey = `${playerId}/${id}`;
      await storage.put(storageKey, bytes, mimeType);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(playerDocuments)
            .values({
              id,
              playerId,
              type,
              fileName: cleanFileName(fileName),
              mimeType,
              size: bytes.length,
              storageKey,
            })
            .returning();
          if (!row) throw new Error("insert player_documents returned nothing");
          const current = await statusOf(tx, playerId);
          if (!current || current.status === "none" || current.status === "rejected") {
            await setStatus(tx, playerId, "pending");
          }
          return toDocument(row);
        });
      } catch (error) {
        // Nothing half-stored: the bytes go if the row could not be written.
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    async remove(playerId, id) {
      if (!UUID.test(id)) throw AppError.notFound("No such document");
      const [row] = await db
        .select()
        .from(playerDocuments)
        .where(and(eq(playerDocuments.id, id), eq(playerDocuments.playerId, playerId)));
      if (!row) throw AppError.notFound("No such document");
      if (row.status === DOCUMENT_STATUS.APPROVED) {
        throw AppError.validation(
          { id: ["An approved document stays on file"] },
          "An approved document stays on file",
        );
      }
      await db.delete(playerDocuments).where(eq(playerDocuments.id, id));
      await storage.delete(row.storageKey);
    },

    async file(id, playerId) {
      if (!UUID.test(id)) throw AppError.notFound("No such document");
      const conditions = [eq(playerDocuments.id, id)];
      if (playerId !== undefined) conditions.push(eq(playerDocuments.playerId, playerId));
      const [row] = await db
        .select()
        .from(playerDocuments)
        .where(and(...conditions));
      if (!row) throw AppError.notFound("No such document");
      return {
        bytes: await storage.get(row.storageKey),
        mimeType: row.mimeType,
        fileName: row.fileName,
      };
    },

    verification: (playerId) => verificationOf(db, playerId),

    async startCheck(playerId) {
      const current = await statusOf(db, playerId);
      if (current?.status === "verified") {
        throw AppError.validation(
          { verification: ["Your identity is already verified"] },
          "Your identity is already verified",
        );
      }
      const answer = await provider.accessToken({
        userId: playerId,
        levelName: settings.levelName,
        ttlInSecs: ACCESS_TOKEN_TTL_SECONDS,
      });
      await setStatus(db, playerId, "pending");
      return {
        token: answer.token,
        userId: answer.userId,
        levelName: settings.levelName,
        expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString(),
        sandboxUrl: provider.sandboxUrl(answer.token),
      };
    },

    async applyWebhook(rawBody, headers) {
      const digest = headers["x-payload-digest"];
      if (
        !webhookDigestMatches(
          provider.webhookSecret,
          rawBody,
          typeof digest === "string" ? digest : undefined,
        )
      ) {
        throw AppError.unauthorized("Bad webhook signature");
      }
      let event;
      try {
        event = sumsubWebhookSchema.parse(JSON.parse(rawBody.toString("utf8")));
      } catch {
        throw AppError.validation({ body: ["Not a verification event"] });
      }
      if (event.type !== "applicantReviewed" || !event.reviewResult) return;
      const playerId = event.externalUserId;
      if (!UUID.test(playerId)) throw AppError.notFound("Unknown applicant");
      const eventId = event.correlationId ?? `${event.applicantId}:${event.createdAtMs ?? ""}`;
      const { reviewAnswer, moderationComment, rejectLabels } = event.reviewResult;
      await db.transaction(async (tx) => {
        const [player] = await tx
          .select({ id: players.id })
          .from(players)
          .where(eq(players.id, playerId));
        if (!player) throw AppError.notFound("Unknown applicant");
        const claimed = await tx
          .insert(kycWebhooks)
          .values({ eventId, playerId })
          .onConflictDoNothing()
          .returning({ eventId: kycWebhooks.eventId });
        if (claimed.length === 0) return;
        if (reviewAnswer === "GREEN") {
          await setStatus(tx, playerId, "verified", { applicantId: event.applicantId });
        } else {
          const reason =
            moderationComment ?? (rejectLabels?.length ? rejectLabels.join(", ") : "Rejected");
          await setStatus(tx, playerId, "rejected", { reason, applicantId: event.applicantId });
        }
      });
    },

    async assertMayWithdraw(tx, { playerId, currency, amount }) {
      const current = await statusOf(tx, playerId);
      if (current?.status === "verified") return;
      const [player] = await tx
        .select({ country: players.country })
        .from(players)
        .where(eq(players.id, playerId));
      const base = await baseCurrency(tx);
      if (player?.country && settings.requiredCountries.includes(player.country.toUpperCase())) {
        throw new AppError(
          403,
          ErrorCode.VERIFICATION_REQUIRED,
          "Verify your identity before your first withdrawal",
        );
      }
      const [row] = await tx
        .select({ subunitToUnit: currencies.subunitToUnit, rate: currencies.rate })
        .from(currencies)
        .where(eq(currencies.code, currency));
      if (!row) return;
      const equivalent = baseEquivalent(amount, BigInt(row.subunitToUnit), String(row.rate));
      if (parseMajor(equivalent, 100n) > parseMajor(settings.withdrawalThreshold, 100n)) {
        throw new AppError(
          403,
          ErrorCode.VERIFICATION_REQUIRED,
          `Verify your identity to withdraw more than ${settings.withdrawalThreshold} ${base}`,
        );
      }
    },

    operator: {
      async list(status) {
        const rows = await db
          .select()
          .from(playerDocuments)
          .where(eq(playerDocuments.status, status))
          .orderBy(asc(playerDocuments.createdAt))
          .limit(200);
        return rows.map((row) => ({ ...toDocument(row), playerId: row.playerId }));
      },
      async review(id, { decision, reason }) {
        if (!UUID.test(id)) throw AppError.notFound("No such document");
        if (decision === "reject" && !reason) {
          throw AppError.validation({ reason: ["Say why the document is rejected"] });
        }
        return db.transaction(async (tx) => {
          const [row] = await tx
            .update(playerDocuments)
            .set({
              status: decision === "approve" ? DOCUMENT_STATUS.APPROVED : DOCUMENT_STATUS.REJECTED,
              reason: decision === "reject" ? (reason ?? null) : null,
              reviewedAt: new Date(),
            })
            .where(eq(playerDocuments.id, id))
            .returning();
          if (!row) throw AppError.notFound("No such document");
          const approvedIdentity = await tx
            .select({ id: playerDocuments.id })
            .from(playerDocuments)
            .where(
              and(
                eq(playerDocuments.playerId, row.playerId),
                eq(playerDocuments.type, "identity"),
                eq(playerDocuments.status, DOCUMENT_STATUS.APPROVED),
              ),
            );
          const pending = await tx
            .select({ id: playerDocuments.id })
            .from(playerDocuments)
            .where(
              and(
                eq(playerDocuments.playerId, row.playerId),
                inArray(playerDocuments.status, [DOCUMENT_STATUS.PENDING]),
              ),
            );
          const current = await statusOf(tx, row.playerId);
          if (approvedIdentity.length > 0) await setStatus(tx, row.playerId, "verified");
          else if (current?.status !== "verified") {
            await setStatus(
              tx,
              row.playerId,
              pending.length > 0 ? "pending" : "rejected",
              pending.length > 0 ? {} : { reason: reason ?? null },
            );
          }
          return { ...toDocument(row), playerId: row.playerId };
        });
      },
      async player(playerId) {
        if (!UUID.test(playerId)) throw AppError.notFound("No such player");
        return {
          verification: await verificationOf(db, playerId),
          documents: await documentsOf(db, playerId),
        };
      },
    },
  };
}
