import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import type { AuthResponse } from "../../../../contracts/player.ts";
import { useRealtimeToken, useResyncAfterReconnect } from "../../../lib/realtime/use-realtime.ts";
import { provideLogoutCommand } from "../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { useTelegramMiniApp } from "../telegram/telegram-login.ts";
import { getSessionManager, useSocketToken } from "./browser-session.ts";
import type { LoginOptions } from "./session-manager.ts";

/**
 * Mounts the session layer once, in the root: restores a stored session after hydration, hands
 * navigation to the manager, listens to the other tabs and to visibility, keeps the socket on
 * the session's token and refetches after a reconnect that missed events.
 */
export function PlayerSessionProvider() {
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const socketToken = useSocketToken();
  useRealtimeToken(socketToken);
  const queryClient = useQueryClient();
  // Events missed while the socket was away (e.g. the server restarted): refetch balances,
  // invoices, bets and everything else the events would have changed.
  useResyncAfterReconnect(() => {
    void getSessionManager()?.reloadAccounts();
    void queryClient.invalidateQueries();
  });
  useTelegramMiniApp();

  useEffect(() => {
    const manager = getSessionManager();
    manager?.setNavigator({
      goHome: ({ signIn }) =>
        void navigate(signIn ? `${home}?sign-in=true` : home, { replace: true }),
      reload: () => window.location.reload(),
    });
  }, [navigate, home]);

  useEffect(() => {
    const manager = getSessionManager();
    if (!manager) return undefined;
    provideLogoutCommand(() => manager.logout());
    void manager.restore();
    const onStorage = (event: StorageEvent) => manager.handleStorageEvent(event);
    const onVisibility = () =>
      manager.handleVisibilityChange(document.visibilityState === "visible");
    const onPageHide = () => manager.handlePageHide();
    window.addEventListener("storage", onStorage);
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return null;
}

export interface SessionActions {
  login(auth: AuthResponse, options?: LoginOptions): Promise<void>;
  logout(): Promise<void>;
  refreshProfile(): Promise<void>;
}

const browserOnly = () => Promise.reject(new Error("The session runs in the browser only"));

/** Login, logout and profile reload; stable across renders. */
export function useSessionActions(): SessionActions {
  return useMemo(
    () => ({
      login: (auth, options) => getSessionManager()?.login(auth, options) ?? browserOnly(),
      logout: () => getSessionManager()?.logout() ?? browserOnly(),
      refreshProfile: () => getSessionManager()?.refreshProfile() ?? browserOnly(),
    }),
    [],
  );
}
