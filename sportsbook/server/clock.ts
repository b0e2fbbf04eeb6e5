/**
 * The book's clock. Everything the feed and the book do in time (kick-offs, goals, price steps,
 * live delays, quote expiry) reads it, so tests can drive a match to its result by moving it.
 * It is the system clock until `set` stops it at a moment (tests, benchmarks): from then on it
 * only moves when told to, so a slow machine never runs a live delay out behind a test's back.
 */
export interface BookClock {
  now(): Date;
  /** Stops the clock at a moment. */
  set(time: Date | number): void;
  /** Moves a stopped clock forward (a running one too). */
  advance(ms: number): void;
}

export function createBookClock(): BookClock {
  let stopped: number | null = null;
  let offset = 0;
  return {
    now: () => new Date(stopped ?? Date.now() + offset),
    set(time) {
      stopped = new Date(time).getTime();
    },
    advance(ms) {
      if (stopped === null) offset += ms;
      else stopped += ms;
    },
  };
}
