import type { Cache } from "../../../platform/cache.ts";

/**
 * Failed sign-ins counted per account and per IP in fixed windows, kept in platform.cache
 * (Redis when configured, so every process shares the counts). Counting is best effort:
 * two processes failing at the same instant may both write the same count.
 */
export interface LoginLimiter {
  isLimited(account: string, ip: string): Promise<boolean>;
  recordFailure(account: string, ip: string): Promise<void>;
  /** A successful sign-in clears the account's failures (the IP's stay). */
  reset(account: string): Promise<void>;
}

interface Counter {
  count: number;
  resetAt: number;
}

export function createLoginLimiter(
  cache: Cache,
  limits: { perAccount: number; perIp: number; windowMs: number },
): LoginLimiter {
  const accountKey = (account: string) => `player:login-failures:v1:account:${account}`;
  const ipKey = (ip: string) => `player:login-failures:v1:ip:${ip}`;

  async function read(key: string): Promise<Counter | undefined> {
    const counter = await cache.get<Counter>(key);
    return counter && counter.resetAt > Date.now() ? counter : undefined;
  }

  async function increment(key: string): Promise<void> {
    const now = Date.now();
    const current = await read(key);
    const next = current
      ? { count: current.count + 1, resetAt: current.resetAt }
      : { count: 1, resetAt: now + limits.windowMs };
    await cache.set(key, next, Math.max(1, next.resetAt - now));
  }

  return {
    async isLimited(account, ip) {
      const [byAccount, byIp] = await Promise.all([read(accountKey(account)), read(ipKey(ip))]);
      return (byAccount?.count ?? 0) >= limits.perAccount || (byIp?.count ?? 0) >= limits.perIp;
    },
    async recordFailure(account, ip) {
      await Promise.all([increment(accountKey(account)), increment(ipKey(ip))]);
    },
    async reset(account) {
      await cache.delete(accountKey(account));
    },
  };
}
