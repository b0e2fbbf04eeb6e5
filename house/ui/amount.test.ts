import { describe, expect, it } from "vitest";
import {
  checkAmount,
  currencyDecimals,
  doubleAmount,
  formatAmount,
  halveAmount,
  parseAmount,
} from "./amount.ts";

const limits = { minBet: "0.10", maxBet: "100.00" };

describe("currencyDecimals", () => {
  it("reads the widest decimals the studio wrote", () => {
    expect(currencyDecimals(["12.50", "0.10", "100.00"])).toBe(2);
    expect(currencyDecimals(["0.00120000", "1"])).toBe(8);
    expect(currencyDecimals(["5", "100"])).toBe(0);
  });
});

describe("halveAmount and doubleAmount", () => {
  it("halves, rounding down to the minor unit", () => {
    expect(halveAmount("1.00", limits, 2)).toBe("0.50");
    expect(halveAmount("0.25", limits, 2)).toBe("0.12");
  });

  it("never halves below the minimum bet", () => {
    expect(halveAmount("0.15", limits, 2)).toBe("0.10");
    expect(halveAmount("0.10", limits, 2)).toBe("0.10");
  });

  it("doubles, never above the maximum bet", () => {
    expect(doubleAmount("2.50", limits, 2)).toBe("5.00");
    expect(doubleAmount("60", limits, 2)).toBe("100.00");
  });

  it("brings an amount outside the limits back inside", () => {
    expect(doubleAmount("0.01", limits, 2)).toBe("0.10");
    expect(halveAmount("500", limits, 2)).toBe("100.00");
  });

  it("starts from the minimum when the field holds no amount", () => {
    expect(halveAmount("", limits, 2)).toBe("0.10");
    expect(doubleAmount("abc", limits, 2)).toBe("0.10");
  });

  it("works with eight-decimal currencies", () => {
    const crypto = { minBet: "0.00000100", maxBet: "1.00000000" };
    expect(doubleAmount("0.00012345", crypto, 8)).toBe("0.00024690");
    expect(halveAmount("0.00000101", crypto, 8)).toBe("0.00000100");
  });
});

describe("checkAmount", () => {
  it("accepts an amount within the limits and normalises it", () => {
    expect(checkAmount("1.5", limits, 2)).toEqual({ ok: true, minor: 150n, text: "1.50" });
    expect(checkAmount(" 007 ", limits, 2)).toEqual({ ok: true, minor: 700n, text: "7.00" });
  });

  it("says why an amount can't be bet", () => {
    expect(checkAmount("", limits, 2)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("1,50", limits, 2)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("-1", limits, 2)).toEqual({ ok: false, reason: "format" });
    expect(checkAmount("1.505", limits, 2)).toEqual({ ok: false, reason: "decimals" });
    expect(checkAmount("0.09", limits, 2)).toEqual({ ok: false, reason: "min" });
    expect(checkAmount("100.01", limits, 2)).toEqual({ ok: false, reason: "max" });
  });

  it("round-trips through parse and format", () => {
    expect(formatAmount(parseAmount("12.3", 2) ?? -1n, 2)).toBe("12.30");
    // the decimal comma of most locales reads as the point; grouping is refused
    expect(parseAmount("1,50", 2)).toBe(150n);
    expect(parseAmount("1,000.50", 2)).toBeNull();
  });
});
