import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ALERT_DURATION_MS,
  ALERT_MIN_GAP_MS,
  ALERT_WITH_DESCRIPTION_DURATION_MS,
  createAlertQueue,
  type AlertInput,
} from "./alert-queue.ts";

function fakeTimerQueue() {
  return createAlertQueue({
    now: () => Date.now(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
  });
}

function alert(overrides: Partial<AlertInput> = {}): AlertInput {
  return { type: "success", title: "bonus.bonusIssued", params: { name: "Welcome" }, ...overrides };
}

const visibleTitles = (queue: ReturnType<typeof fakeTimerQueue>) =>
  queue.getVisible().map((shown) => shown.title);

describe("alert queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows an alert without a description for 3000 ms", () => {
    const queue = fakeTimerQueue();
    queue.show(alert());
    expect(queue.getVisible()).toHaveLength(1);
    expect(queue.getVisible()[0]?.params).toEqual({ name: "Welcome" });
    vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    expect(queue.getVisible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getVisible()).toHaveLength(0);
  });

  it("shows an alert with a description for 5000 ms", () => {
    const queue = fakeTimerQueue();
    queue.show(alert({ description: "bonus.bonusIssuedDescription" }));
    vi.advanceTimersByTime(ALERT_DURATION_MS);
    expect(queue.getVisible()).toHaveLength(1);
    vi.advanceTimersByTime(ALERT_WITH_DESCRIPTION_DURATION_MS - ALERT_DURATION_MS - 1);
    expect(queue.getVisible()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getVisible()).toHaveLength(0);
  });

  it("keeps alerts at least 400 ms apart, queueing sooner ones", () => {
    const queue = fakeTimerQueue();
    queue.show(alert({ title: "first" }));
    queue.show(alert({ title: "second" }));
    queue.show(alert({ title: "third" }));
    expect(visibleTitles(queue)).toEqual(["first"]);
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS - 1);
    expect(visibleTitles(queue)).toEqual(["first"]);
    vi.advanceTimersByTime(1);
    expect(visibleTitles(queue)).toEqual(["first", "second"]);
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS);
    expect(visibleTitles(queue)).toEqual(["first", "second", "third"]);
    const [first, second, third] = queue.getVisible();
    expect((second?.shownAt ?? 0) - (first?.shownAt ?? 0)).toBe(ALERT_MIN_GAP_MS);
    expect((third?.shownAt ?? 0) - (second?.shownAt ?? 0)).toBe(ALERT_MIN_GAP_MS);
    // Each keeps its own full duration from when it appeared.
    vi.advanceTimersByTime(ALERT_DURATION_MS - 2 * ALERT_MIN_GAP_MS);
    expect(visibleTitles(queue)).toEqual(["second", "third"]);
  });

  it("waits only for the rest of the gap when the previous alert was a while ago", () => {
    const queue = fakeTimerQueue();
    queue.show(alert({ title: "first" }));
    vi.advanceTimersByTime(300);
    queue.show(alert({ title: "second" }));
    expect(visibleTitles(queue)).toEqual(["first"]);
    vi.advanceTimersByTime(99);
    expect(visibleTitles(queue)).toEqual(["first"]);
    vi.advanceTimersByTime(1);
    expect(visibleTitles(queue)).toEqual(["first", "second"]);
    vi.advanceTimersByTime(5000);
    queue.show(alert({ title: "later" }));
    expect(visibleTitles(queue)).toEqual(["later"]);
  });

  it("hides visible alerts on navigation and still shows the queued ones", () => {
    const queue = fakeTimerQueue();
    queue.show(alert({ title: "first" }));
    queue.show(alert({ title: "second" }));
    queue.hideVisible();
    expect(queue.getVisible()).toHaveLength(0);
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS);
    expect(visibleTitles(queue)).toEqual(["second"]);
    vi.advanceTimersByTime(ALERT_DURATION_MS);
    expect(queue.getVisible()).toHaveLength(0);
  });

  it("dismisses an alert before its time and tells subscribers", () => {
    const queue = fakeTimerQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const id = queue.show(alert());
    expect(listener).toHaveBeenCalledTimes(1);
    queue.dismiss(id);
    expect(queue.getVisible()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(ALERT_DURATION_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
