import { describe, expect, it } from "vitest";
import { fakeJwt, memoryStorage } from "./test-support.ts";
import {
  SESSION_STORAGE_KEY,
  TELEGRAM_SESSION_STORAGE_KEY,
  TOKEN_EXPIRY_MARGIN_MS,
  clearStoredSession,
  isTokenExpired,
  readStoredSession,
  sessionFromAuth,
  tokenExpiresAt,
  writeStoredSession,
} from "./token-storage.ts";

const session = (expiresAt: number) => ({ accessToken: "a", expiresAt });

describe("token expiry", () => {
  it("reads exp from the JWT payload in milliseconds", () => {
    expect(tokenExpiresAt(fakeJwt({ sub: "p", exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    expect(tokenExpiresAt("not-a-jwt")).toBeNull();
    expect(tokenExpiresAt(fakeJwt({ sub: "p" }))).toBeNull();
    expect(tokenExpiresAt("a.%%%.c")).toBeNull();
  });

  it("counts a token as expired 10 s before exp", () => {
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(10_000);
    const exp = 100_000;
    expect(isTokenExpired(session(exp), exp - 10_001)).toBe(false);
    expect(isTokenExpired(session(exp), exp - 10_000)).toBe(true);
    expect(isTokenExpired(session(exp), exp + 1)).toBe(true);
  });

  it("stores the exp of the token, or now + expiresAfter when the token has none", () => {
    const withExp = fakeJwt({ exp: 2000 });
    expect(sessionFromAuth({ accessToken: withExp, expiresAfter: 900 }, 0)).toEqual({
      accessToken: withExp,
      expiresAt: 2_000_000,
    });
    expect(sessionFromAuth({ accessToken: "opaque", expiresAfter: 900 }, 5)).toMatchObject({
      expiresAt: 900_005,
    });
  });
});

describe("session storage", () => {
  it("keeps only a marker, Telegram sessions under their own key, one kind at a time", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, "web", 1);
    expect(storage.values.get(SESSION_STORAGE_KEY)).toBe('{"since":1}');
    expect(readStoredSession(storage)).toEqual({ kind: "web" });
    writeStoredSession(storage, "telegram", 2);
    expect(storage.values.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(storage.values.has(TELEGRAM_SESSION_STORAGE_KEY)).toBe(true);
    expect(readStoredSession(storage)).toEqual({ kind: "telegram" });
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });

  it("drops an unreadable entry, and tokens an older build kept there", () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, "{broken");
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ accessToken: "a", refreshToken: "r", expiresAt: session(1).expiresAt }),
    );
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.values.size).toBe(0);
  });
});
