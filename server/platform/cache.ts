import type { Config } from "../config.ts";
import { connectBoundedRedis, pingRedis } from "./redis.ts";

/**
 * A small key/value cache with per-entry time to live. Values must survive JSON
 * (no bigint, no Date): the Redis flavour stores them as JSON text.
 * Cached values are shared between callers: treat them as read-only.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** The cached value, or load() once (concurrent callers share one load) and cache it. */
  getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  delete(key: string): Promise<void>;
  /** Redis: whether it answers now; the memory cache has no Redis ("off"). */
  redisHealth(): Promise<"ok" | "error" | "off">;
  close(): Promise<void>;
}

export const MEMORY_CACHE_MAX_ENTRIES = 10_000;

export async function createCache(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
): Promise<Cache> {
  if (config.REDIS_URL)
    return createRedisCache(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}:cache:`);
  return createMemoryCache();
}

/** Adds single-flight getOrSet on top of get/set: one load per key at a time per process. */
function withGetOrSet(base: Omit<Cache, "getOrSet">): Cache {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    ...base,
    async getOrSet<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const cached = await base.get<T>(key);
      if (cached !== undefined) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const loading = (async () => {
        try {
          const value = await load();
          await base.set(key, value, ttlMs);
          return value;
        } finally {
          inFlight.delete(key);
        }
      })();
      inFlight.set(key, loading);
      return loading;
    },
  };
}

/** In-process cache: a Map in least-recently-used order, bounded to maxEntries. */
export function createMemoryCache(options: { maxEntries?: number } = {}): Cache {
  const maxEntries = options.maxEntries ?? MEMORY_CACHE_MAX_ENTRIES;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();

  return withGetOrSet({
    async get<T>(key: string): Promise<T | undefined> {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      // Re-insert so the Map's order stays least-recently-used first.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value as T;
    },
    async set(key: string, value: unknown, ttlMs: number): Promise<void> {
      if (value === undefined) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key: string): Promise<void> {
      entries.delete(key);
    },
    redisHealth: async () => "off" as const,
    async close(): Promise<void> {
      entries.clear();
    },
  });
}

/**
 * Redis cache shared by every server process. A Redis outage degrades to "no cache"
 * (loads go to the source) instead of failing requests.
 */
export async function createRedisCache(url: string, keyPrefix: string): Promise<Cache> {
  const redis = await connectBoundedRedis(url, { keyPrefix });

  return withGetOrSet({
    async get<T>(key: string): Promise<T | undefined> {
      let text: string | null;
      try {
        text = await redis.get(key);
      } catch {
        return undefined;
      }
      return text === null ? undefined : (JSON.parse(text) as T);
    },
    async set(key: string, value: unknown, ttlMs: number): Promise<void> {
      if (value === undefined) return;
      const text = JSON.stringify(value);
      try {
        await redis.set(key, text, "PX", Math.max(1, Math.round(ttlMs)));
      } catch {
        // Best effort: the value is simply not cached.
      }
    },
    async delete(key: string): Promise<void> {
      try {
        await redis.del(key);
      } catch {
        // Best effort: the entry expires by its time to live.
      }
    },
    redisHealth: () => pingRedis(redis),
    async close(): Promise<void> {
      await redis.quit().catch(() => redis.disconnect());
    },
  });
}
