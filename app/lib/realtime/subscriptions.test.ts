import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSubscriptionManager } from "./subscriptions.ts";

function setup(leaveDelayMs = 1000) {
  const calls: string[] = [];
  const manager = createSubscriptionManager<{ event: string }>(
    {
      join: (channel) => calls.push(`join ${channel}`),
      leave: (channel) => calls.push(`leave ${channel}`),
    },
    { leaveDelayMs },
  );
  return { calls, manager };
}

describe("ref-counted subscriptions", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("joins a channel once for many listeners and leaves after the last one goes", () => {
    const { calls, manager } = setup();
    manager.setConnected(true);
    const releaseA = manager.add("wallet:accounts#1", () => undefined);
    const releaseB = manager.add("wallet:accounts#1", () => undefined);
    expect(calls).toEqual(["join wallet:accounts#1"]);
    expect(manager.listenerCount("wallet:accounts#1")).toBe(2);

    releaseA();
    releaseA(); // releasing twice counts once
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(["join wallet:accounts#1"]);

    releaseB();
    expect(calls).toEqual(["join wallet:accounts#1"]); // leave is delayed
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["join wallet:accounts#1", "leave wallet:accounts#1"]);
    expect(manager.channels()).toEqual([]);
  });

  it("does not churn when a listener comes back within the leave delay (remount, page change)", () => {
    const { calls, manager } = setup();
    manager.setConnected(true);
    const release = manager.add("global:online", () => undefined);
    release();
    vi.advanceTimersByTime(500);
    const again = manager.add("global:online", () => undefined);
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(["join global:online"]);
    again();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(["join global:online", "leave global:online"]);
  });

  it("waits for the connection, and joins every live channel again after a reconnect", () => {
    const { calls, manager } = setup(0);
    manager.add("global:online", () => undefined);
    const release = manager.add("game:bets#9", () => undefined);
    expect(calls).toEqual([]);

    manager.setConnected(true);
    expect(calls).toEqual(["join global:online", "join game:bets#9"]);

    manager.setConnected(false);
    release(); // gone while offline: nothing to send, and not joined again
    manager.setConnected(true);
    expect(calls).toEqual(["join global:online", "join game:bets#9", "join global:online"]);
  });

  it("delivers a message to each listener of its channel only, and survives a throwing listener", () => {
    const onError = vi.fn();
    const manager = createSubscriptionManager<{ event: string }>(
      { join: () => undefined, leave: () => undefined },
      { onHandlerError: onError },
    );
    const a = vi.fn();
    const b = vi.fn();
    const other = vi.fn();
    manager.add("wallet:accounts#1", () => {
      throw new Error("boom");
    });
    manager.add("wallet:accounts#1", a);
    manager.add("wallet:accounts#1", b);
    manager.add("wallet:accounts#2", other);
    manager.dispatch("wallet:accounts#1", { event: "account.balance.updated" });
    expect(a).toHaveBeenCalledWith({ event: "account.balance.updated" });
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("counts the same handler added twice as two listeners", () => {
    const { calls, manager } = setup(0);
    manager.setConnected(true);
    const handler = vi.fn();
    const r1 = manager.add("global:online", handler);
    const r2 = manager.add("global:online", handler);
    manager.dispatch("global:online", { event: "online.updated" });
    expect(handler).toHaveBeenCalledTimes(2);
    r1();
    expect(calls).toEqual(["join global:online"]);
    r2();
    expect(calls).toEqual(["join global:online", "leave global:online"]);
  });

  it("clear drops listeners and pending leaves", () => {
    const { calls, manager } = setup();
    manager.setConnected(true);
    manager.add("global:online", () => undefined)();
    manager.clear();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual(["join global:online"]);
    expect(manager.channels()).toEqual([]);
  });
});
