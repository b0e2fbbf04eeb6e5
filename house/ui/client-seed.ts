/**
 * The client seed rule of house/fair/seeds.ts (1–64 printable ASCII characters, no spaces),
 * checked here too so the player hears about a bad seed before the round trip; the server
 * checks again.
 */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export function isValidClientSeed(text: string): boolean {
  return CLIENT_SEED.test(text);
}

/** A suggestion like the server's own: 10 random bytes as 20 hex characters. */
export function randomClientSeed(
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = new Uint8Array(10);
  fill(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
