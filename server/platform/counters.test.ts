import { afterEach, describe, expect, it } from "vitest";
import { createMemoryCounters, type Counters } from "./counters.ts";

describe("memory security counters", () => {
  let counters: Counters | undefined;
  afterEach(async () => {
    await counters?.close();
  });

  it("count within a window and start again after it", async () => {
    let now = 1_000;
    counters = createMemoryCounters({ now: () => now });
    expect(await counters.increment("a", 100)).toEqual({ count: 1, resetInMs: 100 });
    now += 40;
    expect(await counters.increment("a", 100)).toEqual({ count: 2, resetInMs: 60 });
    now += 60;
    expect(await counters.increment("a", 100)).toEqual({ count: 1, resetInMs: 100 });
  });

  it("never go below zero and leave missing counters missing", async () => {
    counters = createMemoryCounters();
    await counters.decrement("missing");
    expect((await counters.increment("missing", 1_000)).count).toBe(1);
    await counters.decrement("missing");
    await counters.decrement("missing");
    expect((await counters.increment("missing", 1_000)).count).toBe(1);
  });

  it("refuse a new counter when full of live ones instead of evicting one", async () => {
    let now = 0;
    counters = createMemoryCounters({ maxEntries: 2, now: () => now });
    await counters.increment("a", 1_000);
    await counters.increment("b", 10);
    await expect(counters.increment("c", 1_000)).rejects.toThrow("full");
    expect((await counters.increment("a", 1_000)).count).toBe(2);
    now = 20; // b's window is over: its place is free again
    expect((await counters.increment("c", 1_000)).count).toBe(1);
    expect((await counters.increment("a", 1_000)).count).toBe(3);
  });
});
