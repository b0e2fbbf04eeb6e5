import { randomBytes } from "node:crypto";
import { z } from "zod";
import { resolveBotToken } from "../../modules/player/telegram/bot-token.ts";
import { signInitData } from "../../modules/player/telegram/init-data.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { publicOrigin } from "./origins.ts";

/**
 * The sandbox Telegram bot: without TELEGRAM_BOT_TOKEN, /sandbox/telegram signs mini app launch
 * data (initData) for any test Telegram user with the generated sandbox token, and links to
 * the app opened the way Telegram opens a mini app (`#tgWebAppData=…`). Served only with the
 * sandbox pages (SANDBOX_PAGES) and never with a real bot token.
 */

const userQuery = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 52)
    .default(100_000_001),
  first_name: z.string().max(64).default("Sandbox"),
  last_name: z.string().max(64).optional(),
  username: z.string().max(32).optional(),
  language_code: z.string().max(10).default("en"),
  start_param: z.string().max(64).optional(),
});
type UserQuery = z.infer<typeof userQuery>;

function initDataFor(query: UserQuery, botToken: string): string {
  const user: Record<string, string | number> = { id: query.id, first_name: query.first_name };
  if (query.last_name) user["last_name"] = query.last_name;
  if (query.username) user["username"] = query.username;
  user["language_code"] = query.language_code;
  const fields: Record<string, string> = {
    query_id: `sandbox${Date.now()}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    // Telegram adds its Ed25519 signature for third parties to every launch, and the mini-app
    // SDK refuses launch data without one; the sandbox has no Telegram key, so any value will do
    // (the server checks the bot token's hash, which covers it).
    signature: randomBytes(64).toString("base64url"),
  };
  if (query.start_param) fields["start_param"] = query.start_param;
  return signInitData(fields, botToken);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

export async function registerSandboxTelegram(app: HttpServer, platform: Platform): Promise<void> {
  const { config } = platform;
  const botToken = resolveBotToken(config);
  if (!config.SANDBOX_PAGES || !botToken.isSandbox) return;

  app.get(
    "/sandbox/telegram.json",
    { schema: { hide: true, querystring: userQuery } },
    async (request) => ({ data: { initData: initDataFor(request.query, botToken.token) } }),
  );

  app.get(
    "/sandbox/telegram",
    { schema: { hide: true, querystring: userQuery } },
    async (request, reply) => {
      const query = request.query;
      const initData = initDataFor(query, botToken.token);
      const appUrl =
        `${publicOrigin(config, app.server)}/#tgWebAppData=${encodeURIComponent(initData)}` +
        "&tgWebAppVersion=8.0&tgWebAppPlatform=web";
      const input = (name: keyof UserQuery, label: string) =>
        `<label>${label} <input name="${name}" value="${escapeHtml(String(query[name] ?? ""))}"></label>`;
      return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox Telegram</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px}
label{display:block;margin:8px 0}textarea{width:100%;height:120px}</style></head>
<body><h1>Sandbox Telegram mini app launch</h1>
<p>Signed with the sandbox bot token; valid for ${config.TELEGRAM_AUTH_MAX_AGE_SECONDS} s.</p>
<form method="get">
${input("id", "Telegram user id")}${input("first_name", "First name")}${input("last_name", "Last name")}
${input("username", "Username")}${input("language_code", "Language code")}${input("start_param", "Start parameter")}
<button type="submit">Sign</button></form>
<h2>initData</h2><textarea readonly>${escapeHtml(initData)}</textarea>
<p><a href="${escapeHtml(appUrl)}">Open the app as this Telegram user</a></p>
</body></html>`);
    },
  );
}
