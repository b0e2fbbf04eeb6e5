import { useSyncExternalStore } from "react";
import type { GameRef } from "../../../../../contracts/game.ts";

/**
 * What the realtime messages of game:bets#{id} said beyond the game itself, for the modals
 * they open. The address carries the game identity only (`?max-bets=sevens-dice`): amounts in
 * a URL could be forged by a link and would outlive the bonus they belong to. So the handler
 * puts the maximum bet and its currency here, keyed by the identity, and the max-bets body
 * reads them; a modal restored from the address after a reload has no entry and says so in
 * general words. In memory only: nothing of it survives the page.
 */

export interface MaxBetNotice {
  game: GameRef;
  /** Decimal string in major units. */
  maxBet: string;
  currency: string;
}

const maxBets = new Map<string, MaxBetNotice>();
/** Game refs seen in any bet message, so a body can name the game without fetching it. */
const games = new Map<string, GameRef>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function rememberGame(game: GameRef): void {
  games.set(game.identity, game);
  changed();
}

export function rememberMaxBet(notice: MaxBetNotice): void {
  games.set(notice.game.identity, notice.game);
  maxBets.set(notice.game.identity, notice);
  changed();
}

export function maxBetNotice(identity: string | null): MaxBetNotice | null {
  return identity === null ? null : (maxBets.get(identity) ?? null);
}

export function knownGame(identity: string | null): GameRef | null {
  return identity === null ? null : (games.get(identity) ?? null);
}

/** Forgets everything (tests, and a sign-out: the notices were the previous player's). */
export function clearBetNotices(): void {
  maxBets.clear();
  games.clear();
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when a notice arrives; read the values with the getters above. */
export function useBetNoticesVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}
