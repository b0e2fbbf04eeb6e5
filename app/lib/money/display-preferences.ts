import { useCallback, useSyncExternalStore } from "react";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../local-storage-store.ts";

/**
 * The player's display choices for wallet amounts, kept in this browser: sub-units (mBTC, mETH)
 * for BTC and ETH, and the fiat currency crypto equivalents are shown in. Server rendering and
 * hydration use the defaults (major units, the base currency).
 */

export const DISPLAY_SUBUNITS_KEY = "sevens:display-subunits";
export const FIAT_CURRENCY_KEY = "sevens:fiat-currency";

function readItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    const storage = browserStorage();
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // storage full or refused: the choice lasts until the page reloads
  }
  notifyLocalStorageChange();
}

function useStoredItem(key: string): string | null {
  return useSyncExternalStore(
    subscribeLocalStorage,
    () => readItem(key),
    () => null,
  );
}

/** Show BTC and ETH in thousandths (mBTC, mETH). */
export function useDisplaySubunits(): [boolean, (next: boolean) => void] {
  const value = useStoredItem(DISPLAY_SUBUNITS_KEY) === "true";
  const set = useCallback(
    (next: boolean) => writeItem(DISPLAY_SUBUNITS_KEY, next ? "true" : null),
    [],
  );
  return [value, set];
}

/** Code of the fiat currency for equivalents; null means the base currency. */
export function useFiatDisplayCurrency(): [string | null, (code: string | null) => void] {
  const value = useStoredItem(FIAT_CURRENCY_KEY);
  const set = useCallback((code: string | null) => writeItem(FIAT_CURRENCY_KEY, code), []);
  return [value, set];
}

/** Hide accounts with a zero balance in the currency panel. */
export const HIDE_ZERO_KEY = "sevens:hide-zero-balances";

export function useHideZeroBalances(): [boolean, (next: boolean) => void] {
  const value = useStoredItem(HIDE_ZERO_KEY) === "true";
  const set = useCallback((next: boolean) => writeItem(HIDE_ZERO_KEY, next ? "true" : null), []);
  return [value, set];
}
