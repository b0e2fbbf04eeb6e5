import { useCallback, useSyncExternalStore } from "react";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../../lib/local-storage-store.ts";

/**
 * The payment region (SPEC §9): the country whose payment methods the player sees. A region the
 * player chose (wallet-choose-region) is kept in localStorage `paymentGeo`; without one the
 * request's (header) country applies, then the profile's.
 */

export const PAYMENT_GEO_KEY = "paymentGeo";

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** A two-letter country code in upper case, or null. */
export function toCountryCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return COUNTRY_CODE.test(trimmed) ? trimmed.toUpperCase() : null;
}

export function choosePaymentRegion(sources: {
  stored: string | null | undefined;
  headerCountry: string | null | undefined;
  profileCountry: string | null | undefined;
}): string | null {
  return (
    toCountryCode(sources.stored) ??
    toCountryCode(sources.headerCountry) ??
    toCountryCode(sources.profileCountry)
  );
}

function readStored(): string | null {
  try {
    return browserStorage()?.getItem(PAYMENT_GEO_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored choice (null when none; always null on the server). */
export function useStoredPaymentGeo(): [string | null, (code: string) => void] {
  const stored = useSyncExternalStore(subscribeLocalStorage, readStored, () => null);
  const save = useCallback((code: string) => {
    const valid = toCountryCode(code);
    if (!valid) return;
    try {
      browserStorage()?.setItem(PAYMENT_GEO_KEY, valid);
    } catch {
      // Storage refused (private mode): the choice lasts for this page only.
    }
    notifyLocalStorageChange();
  }, []);
  return [stored, save];
}
