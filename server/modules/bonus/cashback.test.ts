import { describe, expect, it } from "vitest";
import { cashbackAmount, cashbackPeriod } from "./cashback.ts";

describe("cashback periods", () => {
  it("runs days from midnight, weeks from Monday and months from the 1st, in UTC", () => {
    const sunday = new Date("2026-03-15T23:30:00Z");
    expect(cashbackPeriod("daily", sunday)).toEqual({
      start: new Date("2026-03-15T00:00:00Z"),
      end: new Date("2026-03-16T00:00:00Z"),
    });
    expect(cashbackPeriod("weekly", sunday)).toEqual({
      start: new Date("2026-03-09T00:00:00Z"),
      end: new Date("2026-03-16T00:00:00Z"),
    });
    expect(cashbackPeriod("weekly", new Date("2026-03-16T00:00:00Z")).start).toEqual(
      new Date("2026-03-16T00:00:00Z"),
    );
    expect(cashbackPeriod("monthly", new Date("2026-12-31T12:00:00Z"))).toEqual({
      start: new Date("2026-12-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
  });
});

describe("cashback amounts", () => {
  it("gives back a percentage of net losses, capped, and nothing for a player ahead", () => {
    expect(cashbackAmount(12_345n, 10, null)).toBe(1_234n);
    expect(cashbackAmount(1_000_000n, 10, 90_000n)).toBe(90_000n);
    expect(cashbackAmount(0n, 10, null)).toBe(0n);
    expect(cashbackAmount(-500n, 10, null)).toBe(0n);
    // 0.5 BTC lost at 10 %: 0.05 BTC in satoshi.
    expect(cashbackAmount(50_000_000n, 10, null)).toBe(5_000_000n);
  });
});
