import { useSyncExternalStore } from "react";

/**
 * The game on screen right now, for the dialogs that act on it (mobile-game's "Play full
 * screen" and "Open in a new tab"). The game page sets it while its frame shows a launched game
 * and clears it when it goes; a dialog restored on another page finds nothing and links to the
 * game page instead.
 */
export interface PlaySession {
  identity: string;
  name: string;
  /** The launched game's address, for a new tab. */
  gameUrl: string;
  /** Puts the frame in full screen; call it from the click that asked for it. */
  enterFullScreen: () => void;
}

let current: PlaySession | null = null;
const listeners = new Set<() => void>();

export function setPlaySession(session: PlaySession | null): void {
  if (session === current) return;
  current = session;
  for (const listener of listeners) listener();
}

export function getPlaySession(): PlaySession | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlaySession(): PlaySession | null {
  return useSyncExternalStore(subscribe, getPlaySession, () => null);
}
