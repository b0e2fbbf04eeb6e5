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
  | { kind: "pixel"; action: PixelAction };

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
  dispatch({ kind: "pixel", action });
}
