import {
  authResponse,
  initSchema,
  type AuthResponse,
  type Init,
} from "../../../../contracts/player.ts";
import { isApiError, type ApiClient, type UnauthorizedContext } from "../../../lib/api-client.ts";
import {
  EMPTY_PLAYER,
  announceAccountChanged,
  getPlayerState,
  setPlayerState,
} from "../../../lib/player-state.ts";
import { PENDING_INVOICE_KEY, RETURN_GAME_KEY } from "../../../lib/session-keys.ts";
import { getSessionState, setSessionState } from "../../../lib/session-state.ts";
import {
  CHANGE_SESSION_KEY,
  decideCrossTabAction,
  encodeSessionSignal,
  parseSessionSignal,
  type SessionSignal,
} from "./cross-tab.ts";
import { createTokenRefresher, type TokenRefresher } from "./refresh-lock.ts";
import {
  clearStoredSession,
  readStoredSession,
  sessionFromAuth,
  writeStoredSession,
  type KeyValueStorage,
  type SessionKind,
  type StoredSession,
} from "./token-storage.ts";
import { reportError } from "../../../lib/error-reporting.ts";

/**
 * The session model of SPEC §4: login, logout/removal, restore on load, refresh before calls,
 * 401/403 handling, cross-tab sync and the mobile visibility reload. It writes the shared
 * stores in lib/ (session-state, player-state) and a token store the realtime hook reads.
 * Everything it touches in the browser is injected.
 */

export interface SessionNavigator {
  /** The localized home, with the sign-in dialog open when asked. */
  goHome(options: { signIn: boolean }): void;
  reload(): void;
}

export interface SessionManagerDeps {
  localStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  /** The app's client: bearer from this manager, 401/403 handled here. */
  api: ApiClient;
  /** A client that sends only the token given to it (refresh and logout calls). */
  bareApi: (token: string | null) => ApiClient;
  tabId: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  isMobile: () => boolean;
}

export interface LoginOptions {
  /** Signed in through Telegram: stored under the Telegram key. */
  telegram?: boolean;
}

export interface SessionManager {
  readonly tokens: TokenRefresher;
  login(auth: AuthResponse, options?: LoginOptions): Promise<void>;
  logout(): Promise<void>;
  /** Clears the session here and, with `signal`, in the other tabs. */
  removeSession(options: { signal: boolean }): void;
  /** Restores a stored session after hydration (`restoring` until done). */
  restore(): Promise<void>;
  /** Settles once the page's first restore has finished, whatever its outcome. */
  whenRestored(): Promise<void>;
  refreshProfile(): Promise<void>;
  reloadAccounts(): Promise<void>;
  handleUnauthorized(status: 401 | 403, context: UnauthorizedContext): void;
  handleStorageEvent(event: Pick<StorageEvent, "key" | "newValue">): void;
  handleVisibilityChange(visible: boolean): void;
  /** pagehide: the page is being left (navigation, reload, tab closed). */
  handlePageHide(): void;
  setNavigator(navigator: SessionNavigator): void;
  /**
   * Telegram re-login (SPEC §4, §8): the Telegram feature provides it; it resolves true when the
   * player is signed in again. Without it a Telegram player is logged out like anyone else.
   */
  setTelegramRelogin(relogin: (() => Promise<boolean>) | null): void;
  /** The access token for the socket: null for a guest. */
  getSocketToken(): string | null;
  subscribeSocketToken(listener: () => void): () => void;
}

