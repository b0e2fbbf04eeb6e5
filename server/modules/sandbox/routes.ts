import { z } from "zod";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { AppError } from "../../platform/errors.ts";
import { listSandboxMessages } from "../../providers/mail/mailbox.ts";
import { renderMailboxPage } from "./page.ts";

const tags = ["sandbox"];
export const MAILBOX_PAGE_SIZE = 50;

const mailboxQuery = z.object({
  to: z.string().trim().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(MAILBOX_PAGE_SIZE),
});

const sandboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const mailboxResponse = z.object({ data: z.array(sandboxMessageSchema) });

/** Sandboxed document: the mail's own HTML may not run scripts or load anything remote. */
const MAIL_HTML_CSP =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; frame-ancestors 'none'";

/**
 * Developer pages (only with SANDBOX_PAGES): /sandbox/mailbox lists what the sandbox mail and
 * SMS adapters kept; /sandbox/mailbox.json is the same for tests and scripts.
 */
export async function registerSandboxRoutes(app: HttpServer, platform: Platform): Promise<void> {
  const { config, db } = platform;
  if (!config.SANDBOX_PAGES) return;
  if (config.NODE_ENV === "production") {
    app.log.warn(
      "Sandbox pages are on (/sandbox/mailbox shows every sandbox e-mail and SMS, reset links " +
        "included): set SANDBOX_PAGES=false on a public deployment",
    );
  }

  const toFilter = (to: string | undefined) => (to ? to.toLowerCase() : undefined);

  app.get(
    "/sandbox/mailbox.json",
    {
      schema: {
        tags,
        summary: "Newest sandbox e-mails and SMS (developer page; only with SANDBOX_PAGES)",
        querystring: mailboxQuery,
        response: { 200: mailboxResponse },
      },
    },
    async (request, reply) => {
      const { to, limit } = request.query;
      reply.header("cache-control", "no-store");
      return { data: await listSandboxMessages(db, { limit, to: toFilter(to) }) };
    },
  );

  app.get(
    "/sandbox/mailbox",
    { schema: { hide: true, querystring: mailboxQuery } },
    async (request, reply) => {
      const { to, limit } = request.query;
      const messages = await listSandboxMessages(db, { limit, to: toFilter(to) });
      reply.header("cache-control", "no-store");
      reply.type("text/html; charset=utf-8");
      return renderMailboxPage(messages, { to, styleNonce: reply.cspNonce?.style });
    },
  );

  app.get(
    "/sandbox/mailbox/:id.html",
    { schema: { hide: true, params: z.object({ id: z.string().regex(/^\d{1,18}$/) }) } },
    async (request, reply) => {
      const id = BigInt(request.params.id);
      const [message] = await listSandboxMessages(db, { limit: 1, beforeId: id + 1n });
      if (!message || message.id !== request.params.id || !message.html) {
        throw AppError.notFound("No such message");
      }
      reply.header("cache-control", "no-store");
      reply.header("content-security-policy", MAIL_HTML_CSP);
      reply.type("text/html; charset=utf-8");
      return message.html;
    },
  );
}
