/**
 * Live price and score changes for screen readers: read out politely, at most one message every
 * few seconds, and of what piled up meanwhile only the last few, so a busy market never floods
 * a player with numbers.
 */

export const ANNOUNCE_GAP_MS = 4000;
export const ANNOUNCE_KEEP = 3;

export interface Announcer {
  announce(message: string): void;
  dispose(): void;
}

export function createAnnouncer(options: {
  emit: (text: string) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => () => void;
  gapMs?: number;
}): Announcer {
  const now = options.now ?? (() => Date.now());
  const gap = options.gapMs ?? ANNOUNCE_GAP_MS;
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  let pending: string[] = [];
  let last = -Infinity;
  let cancel: (() => void) | null = null;

  function flush(): void {
    cancel = null;
    if (pending.length === 0) return;
    // The same message twice in a row says nothing new.
    const text = [...new Set(pending.slice(-ANNOUNCE_KEEP))].join(" ");
    pending = [];
    last = now();
    options.emit(text);
  }

  return {
    announce(message) {
      if (!message) return;
      pending.push(message);
      if (cancel) return;
      const wait = last + gap - now();
      if (wait <= 0) flush();
      else cancel = setTimer(flush, wait);
    },
    dispose() {
      cancel?.();
      cancel = null;
      pending = [];
    },
  };
}
