import * as z from "zod/mini";
import { isTokenExpired, type KeyValueStorage, type StoredSession } from "./token-storage.ts";

/**
 * Single-flight token refresh across tabs (SPEC §4 Session, §9): the tab that refreshes puts a
 * shared flag in local storage; other tabs poll it every 500 ms up to 10 times, then give up,
 * clear it and refresh themselves. Within a tab, concurrent callers share one refresh. Timers,
 * clock and storage are injected, so the timing is testable with fake timers.
 */

export const REFRESH_LOCK_KEY = "sevens:session-refreshing";
export const REFRESH_POLL_INTERVAL_MS = 500;
export const REFRESH_POLL_ATTEMPTS = 10;
/**
 * After writing the flag a tab waits this long and reads it back: two tabs that claimed it at
 * the same moment agree on the last writer, and only that one refreshes.
 */
export const REFRESH_CLAIM_SETTLE_MS = 50;

const lockSchema = z.object({ owner: z.string(), at: z.number() });

export interface TokenRefresherDeps {
  storage: KeyValueStorage;
  /** Identifies this tab in the flag. */
  ownerId: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** The shared stored session (read afresh every time: another tab may have rotated it). */
  readSession: () => StoredSession | null;
  /** Exchanges the refresh token for a new session; throws when the server refuses. */
  refresh: (session: StoredSession) => Promise<StoredSession>;
  writeSession: (session: StoredSession) => void;
  /** The refresh failed: the session layer logs the player out (or re-logs a Telegram user in). */
  onRefreshFailed: (error: unknown) => void;
}

export interface TokenRefresher {
  /** The access token, refreshed first when it counts as expired; null without a session. */
  getFreshToken(): Promise<string | null>;
  /** The page is going away: a refresh it started is abandoned, so the flag is given back. */
  abandon(): void;
}

type WaitResult = { kind: "done"; token: string | null } | { kind: "gave-up" };

export function createTokenRefresher(deps: TokenRefresherDeps): TokenRefresher {
  let inFlight: Promise<string | null> | null = null;

  function lockOwner(): string | null {
    const raw = deps.storage.getItem(REFRESH_LOCK_KEY);
    if (raw === null) return null;
    try {
      const parsed = lockSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data.owner : "unknown";
    } catch {
      return "unknown";
    }
  }

  function claim(): void {
    deps.storage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ owner: deps.ownerId, at: deps.now() }));
  }

  function release(): void {
    if (lockOwner() === deps.ownerId) deps.storage.removeItem(REFRESH_LOCK_KEY);
  }

  /** Polls the flag while another tab refreshes. */
  async function waitForOtherTab(): Promise<WaitResult> {
    for (let attempt = 1; attempt <= REFRESH_POLL_ATTEMPTS; attempt += 1) {
      await deps.sleep(REFRESH_POLL_INTERVAL_MS);
      if (lockOwner() !== null) continue;
      const session = deps.readSession();
      // The other tab finished: its new token, or no session at all (its refresh failed).
      if (!session) return { kind: "done", token: null };
      if (!isTokenExpired(session, deps.now())) return { kind: "done", token: session.accessToken };
      return { kind: "gave-up" };
    }
    deps.storage.removeItem(REFRESH_LOCK_KEY);
    return { kind: "gave-up" };
  }

  async function obtain(): Promise<string | null> {
    const owner = lockOwner();
    if (owner !== null && owner !== deps.ownerId) {
      const waited = await waitForOtherTab();
      if (waited.kind === "done") return waited.token;
    }
    claim();
    await deps.sleep(REFRESH_CLAIM_SETTLE_MS);
    if (lockOwner() !== deps.ownerId) {
      const waited = await waitForOtherTab();
      if (waited.kind === "done") return waited.token;
      claim();
    }
    try {
      // Another tab may have finished while this one claimed the flag.
      const latest = deps.readSession();
      if (!latest) return null;
      if (!isTokenExpired(latest, deps.now())) return latest.accessToken;
      let next: StoredSession;
      try {
        next = await deps.refresh(latest);
      } catch (error) {
        deps.onRefreshFailed(error);
        return null;
      }
      deps.writeSession(next);
      return next.accessToken;
    } finally {
      release();
    }
  }

  return {
    async getFreshToken() {
      const session = deps.readSession();
      if (!session) return null;
      if (!isTokenExpired(session, deps.now())) return session.accessToken;
      inFlight ??= obtain().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    abandon() {
      // Otherwise the next page of this tab waits out the other-tab poll (5 s) for a flag
      // nobody will ever clear.
      release();
    },
  };
}
