import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import {
  DOCUMENT_TYPES,
  documentParams,
  documentResponse,
  documentsResponse,
  operatorDocumentSchema,
  operatorDocumentsQuery,
  operatorDocumentsResponse,
  operatorPlayerParams,
  playerDocumentSchema,
  reviewDocumentSchema,
  sumsubAuthResponse,
  verificationResponse,
  verificationSchema,
  type DocumentType,
} from "../../../contracts/kyc.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { HttpServer } from "../../platform/http.ts";
import { AppError } from "../../platform/errors.ts";
import { registerOperatorScope } from "../../platform/operator-token.ts";
import type { Platform } from "../../platform/platform.ts";
import {
  createSandboxVerificationProvider,
  renderApplicantPage,
  type SandboxVerificationProvider,
} from "../../providers/kyc/sandbox.ts";
import { createSumsubProvider, type VerificationProvider } from "../../providers/kyc/sumsub.ts";
import type { PaymentModule } from "../payment/routes.ts";
import { requirePlayer } from "../player/auth.ts";
import { createKycService, type DocumentFile, type KycService } from "./service.ts";
import { filesystemStorage, s3Storage, type DocumentStorage } from "./storage.ts";

const tags = ["verification"];

export interface KycModule {
  service: KycService;
  /** The sandbox provider when no real one is configured. */
  sandbox?: SandboxVerificationProvider;
}
const security = [{ bearerAuth: [] }];

function storageFor(config: Platform["config"]): DocumentStorage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return filesystemStorage(path.join(config.DATA_DIR, "documents"));
}

/** A document's bytes as a download only its owner (or the operator) gets. */
function sendFile(reply: FastifyReply, file: DocumentFile) {
  reply.header("cache-control", "private, no-store");
  reply.header("x-content-type-options", "nosniff");
  reply.header(
    "content-disposition",
    `attachment; filename="${file.fileName.replace(/[^\w .-]/g, "_")}"`,
  );
  reply.type(file.mimeType);
  return reply.send(Buffer.from(file.bytes));
}

/**
 * Identity verification (SPEC §7): /player/documents (multipart upload, checked by content),
 * /player/services/sumsub/auth (the WebSDK token), /player/verification, the operator's review
 * API, the provider's signed webhooks at /callbacks/kyc/sumsub, and the sandbox applicant page.
 * Withdrawals that need a verified identity are refused through the payment module's hook.
 */
