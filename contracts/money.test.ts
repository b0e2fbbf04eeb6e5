import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  baseEquivalent,
  decimalPlaces,
  formatMinor,
  MoneyFormatError,
  parseMajor,
  tryParseMajor,
} from "./money.ts";

describe("formatMinor", () => {
  it("writes minor units as major units with the currency's decimals", () => {
    expect(formatMinor(1250n, 100n)).toBe("12.50");
    expect(formatMinor(0n, 100)).toBe("0.00");
    expect(formatMinor(5n, 100)).toBe("0.05");
    expect(formatMinor(-5n, 100)).toBe("-0.05");
    expect(formatMinor(120000n, 100000000n)).toBe("0.00120000");
    expect(formatMinor(1n, 1000000000n)).toBe("0.000000001");
    expect(formatMinor(42n, 1n)).toBe("42");
    expect(formatMinor(123456789012345678901234567890n, 100n)).toBe(
      "1234567890123456789012345678.90",
    );
  });

  it("refuses a factor that is not a power of ten", () => {
    expect(() => formatMinor(1n, 12n)).toThrow(RangeError);
    expect(() => decimalPlaces(0n)).toThrow(RangeError);
    expect(decimalPlaces(100000000n)).toBe(8);
  });
});

describe("parseMajor", () => {
  it("reads decimal strings in major units", () => {
    expect(parseMajor("12.5", 100)).toBe(1250n);
    expect(parseMajor("12.50", 100n)).toBe(1250n);
    expect(parseMajor("12", 100)).toBe(1200n);
    expect(parseMajor("0", 100)).toBe(0n);
    expect(parseMajor("0.01", 100)).toBe(1n);
    expect(parseMajor("0.00120000", 100000000n)).toBe(120000n);
    expect(parseMajor("7", 1)).toBe(7n);
  });

  it.each([
    ["too many decimals", "0.001"],
    ["negative", "-1.00"],
    ["plus sign", "+1"],
    ["exponent", "1e3"],
    ["garbage", "abc"],
    ["empty", ""],
    ["bare point", "."],
    ["trailing point", "1."],
    ["leading point", ".5"],
    ["spaces", " 1.00"],
    ["comma", "1,00"],
    ["leading zeros", "007"],
    ["hex", "0x10"],
    ["infinity", "Infinity"],
  ])("refuses %s (%j)", (_, text) => {
    expect(() => parseMajor(text, 100)).toThrow(MoneyFormatError);
    expect(tryParseMajor(text, 100)).toBeNull();
  });

  it("round-trips with formatMinor for any amount and factor", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 18 }),
        (amount, places) => {
          const factor = 10n ** BigInt(places);
          expect(parseMajor(formatMinor(amount, factor), factor)).toBe(amount);
        },
      ),
    );
  });
});

describe("baseEquivalent", () => {
  it("converts to the base currency rounded half-up to 2 decimals", () => {
    expect(baseEquivalent(1250n, 100n, "1.08")).toBe("13.50");
    expect(baseEquivalent(1250n, 100n, "1")).toBe("12.50");
    expect(baseEquivalent(100000000n, 100000000n, "65000")).toBe("65000.00");
    // 0.00012345 BTC × 65000 = 8.02425 → 8.02
    expect(baseEquivalent(12345n, 100000000n, "65000.000000000000000000")).toBe("8.02");
    // 1 UZS cent × 0.000079 = 0.00000079 → 0.00; 12345.67 UZS → 0.975… → 0.98
    expect(baseEquivalent(1n, 100n, "0.000079")).toBe("0.00");
    expect(baseEquivalent(1234567n, 100n, "0.000079")).toBe("0.98");
    // exactly half a cent rounds up: 0.05 × 0.1 = 0.005
    expect(baseEquivalent(5n, 100n, "0.1")).toBe("0.01");
    expect(baseEquivalent(0n, 100n, "1.08")).toBe("0.00");
    expect(baseEquivalent(-1250n, 100n, "1.08")).toBe("-13.50");
  });

  it("refuses a rate that is not a decimal", () => {
    expect(() => baseEquivalent(1n, 100n, "1e3")).toThrow(MoneyFormatError);
  });
});
