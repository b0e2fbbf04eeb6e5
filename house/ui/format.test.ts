import { describe, expect, it } from "vitest";
import {
  compactMultiplier,
  formatMoney,
  formatMultiplier,
  fromHundredths,
  groupThousands,
  multiplierFromBp,
  toHundredths,
  trimMultiplier,
} from "./format.ts";

describe("multipliers", () => {
  it("keeps two decimals and more only when they matter", () => {
    expect(trimMultiplier("1.9800")).toBe("1.98");
    expect(trimMultiplier("2.0000")).toBe("2.00");
    expect(trimMultiplier("1.0125")).toBe("1.0125");
    expect(trimMultiplier("12")).toBe("12.00");
  });

  it("reads basis points", () => {
    expect(multiplierFromBp(19_800n)).toBe("1.98");
    expect(multiplierFromBp("99000000")).toBe("9900.00");
    expect(multiplierFromBp(2_500)).toBe("0.25");
    expect(multiplierFromBp(0n)).toBe("0.00");
  });

  it("shortens multipliers for tight spots", () => {
    expect(compactMultiplier(1_000_000_000n)).toBe("100000");
    expect(compactMultiplier(26_000_000)).toBe("2600");
    expect(compactMultiplier(265_000)).toBe("26.5");
    expect(compactMultiplier(100_000)).toBe("10");
    expect(compactMultiplier(56_000)).toBe("5.6");
    expect(compactMultiplier(5_500)).toBe("0.55");
    expect(compactMultiplier(10_000)).toBe("1");
    expect(compactMultiplier(0)).toBe("0");
  });

  it("groups thousands for display", () => {
    expect(formatMultiplier("1000000.0000")).toBe("1,000,000.00×");
    expect(groupThousands("-1234.5")).toBe("-1,234.5");
    expect(formatMoney("1234567.50", "USD")).toBe("1,234,567.50 USD");
  });
});

describe("hundredths", () => {
  it("formats and parses two-decimal values", () => {
    expect(fromHundredths(4950)).toBe("49.50");
    expect(fromHundredths(5)).toBe("0.05");
    expect(toHundredths("49.5")).toBe(4950);
    expect(toHundredths("2")).toBe(200);
    expect(toHundredths("0.07")).toBe(7);
  });

  it("refuses more than two decimals or anything else", () => {
    expect(toHundredths("1.005")).toBeNull();
    expect(toHundredths("abc")).toBeNull();
    expect(toHundredths("-1")).toBeNull();
  });
});
