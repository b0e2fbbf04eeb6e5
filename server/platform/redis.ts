import { Redis, type RedisOptions } from "ioredis";

/**
 * Options of every Redis client that serves a request (cache, security counters, rate limits):
 * while Redis is away or hung a command fails within a second instead of waiting in an offline
 * queue, so the caller falls back (cache miss, counters in memory, rate limit skipped) and the
 * request is answered. ioredis keeps reconnecting in the background.
 */
export const BOUNDED_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
} satisfies RedisOptions;

/**
 * A bounded client, connected when Redis answers; when it does not, the client is handed back
 * anyway (its commands fail fast) and connects as soon as Redis is back.
 */
export async function connectBoundedRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const redis = new Redis(url, { ...BOUNDED_REDIS_OPTIONS, lazyConnect: true, ...options });
  // Errors surface on the commands that fail; an unhandled "error" event would crash the process.
  redis.on("error", () => {});
  await redis.connect().catch(() => {});
  return redis;
}

/** "ok" when Redis answers PING within the command timeout, else "error". */
export async function pingRedis(redis: Redis): Promise<"ok" | "error"> {
  try {
    return (await redis.ping()) === "PONG" ? "ok" : "error";
  } catch {
    return "error";
  }
}
