import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

/**
 * Access tokens: HS256 JWTs signed with config.secrets.jwtSecret.
 * Claims: `sub` = player id, `sid` = session id, `iat`, `exp`.
 */

const ALGORITHM = "HS256";
const encoder = new TextEncoder();
const keys = new Map<string, Uint8Array>();

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = encoder.encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export interface AccessTokenClaims {
  playerId: string;
  sessionId?: string;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
}

export async function signAccessToken(
  input: { playerId: string; sessionId?: string; ttlSeconds: number },
  secret: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT(input.sessionId ? { sid: input.sessionId } : {})
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(input.playerId)
    .setIssuedAt(now)
    .setExpirationTime(now + input.ttlSeconds);
  return jwt.sign(keyFor(secret));
}

/** Verifies signature, algorithm and expiry; null for anything invalid (never throws for bad input). */
export async function verifyAccessTokenClaims(
  token: string,
  secret: string,
): Promise<AccessTokenClaims | null> {
  if (typeof token !== "string" || token.length === 0 || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ["sub", "exp"],
    });
    if (typeof payload.sub !== "string" || payload.sub.length === 0) return null;
    if (typeof payload.exp !== "number") return null;
    const sid = payload["sid"];
    return {
      playerId: payload.sub,
      sessionId: typeof sid === "string" && sid.length > 0 ? sid : undefined,
      expiresAt: payload.exp,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function verifyAccessToken(
  token: string,
  secret: string,
): Promise<{ playerId: string; sessionId?: string } | null> {
  const claims = await verifyAccessTokenClaims(token, secret);
  if (!claims) return null;
  return claims.sessionId
    ? { playerId: claims.playerId, sessionId: claims.sessionId }
    : { playerId: claims.playerId };
}
