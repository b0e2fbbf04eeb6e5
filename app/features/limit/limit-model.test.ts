import { describe, expect, it } from "vitest";
import {
  amountError,
  changeWaits,
  decodeLimitUpdate,
  definitionOfSlug,
  encodeLimitUpdate,
  usagePercent,
} from "./limit-model.ts";

describe("limit screens", () => {
  it("shows usage as a share of the limit, capped", () => {
    expect(usagePercent({ amount: "50.00", currentAmount: "12.50" })).toBe(25);
    expect(usagePercent({ amount: "0.00100000", currentAmount: "0.002" })).toBe(100);
    expect(usagePercent({ amount: null, currentAmount: null })).toBe(0);
  });

  it.each([
    {
      amount: "100.00",
      period: "daily" as const,
      next: "120",
      nextPeriod: "daily" as const,
      waits: true,
    },
    {
      amount: "100.00",
      period: "daily" as const,
      next: "80",
      nextPeriod: "daily" as const,
      waits: false,
    },
    {
      amount: "100.00",
      period: "weekly" as const,
      next: "100",
      nextPeriod: "daily" as const,
      waits: true,
    },
    {
      amount: "100.00",
      period: "daily" as const,
      next: "100",
      nextPeriod: "monthly" as const,
      waits: false,
    },
  ])(
    "$amount $period → $next $nextPeriod waits: $waits",
    ({ amount, period, next, nextPeriod, waits }) => {
      expect(changeWaits({ amount, period }, { amount: next, period: nextPeriod })).toBe(waits);
    },
  );

  it("carries a change in the confirm-limit-update value and refuses anything else", () => {
    const value = encodeLimitUpdate("1f0c", "weekly", "25.50");
    expect(decodeLimitUpdate(value)).toEqual({ id: "1f0c", period: "weekly", amount: "25.50" });
    expect(decodeLimitUpdate("1f0c~yearly~5")).toBeNull();
    expect(decodeLimitUpdate("1f0c~daily~-5")).toBeNull();
    expect(decodeLimitUpdate("true")).toBeNull();
  });

  it("checks amounts as the server does", () => {
    expect(amountError("", 2)).toMatch(/Enter/);
    expect(amountError("1e5", 2)).toMatch(/such as/);
    expect(amountError("1.234", 2)).toMatch(/2 decimals/);
    expect(amountError("0.00", 2)).toMatch(/more than zero/);
    expect(amountError("25.5", 2)).toBeNull();
  });

  it("maps the add-limit value to a definition", () => {
    expect(definitionOfSlug("loss")).toBe(2);
    expect(definitionOfSlug("selfExclusion")).toBe(4);
    expect(definitionOfSlug("anything")).toBe(3);
  });
});
