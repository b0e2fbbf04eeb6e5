import { useSyncExternalStore } from "react";
import { browserStorage } from "./local-storage-store.ts";

/**
 * Cookie consent (SPEC §2 cookie popup and cookie-request): necessary storage is always on;
 * analytics (metrics counter, session recording, error reporting, first-party visits) and
 * marketing (tag manager, retargeting pixel) only after the visitor said yes. The choice is kept
 * in this browser (as necessary storage) and can be changed from the footer at any time.
 */

export const CONSENT_STORAGE_KEY = "sevens:consent";
/** Raised when what consent covers changes: older choices are asked again. */
export const CONSENT_VERSION = 1;

export type ConsentCategory = "analytics" | "marketing";

export interface Consent {
  analytics: boolean;
  marketing: boolean;
  decidedAt: number;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; consent: Consent | null } = { raw: null, consent: null };

/** The stored choice, or null before the visitor chose (or after the choice went stale). */
export function readConsent(): Consent | null {
  const raw = browserStorage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  if (raw === cached.raw) return cached.consent;
  let consent: Consent | null = null;
  try {
    const parsed = JSON.parse(raw ?? "null") as (Partial<Consent> & { version?: number }) | null;
    if (parsed && parsed.version === CONSENT_VERSION) {
      consent = {
        analytics: parsed.analytics === true,
        marketing: parsed.marketing === true,
        decidedAt: typeof parsed.decidedAt === "number" ? parsed.decidedAt : 0,
      };
    }
  } catch {
    consent = null;
  }
  cached = { raw, consent };
  return consent;
}

export function saveConsent(choice: Pick<Consent, "analytics" | "marketing">): void {
  browserStorage()?.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: CONSENT_VERSION, ...choice, decidedAt: Date.now() }),
  );
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's choice; null until chosen, and on the server (nothing loads there). */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}

/** Whether a category may run now. */
export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  return consent?.[category] === true;
}
