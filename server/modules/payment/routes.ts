import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createDepositSchema,
  createWithdrawalSchema,
  depositResponse,
  invoiceParams,
  invoiceResponse,
  invoiceStatisticsResponse,
  invoicesQuery,
  invoicesResponse,
  operatorInvoiceResponse,
  operatorInvoicesQuery,
  operatorInvoicesResponse,
  paymentMethodsQuery,
  paymentMethodsResponse,
} from "../../../contracts/payment.ts";
import { requestCountry } from "../../platform/country.ts";
import { AppError } from "../../platform/errors.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import type { PaymentProvider } from "../../providers/payments/provider.ts";
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from "../../providers/payments/sandbox/provider.ts";
import { registerSandboxPaymentRoutes } from "../../providers/payments/sandbox/routes.ts";
import { requirePlayer } from "../player/auth.ts";
import type { Ledger } from "../wallet/ledger.ts";
import {
  AUTO_APPROVE_JOB,
  createPaymentService,
  type ClientPlatform,
  type PaymentService,
} from "./service.ts";

const tags = ["payment"];
const operatorTags = ["operator"];
const security = [{ bearerAuth: [] }];

export interface PaymentModule {
  service: PaymentService;
  providers: ReadonlyMap<string, PaymentProvider>;
  /** The sandbox provider when PAYMENT_SANDBOX is on. */
  sandbox?: SandboxPaymentProvider;
}

function platformOf(request: FastifyRequest): ClientPlatform {
  return request.headers["x-platform"] === "tg" ? "tg" : "web";
}

/** SHA-256 first, so the comparison takes the same time whatever the lengths. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The payment module: providers (the sandbox by default), the service and its jobs. Its HTTP
 * surfaces are registered by registerPaymentRoutes (under /api) and registerPaymentCallbacks (at
 * the root: /callbacks/payments/{provider} and the sandbox's pages).
 */
export function createPaymentModule(
  app: HttpServer,
  platform: Platform,
  ledger: Ledger,
): PaymentModule {
  const { config, db, jobs, outbox } = platform;
  const providers = new Map<string, PaymentProvider>();
  let sandbox: SandboxPaymentProvider | undefined;
  if (config.PAYMENT_SANDBOX) {
    sandbox = createSandboxPaymentProvider({
      db,
      config,
      jobs,
      // The sandbox posts its webhooks to our own endpoint, through the whole HTTP pipeline
      // (routing, signature check) but without a network hop: it works behind any proxy.
      deliver: async (body, headers) => {
        const response = await app.inject({
          method: "POST",
          url: "/callbacks/payments/sandbox",
          payload: body,
          headers,
        });
        return response.statusCode;
      },
    });
    providers.set(sandbox.key, sandbox);
    sandbox.registerJobs(jobs);
  }
  const service = createPaymentService({
    db,
    outbox,
    events: platform.events,
    jobs,
    ledger,
    config,
    providers,
  });
  jobs.register<{ invoiceId?: unknown }>(AUTO_APPROVE_JOB, async (payload) => {
    if (typeof payload.invoiceId !== "string") return;
    try {
      await service.operator.approveWithdrawal(payload.invoiceId);
    } catch (error) {
      // Already declined by the player or decided by an operator: nothing to do.
      if (error instanceof AppError && error.status < 500) return;
      throw error;
    }
  });
  return { service, providers, sandbox };
}

