import { describe, expect, it } from "vitest";
import { formatChance } from "./chance.ts";

describe("formatChance", () => {
  it("rounds down to two decimals and survives float noise", () => {
    expect(formatChance(6 / 13)).toBe("46.15 %");
    expect(formatChance(1 / 13)).toBe("7.69 %");
    expect(formatChance(0.29)).toBe("29.00 %");
    expect(formatChance(1)).toBe("100.00 %");
    expect(formatChance(0)).toBe("0.00 %");
  });
});
