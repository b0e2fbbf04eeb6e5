import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthResponse, Init } from "../../../../contracts/player.ts";
import { ApiError, type ApiClient } from "../../../lib/api-client.ts";
import { EMPTY_PLAYER, getPlayerState, setPlayerState } from "../../../lib/player-state.ts";
import { GUEST_SESSION, getSessionState, setSessionState } from "../../../lib/session-state.ts";
import { CHANGE_SESSION_KEY, encodeSessionSignal } from "./cross-tab.ts";
import { PENDING_INVOICE_KEY, RETURN_GAME_KEY } from "../../../lib/session-keys.ts";
import { createSessionManager } from "./session-manager.ts";
import { fakeJwt, memoryStorage } from "./test-support.ts";
import { SESSION_STORAGE_KEY, TELEGRAM_SESSION_STORAGE_KEY } from "./token-storage.ts";

const profile = {
  id: "p1",
  email: "player@example.com",
  profileConfirmed: false,
} as Init["profile"];
const init: Init = {
  profile,
  accounts: [],
  flags: {
    hasPassword: true,
    isTelegramUser: false,
    isGeoRestricted: false,
    isSelfExcluded: false,
  },
};
const auth = (): AuthResponse => ({
  accessToken: fakeJwt({ sub: "p1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 900 }),
  tokenType: "Bearer",
  expiresAfter: 900,
  sessionId: "s1",
  profile,
});

function setup(options: { initFails?: boolean; initError?: Error; refreshError?: Error } = {}) {
  const local = memoryStorage();
  const session = memoryStorage();
  const request = vi.fn(async () => {
    if (options.initError) throw options.initError;
    if (options.initFails) throw new Error("offline");
    return { data: init };
  });
  const api = { request } as unknown as ApiClient;
  // The refresh call answers a new access token (its refresh token rides in the cookie).
  const bare = {
    request: vi.fn(async (_method: string, path: string) => {
      if (path.endsWith("/refresh") && options.refreshError) throw options.refreshError;
      return path.endsWith("/refresh") ? { data: auth() } : { data: null };
    }),
  } as unknown as ApiClient;
  const navigator = { goHome: vi.fn(), reload: vi.fn() };
  const manager = createSessionManager({
    localStorage: local,
    sessionStorage: session,
    api,
    bareApi: () => bare,
    tabId: "tab",
    now: () => Date.now(),
    sleep: () => Promise.resolve(),
    isMobile: () => true,
  });
  manager.setNavigator(navigator);
  return { manager, local, session, request, navigator };
}

afterEach(() => {
  setSessionState(GUEST_SESSION);
  setPlayerState(EMPTY_PLAYER);
});

describe("session manager", () => {
  it("login stores the token, loads the player, signals other tabs, sets the socket token", async () => {
    const { manager, local } = setup();
    const response = auth();
    await manager.login(response);
    // Local storage marks the session; the token itself stays in memory.
    expect(local.getItem(SESSION_STORAGE_KEY)).toMatch(/^\{"since":\d+\}$/);
    expect(JSON.stringify([...local.values.values()])).not.toContain(response.accessToken);
    expect(getSessionState()).toMatchObject({ status: "player", restoring: false });
    expect(getPlayerState().profile?.id).toBe("p1");
    expect(local.getItem(CHANGE_SESSION_KEY)).toContain('"login"');
    expect(manager.getSocketToken()).toBe(response.accessToken);
  });

  it("keeps Telegram sessions apart", async () => {
    const { manager, local } = setup();
    await manager.login(auth(), { telegram: true });
    expect(local.getItem(TELEGRAM_SESSION_STORAGE_KEY)).not.toBeNull();
    expect(getSessionState().isTelegram).toBe(true);
  });

  it("a login whose profile cannot load leaves the player logged out", async () => {
    const { manager, local } = setup({ initFails: true });
    await expect(manager.login(auth())).rejects.toThrow("offline");
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSessionState().status).toBe("guest");
  });

  it("logout clears token, player, pending invoice and return game, and signals", async () => {
    const { manager, local, session, navigator } = setup();
    await manager.login(auth());
    session.setItem(PENDING_INVOICE_KEY, "inv");
    session.setItem(RETURN_GAME_KEY, "game");
    await manager.logout();
    expect(local.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(session.values.size).toBe(0);
    expect(getPlayerState()).toEqual(EMPTY_PLAYER);
    expect(getSessionState().status).toBe("guest");
    expect(local.getItem(CHANGE_SESSION_KEY)).toContain('"logout"');
    expect(manager.getSocketToken()).toBeNull();
    expect(navigator.goHome).toHaveBeenCalledWith({ signIn: false });
  });

  it("401/403 of a call with a token removes the session and opens sign-in at home", async () => {
    const { manager, navigator } = setup();
    await manager.login(auth());
    manager.handleUnauthorized(401, { method: "GET", path: "/api/x", hadToken: false });
    expect(getSessionState().status).toBe("player");
    manager.handleUnauthorized(403, { method: "GET", path: "/api/x", hadToken: true });
    await vi.waitFor(() => expect(navigator.goHome).toHaveBeenCalledWith({ signIn: true }));
    expect(getSessionState().status).toBe("guest");
  });

  it("follows the other tabs: reload on login when logged out, home on logout when logged in", async () => {
    const { manager, navigator, local } = setup();
    manager.handleStorageEvent({
      key: CHANGE_SESSION_KEY,
      newValue: encodeSessionSignal("login", "x", 1),
    });
    expect(navigator.reload).toHaveBeenCalledTimes(1);
    await manager.login(auth());
    local.removeItem(SESSION_STORAGE_KEY); // the other tab cleared the shared session
    manager.handleStorageEvent({
      key: CHANGE_SESSION_KEY,
      newValue: encodeSessionSignal("logout", "x", 2),
    });
    expect(navigator.goHome).toHaveBeenCalledWith({ signIn: false });
    expect(getSessionState().status).toBe("guest");
  });

  it("restores a stored session, and treats a failed profile load as logged out", async () => {
    const first = setup();
    await first.manager.login(auth());
    setSessionState(GUEST_SESSION);
    await first.manager.restore();
    expect(getSessionState()).toMatchObject({ status: "player", restoring: false });

    const second = setup({ initFails: true });
    second.local.setItem(SESSION_STORAGE_KEY, first.local.getItem(SESSION_STORAGE_KEY) ?? "");
    setSessionState(GUEST_SESSION);
    await second.manager.restore();
    expect(getSessionState()).toMatchObject({ status: "guest", restoring: false });
    expect(second.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("keeps the stored session when the refresh got no answer (page left mid-refresh)", async () => {
    const noAnswer = new ApiError({
      status: 0,
      code: 0,
      message: "The operation was aborted",
      reason: "network",
      traceId: "t",
    });
    const { manager, local, navigator } = setup({ refreshError: noAnswer });
    local.setItem(SESSION_STORAGE_KEY, JSON.stringify({ since: Date.now() }));
    const stored = local.getItem(SESSION_STORAGE_KEY);
    await manager.restore();
    expect(getSessionState()).toMatchObject({ status: "guest", restoring: false });
    // The next page restores it: an unanswered refresh says nothing about the session.
    expect(local.getItem(SESSION_STORAGE_KEY)).toBe(stored);
    expect(navigator.goHome).not.toHaveBeenCalled();

    // A refusal does end it.
    const refused = setup({
      refreshError: new ApiError({
        status: 401,
        code: 0,
        message: "Your session has expired",
        reason: "http",
        traceId: "t",
      }),
    });
    refused.local.setItem(SESSION_STORAGE_KEY, JSON.stringify({ since: Date.now() }));
    await refused.manager.restore();
    expect(refused.local.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it("keeps the stored session when the profile call got no answer (page left mid-call)", async () => {
    const first = setup();
    await first.manager.login(auth());
    const stored = first.local.getItem(SESSION_STORAGE_KEY) ?? "";
    const noAnswer = new ApiError({
      status: 0,
      code: 0,
      message: "Failed to fetch",
      reason: "network",
      traceId: "t",
    });
    const second = setup({ initError: noAnswer });
    second.local.setItem(SESSION_STORAGE_KEY, stored);
    setSessionState(GUEST_SESSION);
    await second.manager.restore();
    expect(getSessionState()).toMatchObject({ status: "guest", restoring: false });
    expect(second.local.getItem(SESSION_STORAGE_KEY)).toBe(stored);
  });

  it("reloads accounts when a mobile tab becomes visible", async () => {
    const { manager, request } = setup();
    await manager.login(auth());
    request.mockClear();
    manager.handleVisibilityChange(true);
    await vi.waitFor(() =>
      expect(request).toHaveBeenCalledWith("GET", "/api/player/init", expect.anything()),
    );
  });
});
