import { createHash, randomBytes } from "node:crypto";

/**
 * Launch tokens (POST /api/game/games/{id}/play): 32 random bytes, base64url. The provider's
 * seamless-wallet calls carry the token; only its SHA-256 is stored, so a leaked database can't
 * be used to move a player's money.
 */
export function newLaunchToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLaunchToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
