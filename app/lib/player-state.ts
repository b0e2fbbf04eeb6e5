import { useMemo, useSyncExternalStore } from "react";
import type { Profile, WalletAccount } from "../../contracts/player.ts";
import { useSessionState, type SessionState } from "./session-state.ts";

/**
 * The signed-in player's profile and wallet accounts. The player feature writes it; the header,
 * wallet, bonuses and the rest only read it. Empty for a guest and during server rendering.
 */
export interface PlayerState {
  profile: Profile | null;
  accounts: readonly WalletAccount[];
}

export const EMPTY_PLAYER: PlayerState = Object.freeze({ profile: null, accounts: [] });

let current: PlayerState = EMPTY_PLAYER;
const listeners = new Set<() => void>();
const accountChangeListeners = new Set<() => void>();

export function getPlayerState(): PlayerState {
  return current;
}

export function setPlayerState(patch: Partial<PlayerState>): void {
  const next = { ...current, ...patch };
  if (next.profile === current.profile && next.accounts === current.accounts) return;
  current = Object.freeze(next);
  for (const listener of listeners) listener();
}

export function subscribePlayerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerState(): PlayerState {
  return useSyncExternalStore(subscribePlayerState, getPlayerState, () => EMPTY_PLAYER);
}

/** The account with status 1 (SPEC §3: exactly one is active). */
export function activeAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((account) => account.status === 1) ?? accounts[0];
}

/**
 * "Account changed" (SPEC §4): the session or the active account changed. The sportsbook
 * refreshes its token on it; wallet and bonuses reload.
 */
export function announceAccountChanged(): void {
  for (const listener of accountChangeListeners) listener();
}

export function onAccountChanged(listener: () => void): () => void {
  accountChangeListeners.add(listener);
  return () => accountChangeListeners.delete(listener);
}

export interface PlayerView {
  status: SessionState["status"];
  restoring: boolean;
  isTelegram: boolean;
  profile: Profile | null;
  accounts: readonly WalletAccount[];
  activeAccount: WalletAccount | undefined;
}

/** Who is signed in: status, profile and wallet accounts (empty for a guest). */
export function usePlayer(): PlayerView {
  const session = useSessionState();
  const player = usePlayerState();
  return useMemo(
    () => ({
      status: session.status,
      restoring: session.restoring,
      isTelegram: session.isTelegram,
      profile: player.profile,
      accounts: player.accounts,
      activeAccount: activeAccount(player.accounts),
    }),
    [session.status, session.restoring, session.isTelegram, player.profile, player.accounts],
  );
}
