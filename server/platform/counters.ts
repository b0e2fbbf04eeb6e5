import type { Config } from "../config.ts";
import { connectBoundedRedis } from "./redis.ts";

/**
 * Fixed-window counters for security state (sign-in attempts). Unlike the cache they are never
 * evicted by other traffic: an increment answers the new count atomically, so concurrent
 * callers can never all see "under the limit".
 */
export interface Counters {
  /** Adds one and answers the new count; a counter that did not exist lives `windowMs`. */
  increment(key: string, windowMs: number): Promise<CounterValue>;
  /** Takes one back (never below zero); a missing counter stays missing. */
  decrement(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface CounterValue {
  count: number;
  /** Milliseconds until the window ends and the counter starts again from zero. */
  resetInMs: number;
}

/** The memory store refuses new counters past this many live ones instead of evicting any. */
export const MEMORY_COUNTERS_MAX = 200_000;
const SWEEP_INTERVAL_MS = 60_000;

/** Thrown when the memory store is full of live counters: callers fail closed. */
export class CountersFullError extends Error {
  constructor() {
    super("security counters are full");
  }
}

export function createMemoryCounters(
  options: { maxEntries?: number; now?: () => number } = {},
): Counters {
  const maxEntries = options.maxEntries ?? MEMORY_COUNTERS_MAX;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { count: number; resetAt: number }>();

  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key);
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    async increment(key, windowMs) {
      const entry = live(key);
      if (entry) return { count: ++entry.count, resetInMs: entry.resetAt - now() };
      if (entries.size >= maxEntries) sweep();
      if (entries.size >= maxEntries) throw new CountersFullError();
      entries.set(key, { count: 1, resetAt: now() + windowMs });
      return { count: 1, resetInMs: windowMs };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      clearInterval(timer);
      entries.clear();
    },
  };
}

// INCR, and start the window on the first increment; one script, so it is atomic across processes.
const INCREMENT_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
return {count, redis.call("PTTL", KEYS[1])}`;
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call("GET", KEYS[1]) or "0")
if count > 0 then redis.call("DECR", KEYS[1]) end
return 0`;

/**
 * Counters in Redis, shared by every process. Commands are bounded (redis.ts): while Redis is unreachable the counts fall back to this process's memory, so
 * sign-in keeps answering with per-process limits instead of hanging.
 */
export async function createRedisCounters(
  url: string,
  keyPrefix: string,
  options: { onFallback?: (error: unknown) => void } = {},
): Promise<Counters> {
  const redis = await connectBoundedRedis(url, { keyPrefix });
  if (redis.status !== "ready") options.onFallback?.(new Error("Redis unreachable at start"));
  const fallback = createMemoryCounters();

  async function orFallback<T>(command: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      options.onFallback?.(error);
      return local();
    }
  }

  return {
    increment: (key, windowMs) =>
      orFallback(
        async () => {
          const [count, resetInMs] = (await redis.eval(
            INCREMENT_SCRIPT,
            1,
            key,
            Math.max(1, windowMs),
          )) as [number, number];
          return { count: Number(count), resetInMs: Math.max(0, Number(resetInMs)) };
        },
        () => fallback.increment(key, windowMs),
      ),
    decrement: (key) =>
      orFallback(
        async () => void (await redis.eval(DECREMENT_SCRIPT, 1, key)),
        () => fallback.decrement(key),
      ),
    delete: (key) =>
      orFallback(
        async () => void (await redis.del(key)),
        () => fallback.delete(key),
      ),
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export async function createCounters(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  options: { onFallback?: (error: unknown) => void } = {},
): Promise<Counters> {
  if (config.REDIS_URL) {
    return createRedisCounters(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}:counters:`, options);
  }
  return createMemoryCounters();
}