export async function registerKycRoutes(
  app: HttpServer,
  api: HttpServer,
  platform: Platform,
  modules: { payments?: PaymentModule },
): Promise<KycModule> {
  const { config, db, jobs } = platform;
  let sandbox: SandboxVerificationProvider | undefined;
  let provider: VerificationProvider;
  if (
    config.SUMSUB_APP_TOKEN &&
    config.SUMSUB_SECRET_KEY &&
    config.SUMSUB_WEBHOOK_SECRET &&
    !config.KYC_SANDBOX
  ) {
    provider = createSumsubProvider({
      baseUrl: config.SUMSUB_BASE_URL,
      appToken: config.SUMSUB_APP_TOKEN,
      secretKey: config.SUMSUB_SECRET_KEY,
      webhookSecret: config.SUMSUB_WEBHOOK_SECRET,
    });
  } else {
    sandbox = createSandboxVerificationProvider({
      db,
      jobs,
      secret: config.secrets.providerSecret,
      publicUrl: config.PUBLIC_URL,
      // Through the whole HTTP pipeline (routing, signature check), without a network hop.
      deliver: async (body, headers) => {
        const response = await app.inject({
          method: "POST",
          url: "/callbacks/kyc/sumsub",
          payload: body,
          headers,
        });
        return response.statusCode;
      },
    });
    provider = sandbox;
  }
  const kyc = createKycService({
    db,
    storage: storageFor(config),
    provider,
    settings: {
      withdrawalThreshold: config.KYC_WITHDRAWAL_THRESHOLD,
      requiredCountries: config.KYC_REQUIRED_COUNTRIES,
      levelName: config.SUMSUB_LEVEL_NAME,
      maxBytes: config.DOCUMENT_MAX_BYTES,
    },
  });
  modules.payments?.service.setWithdrawalCheck((tx, input) => kyc.assertMayWithdraw(tx, input));

  api.get(
    "/player/documents",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's documents, newest first",
        response: { 200: documentsResponse },
      },
    },
    async (request) => ({ data: await kyc.listDocuments(requirePlayer(request).id) }),
  );

  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.post(
      "/player/documents",
      {
        preHandler: api.authenticate,
        schema: {
          tags,
          security,
          summary: "Upload a document (multipart: `type` then `file`)",
          description:
            "type is identity, address or payment. The file must be a JPEG, PNG, WebP or PDF by " +
            "its content (not its name; anything else: 400 fields.file) and at most " +
            "DOCUMENT_MAX_BYTES (413). It waits for review with status 1.",
          consumes: ["multipart/form-data"],
          response: { 200: documentResponse },
        },
      },
      async (request) => {
        const player = requirePlayer(request);
        if (!request.isMultipart()) {
          throw AppError.validation({ file: ["Send the document as multipart/form-data"] });
        }
        let type: DocumentType | undefined;
        let upload: { fileName: string; bytes: Uint8Array } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === "field" && part.fieldname === "type") {
              const value = String(part.value);
              if ((DOCUMENT_TYPES as readonly string[]).includes(value))
                type = value as DocumentType;
            } else if (part.type === "file" && part.fieldname === "file" && !upload) {
              const bytes = await part.toBuffer();
              upload = { fileName: part.filename, bytes: new Uint8Array(bytes) };
            } else if (part.type === "file") {
              await part.toBuffer();
            }
          }
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            throw new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE, "The file is too large", {
              file: [
                `Files up to ${Math.floor(config.DOCUMENT_MAX_BYTES / (1024 * 1024))} MB are accepted`,
              ],
            });
          }
          throw AppError.validation({ file: ["The upload could not be read"] });
        }
        const fields: Record<string, string[]> = {};
        if (!type) fields.type = ["Choose identity, address or payment"];
        if (!upload) fields.file = ["Choose a file to upload"];
        if (!type || !upload) throw AppError.validation(fields);
        return { data: await kyc.upload(player.id, { type, ...upload }) };
      },
    );
  });

  api.delete(
    "/player/documents/:id",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Delete a pending or rejected document (approved ones stay: 400)",
        params: documentParams,
        response: { 200: z.object({ data: z.null() }) },
      },
    },
    async (request) => {
      await kyc.remove(requirePlayer(request).id, request.params.id);
      return { data: null };
    },
  );

  api.get(
    "/player/documents/:id/file",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The document's file, for its owner only (404 for anyone else)",
        params: documentParams,
      },
    },
    async (request, reply) =>
      sendFile(reply, await kyc.file(request.params.id, requirePlayer(request).id)),
  );

  api.get(
    "/player/verification",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's identity verification: none, pending, verified or rejected",
        response: { 200: verificationResponse },
      },
    },
    async (request) => ({ data: await kyc.verification(requirePlayer(request).id) }),
  );

  api.post(
    "/player/services/sumsub/auth",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "An access token for the verification provider's WebSDK",
        description:
          "Sumsub's POST /resources/accessTokens/sdk (userId = player id). Without a real " +
          "provider, sandboxUrl is the sandbox applicant page that plays it.",
        response: { 200: sumsubAuthResponse },
      },
    },
    async (request) => ({ data: await kyc.startCheck(requirePlayer(request).id) }),
  );

  // Operator API: bearer OPERATOR_TOKEN (or x-operator-token).
  await registerOperatorScope(api, config.secrets.operatorToken, (operator) => {
    const operatorTags = ["operator"];
    operator.get(
      "/operator/kyc/documents",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Documents by status (default 1, waiting for review), oldest first",
          querystring: operatorDocumentsQuery,
          response: { 200: operatorDocumentsResponse },
        },
      },
      async (request) => ({ data: await kyc.operator.list(request.query.status) }),
    );
    operator.post(
      "/operator/kyc/documents/:id/review",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Approve or reject a document (a rejection needs a reason)",
          description: "An approved identity document verifies the player.",
          params: documentParams,
          body: reviewDocumentSchema,
          response: { 200: z.object({ data: operatorDocumentSchema }) },
        },
      },
      async (request) => ({ data: await kyc.operator.review(request.params.id, request.body) }),
    );
    operator.get(
      "/operator/kyc/documents/:id/file",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "A document's file",
          params: documentParams,
        },
      },
      async (request, reply) => sendFile(reply, await kyc.file(request.params.id)),
    );
    operator.get(
      "/operator/kyc/players/:playerId",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "A player's verification and documents",
          params: operatorPlayerParams,
          response: {
            200: z.object({
              data: z.object({
                verification: verificationSchema,
                documents: z.array(playerDocumentSchema),
              }),
            }),
          },
        },
      },
      async (request) => ({ data: await kyc.operator.player(request.params.playerId) }),
    );
  });

  return { service: kyc, sandbox };
}

/** Outside /api: the provider's webhooks at /callbacks/kyc/sumsub and the sandbox applicant page. */
export async function registerKycCallbacks(app: HttpServer, module: KycModule): Promise<void> {
  // The provider's signed webhooks: the signature covers the exact bytes.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      "/callbacks/kyc/sumsub",
      {
        schema: {
          tags: ["callbacks"],
          summary: "Verification review webhook (HMAC-SHA256 of the raw body in x-payload-digest)",
          description: "Forged or missing digest: 401. A repeated event changes nothing.",
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await module.service.applyWebhook(raw, request.headers);
        return { ok: true };
      },
    );
  });

  if (module.sandbox) {
    const applicant = module.sandbox;
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string" },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      const query = z.object({ token: z.string().max(2000) });
      scope.get("/sandbox/kyc", { schema: { hide: true } }, async (request, reply) => {
        const parsed = query.safeParse(request.query);
        if (!parsed.success) throw AppError.notFound("This verification link has expired");
        const { token } = parsed.data;
        if (!applicant.readToken(token))
          throw AppError.notFound("This verification link has expired");
        reply.header("cache-control", "no-store");
        reply.type("text/html; charset=utf-8");
        return renderApplicantPage({ token, styleNonce: reply.cspNonce?.style });
      });
      scope.post("/sandbox/kyc", { schema: { hide: true } }, async (request, reply) => {
        const parsed = query.safeParse(request.query);
        if (!parsed.success) throw AppError.notFound("This verification link has expired");
        const { token } = parsed.data;
        const applicantData = applicant.readToken(token);
        if (!applicantData) throw AppError.notFound("This verification link has expired");
        const form = z
          .object({ answer: z.enum(["GREEN", "RED"]), comment: z.string().max(200).optional() })
          .safeParse(request.body);
        if (!form.success) throw AppError.validation({ answer: ["Choose Approve or Reject"] });
        await applicant.review({
          userId: applicantData.userId,
          answer: form.data.answer,
          comment: form.data.comment || undefined,
        });
        reply.header("cache-control", "no-store");
        reply.type("text/html; charset=utf-8");
        return renderApplicantPage({
          token,
          done: form.data.answer,
          styleNonce: reply.cspNonce?.style,
        });
      });
    });
  }
}
