import { useSyncExternalStore } from "react";
import { anonymousApiClient, apiClient, configureApiSession } from "../../../lib/api.ts";
import { createApiClient } from "../../../lib/api-client.ts";
import { setSessionState } from "../../../lib/session-state.ts";
import { configureRealtime } from "../../../lib/realtime/realtime-client.ts";
import { MOBILE_MEDIA_QUERY } from "../../../ui/use-is-mobile.ts";
import { createSessionManager, type SessionManager } from "./session-manager.ts";
import { readStoredSession, type KeyValueStorage } from "./token-storage.ts";

/** Storage that forgets everything: private mode or a browser that refuses storage. */
const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
};

function safeStorage(pick: () => Storage): KeyValueStorage {
  try {
    const storage = pick();
    storage.getItem("sevens:probe");
    return storage;
  } catch {
    return memoryStorage();
  }
}

let manager: SessionManager | undefined;

/**
 * The page's session manager, created on first use in the browser and wired into the API client
 * and the realtime client. Undefined during server rendering: the server always renders a guest.
 */
export function getSessionManager(): SessionManager | undefined {
  if (typeof window === "undefined") return undefined;
  if (!manager) {
    const created = createSessionManager({
      localStorage: safeStorage(() => window.localStorage),
      sessionStorage: safeStorage(() => window.sessionStorage),
      api: apiClient,
      bareApi: (token) =>
        token ? createApiClient({ baseUrl: "", getToken: () => token }) : anonymousApiClient,
      tabId: crypto.randomUUID(),
      now: () => Date.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      isMobile: () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    });
    configureApiSession({
      getToken: () => created.tokens.getFreshToken(),
      onUnauthorized: (status, context) => created.handleUnauthorized(status, context),
    });
    // A socket refused for an expired token reconnects with a refreshed one.
    // The socket connects once the session is restored: as the player, not a guest first.
    configureRealtime({
      onUnauthorized: () => created.tokens.getFreshToken(),
      ready: () => created.whenRestored(),
    });
    manager = created;
  }
  return manager;
}

/**
 * Marks the session as restoring as soon as this module loads in a browser with a stored
 * session, so rules that wait for the login state (URL modals) never act on the guest picture
 * that hydration starts from.
 */
if (typeof window !== "undefined") {
  try {
    if (readStoredSession(window.localStorage)) setSessionState({ restoring: true });
  } catch {
    // storage unavailable: nothing to restore
  }
}

const subscribeNothing = () => () => {};

/** The access token the socket should use: null for a guest and on the server. */
export function useSocketToken(): string | null {
  const current = getSessionManager();
  return useSyncExternalStore(
    current ? current.subscribeSocketToken : subscribeNothing,
    () => current?.getSocketToken() ?? null,
    () => null,
  );
}
