import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schedulePreloaderExit, shouldHoldPreloader } from "./preloader-timing.ts";

describe("schedulePreloaderExit", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("hides 500 ms after load and removes 1000 ms after that", () => {
    const onHide = vi.fn();
    const onRemove = vi.fn();
    schedulePreloaderExit({ onHide, onRemove });
    vi.advanceTimersByTime(499);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(999);
    expect(onRemove).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it("does nothing once cancelled, before or after the hide step", () => {
    const early = { onHide: vi.fn(), onRemove: vi.fn() };
    schedulePreloaderExit(early)();
    vi.advanceTimersByTime(5000);
    expect(early.onHide).not.toHaveBeenCalled();

    const late = { onHide: vi.fn(), onRemove: vi.fn() };
    const cancel = schedulePreloaderExit(late);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(late.onHide).toHaveBeenCalledOnce();
    expect(late.onRemove).not.toHaveBeenCalled();
  });
});

describe("shouldHoldPreloader", () => {
  it("holds on auto-login only while state is present", () => {
    expect(shouldHoldPreloader("/auth/autologin", "?state=abc")).toBe(true);
    expect(shouldHoldPreloader("/de/auth/autologin", "?state=abc")).toBe(true);
    expect(shouldHoldPreloader("/auth/autologin", "")).toBe(false);
    expect(shouldHoldPreloader("/auth/autologin", "?code=1")).toBe(false);
  });

  it("holds on a social callback only while both code and state are present", () => {
    expect(shouldHoldPreloader("/auth/social/google/callback", "?code=1&state=2")).toBe(true);
    expect(shouldHoldPreloader("/fa/auth/social/google/callback/", "?state=2&code=1")).toBe(true);
    expect(shouldHoldPreloader("/auth/social/google/callback", "?code=1")).toBe(false);
    expect(shouldHoldPreloader("/auth/social/google/callback", "?state=2")).toBe(false);
  });

  it("never holds elsewhere", () => {
    expect(shouldHoldPreloader("/", "?state=1&code=2")).toBe(false);
    expect(shouldHoldPreloader("/xx/auth/autologin", "?state=1")).toBe(false);
  });
});
