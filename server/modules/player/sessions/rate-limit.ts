import type { Counters } from "../../../platform/counters.ts";

/**
 * Sign-in attempts, counted before the password is checked (docs/decisions/004):
 * - per account and IP (`perAccountIp`): the strict, targeted limit an attacker meets;
 * - per account from anywhere (`perAccount`): a softer cap on a distributed guess;
 * - per IP across accounts (`perIp`): one address spraying many accounts.
 *
 * `reserve` increments all three atomically before the slow hash, so concurrent guesses can
 * never all pass a check made before any of them is recorded. A refused attempt gives its
 * increments back, so an attacker hammering a locked pair does not push the account-wide count
 * towards locking the real player out everywhere.
 */
export interface LoginLimiter {
  /** Takes an attempt before the credentials are checked; false when a limit is reached. */
  reserve(account: string, ip: string): Promise<boolean>;
  /**
   * The sign-in succeeded (password and, when on, the second factor): the attempt was no
   * failure. Not calling it leaves the attempt counted as a failure, e.g. for a wrong code.
   */
  succeeded(account: string, ip: string): Promise<void>;
}

export interface LoginLimits {
  perAccountIp: number;
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export function createLoginLimiter(counters: Counters, limits: LoginLimits): LoginLimiter {
  const keys = (account: string, ip: string) => ({
    pair: { key: `login:v2:pair:${account}|${ip}`, limit: limits.perAccountIp },
    account: { key: `login:v2:account:${account}`, limit: limits.perAccount },
    ip: { key: `login:v2:ip:${ip}`, limit: limits.perIp },
  });

  return {
    async reserve(account, ip) {
      const counted = Object.values(keys(account, ip));
      let counts: { count: number }[];
      try {
        counts = await Promise.all(
          counted.map(({ key }) => counters.increment(key, limits.windowMs)),
        );
      } catch {
        // The counters could not take the attempt (store full): fail closed.
        return false;
      }
      if (counts.every(({ count }, index) => count <= counted[index]!.limit)) return true;
      await Promise.all(counted.map(({ key }) => counters.decrement(key)));
      return false;
    },
    async succeeded(account, ip) {
      const { pair, account: byAccount, ip: byIp } = keys(account, ip);
      await Promise.all([
        counters.delete(pair.key),
        counters.decrement(byAccount.key),
        counters.decrement(byIp.key),
      ]);
    },
  };
}
