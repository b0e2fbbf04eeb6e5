import type { Server } from "node:http";
import type { Config } from "../../config.ts";

/**
 * The origin players reach us at: PUBLIC_URL's origin. When PUBLIC_URL names port 0 (PORT=0
 * without PUBLIC_URL: test servers on a random port), the address actually bound is used.
 */
export function publicOrigin(config: Pick<Config, "PUBLIC_URL">, server?: Server): string {
  const url = new URL(config.PUBLIC_URL);
  if (url.port === "0" && server) {
    const address = server.address();
    if (address && typeof address === "object") {
      const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
      return `${url.protocol}//${host}:${address.port}`;
    }
  }
  return url.origin;
}

/** Origins a social sign-in may send the browser back to: PUBLIC_URL plus SOCIAL_REDIRECT_ORIGINS. */
export function allowedRedirectOrigins(
  config: Pick<Config, "PUBLIC_URL" | "SOCIAL_REDIRECT_ORIGINS">,
  server?: Server,
): string[] {
  const origins = [publicOrigin(config, server)];
  for (const value of config.SOCIAL_REDIRECT_ORIGINS) {
    try {
      origins.push(new URL(value).origin);
    } catch {
      // Not a URL: ignored.
    }
  }
  return [...new Set(origins)];
}

/** The callback page of the web app a provider returns to. */
export function socialCallbackUrl(origin: string, provider: string): string {
  return `${origin}/auth/social/${provider}/callback`;
}
