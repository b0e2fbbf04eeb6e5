/**
 * SHA-256 of a server seed's text, computed in the visitor's own browser (Web Crypto), so the
 * comparison with the hash shown before play does not rest on the studio's word. Web Crypto
 * exists only in secure contexts (https, localhost); elsewhere this returns null and the page
 * shows the studio's hash instead.
 */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
) {
  if (!subtle) return null;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
