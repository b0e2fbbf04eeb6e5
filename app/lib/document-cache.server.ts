/**
 * Rendered documents, kept a few seconds: the server renders no session (every page is a guest's
 * until the browser restores one), so two requests for the same address with the same loader
 * data get the same document but for the CSP nonce: the document is kept, encoded, in the pieces
 * between its nonces and put together around each response's own. Loaders still run on every
 * request; only React's render (and encoding the text) is skipped.
 */

/** Short enough that a page rendering the time of day is never noticeably stale. */
const DOCUMENT_CACHE_TTL_MS = 10_000;
const DOCUMENT_CACHE_MAX_ENTRIES = 200;

interface Entry {
  /** The document in the pieces between its nonces, encoded once. */
  pieces: Buffer[];
  expiresAt: number;
}

export interface DocumentCache {
  /** The stored document with `nonce` in place, as bytes (no per-response encoding), or undefined. */
  get(key: string, nonce: string): Uint8Array<ArrayBuffer> | undefined;
  set(key: string, html: string, nonce: string): void;
}

export function createDocumentCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): DocumentCache {
  const ttlMs = options.ttlMs ?? DOCUMENT_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? DOCUMENT_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  // A Map in least-recently-used order.
  const entries = new Map<string, Entry>();
  return {
    get(key, nonce) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      const nonceBytes = Buffer.from(nonce);
      return Buffer.concat(
        entry.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonceBytes, piece])),
      );
    },
    set(key, html, nonce) {
      entries.delete(key);
      const pieces = html.split(nonce).map((piece) => Buffer.from(piece));
      entries.set(key, { pieces, expiresAt: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
  };
}

/**
 * The key of a document: its address and every loader's data (which the document embeds), the
 * per-response nonce left out. Undefined when the data holds anything JSON cannot tell apart
 * (a promise streamed later, a date, a map…): such a document is rendered every time.
 */
export function documentCacheKey(url: string, loaderData: unknown): string | undefined {
  let plain = true;
  const data = JSON.stringify(
    loaderData,
    function (this: Record<string, unknown>, key: string, value: unknown) {
      if (key === "nonce") return undefined;
      // The value before toJSON: a Date must not pass as its string.
      const original = key === "" ? loaderData : this[key];
      if (original !== null && typeof original === "object" && !Array.isArray(original)) {
        const prototype = Object.getPrototypeOf(original) as unknown;
        if (prototype !== Object.prototype && prototype !== null) plain = false;
      }
      return value;
    },
  );
  return plain ? `${url}\n${data}` : undefined;
}
