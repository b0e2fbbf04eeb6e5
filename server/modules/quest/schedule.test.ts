import { describe, expect, it } from "vitest";
import { deadlineOf, instanceExpiry, isOffered, periodEnd, periodKey } from "./schedule.ts";

// A Tuesday.
const at = new Date("2026-03-10T15:30:00Z");

describe("quest schedules", () => {
  it("keys one instance per period", () => {
    expect(periodKey("none", at)).toBe("once");
    expect(periodKey("daily", at)).toBe("2026-03-10");
    expect(periodKey("weekly", at)).toBe("week-2026-03-09");
    expect(periodKey("weekly", new Date("2026-03-15T23:59:59Z"))).toBe("week-2026-03-09");
    expect(periodKey("monthly", at)).toBe("2026-03");
  });

  it("ends a period at the next reset in UTC", () => {
    expect(periodEnd("none", at)).toBeNull();
    expect(periodEnd("daily", at)?.toISOString()).toBe("2026-03-11T00:00:00.000Z");
    expect(periodEnd("weekly", at)?.toISOString()).toBe("2026-03-16T00:00:00.000Z");
    expect(periodEnd("monthly", new Date("2026-12-31T23:00:00Z"))?.toISOString()).toBe(
      "2027-01-01T00:00:00.000Z",
    );
  });

  it("ends an instance at the reset or the offer's end, whichever comes first", () => {
    const until = new Date("2026-03-10T18:00:00Z");
    expect(instanceExpiry("daily", until, at)).toEqual(until);
    expect(instanceExpiry("none", null, at)).toBeNull();
    expect(instanceExpiry("daily", null, at)?.toISOString()).toBe("2026-03-11T00:00:00.000Z");
  });

  it("gives a started quest its duration, cut at the instance's end", () => {
    const expiresAt = new Date("2026-03-10T16:00:00Z");
    expect(deadlineOf(60, expiresAt, at)).toEqual(expiresAt);
    expect(deadlineOf(10, expiresAt, at)?.toISOString()).toBe("2026-03-10T15:40:00.000Z");
    expect(deadlineOf(null, null, at)).toBeNull();
  });

  it("offers enabled definitions inside their window", () => {
    const window = { isEnabled: true, availableFrom: new Date("2026-03-01"), availableUntil: null };
    expect(isOffered(window, at)).toBe(true);
    expect(isOffered({ ...window, isEnabled: false }, at)).toBe(false);
    expect(isOffered({ ...window, availableFrom: new Date("2026-04-01") }, at)).toBe(false);
    expect(isOffered({ ...window, availableUntil: at }, at)).toBe(false);
  });
});
