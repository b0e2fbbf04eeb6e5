import { describe, expect, it } from "vitest";
import { formatChance } from "./chance.ts";

describe("formatChance", () => {
  it("rounds down to two decimals and survives float noise", () => {
    expect(formatChance(6 / 13, "en")).toBe("46.15%");
    expect(formatChance(1 / 13, "en")).toBe("7.69%");
    expect(formatChance(0.29, "en")).toBe("29.00%");
    expect(formatChance(1, "en")).toBe("100.00%");
    expect(formatChance(0, "en")).toBe("0.00%");
  });

  it("writes the percentage the locale's way", () => {
    expect(formatChance(6 / 13, "de")).toBe("46,15\u00a0%");
    expect(formatChance(6 / 13, "fa")).toBe("۴۶٫۱۵٪");
    expect(formatChance(6 / 13, "tr")).toBe("%46,15");
  });
});
