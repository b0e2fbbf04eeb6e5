import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Cache } from "../../../platform/cache.ts";

/**
 * A rotated-out refresh token presented again within this time (two tabs, a retried request)
 * gets the same successor instead of ending the session; later it counts as reuse.
 */
export const REFRESH_GRACE_MS = 20_000;

/**
 * The successor of a just-rotated refresh token, kept for REFRESH_GRACE_MS so an identical
 * concurrent refresh gets the same answer. It is stored encrypted under a key derived from the
 * old token, and found by the old token's hash: the cache alone (Redis, a dump) yields no usable
 * token, only someone who presents the old one does.
 */
const keyOf = (oldToken: string) =>
  `player:refresh-grace:v1:${createHash("sha256").update(oldToken).digest("hex")}`;
const cipherKey = (oldToken: string) =>
  createHash("sha256").update(`refresh-grace:${oldToken}`).digest();

export async function keepGraceSuccessor(
  cache: Cache,
  oldToken: string,
  successor: string,
): Promise<void> {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  const value = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  await cache.set(keyOf(oldToken), value, REFRESH_GRACE_MS);
}

export async function readGraceSuccessor(
  cache: Cache,
  oldToken: string,
): Promise<string | undefined> {
  const value = await cache.get<string>(keyOf(oldToken));
  if (typeof value !== "string") return undefined;
  try {
    const bytes = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(oldToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
