import { describe, expect, it } from "vitest";
import { bonusRequestFields, DECLINE_BONUS, effectiveChoice } from "./deposit-bonus-choice.ts";

const offers = [{ id: "welcome-1" }, { id: "reload" }];

describe("deposit bonus choice", () => {
  it("starts on the campaign the player came from, else the first offer", () => {
    expect(effectiveChoice(offers, null, "reload")).toBe("reload");
    expect(effectiveChoice(offers, null, "gone")).toBe("welcome-1");
    expect(effectiveChoice([], null, "reload")).toBe(DECLINE_BONUS);
  });

  it("keeps the player's pick while it is offered, and a decline always", () => {
    expect(effectiveChoice(offers, "reload", null)).toBe("reload");
    expect(effectiveChoice([{ id: "welcome-1" }], "reload", null)).toBe("welcome-1");
    expect(effectiveChoice(offers, DECLINE_BONUS, "reload")).toBe(DECLINE_BONUS);
  });

  it("sends bonusId, or isBonusDecline, or nothing when no bonus was on offer", () => {
    expect(bonusRequestFields("reload", true)).toEqual({ bonusId: "reload" });
    expect(bonusRequestFields(DECLINE_BONUS, true)).toEqual({ isBonusDecline: true });
    expect(bonusRequestFields(DECLINE_BONUS, false)).toEqual({});
  });
});
