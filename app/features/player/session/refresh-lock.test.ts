import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  REFRESH_CLAIM_SETTLE_MS,
  REFRESH_LOCK_KEY,
  REFRESH_POLL_ATTEMPTS,
  REFRESH_POLL_INTERVAL_MS,
  createTokenRefresher,
  type TokenRefresherDeps,
} from "./refresh-lock.ts";
import { memoryStorage } from "./test-support.ts";
import { readStoredSession, writeStoredSession, type StoredSession } from "./token-storage.ts";

const LIFETIME_MS = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Refresh calls under way across all tabs, and the most seen at once. */
const inFlight = { now: 0, most: 0 };

/**
 * A tab: its refresher over the shared storage (which holds only the session marker), its own
 * in-memory token, and a refresh call that takes `latencyMs`.
 */
function tab(
  storage: ReturnType<typeof memoryStorage>,
  ownerId: string,
  options: { latencyMs?: number; fail?: boolean; token?: StoredSession } = {},
) {
  let mine: StoredSession | null = options.token ?? null;
  const refresh = vi.fn(async (session: StoredSession): Promise<StoredSession> => {
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    await new Promise((resolve) => setTimeout(resolve, options.latencyMs ?? 300));
    inFlight.now -= 1;
    if (options.fail) throw new Error("refused");
    return {
      accessToken: `${ownerId}:${session.accessToken}+`,
      expiresAt: Date.now() + LIFETIME_MS,
    };
  });
  const onRefreshFailed = vi.fn(() => storage.removeItem("sevens:session"));
  const deps: TokenRefresherDeps = {
    storage,
    ownerId,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    readSession: () =>
      readStoredSession(storage) ? (mine ?? { accessToken: "", expiresAt: 0 }) : null,
    refresh,
    writeSession: (session) => {
      mine = session;
      writeStoredSession(storage, "web", Date.now());
    },
    onRefreshFailed,
  };
  return { refresher: createTokenRefresher(deps), refresh, onRefreshFailed };
}

/** The browser has a session; tabs made with `token` hold an access token expiring then. */
function storeSession(storage: ReturnType<typeof memoryStorage>) {
  writeStoredSession(storage, "web", Date.now());
}
const token = (expiresAt: number): StoredSession => ({ accessToken: "t", expiresAt });

beforeEach(() => {
  inFlight.now = 0;
  inFlight.most = 0;
});

describe("token refresher", () => {
  it("hands out a valid token without refreshing, and null without a session", async () => {
    const storage = memoryStorage();
    const { refresher, refresh } = tab(storage, "a", { token: token(Date.now() + LIFETIME_MS) });
    expect(await refresher.getFreshToken()).toBeNull();
    storeSession(storage);
    expect(await refresher.getFreshToken()).toBe("t");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes once for concurrent callers in one tab", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    // inside the 10 s margin
    const { refresher, refresh } = tab(storage, "a", { token: token(Date.now() + 5_000) });
    const calls = Promise.all([refresher.getFreshToken(), refresher.getFreshToken()]);
    await vi.runAllTimersAsync();
    expect(await calls).toEqual(["a:t+", "a:t+"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(false);
  });

  it("restores a page load's session with a refresh: no token in storage", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const { refresher, refresh } = tab(storage, "a");
    const restored = refresher.getFreshToken();
    await vi.runAllTimersAsync();
    expect(await restored).toBe("a:+");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect([...storage.values.values()].join()).not.toContain("a:+");
  });

  it("gives the flag back when its page is left mid-refresh: the next page refreshes at once", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const leaving = tab(storage, "page-1", { latencyMs: 10_000 });
    void leaving.refresher.getFreshToken();
    await vi.advanceTimersByTimeAsync(REFRESH_CLAIM_SETTLE_MS + 1);
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(true);
    // pagehide: the refresh will never finish here.
    leaving.refresher.abandon();
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(false);

    const next = tab(storage, "page-2");
    const restored = next.refresher.getFreshToken();
    await vi.advanceTimersByTimeAsync(REFRESH_CLAIM_SETTLE_MS + 300 + 1);
    // No 10 × 500 ms wait for a flag nobody clears.
    expect(await restored).toBe("page-2:+");
  });

  it("lets one tab refresh while another polls the flag every 500 ms, then refreshes after it", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const a = tab(storage, "a", { latencyMs: 1_200 });
    const b = tab(storage, "b");
    const first = a.refresher.getFreshToken();
    await vi.advanceTimersByTimeAsync(REFRESH_CLAIM_SETTLE_MS + 1);
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(true);
    const second = b.refresher.getFreshToken();
    // Tab b looks at the flag on each 500 ms tick; tab a finishes after 1 200 ms.
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS);
    expect(a.refresh).toHaveBeenCalledTimes(1);
    expect(b.refresh).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(await first).toBe("a:+");
    // The cookie a rotated is b's to use now: one refresh at a time, never two with one token.
    expect(await second).toBe("b:+");
    expect(inFlight.most).toBe(1);
  });

  it("gives up after 10 polls of 500 ms, clears the flag and refreshes itself", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    // A tab that claimed the flag and then went away.
    storage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ owner: "gone", at: Date.now() }));
    const b = tab(storage, "b", { latencyMs: 100 });
    const fresh = b.refresher.getFreshToken();
    const waitMs = REFRESH_POLL_ATTEMPTS * REFRESH_POLL_INTERVAL_MS;
    expect(waitMs).toBe(5_000);
    await vi.advanceTimersByTimeAsync(waitMs - 1);
    expect(b.refresh).not.toHaveBeenCalled();
    expect(storage.getItem(REFRESH_LOCK_KEY)).toContain("gone");
    await vi.advanceTimersByTimeAsync(1);
    // The flag was cleared on giving up; this tab now holds it while it refreshes.
    expect(storage.getItem(REFRESH_LOCK_KEY)).not.toContain("gone");
    await vi.advanceTimersByTimeAsync(REFRESH_CLAIM_SETTLE_MS + 100);
    expect(await fresh).toBe("b:+");
    expect(b.refresh).toHaveBeenCalledTimes(1);
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(false);
  });

  it("reports a failed refresh and answers no token", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const a = tab(storage, "a", { fail: true });
    const fresh = a.refresher.getFreshToken();
    await vi.runAllTimersAsync();
    expect(await fresh).toBeNull();
    expect(a.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(storage.values.has(REFRESH_LOCK_KEY)).toBe(false);
  });

  it("a polling tab sees the other tab's failure as no session", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const a = tab(storage, "a", { fail: true, latencyMs: 700 });
    const b = tab(storage, "b");
    const first = a.refresher.getFreshToken();
    await vi.advanceTimersByTimeAsync(REFRESH_CLAIM_SETTLE_MS + 1);
    const second = b.refresher.getFreshToken();
    await vi.runAllTimersAsync();
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(b.refresh).not.toHaveBeenCalled();
  });

  it("two tabs claiming at the same moment refresh one after the other", async () => {
    const storage = memoryStorage();
    storeSession(storage);
    const a = tab(storage, "a");
    const b = tab(storage, "b");
    const tokens = Promise.all([a.refresher.getFreshToken(), b.refresher.getFreshToken()]);
    await vi.runAllTimersAsync();
    expect(await tokens).toEqual(["a:+", "b:+"]);
    expect(inFlight.most).toBe(1);
  });
});
