import { inArray } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { currencies, paymentMethods } from "../../../db/schema.ts";
import { AppError } from "../../../platform/errors.ts";
import type { HttpServer } from "../../../platform/http.ts";
import { renderCheckoutPage, renderControlPage } from "./page.ts";
import type { SandboxOutcome, SandboxPaymentProvider, SandboxSession } from "./provider.ts";

const params = z.object({ id: z.string().regex(/^sbx_[0-9a-f]{32}$/) });
const outcomeParams = params.extend({ outcome: z.enum(["approve", "decline"]) });
const OUTCOME: Record<"approve" | "decline", SandboxOutcome> = {
  approve: "approved",
  decline: "declined",
};

async function subunits(db: Db, codes: string[]): Promise<Map<string, bigint>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: currencies.code, subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  return new Map(rows.map((row) => [row.code, row.subunitToUnit]));
}

function wantsJson(accept: string | undefined): boolean {
  return typeof accept === "string" && accept.includes("application/json");
}

function sessionJson(session: SandboxSession) {
  return {
    id: session.id,
    invoiceId: session.merchantReference,
    method: session.method,
    status: session.status,
    amount: session.amount.toString(),
    currency: session.currency,
  };
}

/**
 * The sandbox provider's own pages (what a real provider hosts on its domain):
 * - GET /sandbox/payments/checkout/{id}: hosted checkout; its Approve / Decline forms post to
 *   …/approve and …/decline, which send the signed webhook and redirect the payer back to the
 *   invoice's redirect.success or redirect.error;
 * - GET /sandbox/payments: control page of pending deposits; POST
 *   /sandbox/payments/sessions/{id}/approve|decline confirms one now (JSON with Accept: json).
 */
export async function registerSandboxPaymentRoutes(
  app: HttpServer,
  deps: { db: Db; provider: SandboxPaymentProvider },
): Promise<void> {
  const { db, provider } = deps;

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    // The pages' forms post application/x-www-form-urlencoded (they carry no fields).
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get(
      "/sandbox/payments/checkout/:id",
      { schema: { hide: true, params } },
      async (request, reply) => {
        const session = await provider.session(request.params.id);
        if (!session || session.direction !== "deposit") {
          throw AppError.notFound("No such sandbox payment");
        }
        const [method] = await db
          .select({ names: paymentMethods.names })
          .from(paymentMethods)
          .where(inArray(paymentMethods.id, [session.method]));
        const factors = await subunits(db, [session.currency]);
        reply.header("cache-control", "no-store");
        reply.type("text/html; charset=utf-8");
        return renderCheckoutPage(session, {
          methodName: method?.names["en"] ?? session.method,
          subunitToUnit: factors.get(session.currency) ?? 1n,
          styleNonce: reply.cspNonce?.style,
        });
      },
    );

    scope.post(
      "/sandbox/payments/checkout/:id/:outcome",
      { schema: { hide: true, params: outcomeParams } },
      async (request, reply) => {
        const existing = await provider.session(request.params.id);
        if (!existing || existing.direction !== "deposit") {
          throw AppError.notFound("No such sandbox payment");
        }
        const session = await provider.complete(existing.id, OUTCOME[request.params.outcome]);
        if (!session) throw AppError.notFound("No such sandbox payment");
        const target =
          session.status === "approved" ? session.returnUrls?.success : session.returnUrls?.error;
        return reply.redirect(target ?? "/", 303);
      },
    );

    scope.get("/sandbox/payments", { schema: { hide: true } }, async (_request, reply) => {
      const sessions = (await provider.listSessions({ status: "pending", limit: 100 })).filter(
        (session) => session.direction === "deposit",
      );
      const factors = await subunits(db, [...new Set(sessions.map((s) => s.currency))]);
      reply.header("cache-control", "no-store");
      reply.type("text/html; charset=utf-8");
      return renderControlPage(
        sessions.map((session) => ({
          session,
          subunitToUnit: factors.get(session.currency) ?? 1n,
        })),
        { styleNonce: reply.cspNonce?.style },
      );
    });

    scope.post(
      "/sandbox/payments/sessions/:id/:outcome",
      { schema: { hide: true, params: outcomeParams } },
      async (request, reply) => {
        const existing = await provider.session(request.params.id);
        if (!existing || existing.direction !== "deposit") {
          throw AppError.notFound("No such sandbox payment");
        }
        const session = await provider.complete(existing.id, OUTCOME[request.params.outcome]);
        if (!session) throw AppError.notFound("No such sandbox payment");
        if (wantsJson(request.headers.accept)) return { data: sessionJson(session) };
        return reply.redirect("/sandbox/payments", 303);
      },
    );
  });
}
