import { createHash } from "node:crypto";
import type { Cache } from "../../../platform/cache.ts";
import { sealSecret, unsealSecret } from "../verification/codes.ts";

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

export async function keepGraceSuccessor(
  cache: Cache,
  oldToken: string,
  successor: string,
): Promise<void> {
  await cache.set(keyOf(oldToken), sealSecret(successor, oldToken), REFRESH_GRACE_MS);
}

export async function readGraceSuccessor(
  cache: Cache,
  oldToken: string,
): Promise<string | undefined> {
  const value = await cache.get<string>(keyOf(oldToken));
  if (typeof value !== "string") return undefined;
  try {
    return unsealSecret(value, oldToken);
  } catch {
    return undefined;
  }
}
