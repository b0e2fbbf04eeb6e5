import { randomBytes } from "node:crypto";
import type { AuthResponse, Fingerprint, FormPayload } from "../../contracts/player.ts";
import type { TestApp } from "./app.ts";

/** A fingerprint result as @fingerprintjs/fingerprintjs reports it. */
export function testFingerprint(visitorId = randomBytes(10).toString("hex")): Fingerprint {
  return { visitorId, confidence: { score: 0.9 } };
}

export const TEST_PASSWORD = "correct horse battery";

/** A unique, valid registration payload; override any field. */
export function registrationPayload(overrides: FormPayload = {}): FormPayload {
  return {
    email: `player-${randomBytes(6).toString("hex")}@example.com`,
    password: TEST_PASSWORD,
    currency: "EUR",
    country: "DE",
    birthdate: "1990-04-12",
    agreements: true,
    receiveEmailPromo: false,
    ...overrides,
  };
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch + JSON for the API of a test app; `token` becomes the bearer. */
export async function api<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers["authorization"] = `Bearer ${options.token}`;
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** The refresh token a response set in its HttpOnly cookie, if it set one. */
export function refreshTokenFrom(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const match = /^sevens_refresh=([^;]*)/.exec(cookie);
    if (match) return match[1] || undefined;
  }
  return undefined;
}

/** POST /api/player/sessions/refresh as a browser would: the token in the refresh cookie. */
export async function refreshSession(
  app: TestApp,
  refreshToken: string,
): Promise<
  JsonResponse<{ data: AuthResponse; error?: { code: number; message: string } }> & {
    refreshToken?: string;
  }
> {
  const response = await api<{ data: AuthResponse; error?: { code: number; message: string } }>(
    app,
    "POST",
    "/api/player/sessions/refresh",
    { headers: { cookie: `sevens_refresh=${refreshToken}` } },
  );
  return { ...response, refreshToken: refreshTokenFrom(response.headers) };
}

/**
 * Registers a player over HTTP and returns the auth response (plus the password and e-mail
 * used, and the refresh token of its cookie). Throws with the server's answer if registration
 * fails.
 */
export async function registerPlayer(
  app: TestApp,
  overrides: FormPayload = {},
  options: { headers?: Record<string, string>; affiliateTag?: string } = {},
): Promise<AuthResponse & { password: string; email: string; refreshToken: string }> {
  const payload = registrationPayload(overrides);
  const response = await api<{ data: AuthResponse | null }>(app, "POST", "/api/player/register", {
    body: { payload, fingerprint: testFingerprint(), affiliateTag: options.affiliateTag },
    headers: options.headers,
  });
  if (response.status !== 200 || !response.body.data) {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return {
    ...response.body.data,
    password: String(payload.password),
    email: String(payload.email),
    refreshToken: refreshTokenFrom(response.headers) ?? "",
  };
}

/** Signs in over HTTP with e-mail and password; returns the raw response. */
export function signIn(
  app: TestApp,
  credentials: { email?: string; phone?: string; password: string; twoFactorCode?: string },
  headers?: Record<string, string>,
): Promise<JsonResponse<{ data: AuthResponse; error?: { code: number; message: string } }>> {
  return api(app, "POST", "/api/player/sessions", {
    body: { ...credentials, fingerprint: testFingerprint() },
    headers,
  });
}
