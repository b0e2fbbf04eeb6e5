import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { testRedisUrl } from "../../tests/support/database.ts";
import { createCache, type Cache } from "./cache.ts";

const REDIS_KEY_PREFIX = `test-${randomUUID().slice(0, 8)}`;
const REDIS_CACHE_PREFIX = `${REDIS_KEY_PREFIX}:cache:`;

describe.skipIf(!testRedisUrl)("redis cache", () => {
  let cache: Cache;
  let other: Cache;
  let raw: Redis;
  const key = `test:${randomUUID()}`;

  beforeAll(async () => {
    cache = await createCache({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX });
    other = await createCache({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX });
    raw = new Redis(testRedisUrl as string);
  });
  afterAll(async () => {
    await raw.del(`${REDIS_CACHE_PREFIX}${key}`);
    await Promise.all([cache.close(), other.close(), raw.quit()]);
  });

  it("stores JSON under the configured key prefix with a millisecond TTL", async () => {
    await cache.set(key, { code: "BTC", rate: "65000" }, 5000);
    expect(JSON.parse((await raw.get(`${REDIS_CACHE_PREFIX}${key}`)) ?? "null")).toEqual({
      code: "BTC",
      rate: "65000",
    });
    const ttl = await raw.pttl(`${REDIS_CACHE_PREFIX}${key}`);
    expect(ttl).toBeGreaterThan(4000);
    expect(ttl).toBeLessThanOrEqual(5000);
  });

  it("shares values between processes (two clients)", async () => {
    await cache.set(key, [1, 2, 3], 5000);
    expect(await other.get(key)).toEqual([1, 2, 3]);
    let loads = 0;
    expect(await other.getOrSet(key, 5000, async () => ++loads)).toEqual([1, 2, 3]);
    expect(loads).toBe(0);
  });

  it("expires values", async () => {
    await cache.set(key, "short", 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get(key)).toBeUndefined();
  });

  it("deletes values", async () => {
    await cache.set(key, "gone", 5000);
    await other.delete(key);
    expect(await cache.get(key)).toBeUndefined();
  });
});
