import { useSyncExternalStore } from "react";

/**
 * The player's launch token for a book (the built-in one or the vendor's widget), kept for the
 * page: the launch hook writes it, the book's API client and live channel read it. A failed
 * relaunch leaves it as it was (SPEC §8); signing out empties it (SPEC §6: guests have none).
 */

export interface BookLaunch {
  token: string;
  /** The currency of the account the book was launched for. */
  currency: string;
}

const launches = new Map<string, BookLaunch>();
const relaunchers = new Map<string, () => Promise<BookLaunch | null>>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function getBookLaunch(game: string): BookLaunch | null {
  return launches.get(game) ?? null;
}

export function setBookLaunch(game: string, launch: BookLaunch | null): void {
  const current = launches.get(game) ?? null;
  if (current?.token === launch?.token && current?.currency === launch?.currency) return;
  if (launch) launches.set(game, launch);
  else launches.delete(game);
  changed();
}

/** The launch hook hands over how to launch again (after a 401 of the book). */
export function provideRelaunch(
  game: string,
  relaunch: (() => Promise<BookLaunch | null>) | null,
): void {
  if (relaunch) relaunchers.set(game, relaunch);
  else relaunchers.delete(game);
}

/** Launches again now; null for a guest or when it failed (the old token then stays). */
export async function relaunchBook(game: string): Promise<BookLaunch | null> {
  const relaunch = relaunchers.get(game);
  return relaunch ? relaunch() : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBookLaunchState(game: string): BookLaunch | null {
  return useSyncExternalStore(
    subscribe,
    () => getBookLaunch(game),
    () => null,
  );
}
