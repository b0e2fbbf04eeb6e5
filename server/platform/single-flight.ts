/**
 * One run at a time of `work`, repeated while asked again: a call during a run returns that
 * run's promise and makes it go round once more when it ends (so whatever was asked for during
 * the run is covered). Resolves to the sum of the rounds' counts. `stopped` ends the repeats.
 */
export interface SingleFlight {
  (): Promise<number>;
  /** Resolves when the run in progress, if any, has ended (never rejects). */
  settled(): Promise<void>;
}

export function singleFlight(work: () => Promise<number>, stopped: () => boolean): SingleFlight {
  let current: Promise<number> | undefined;
  let again = false;
  const run = () => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      try {
        let total = 0;
        do {
          again = false;
          total += await work();
        } while (again && !stopped());
        return total;
      } finally {
        current = undefined;
      }
    })();
    return current;
  };
  return Object.assign(run, {
    settled: async () => {
      await current?.then(
        () => undefined,
        () => undefined,
      );
    },
  });
}

/**
 * A notify that runs `run` once, `delayMs` after the first call since the last run: the calls in
 * between are gathered into that one run. Under load a consumer then handles a batch per run
 * instead of one item per transaction, at the price of `delayMs` more latency.
 *
 * With `spacingMs`, runs also start at least that far apart: a lone notify after a quiet spell
 * still runs after `delayMs`, but a steady stream of them runs `run` at most every `spacingMs`.
 * Each run costs a fixed overhead (a transaction, a cursor, a read), so under load the spacing,
 * not the work, decides how much of the machine it takes.
 */
export interface Gathered {
  (): void;
  cancel(): void;
}

export function gathered(run: () => void, delayMs: number, spacingMs = 0): Gathered {
  let timer: NodeJS.Timeout | undefined;
  let lastRunAt = -Infinity;
  const notify = () => {
    if (timer) return;
    const wait = Math.max(delayMs, lastRunAt + spacingMs - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      lastRunAt = Date.now();
      run();
    }, wait);
  };
  return Object.assign(notify, {
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  });
}
