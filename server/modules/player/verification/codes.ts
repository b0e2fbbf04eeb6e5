import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { OTP_LENGTH } from "../../../../contracts/verification.ts";

/** Link codes (e-mail verification, password reset): 32 random bytes, base64url (43 chars). */
export function newLinkCode(): string {
  return randomBytes(32).toString("base64url");
}

const LINK_CODE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string can be a link code at all (anything else is refused without a lookup). */
export function isLinkCodeShape(code: string): boolean {
  return LINK_CODE.test(code);
}

/** What is stored for a link code: SHA-256, hex. The code itself is never stored. */
export function hashLinkCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/** A one-time code of `length` decimal digits, uniformly random (leading zeros kept). */
export function newOtp(length: number = OTP_LENGTH): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, "0");
}

export function isOtpShape(code: string, length: number = OTP_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}

/**
 * What is stored for a one-time code: SHA-256 of "<row id>:<digits>", so equal codes of
 * different rows never share a hash and a hash says nothing without its row id.
 */
export function hashOtp(codeId: string, code: string): string {
  return createHash("sha256").update(`${codeId}:${code}`).digest("hex");
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * Seals a secret (a code on its way to the mail job) with AES-256-GCM under a key derived from
 * a server secret, so the jobs table never holds a usable code in clear.
 */
export function sealSecret(secret: string, serverSecret: string): string {
  const key = sealingKey(serverSecret);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret of sealSecret; throws when the text was changed or sealed under another key. */
export function unsealSecret(sealed: string, serverSecret: string): string {
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 28) throw new Error("sealed secret is too short");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(serverSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "sevens", "player-message-secrets", 32));
}
