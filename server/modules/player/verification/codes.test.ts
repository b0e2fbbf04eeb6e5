import { describe, expect, it } from "vitest";
import {
  hashLinkCode,
  hashOtp,
  isLinkCodeShape,
  isOtpShape,
  newLinkCode,
  newOtp,
  sameHash,
  sealSecret,
  unsealSecret,
} from "./codes.ts";

describe("link codes", () => {
  it("are 32 random bytes in base64url, never repeating", () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newLinkCode()));
    expect(codes.size).toBe(1000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(code, "base64url")).toHaveLength(32);
      expect(isLinkCodeShape(code)).toBe(true);
    }
  });

  it("refuses anything that cannot be a link code before any lookup", () => {
    for (const text of ["", "short", "x".repeat(44), `${"x".repeat(42)}=`, `${"x".repeat(42)}/`]) {
      expect(isLinkCodeShape(text)).toBe(false);
    }
  });

  it("are stored as SHA-256 hex that does not contain the code", () => {
    const code = newLinkCode();
    const hash = hashLinkCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashLinkCode(code));
    expect(hash).not.toBe(hashLinkCode(newLinkCode()));
  });
});

describe("one-time codes", () => {
  it("are 6 digits with leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 5000 }, () => newOtp());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 5000 draws from a million values: a handful of repeats at most, and small values occur.
    expect(new Set(codes).size).toBeGreaterThan(4950);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(newOtp(4)).toMatch(/^\d{4}$/);
  });

  it("check their shape", () => {
    expect(isOtpShape("012345")).toBe(true);
    for (const text of ["12345", "1234567", "12a456", " 12345", "١٢٣٤٥٦"]) {
      expect(isOtpShape(text)).toBe(false);
    }
  });

  it("hash with their row id, so equal codes of different rows differ", () => {
    expect(hashOtp("a", "123456")).toBe(hashOtp("a", "123456"));
    expect(hashOtp("a", "123456")).not.toBe(hashOtp("b", "123456"));
    expect(hashOtp("a", "123456")).not.toBe(hashOtp("a", "123457"));
  });
});

describe("sameHash", () => {
  it("compares hex hashes, refusing different lengths and empty ones", () => {
    const hash = hashLinkCode("x");
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, hashLinkCode("y"))).toBe(false);
    expect(sameHash(hash, hash.slice(0, 62))).toBe(false);
    expect(sameHash("", "")).toBe(false);
  });
});

describe("sealed secrets", () => {
  const secret = "s".repeat(64);

  it("round-trip, differ each time and hide the secret", () => {
    const first = sealSecret('{"code":"123456"}', secret);
    const second = sealSecret('{"code":"123456"}', secret);
    expect(first).not.toBe(second);
    expect(first).not.toContain("123456");
    expect(unsealSecret(first, secret)).toBe('{"code":"123456"}');
  });

  it("refuse a changed text or another key", () => {
    const sealed = sealSecret("hello", secret);
    const raw = Buffer.from(sealed, "base64url");
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => unsealSecret(raw.toString("base64url"), secret)).toThrow();
    expect(() => unsealSecret(sealed, "t".repeat(64))).toThrow();
    expect(() => unsealSecret("abc", secret)).toThrow();
  });
});
