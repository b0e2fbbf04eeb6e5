import { ErrorCode } from "../../../../contracts/errors.ts";
import type { CounterValue, Counters } from "../../../platform/counters.ts";
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
 * Fixed-window limits on the platform's security counters (Redis when configured, so processes
 * share them; never evicted by other traffic). A call is counted before it is checked, in one
 * atomic increment per key, so concurrent calls cannot all slip under a limit.
 */
export interface Throttle {
  /** Counts one call against every key; throws RetryLaterError when one is over its limit. */
  take(keys: readonly { key: string; limit: Limit }[], messages: Messages): Promise<void>;
  /** Counts one call against every key without checking (e.g. a message sent by a hook). */
  count(keys: readonly { key: string; limit: Limit }[]): Promise<void>;
}

export function createThrottle(counters: Counters): Throttle {
  const counterKey = (key: string) => `throttle:v2:${key}`;
  const increment = (keys: readonly { key: string; limit: Limit }[]) =>
    Promise.all(keys.map(({ key, limit }) => counters.increment(counterKey(key), limit.windowMs)));

  return {
    async take(keys, messages) {
      let values: CounterValue[] | undefined;
      try {
        values = await increment(keys);
      } catch {
        // The counters could not take the call (store full): refuse it.
      }
      const blocked = values
        ? values.filter(({ count }, index) => count > keys[index]!.limit.max)
        : keys.map(({ limit }) => ({ resetInMs: limit.windowMs }));
      if (blocked.length === 0) return;
      // A refused call gives its counts back: it did not happen.
      if (values) await Promise.all(keys.map(({ key }) => counters.decrement(counterKey(key))));
      const retryAfterMs = Math.max(...blocked.map(({ resetInMs }) => resetInMs));
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
    },
    async count(keys) {
      await increment(keys).catch(() => undefined);
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
