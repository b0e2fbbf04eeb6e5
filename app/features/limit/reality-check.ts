import { parseMajor } from "../../../contracts/money.ts";

/**
 * Reality checks: while a player plays for real money, a reminder every N minutes (their choice:
 * off, 15, 30 or 60; 60 by default, as UK rules expect one to be offered) says how long this
 * session has lasted and what it has won or lost. Pure parts here; the component keeps time.
 */

export const REALITY_CHECK_OPTIONS = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_OPTIONS)[number];
export const DEFAULT_REALITY_CHECK: RealityCheckMinutes = 60;
export const REALITY_CHECK_STORAGE_KEY = "sevens:reality-check";
/** When this browser tab started playing for real money (kept across game pages). */
export const PLAY_STARTED_STORAGE_KEY = "sevens:play-started";

export function parseRealityCheck(stored: string | null): RealityCheckMinutes {
  const value = Number(stored);
  return stored !== null && (REALITY_CHECK_OPTIONS as readonly number[]).includes(value)
    ? (value as RealityCheckMinutes)
    : DEFAULT_REALITY_CHECK;
}

/** How many reminders this tab has shown since play started (so none is skipped). */
export const REMINDERS_SHOWN_STORAGE_KEY = "sevens:reality-check-shown";

/**
 * When the next reminder is due: every `minutes` from the start of play, counting the ones
 * already shown, so a reminder that fell due while the player moved between games shows at once.
 */
export function nextReminderAt(startedAt: number, minutes: number, shown: number): number | null {
  if (minutes <= 0) return null;
  return startedAt + (Math.max(0, shown) + 1) * minutes * 60_000;
}

export interface Round {
  id: string;
  currency: string;
  betAmount: string;
  winAmount: string;
}

function decimalsOf(text: string): number {
  return text.split(".")[1]?.length ?? 0;
}

/** Net result per currency of the rounds seen (wins minus stakes), as decimal strings. */
export function netResult(rounds: Iterable<Round>): { currency: string; amount: string }[] {
  const totals = new Map<string, { minor: bigint; places: number }>();
  for (const round of rounds) {
    const places = Math.max(decimalsOf(round.betAmount), decimalsOf(round.winAmount));
    const factor = 10n ** BigInt(places);
    const delta = parseMajor(round.winAmount, factor) - parseMajor(round.betAmount, factor);
    const current = totals.get(round.currency) ?? { minor: 0n, places };
    const scale = Math.max(current.places, places);
    const total =
      current.minor * 10n ** BigInt(scale - current.places) + delta * 10n ** BigInt(scale - places);
    totals.set(round.currency, { minor: total, places: scale });
  }
  return [...totals].map(([currency, { minor, places }]) => {
    const negative = minor < 0n;
    const absolute = negative ? -minor : minor;
    const factor = 10n ** BigInt(places);
    const whole = (absolute / factor).toString();
    const fraction = places > 0 ? `.${(absolute % factor).toString().padStart(places, "0")}` : "";
    return { currency, amount: `${negative ? "-" : minor > 0n ? "+" : ""}${whole}${fraction}` };
  });
}
