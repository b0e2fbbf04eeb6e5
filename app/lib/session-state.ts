import { useSyncExternalStore } from "react";

/**
 * The small client-side picture of who is using the app. The identity feature fills it
 * (login, logout, Telegram); everything else only reads it. The server always renders a guest.
 */
export interface SessionState {
  status: "guest" | "player";
  profileConfirmed: boolean;
  isTelegram: boolean;
  /**
   * True while a stored session is being restored on load; rules that depend on the login
   * state (such as sending a guest to sign in) wait until it is false.
   */
  restoring: boolean;
}

export const GUEST_SESSION: SessionState = Object.freeze({
  status: "guest",
  profileConfirmed: false,
  isTelegram: false,
  restoring: false,
});

let current: SessionState = GUEST_SESSION;
const listeners = new Set<() => void>();

export function getSessionState(): SessionState {
  return current;
}

/** Replaces part of the session state and notifies readers. */
export function setSessionState(patch: Partial<SessionState>): void {
  const next = { ...current, ...patch };
  const changed = (Object.keys(next) as (keyof SessionState)[]).some(
    (key) => next[key] !== current[key],
  );
  if (!changed) return;
  current = Object.freeze(next);
  for (const listener of listeners) listener();
}

export function subscribeSessionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribeSessionState, getSessionState, () => GUEST_SESSION);
}

let logoutCommand: () => Promise<void> = () => Promise.resolve();

/** The player feature hands over its logout here, for ui/ (the account menu) to call. */
export function provideLogoutCommand(command: () => Promise<void>): void {
  logoutCommand = command;
}

/** Signs the player out (through the player feature's session layer). */
export function requestLogout(): Promise<void> {
  return logoutCommand();
}
