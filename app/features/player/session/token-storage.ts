import { z } from "zod";

/**
 * Where a session lives in the browser (SPEC §4 Session): the access token, the refresh token
 * and when the access token expires, in local storage so every tab shares one session. Telegram
 * players keep theirs under their own key. Pure: the storage is passed in.
 */

export const SESSION_STORAGE_KEY = "sevens:session";
export const TELEGRAM_SESSION_STORAGE_KEY = "sevens:tg-session";
/** SPEC §9: a token counts as expired 10 s before its exp. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Epoch milliseconds when the access token expires (its exp claim). */
  expiresAt: z.number(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;

export type SessionKind = "web" | "telegram";

const keyOf = (kind: SessionKind) =>
  kind === "telegram" ? TELEGRAM_SESSION_STORAGE_KEY : SESSION_STORAGE_KEY;

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The exp claim of a JWT in epoch milliseconds, read without verifying; null if unreadable. */
export function tokenExpiresAt(accessToken: string): number | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== "object" || claims === null || !("exp" in claims)) return null;
    const exp = claims.exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True from TOKEN_EXPIRY_MARGIN_MS before the token's expiry on. */
export function isTokenExpired(
  session: Pick<StoredSession, "expiresAt">,
  now: number,
  marginMs: number = TOKEN_EXPIRY_MARGIN_MS,
): boolean {
  return now >= session.expiresAt - marginMs;
}

/** What to store from an auth response: expiry from the token's exp, else from expiresAfter. */
export function sessionFromAuth(
  auth: { accessToken: string; refreshToken: string; expiresAfter: number },
  now: number,
): StoredSession {
  return {
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    expiresAt: tokenExpiresAt(auth.accessToken) ?? now + auth.expiresAfter * 1000,
  };
}

function readKey(storage: KeyValueStorage, key: string): StoredSession | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // unreadable: dropped below
  }
  storage.removeItem(key);
  return null;
}

/** The stored session and whose it is (a Telegram session wins), or null. */
export function readStoredSession(
  storage: KeyValueStorage,
): { session: StoredSession; kind: SessionKind } | null {
  const telegram = readKey(storage, TELEGRAM_SESSION_STORAGE_KEY);
  if (telegram) return { session: telegram, kind: "telegram" };
  const web = readKey(storage, SESSION_STORAGE_KEY);
  return web ? { session: web, kind: "web" } : null;
}

/** Stores a session under its kind's key; the other kind's session is removed. */
export function writeStoredSession(
  storage: KeyValueStorage,
  session: StoredSession,
  kind: SessionKind,
): void {
  storage.setItem(keyOf(kind), JSON.stringify(session));
  storage.removeItem(keyOf(kind === "telegram" ? "web" : "telegram"));
}

export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  storage.removeItem(TELEGRAM_SESSION_STORAGE_KEY);
}
