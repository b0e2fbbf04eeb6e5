import { describe, expect, it } from "vitest";
import {
  AFFILIATE_TAG_STORAGE_KEY,
  DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS,
  readAffiliateTag,
  storeAffiliateTag,
  takeAffiliateTagFromSearch,
  type TagStorage,
} from "./affiliate-tag.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const start = Date.UTC(2025, 0, 1);

function memoryStorage(): TagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("affiliate tag", () => {
  it("is stored under affiliateTag for 30 days by default", () => {
    expect(DEFAULT_AFFILIATE_TAG_EXPIRATION_DAYS).toBe(30);
    const storage = memoryStorage();
    expect(storeAffiliateTag(storage, "partner-1", start)).toBe(true);
    expect(storage.data.has(AFFILIATE_TAG_STORAGE_KEY)).toBe(true);
    expect(readAffiliateTag(storage, start + 30 * DAY_MS - 1)).toBe("partner-1");
    expect(readAffiliateTag(storage, start + 30 * DAY_MS)).toBeNull();
    expect(storage.data.has(AFFILIATE_TAG_STORAGE_KEY)).toBe(false);
  });

  it("follows the configured expiration", () => {
    const storage = memoryStorage();
    storeAffiliateTag(storage, "partner-1", start, 7);
    expect(readAffiliateTag(storage, start + 7 * DAY_MS - 1)).toBe("partner-1");
    expect(readAffiliateTag(storage, start + 7 * DAY_MS)).toBeNull();
  });

  it("is never overwritten while it lasts", () => {
    const storage = memoryStorage();
    storeAffiliateTag(storage, "first", start);
    expect(storeAffiliateTag(storage, "second", start + 29 * DAY_MS)).toBe(false);
    expect(readAffiliateTag(storage, start + 29 * DAY_MS)).toBe("first");
  });

  it("is replaced by a new tag once expired", () => {
    const storage = memoryStorage();
    storeAffiliateTag(storage, "first", start);
    expect(storeAffiliateTag(storage, "second", start + 31 * DAY_MS)).toBe(true);
    expect(readAffiliateTag(storage, start + 31 * DAY_MS)).toBe("second");
  });

  it("ignores empty tags and drops unreadable entries", () => {
    const storage = memoryStorage();
    expect(storeAffiliateTag(storage, "   ", start)).toBe(false);
    storage.setItem(AFFILIATE_TAG_STORAGE_KEY, "not json");
    expect(readAffiliateTag(storage, start)).toBeNull();
    expect(storeAffiliateTag(storage, "fresh", start)).toBe(true);
  });

  it("is taken out of the address, keeping the other parameters", () => {
    expect(takeAffiliateTagFromSearch("?stag=abc&sign-up=true&page=2")).toEqual({
      tag: "abc",
      search: "?sign-up=true&page=2",
    });
    expect(takeAffiliateTagFromSearch("?stag=abc")).toEqual({ tag: "abc", search: "" });
    expect(takeAffiliateTagFromSearch("?stag=")).toEqual({ tag: "", search: "" });
    expect(takeAffiliateTagFromSearch("?page=2")).toEqual({ tag: null, search: null });
  });
});
