import type { Config } from "../../../config.ts";
import type { HttpServer } from "../../../platform/http.ts";

/**
 * The refresh token travels only in an HttpOnly cookie scoped to the refresh route
 * (docs/decisions/003): no script on the page can read it, and the browser sends it nowhere
 * else. Every answer that starts or rotates a session carries it as Set-Cookie; its JSON body
 * never does.
 */
export const REFRESH_COOKIE = "sevens_refresh";
export const REFRESH_COOKIE_PATH = "/api/player/sessions/refresh";
/** As long as a session may idle (SESSION_IDLE_MS): the cookie outlives no session. */
const REFRESH_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function attributes(config: Pick<Config, "PUBLIC_URL">, maxAgeSeconds: number): string {
  const secure = config.PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

export function refreshCookie(token: string, config: Pick<Config, "PUBLIC_URL">): string {
  return `${REFRESH_COOKIE}=${token}; ${attributes(config, REFRESH_COOKIE_MAX_AGE_SECONDS)}`;
}

export function clearedRefreshCookie(config: Pick<Config, "PUBLIC_URL">): string {
  return `${REFRESH_COOKIE}=; ${attributes(config, 0)}`;
}

/** The refresh token from a Cookie header, if it carries one. */
export function readRefreshCookie(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === REFRESH_COOKIE) {
      const token = value.join("=");
      return token.length > 0 && token.length <= 512 ? token : undefined;
    }
  }
  return undefined;
}

/**
 * Moves `data.refreshToken` of any API answer into the cookie, before the body is serialized:
 * one place for registration, sign-in, token, social and Telegram sign-in and refresh.
 */
export function moveRefreshTokenToCookie(
  api: HttpServer,
  config: Pick<Config, "PUBLIC_URL">,
): void {
  api.addHook("preSerialization", async (_request, reply, payload: unknown) => {
    if (typeof payload !== "object" || payload === null || !("data" in payload)) return payload;
    const data = (payload as { data: unknown }).data;
    if (typeof data !== "object" || data === null || !("refreshToken" in data)) return payload;
    const { refreshToken, ...rest } = data as { refreshToken: unknown };
    if (typeof refreshToken === "string")
      reply.header("set-cookie", refreshCookie(refreshToken, config));
    return { ...payload, data: rest };
  });
}
