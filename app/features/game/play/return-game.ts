import { useSyncExternalStore } from "react";
import { subscribeSessionState } from "../../../lib/session-state.ts";
// The session layer deletes this key on logout (SPEC §4); one constant keeps both sides agreeing.
import { RETURN_GAME_KEY } from "../../../lib/session-keys.ts";

/**
 * The "return to game" memory of SPEC §2: the last game page opened in this tab, kept in
 * session storage so the shell can offer a way back from anywhere else. Logout deletes it.
 */

export { RETURN_GAME_KEY };

export interface ReturnGame {
  /** The game page's path with its mode, e.g. "/de/game/sevens-dice?real=true". */
  path: string;
  /** The game's name, for the link's label. */
  name: string;
}

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** A same-site game page path, never an address that leads elsewhere ("//host", "http:"). */
const GAME_PATH = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?game\/[A-Za-z0-9][A-Za-z0-9._-]*(?:\?[^#\s]*)?$/;

export function isGamePath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?game\/[^/]+\/?$/.test(pathname);
}

export function parseReturnGame(raw: string | null): ReturnGame | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { path, name } = value as Record<string, unknown>;
    if (typeof path !== "string" || !GAME_PATH.test(path)) return null;
    return { path, name: typeof name === "string" && name.trim() ? name.slice(0, 200) : "" };
  } catch {
    return null;
  }
}

export function readReturnGame(storage: Storage): ReturnGame | null {
  try {
    return parseReturnGame(storage.getItem(RETURN_GAME_KEY));
  } catch {
    return null;
  }
}

/** Remembers the game; a path that is not a game page is refused (nothing stored). */
export function writeReturnGame(storage: Storage, game: ReturnGame): boolean {
  if (!GAME_PATH.test(game.path)) return false;
  try {
    storage.setItem(RETURN_GAME_KEY, JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}

/** The link is offered away from game pages only: on one, the player is already playing. */
export function returnGameLink(stored: ReturnGame | null, pathname: string): ReturnGame | null {
  if (!stored || isGamePath(pathname)) return null;
  return stored;
}

// --- Browser store ----------------------------------------------------------------------------

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; value: ReturnGame | null } = { raw: null, value: null };

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function currentReturnGame(): ReturnGame | null {
  const storage = browserStorage();
  let raw: string | null;
  try {
    raw = storage?.getItem(RETURN_GAME_KEY) ?? null;
  } catch {
    raw = null;
  }
  // Same text, same object: useSyncExternalStore needs a stable snapshot.
  if (raw !== snapshot.raw) snapshot = { raw, value: parseReturnGame(raw) };
  return snapshot.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Logout removes the key without telling anyone: read again whenever the session changes.
  const unsubscribeSession = subscribeSessionState(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

/** Called by the game page once a game is on screen. */
export function rememberReturnGame(game: ReturnGame): void {
  const storage = browserStorage();
  if (storage && writeReturnGame(storage, game)) for (const listener of listeners) listener();
}

/** The remembered game of this tab (null on the server and after logout). */
export function useReturnGame(): ReturnGame | null {
  return useSyncExternalStore(subscribe, currentReturnGame, () => null);
}