/** /payment/* (player) and /operator/payments/* (operator token), under the /api prefix. */
export async function registerPaymentRoutes(
  api: HttpServer,
  platform: Platform,
  module: PaymentModule,
): Promise<void> {
  const { config } = platform;
  const { service } = module;

  api.get(
    "/payment/methods/:direction",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Deposit or withdrawal methods for a currency and country",
        description:
          "currency defaults to the active account's, country to the request's country header " +
          "(the app sends paymentGeo). Cash-agent methods come first. x-platform: tg hides " +
          "methods not offered in the Telegram mini app. Deposits answer 403 with code 13100 " +
          "when the player's deposit limit is reached.",
        params: z.object({ direction: z.enum(["deposit", "withdrawal"]) }),
        querystring: paymentMethodsQuery,
        response: { 200: paymentMethodsResponse },
      },
    },
    async (request) => ({
      data: await service.listMethods(requirePlayer(request).id, request.params.direction, {
        currency: request.query.currency,
        country: request.query.country ?? requestCountry(request, config),
        platform: platformOf(request),
      }),
    }),
  );

  api.post(
    "/payment/invoices/deposit",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Start a deposit",
        description:
          "Answers what to do next: action redirect (open redirectUrl), qr (show qr.address " +
          "and qr.qr), form (show fields: payment details) or manual (a cash agent; fields say " +
          "whom). The invoice stays pending (status 1) until the provider's webhook or an " +
          "operator decides; invoice.deposit.updated follows on payment:invoices#{playerId}. " +
          "Bad amount, currency, method or form field: 400 with fields; another player's " +
          "account: 404.",
        body: createDepositSchema,
        response: { 200: depositResponse },
      },
    },
    async (request) => ({
      data: await service.createDeposit(requirePlayer(request).id, request.body, {
        country: requestCountry(request, config),
        platform: platformOf(request),
      }),
    }),
  );

  api.post(
    "/payment/invoices/withdrawal",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Request a withdrawal",
        description:
          "The amount moves from realBalance to lockedBalance at once and waits for an " +
          "operator (or the sandbox's auto-approval). More than the withdrawable balance: 400.",
        body: createWithdrawalSchema,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({
      data: await service.createWithdrawal(requirePlayer(request).id, request.body, {
        country: requestCountry(request, config),
        platform: platformOf(request),
      }),
    }),
  );

  api.get(
    "/payment/invoices",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's invoices, newest first",
        querystring: invoicesQuery,
        response: { 200: invoicesResponse },
      },
    },
    async (request) => service.listInvoices(requirePlayer(request).id, request.query),
  );

  api.get(
    "/payment/invoices/statistics",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Count and sums per currency of the player's successful invoices",
        response: { 200: invoiceStatisticsResponse },
      },
    },
    async (request) => ({ data: await service.statistics(requirePlayer(request).id) }),
  );

  api.put(
    "/payment/invoices/:id/decline",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Cancel a pending invoice",
        description:
          "A pending deposit fails (status 3); a pending withdrawal fails and its locked money " +
          "returns to realBalance. A final invoice: 400. Unknown or another player's: 404.",
        params: invoiceParams,
        response: { 200: invoiceResponse },
      },
    },
    async (request) => ({
      data: await service.decline(requirePlayer(request).id, request.params.id),
    }),
  );

  // Operator API: bearer OPERATOR_TOKEN (or x-operator-token), compared in constant time.
  await api.register(async (scope) => {
    const operator = scope.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", async (request) => {
      const header = request.headers.authorization;
      const bearer =
        typeof header === "string" ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
      const alternative = request.headers["x-operator-token"];
      const given = bearer ?? (typeof alternative === "string" ? alternative : undefined);
      if (!tokenMatches(given, config.secrets.operatorToken)) {
        throw AppError.unauthorized("Operator token required");
      }
    });
    const operatorSecurity = [{ bearerAuth: [] }];

    for (const type of ["withdrawals", "deposits"] as const) {
      operator.get(
        `/operator/payments/${type}`,
        {
          schema: {
            tags: operatorTags,
            security: operatorSecurity,
            summary: `${type === "withdrawals" ? "Withdrawals" : "Deposits"} by status (default 1, pending), oldest first`,
            querystring: operatorInvoicesQuery,
            response: { 200: operatorInvoicesResponse },
          },
        },
        async (request) =>
          service.operator.list(type === "withdrawals" ? "withdrawal" : "deposit", request.query),
      );
    }

    operator.post(
      "/operator/payments/withdrawals/:id/approve",
      {
        schema: {
          tags: operatorTags,
          security: operatorSecurity,
          summary: "Approve a pending withdrawal: its locked money leaves to the provider",
          params: invoiceParams,
          response: { 200: operatorInvoiceResponse },
        },
      },
      async (request) => ({ data: await service.operator.approveWithdrawal(request.params.id) }),
    );

    operator.post(
      "/operator/payments/withdrawals/:id/decline",
      {
        schema: {
          tags: operatorTags,
          security: operatorSecurity,
          summary: "Decline a pending withdrawal: its locked money returns to realBalance",
          params: invoiceParams,
          response: { 200: operatorInvoiceResponse },
        },
      },
      async (request) => ({ data: await service.operator.declineWithdrawal(request.params.id) }),
    );

    operator.post(
      "/operator/payments/deposits/:id/approve",
      {
        schema: {
          tags: operatorTags,
          security: operatorSecurity,
          summary: "Confirm a pending deposit (cash agent received the money): credits the player",
          params: invoiceParams,
          response: { 200: operatorInvoiceResponse },
        },
      },
      async (request) => ({ data: await service.operator.approveDeposit(request.params.id) }),
    );
  });
}

/** POST /callbacks/payments/{provider} (signed webhooks) and the sandbox provider's pages. */
export async function registerPaymentCallbacks(
  app: HttpServer,
  platform: Platform,
  module: PaymentModule,
): Promise<void> {
  await app.register(async (scope) => {
    const callbacks = scope.withTypeProvider<ZodTypeProvider>();
    // The signature covers the exact bytes: keep the raw body, parse it in the provider.
    callbacks.removeAllContentTypeParsers();
    callbacks.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    callbacks.post(
      "/callbacks/payments/:provider",
      {
        schema: {
          tags: ["callbacks"],
          summary: "Payment provider webhook (HMAC-SHA256 of the raw body in x-signature)",
          description:
            "Forged or missing signature: 401. Unknown invoice: 404. A repeated transaction id " +
            "changes nothing and answers the stored result.",
          params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,40}$/) }),
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await module.service.handleWebhook(
          request.params.provider,
          raw,
          request.headers,
        );
        return reply.status(result.status).send(result.body);
      },
    );
  });
  if (module.sandbox) {
    await registerSandboxPaymentRoutes(app, { db: platform.db, provider: module.sandbox });
  }
}
