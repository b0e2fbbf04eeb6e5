import { describe, expect, it } from "vitest";
import { amountAtBp, sessionDecimals } from "./amounts.ts";

describe("board amounts", () => {
  it("reads the currency's decimals from the session's amounts", () => {
    expect(
      sessionDecimals({ balance: "1000.00", limits: { minBet: "0.10", maxBet: "500.00" } }),
    ).toBe(2);
    expect(
      sessionDecimals({ balance: "0.00000000", limits: { minBet: "0.00000100", maxBet: "1" } }),
    ).toBe(8);
    expect(sessionDecimals({ balance: "1500", limits: { minBet: "1", maxBet: "1000" } })).toBe(0);
  });

  it("applies a multiplier and rounds down to the minor unit", () => {
    expect(amountAtBp("1.00", 19_800n, 2)).toBe("1.98");
    expect(amountAtBp("0.33", 15_000n, 2)).toBe("0.49");
    expect(amountAtBp("2", 25_000n, 0)).toBe("5");
    expect(amountAtBp("abc", 10_000n, 2)).toBeNull();
  });
});
