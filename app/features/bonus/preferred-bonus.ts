/**
 * The offer a player chose on a campaign page before opening the deposit form: the form's bonus
 * choice starts on it. Kept for the tab (session storage); forgotten once a deposit is sent.
 */

export const PREFERRED_BONUS_KEY = "sevens:preferred-bonus";

export function rememberPreferredBonus(id: string): void {
  try {
    window.sessionStorage.setItem(PREFERRED_BONUS_KEY, id);
  } catch {
    // the form starts on its own default
  }
}

export function readPreferredBonus(): string | null {
  try {
    return window.sessionStorage.getItem(PREFERRED_BONUS_KEY);
  } catch {
    return null;
  }
}

export function forgetPreferredBonus(): void {
  try {
    window.sessionStorage.removeItem(PREFERRED_BONUS_KEY);
  } catch {
    // nothing kept
  }
}
