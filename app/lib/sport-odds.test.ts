import { describe, expect, it } from "vitest";
import { formatOdds, oddsHundredths, toAmerican, toFractional } from "./sport-odds.ts";

describe("odds formats", () => {
  it("reads decimal odds as whole hundredths and refuses anything else", () => {
    expect(oddsHundredths("1.85")).toBe(185);
    expect(oddsHundredths("12.00")).toBe(1200);
    expect(oddsHundredths("1.8")).toBeNull();
    expect(oddsHundredths("0.95")).toBeNull();
    expect(oddsHundredths("abc")).toBeNull();
  });

  it("shows decimal odds as they come", () => {
    expect(formatOdds("1.85", "decimal")).toBe("1.85");
  });

  it("shows the fractions bookmakers print for their usual prices", () => {
    expect(toFractional("2.00")).toBe("1/1");
    expect(toFractional("1.80")).toBe("4/5");
    expect(toFractional("1.33")).toBe("1/3");
    expect(toFractional("1.91")).toBe("10/11");
    expect(toFractional("2.50")).toBe("6/4");
    expect(toFractional("3.50")).toBe("5/2");
    expect(toFractional("4.33")).toBe("10/3");
    expect(toFractional("11.00")).toBe("10/1");
  });

  it("shows any other price as its exact fraction in lowest terms", () => {
    expect(toFractional("1.85")).toBe("17/20");
    expect(toFractional("1.84")).toBe("21/25");
    expect(toFractional("1.01")).toBe("1/100");
    expect(toFractional("26.00")).toBe("25/1");
    expect(toFractional("2.37")).toBe("137/100");
  });

  it("shows American odds: plus the profit on 100 from evens up, minus the stake to win 100 below", () => {
    expect(toAmerican("2.00")).toBe("+100");
    expect(toAmerican("2.50")).toBe("+150");
    expect(toAmerican("11.00")).toBe("+1000");
    expect(toAmerican("1.50")).toBe("-200");
    expect(toAmerican("1.85")).toBe("-118");
    expect(toAmerican("1.91")).toBe("-110");
    expect(toAmerican("1.01")).toBe("-10000");
    expect(formatOdds("1.25", "american")).toBe("-400");
  });

  it("leaves unreadable odds alone in every format", () => {
    expect(formatOdds("n/a", "fractional")).toBe("n/a");
    expect(formatOdds("n/a", "american")).toBe("n/a");
  });
});
