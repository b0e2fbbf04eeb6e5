/**
 * The alert queue of SPEC §9, free of React and of real timers so its timing is testable:
 * an alert stays 3000 ms (5000 ms with a description), alerts appear at least 400 ms apart
 * (a sooner one waits its turn), and navigating to another path hides the visible ones.
 */

export const ALERT_DURATION_MS = 3000;
export const ALERT_WITH_DESCRIPTION_DURATION_MS = 5000;
export const ALERT_MIN_GAP_MS = 400;

export type AlertType = "success" | "error" | "attention";

/** Values for the `{{placeholders}}` of an alert's texts. */
export type AlertParams = Record<string, string | number>;

export interface AlertInput {
  type: AlertType;
  /** Key in the `alerts` content namespace, e.g. `bonus.bonusIssued`. */
  title: string;
  /** Key in the `alerts` content namespace of the longer text under the title. */
  description?: string;
  params?: AlertParams;
}

export interface Alert extends AlertInput {
  id: number;
  /** When it became visible (queue clock). */
  shownAt: number;
  durationMs: number;
}

export interface AlertTimers<Handle> {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
}

export interface AlertQueue {
  /** Queues an alert; returns its id. */
  show: (input: AlertInput) => number;
  dismiss: (id: number) => void;
  /** Hides every visible alert (a navigation to another path); queued ones still follow. */
  hideVisible: () => void;
  getVisible: () => readonly Alert[];
  subscribe: (listener: () => void) => () => void;
  /** Cancels every timer and forgets every alert. */
  reset: () => void;
}

export function alertDurationMs(input: AlertInput): number {
  return input.description ? ALERT_WITH_DESCRIPTION_DURATION_MS : ALERT_DURATION_MS;
}

export function createAlertQueue<Handle>(timers: AlertTimers<Handle>): AlertQueue {
  let nextId = 1;
  let visible: readonly Alert[] = [];
  const waiting: { id: number; input: AlertInput }[] = [];
  const hideTimers = new Map<number, Handle>();
  let releaseTimer: Handle | null = null;
  let lastShownAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const hide = (id: number) => {
    const timer = hideTimers.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    hideTimers.delete(id);
    const next = visible.filter((alert) => alert.id !== id);
    if (next.length === visible.length) return;
    visible = next;
    notify();
  };

  const release = () => {
    releaseTimer = null;
    const head = waiting[0];
    if (!head) return;
    const now = timers.now();
    const wait = lastShownAt + ALERT_MIN_GAP_MS - now;
    if (wait > 0) {
      releaseTimer = timers.setTimeout(release, wait);
      return;
    }
    waiting.shift();
    const durationMs = alertDurationMs(head.input);
    lastShownAt = now;
    visible = [...visible, { ...head.input, id: head.id, shownAt: now, durationMs }];
    hideTimers.set(
      head.id,
      timers.setTimeout(() => hide(head.id), durationMs),
    );
    notify();
    if (waiting.length > 0) releaseTimer = timers.setTimeout(release, ALERT_MIN_GAP_MS);
  };

  return {
    show(input) {
      const id = nextId++;
      waiting.push({ id, input });
      if (releaseTimer === null) release();
      return id;
    },
    dismiss(id) {
      const index = waiting.findIndex((entry) => entry.id === id);
      if (index >= 0) waiting.splice(index, 1);
      hide(id);
    },
    hideVisible() {
      if (visible.length === 0) return;
      for (const timer of hideTimers.values()) timers.clearTimeout(timer);
      hideTimers.clear();
      visible = [];
      notify();
    },
    getVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      for (const timer of hideTimers.values()) timers.clearTimeout(timer);
      hideTimers.clear();
      if (releaseTimer !== null) timers.clearTimeout(releaseTimer);
      releaseTimer = null;
      waiting.length = 0;
      lastShownAt = Number.NEGATIVE_INFINITY;
      if (visible.length > 0) {
        visible = [];
        notify();
      }
    },
  };
}
