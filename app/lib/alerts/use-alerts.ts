import { useSyncExternalStore } from "react";
import { createAlertQueue, type Alert, type AlertInput } from "./alert-queue.ts";

/** The app's one alert queue, on real timers. */
export const alertQueue = createAlertQueue({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: ReturnType<typeof globalThis.setTimeout>) =>
    globalThis.clearTimeout(handle),
});

const noAlerts: readonly Alert[] = [];

/**
 * Shows an alert from the `alerts` content catalogue, e.g.
 * `showAlert({ type: "success", title: "bonus.bonusIssued", params: { name } })`.
 * Alerts belong to the browser: on the server this does nothing.
 */
export function showAlert(input: AlertInput): number {
  if (typeof window === "undefined") return 0;
  return alertQueue.show(input);
}

export function dismissAlert(id: number): void {
  alertQueue.dismiss(id);
}

/** The alerts on screen now. */
export function useVisibleAlerts(): readonly Alert[] {
  return useSyncExternalStore(alertQueue.subscribe, alertQueue.getVisible, () => noAlerts);
}

/** Hook form for components: `const { showAlert } = useAlerts()`. */
export function useAlerts() {
  return { showAlert, dismissAlert };
}
