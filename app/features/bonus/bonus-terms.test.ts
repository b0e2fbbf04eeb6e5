import { describe, expect, it } from "vitest";
import { bonusTerms } from "./bonus-terms.ts";

describe("bonus terms", () => {
  it("always says real money goes first and how to leave the bonus", () => {
    const keys = bonusTerms({}).map((line) => line.key);
    expect(keys).toContain("realFirst");
    expect(keys).toContain("cancelAnyTime");
    expect(keys).not.toContain("wagering");
  });

  it("states wagering, max bet, minimum deposit and dates with their values", () => {
    const lines = bonusTerms({
      wagerMultiplier: 35,
      maxBet: "5.00 USD",
      minDeposit: "20.00 USD",
      activateBy: "1 Dec 2026",
      wagerBy: "31 Dec 2026",
    });
    const byKey = Object.fromEntries(lines.map((line) => [line.key, line.values]));
    expect(byKey["wagering"]).toEqual({ multiplier: "35" });
    expect(byKey["maxBet"]).toEqual({ amount: "5.00 USD" });
    expect(byKey["minDeposit"]).toEqual({ amount: "20.00 USD" });
    expect(byKey["wagerBy"]).toEqual({ date: "31 Dec 2026" });
  });

  it("says a locked bonus can't be canceled instead of promising it", () => {
    const keys = bonusTerms({ isBonusCancelLock: true }).map((line) => line.key);
    expect(keys).toContain("cancelLocked");
    expect(keys).not.toContain("cancelAnyTime");
  });
});
