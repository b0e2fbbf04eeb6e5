/**
 * A tiny dispatcher for analytics events and pixel actions. Nothing is sent from here: the tag
 * manager and the retargeting pixel subscribe when they arrive. No console output.
 */

/** Pixel actions of SPEC §9. */
export type PixelAction =
  | "visit"
  | "regfin"
  | "regnotfin"
  | "ftd"
  | "dep2"
  | "dep3"
  | "dep4"
  | "dep5plus"
  | "bet"
  | "deposit"
  | "bet30";

export type AnalyticsSignal =
  | { kind: "event"; name: string; params?: Readonly<Record<string, string | number | boolean>> }
  | { kind: "pixel"; action: PixelAction; actionId: number; classId?: number };

type Listener = (signal: AnalyticsSignal) => void;
const listeners = new Set<Listener>();

export function subscribeAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function dispatch(signal: AnalyticsSignal): void {
  for (const listener of listeners) {
    try {
      listener(signal);
    } catch {
      // A broken tracker never breaks the app.
    }
  }
}

export function trackEvent(
  name: string,
  params?: Readonly<Record<string, string | number | boolean>>,
): void {
  dispatch(params ? { kind: "event", name, params } : { kind: "event", name });
}

export function firePixel(action: PixelAction): void {
  const classId = PIXEL_CLASS_IDS[action];
  dispatch(
    classId === undefined
      ? { kind: "pixel", action, actionId: PIXEL_ACTION_IDS[action] }
      : { kind: "pixel", action, actionId: PIXEL_ACTION_IDS[action], classId },
  );
}

/**
 * Pixel ids of SPEC §9: the action id of every pixel action, and the class id of those that
 * have one. The pixel script (a later issue) reads them from the signal.
 */
export const PIXEL_ACTION_IDS: Readonly<Record<PixelAction, number>> = {
  visit: 80,
  regfin: 81,
  regnotfin: 82,
  ftd: 83,
  dep2: 84,
  dep3: 85,
  dep4: 86,
  dep5plus: 87,
  bet: 88,
  deposit: 89,
  bet30: 90,
};

export const PIXEL_CLASS_IDS: Readonly<Partial<Record<PixelAction, number>>> = {
  visit: 5,
  regfin: 1,
  regnotfin: 14,
  ftd: 2,
  bet: 3,
  deposit: 4,
  dep2: 6,
  dep3: 7,
  dep4: 8,
  dep5plus: 9,
};

/**
 * The pixel action of a successful deposit by the player's deposit count (SPEC §4 Invoice):
 * 1 ftd, 2 dep2, 3 dep3, 4 dep4, above 4 dep5plus; null for a count that is not a positive
 * integer. The generic `deposit` action fires besides it.
 */
export function depositPixelAction(depositCount: number): PixelAction | null {
  if (!Number.isInteger(depositCount) || depositCount < 1) return null;
  if (depositCount === 1) return "ftd";
  if (depositCount === 2) return "dep2";
  if (depositCount === 3) return "dep3";
  if (depositCount === 4) return "dep4";
  return "dep5plus";
}
