import { describe, expect, it } from "vitest";
import { betOutcome } from "./bet-outcome.ts";

describe("a round's result", () => {
  it.each([
    { staked: "1.00", returned: "0.40", outcome: "loss", multiplier: "0.40", profit: "-0.60" },
    { staked: "1.00", returned: "2.50", outcome: "win", multiplier: "2.50", profit: "+1.50" },
    { staked: "1.00", returned: "0.00", outcome: "loss", multiplier: "0.00", profit: "-1.00" },
    { staked: "1.00", returned: "1.00", outcome: "push", multiplier: "1.00", profit: "0.00" },
    { staked: "3.00", returned: "1.00", outcome: "loss", multiplier: "0.33", profit: "-2.00" },
    {
      staked: "0.00010000",
      returned: "0.00025000",
      outcome: "win",
      multiplier: "2.50",
      profit: "+0.00015000",
    },
    { staked: "10", returned: "0", outcome: "loss", multiplier: "0.00", profit: "-10" },
  ])("$staked → $returned is a $outcome", ({ staked, returned, outcome, multiplier, profit }) => {
    expect(betOutcome({ staked, returned })).toEqual({ outcome, multiplier, profit });
  });

  it("is open while nothing came back, and a refund is its own result", () => {
    expect(betOutcome({ staked: "1.00", returned: null }).outcome).toBe("open");
    expect(betOutcome({ staked: "1.00", returned: "1.00", refunded: true })).toMatchObject({
      outcome: "refund",
      profit: "0.00",
    });
  });
});
