import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature every provider callback carries (payment webhooks, seamless-wallet calls): hex
 * HMAC-SHA256 of the exact body bytes under the provider's secret.
 */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** Constant-time check of a hex signature (missing or malformed → false). */
export function verifySignature(
  secret: string,
  body: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), "hex");
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), "hex"));
}
