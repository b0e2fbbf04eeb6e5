import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCache, createMemoryCache } from "./cache.ts";

describe("memory cache", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("returns a value until its time to live has passed", async () => {
    const cache = createMemoryCache();
    await cache.set("rates", { usd: "1" }, 1000);
    vi.advanceTimersByTime(999);
    expect(await cache.get("rates")).toEqual({ usd: "1" });
    vi.advanceTimersByTime(1);
    expect(await cache.get("rates")).toBeUndefined();
  });

  it("getOrSet loads once within the time to live and again after it", async () => {
    const cache = createMemoryCache();
    const load = vi.fn(async () => "fresh");
    expect(await cache.getOrSet("key", 15 * 60_000, load)).toBe("fresh");
    vi.advanceTimersByTime(15 * 60_000 - 1);
    expect(await cache.getOrSet("key", 15 * 60_000, load)).toBe("fresh");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.getOrSet("key", 15 * 60_000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = createMemoryCache();
    let resolve: (value: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((done) => (resolve = done)));
    const first = cache.getOrSet("slow", 1000, load);
    const second = cache.getOrSet("slow", 1000, load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not cache a failed load", async () => {
    const cache = createMemoryCache();
    await expect(
      cache.getOrSet("flaky", 1000, async () => {
        throw new Error("database down");
      }),
    ).rejects.toThrow("database down");
    expect(await cache.getOrSet("flaky", 1000, async () => "ok")).toBe("ok");
  });

  it("keeps at most maxEntries, evicting the least recently used", async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set("a", 1, 10_000);
    await cache.set("b", 2, 10_000);
    await cache.get("a");
    await cache.set("c", 3, 10_000);
    expect(await cache.get("a")).toBe(1);
    expect(await cache.get("b")).toBeUndefined();
    expect(await cache.get("c")).toBe(3);
  });

  it("deletes a key", async () => {
    const cache = createMemoryCache();
    await cache.set("a", 1, 10_000);
    await cache.delete("a");
    expect(await cache.get("a")).toBeUndefined();
  });

  it("is what createCache returns without REDIS_URL", async () => {
    const cache = await createCache({ REDIS_URL: undefined, REDIS_KEY_PREFIX: "sevens" });
    await cache.set("k", "v", 1000);
    vi.advanceTimersByTime(1000);
    expect(await cache.get("k")).toBeUndefined();
    await cache.close();
  });
});
