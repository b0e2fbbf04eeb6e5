import { describe, expect, it } from "vitest";
import { betLimits, checkBetAmount } from "./limits.ts";

describe("bet limits per currency", () => {
  it("gives the base currency 0.01 … 1 000", () => {
    expect(betLimits(100n, "1")).toEqual({ minBet: 1n, maxBet: 100_000n });
  });

  it("converts by the rate and rounds to typeable figures", () => {
    // EUR at 1.08: 1 000 USD ≈ 925.93 EUR → 920.00; 0.01 USD rounds up to one cent.
    expect(betLimits(100n, "1.08")).toEqual({ minBet: 1n, maxBet: 92_000n });
    // BTC at 65 000: 0.01 USD ≈ 15.4 sat → 20 sat; 1 000 USD ≈ 0.01538 BTC → 0.015.
    expect(betLimits(100_000_000n, "65000")).toEqual({ minBet: 20n, maxBet: 1_500_000n });
    // UZS at 0.000079: 0.01 USD ≈ 126.58 som → 200.00; 1 000 USD ≈ 12.66 M → 12 M.
    expect(betLimits(100n, "0.000079")).toEqual({ minBet: 20_000n, maxBet: 1_200_000_000n });
  });

  it("falls back to the currency's own units without a usable rate", () => {
    expect(betLimits(100n, "0")).toEqual({ minBet: 1n, maxBet: 100_000n });
    expect(betLimits(1n, "nonsense")).toEqual({ minBet: 1n, maxBet: 1_000n });
  });

  it("checks a requested amount against decimals and bounds", () => {
    const limits = { minBet: 10n, maxBet: 100_000n };
    expect(checkBetAmount("1.50", 100n, limits)).toEqual({ ok: true, amount: 150n });
    expect(checkBetAmount("1.505", 100n, limits)).toEqual({
      ok: false,
      message: "Enter an amount with at most 2 decimals",
    });
    expect(checkBetAmount("0.05", 100n, limits)).toEqual({
      ok: false,
      message: "The minimum bet is 0.10",
    });
    expect(checkBetAmount("1000.01", 100n, limits)).toEqual({
      ok: false,
      message: "The maximum bet is 1000.00",
    });
    expect(checkBetAmount("0", 100n, limits).ok).toBe(false);
  });
});
