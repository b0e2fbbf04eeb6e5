import { describe, expect, it } from "vitest";
import { createDocumentCache, documentCacheKey } from "./document-cache.server.ts";

const text = (bytes: Uint8Array | undefined) =>
  bytes === undefined ? undefined : new TextDecoder().decode(bytes);

describe("document cache", () => {
  it("answers a stored document with the new response's nonce in place of the old", () => {
    const cache = createDocumentCache();
    cache.set("k", '<script nonce="abc123">é</script><p>abc123</p>', "abc123");
    expect(text(cache.get("k", "def456"))).toBe('<script nonce="def456">é</script><p>def456</p>');
    expect(cache.get("other", "def456")).toBeUndefined();
  });

  it("forgets a document once its time is up, and the least recently used past the bound", () => {
    let now = 0;
    const cache = createDocumentCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set("a", "A", "n1");
    cache.set("b", "B", "n1");
    expect(text(cache.get("a", "n2"))).toBe("A");
    cache.set("c", "C", "n1");
    expect(cache.get("b", "n2")).toBeUndefined();
    expect(text(cache.get("a", "n2"))).toBe("A");
    now = 1000;
    expect(cache.get("a", "n2")).toBeUndefined();
  });
});

describe("documentCacheKey", () => {
  it("tells documents apart by address and loader data, never by the nonce", () => {
    const key = (data: unknown) => documentCacheKey("http://x/games", data);
    expect(key({ root: { locale: "en", nonce: "a" } })).toBe(
      key({ root: { locale: "en", nonce: "b" } }),
    );
    expect(key({ root: { locale: "en" } })).not.toBe(key({ root: { locale: "de" } }));
    expect(documentCacheKey("http://x/", {})).not.toBe(documentCacheKey("http://x/games", {}));
  });

  it("gives no key to data JSON cannot tell apart", () => {
    expect(documentCacheKey("http://x/", { page: { at: new Date(0) } })).toBeUndefined();
    expect(documentCacheKey("http://x/", { page: Promise.resolve(1) })).toBeUndefined();
    expect(documentCacheKey("http://x/", { page: new Map() })).toBeUndefined();
  });
});
