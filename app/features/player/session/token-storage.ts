import * as z from "zod/mini";

/**
 * Where a session lives in the browser (SPEC §4 Session, docs/decisions/003). The access token
 * and its expiry stay in memory (StoredSession); the refresh token is an HttpOnly cookie no
 * script can read. Local storage keeps only a marker that this browser has a session (so every
 * tab restores it with a refresh) and whose it is: Telegram players under their own key. Pure:
 * the storage is passed in.
 */

export const SESSION_STORAGE_KEY = "sevens:session";
export const TELEGRAM_SESSION_STORAGE_KEY = "sevens:tg-session";
/** SPEC §9: a token counts as expired 10 s before its exp. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The session of this tab, in memory: the access token and when it expires. */
export interface StoredSession {
  accessToken: string;
  /** Epoch milliseconds when the access token expires (its exp claim). */
  expiresAt: number;
}

/** What local storage holds: no token, only that a session exists since when. */
const sessionMarkerSchema = z.strictObject({ since: z.number() });

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

/** The in-memory session of an auth response: expiry from the token's exp, else expiresAfter. */
export function sessionFromAuth(
  auth: { accessToken: string; expiresAfter: number },
  now: number,
): StoredSession {
  return {
    accessToken: auth.accessToken,
    expiresAt: tokenExpiresAt(auth.accessToken) ?? now + auth.expiresAfter * 1000,
  };
}

function hasMarker(storage: KeyValueStorage, key: string): boolean {
  const raw = storage.getItem(key);
  if (raw === null) return false;
  try {
    if (sessionMarkerSchema.safeParse(JSON.parse(raw)).success) return true;
  } catch {
    // unreadable: dropped below
  }
  // Anything else (an older build kept tokens here) is removed, never kept.
  storage.removeItem(key);
  return false;
}

/** Whose session this browser has (a Telegram session wins), or null. */
export function readStoredSession(storage: KeyValueStorage): { kind: SessionKind } | null {
  if (hasMarker(storage, TELEGRAM_SESSION_STORAGE_KEY)) return { kind: "telegram" };
  return hasMarker(storage, SESSION_STORAGE_KEY) ? { kind: "web" } : null;
}

/** Marks a session of `kind`; the other kind's marker is removed. */
export function writeStoredSession(storage: KeyValueStorage, kind: SessionKind, now: number): void {
  storage.setItem(keyOf(kind), JSON.stringify({ since: now }));
  storage.removeItem(keyOf(kind === "telegram" ? "web" : "telegram"));
}

export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  storage.removeItem(TELEGRAM_SESSION_STORAGE_KEY);
}
