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

const session = (expiresAt: number) => ({ accessToken: "a", refreshToken: "r", expiresAt });

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
    expect(
      sessionFromAuth({ accessToken: withExp, refreshToken: "r", expiresAfter: 900 }, 0),
    ).toEqual({ accessToken: withExp, refreshToken: "r", expiresAt: 2_000_000 });
    expect(
      sessionFromAuth({ accessToken: "opaque", refreshToken: "r", expiresAfter: 900 }, 5),
    ).toMatchObject({ expiresAt: 900_005 });
  });
});

describe("session storage", () => {
  it("keeps Telegram sessions under their own key, one kind at a time", () => {
    const storage = memoryStorage();
    writeStoredSession(storage, session(1), "web");
    expect(storage.values.has(SESSION_STORAGE_KEY)).toBe(true);
    expect(readStoredSession(storage)).toEqual({ session: session(1), kind: "web" });
    writeStoredSession(storage, session(2), "telegram");
    expect(storage.values.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(storage.values.has(TELEGRAM_SESSION_STORAGE_KEY)).toBe(true);
    expect(readStoredSession(storage)).toEqual({ session: session(2), kind: "telegram" });
    clearStoredSession(storage);
    expect(readStoredSession(storage)).toBeNull();
  });

  it("drops an unreadable entry", () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, "{broken");
    expect(readStoredSession(storage)).toBeNull();
    expect(storage.values.size).toBe(0);
  });
});
