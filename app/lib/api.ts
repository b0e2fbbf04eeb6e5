import { localeCodes } from "../../contracts/settings.ts";
import { createApiClient, type ApiClient, type UnauthorizedContext } from "./api-client.ts";
import { localeFromPath } from "./locale.ts";

/**
 * The browser's one API client (SPEC §7 "Common"). Features call it from TanStack Query hooks;
 * the player feature plugs the session in with `configureApiSession` (a fresh token before each
 * call, and the one handler for 401/403), so lib never depends on a feature.
 */

export interface ApiSessionHooks {
  /** The access token, refreshed first when it is about to expire; null for a guest. */
  getToken: () => Promise<string | null>;
  onUnauthorized: (status: 401 | 403, context: UnauthorizedContext) => void;
}

let hooks: ApiSessionHooks | null = null;

/** Called once by the session layer. */
export function configureApiSession(next: ApiSessionHooks): void {
  hooks = next;
}

/** The locale of the page the call is made from (its path prefix; en without one). */
function pageLocale(): string | null {
  return typeof window === "undefined"
    ? null
    : localeFromPath(window.location.pathname, localeCodes);
}

export const apiClient: ApiClient = createApiClient({
  baseUrl: "",
  getToken: () => hooks?.getToken() ?? null,
  getLocale: pageLocale,
  onUnauthorized: (status, context) => hooks?.onUnauthorized(status, context),
});

/** A client with no session: sign-in, registration and refresh calls that carry no bearer. */
export const anonymousApiClient: ApiClient = createApiClient({
  baseUrl: "",
  getLocale: pageLocale,
});
