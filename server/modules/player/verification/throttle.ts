import { ErrorCode } from "../../../../contracts/errors.ts";
import type { Cache } from "../../../platform/cache.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Messages } from "../validation/messages.ts";
import { interpolate } from "../validation/messages.ts";

/** A 429 that tells when to try again; routes copy it into a `retry-after` header. */
export class RetryLaterError extends AppError {
  override name = "RetryLaterError";
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, ErrorCode.RATE_LIMITED, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export interface Limit {
  /** Calls allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in platform.cache (Redis when configured, so processes share them).
 * Best effort like the sign-in limiter: two processes counting at the same instant may both
 * write the same count.
 */
export interface Throttle {
  /** Counts one call against every key; throws RetryLaterError when one is over its limit. */
  take(keys: readonly { key: string; limit: Limit }[], messages: Messages): Promise<void>;
  /** Counts one call against every key without checking (e.g. a message sent by a hook). */
  count(keys: readonly { key: string; limit: Limit }[]): Promise<void>;
}

interface Counter {
  count: number;
  resetAt: number;
}

export function createThrottle(cache: Cache): Throttle {
  const cacheKey = (key: string) => `player:throttle:v1:${key}`;

  async function read(keys: readonly { key: string; limit: Limit }[], now: number) {
    return Promise.all(
      keys.map(async ({ key, limit }) => {
        const stored = await cache.get<Counter>(cacheKey(key));
        const current = stored && stored.resetAt > now ? stored : undefined;
        return { key, limit, current };
      }),
    );
  }

  async function increment(
    counters: readonly { key: string; limit: Limit; current: Counter | undefined }[],
    now: number,
  ): Promise<void> {
    await Promise.all(
      counters.map(async ({ key, limit, current }) => {
        const next = current
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: now + limit.windowMs };
        await cache.set(cacheKey(key), next, Math.max(1, next.resetAt - now));
      }),
    );
  }

  return {
    async take(keys, messages) {
      const now = Date.now();
      const counters = await read(keys, now);
      const blocked = counters.filter(({ limit, current }) => (current?.count ?? 0) >= limit.max);
      if (blocked.length > 0) {
        const retryAfterMs = Math.max(
          ...blocked.map(({ current }) => (current ? current.resetAt - now : 0)),
        );
        const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
        throw new RetryLaterError(
          interpolate(
            messages.error(
              "tooManyMessages",
              "Too many requests. Please wait {{seconds}} seconds and try again",
            ),
            { seconds },
          ),
          retryAfterMs,
        );
      }
      await increment(counters, now);
    },
    async count(keys) {
      const now = Date.now();
      await increment(await read(keys, now), now);
    },
  };
}

/** Runs a route's work; a RetryLaterError also sets the `retry-after` header (seconds). */
export async function withRetryAfter<T>(
  reply: { header(name: string, value: string): unknown },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RetryLaterError)
      reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}
