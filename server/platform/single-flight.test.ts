import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gathered } from "./single-flight.ts";

describe("gathered", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs once for every notify within the delay, and again for a notify after the run", () => {
    const run = vi.fn();
    const notify = gathered(run, 10);
    notify();
    notify();
    vi.advanceTimersByTime(5);
    notify();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(run).toHaveBeenCalledTimes(1);
    notify();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("with a spacing, a steady stream of notifies runs at most once per spacing", () => {
    const run = vi.fn();
    const notify = gathered(run, 10, 100);
    notify();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(1);
    // Right after a run: the next waits out the spacing, not just the delay.
    notify();
    vi.advanceTimersByTime(50);
    notify();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(49);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // After a quiet spell longer than the spacing, a lone notify waits the delay only.
    vi.advanceTimersByTime(500);
    notify();
    vi.advanceTimersByTime(10);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("runs nothing once cancelled", () => {
    const run = vi.fn();
    const notify = gathered(run, 10);
    notify();
    notify.cancel();
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
  });
});