export function createSessionManager(deps: SessionManagerDeps): SessionManager {
  let navigator: SessionNavigator | null = null;
  let telegramRelogin: (() => Promise<boolean>) | null = null;
  let socketToken: string | null = null;
  const socketListeners = new Set<() => void>();
  let kind: SessionKind = "web";
  /** This tab's access token: in memory only (docs/decisions/003). */
  let current: StoredSession | null = null;
  let markRestored: () => void = () => {};
  const restored = new Promise<void>((resolve) => (markRestored = resolve));

  function setSocketToken(token: string | null): void {
    if (token === socketToken) return;
    socketToken = token;
    for (const listener of socketListeners) listener();
  }

  kind = readStoredSession(deps.localStorage)?.kind ?? "web";

  /**
   * The session as the refresher sees it: none without the shared marker (another tab may have
   * logged out); with it, this tab's token, or an expired placeholder that makes the first call
   * after a page load refresh through the cookie.
   */
  function readSession(): StoredSession | null {
    const stored = readStoredSession(deps.localStorage);
    if (!stored) {
      current = null;
      return null;
    }
    kind = stored.kind;
    return current ?? { accessToken: "", expiresAt: 0 };
  }

  const tokens = createTokenRefresher({
    storage: deps.localStorage,
    ownerId: deps.tabId,
    now: deps.now,
    sleep: deps.sleep,
    readSession,
    async refresh() {
      // The refresh token rides in its HttpOnly cookie; no bearer is needed.
      const { data } = await deps
        .bareApi(null)
        .request("POST", "/api/player/sessions/refresh", { schema: authResponse.shape.data });
      return sessionFromAuth(data, deps.now());
    },
    writeSession(session) {
      // The marker stays as login wrote it: a refresh never brings back a session that another
      // tab ended meanwhile.
      current = session;
      setSocketToken(session.accessToken);
    },
    onRefreshFailed(error) {
      // No answer at all (the page is being left mid-refresh, the network dropped, a timeout)
      // says nothing about the session: it stays stored for the next page or call. Logging
      // out here lost sessions whose page navigated while refreshing.
      if (isApiError(error) && error.status === 0) return;
      reportError(error, "refresh");
      void reauthenticate({ redirect: false });
    },
  });

  function signal(type: SessionSignal): void {
    try {
      deps.localStorage.setItem(
        CHANGE_SESSION_KEY,
        encodeSessionSignal(type, deps.tabId, deps.now()),
      );
    } catch {
      // storage full or unavailable: other tabs catch up on their next call
    }
  }

  function applyInit(init: Init, isTelegram: boolean): void {
    setPlayerState({ profile: init.profile, accounts: init.accounts });
    setSessionState({
      status: "player",
      profileConfirmed: init.profile.profileConfirmed,
      isTelegram: isTelegram || init.flags.isTelegramUser,
      restoring: false,
    });
  }

  async function loadInit(): Promise<Init> {
    const { data } = await deps.api.request("GET", "/api/player/init", { schema: initSchema });
    return data;
  }

  function removeSession(options: { signal: boolean }): void {
    const hadSession =
      getSessionState().status === "player" || readStoredSession(deps.localStorage) !== null;
    clearStoredSession(deps.localStorage);
    current = null;
    deps.sessionStorage.removeItem(PENDING_INVOICE_KEY);
    deps.sessionStorage.removeItem(RETURN_GAME_KEY);
    setSocketToken(null);
    setPlayerState(EMPTY_PLAYER);
    setSessionState({
      status: "guest",
      profileConfirmed: false,
      isTelegram: false,
      restoring: false,
    });
    if (options.signal && hadSession) signal("logout");
  }

  /** 401/403 or a failed refresh: Telegram players sign in again through Telegram. */
  async function reauthenticate(options: { redirect: boolean }): Promise<void> {
    if (kind === "telegram" && telegramRelogin) {
      try {
        if (await telegramRelogin()) return;
      } catch {
        // fall through to logging out
      }
    }
    removeSession({ signal: true });
    if (options.redirect) navigator?.goHome({ signIn: true });
  }

  async function login(auth: AuthResponse, options: LoginOptions = {}): Promise<void> {
    kind = options.telegram ? "telegram" : "web";
    current = sessionFromAuth(auth, deps.now());
    writeStoredSession(deps.localStorage, kind, deps.now());
    let init: Init;
    try {
      init = await loadInit();
    } catch (error) {
      removeSession({ signal: false });
      throw error;
    }
    applyInit(init, kind === "telegram");
    signal("login");
    setSocketToken(auth.accessToken);
    announceAccountChanged();
  }

  async function reloadAccounts(): Promise<void> {
    if (getSessionState().status !== "player") return;
    try {
      const init = await loadInit();
      setPlayerState({ accounts: init.accounts, profile: init.profile });
    } catch {
      // a 401/403 is handled by the client; anything else keeps what is on screen
    }
  }

  /** The first restore of a page: a refresh through the cookie, then the player's init. */
  async function restoreSession(): Promise<void> {
    if (!readSession()) {
      setSessionState({ restoring: false });
      return;
    }
    setSessionState({ restoring: true });
    const token = await tokens.getFreshToken();
    if (!token) {
      setSessionState({ restoring: false });
      return;
    }
    try {
      const init = await loadInit();
      applyInit(init, kind === "telegram");
      setSocketToken(token);
      announceAccountChanged();
    } catch (error) {
      // SPEC §4: failing to load profile or accounts with a session means logged out. A call
      // that got no answer at all (the page is being reloaded or left mid-call, the network
      // dropped) says nothing about the session: it stays stored for the next page.
      const noAnswer = isApiError(error) && error.status === 0;
      if (!noAnswer && readSession()) removeSession({ signal: false });
      setSessionState({ restoring: false });
    }
  }

  return {
    tokens,
    login,
    removeSession,
    reloadAccounts,

    async logout() {
      const token = readSession() ? await tokens.getFreshToken() : null;
      if (token) {
        try {
          // Ends the session on the server and clears the refresh cookie.
          await deps.bareApi(token).request("POST", "/api/player/sessions/logout");
        } catch {
          // The session ends here whatever the server says (expired token, offline).
        }
      }
      removeSession({ signal: true });
      navigator?.goHome({ signIn: false });
    },

    whenRestored: () => restored,

    async restore() {
      try {
        await restoreSession();
      } finally {
        markRestored();
      }
    },

    async refreshProfile() {
      if (getSessionState().status !== "player") return;
      const init = await loadInit();
      applyInit(init, kind === "telegram");
    },

    handleUnauthorized(_status, context) {
      // A guest's failed sign-in is the form's business, not the session's.
      if (!context.hadToken) return;
      if (getSessionState().status !== "player" && !readStoredSession(deps.localStorage)) return;
      void reauthenticate({ redirect: true });
    },

    handleStorageEvent(event) {
      if (event.key !== CHANGE_SESSION_KEY) return;
      const state = getSessionState();
      const action = decideCrossTabAction(parseSessionSignal(event.newValue), {
        isLoggedIn: state.status === "player" || getPlayerState().profile !== null,
      });
      if (action === "reload") navigator?.reload();
      if (action === "go-home") {
        removeSession({ signal: false });
        navigator?.goHome({ signIn: false });
      }
    },

    handlePageHide() {
      tokens.abandon();
    },

    handleVisibilityChange(visible) {
      if (visible && deps.isMobile() && getSessionState().status === "player") {
        void reloadAccounts();
      }
    },

    setNavigator(next) {
      navigator = next;
    },
    setTelegramRelogin(relogin) {
      telegramRelogin = relogin;
    },
    getSocketToken: () => socketToken,
    subscribeSocketToken(listener) {
      socketListeners.add(listener);
      return () => socketListeners.delete(listener);
    },
  };
}
