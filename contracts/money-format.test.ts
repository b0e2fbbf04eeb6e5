import { describe, expect, it } from "vitest";
import { displayDecimals, formatDecimal, formatMoney } from "./money-format.ts";

const USD = { decimals: 2, type: "fiat" as const };
const JPY = { decimals: 0, type: "fiat" as const };
const BTC = { decimals: 8, type: "crypto" as const };
const ETH = { decimals: 9, type: "crypto" as const };
const USDT = { decimals: 6, type: "crypto" as const };

describe("one money formatter", () => {
  it.each([
    ["1234.5", "USD", USD, "en", "1,234.50 USD"],
    ["1234.5", "USD", USD, "de", "1.234,50 USD"],
    ["1234.5", "USD", USD, "fa", "۱٬۲۳۴٫۵۰ USD"],
    ["1500", "JPY", JPY, "en", "1,500 JPY"],
    ["1500", "JPY", JPY, "de", "1.500 JPY"],
    ["0.00012345", "BTC", BTC, "en", "0.00012345 BTC"],
    ["0.5", "BTC", BTC, "de", "0,50000000 BTC"],
    ["1.5", "BTC", BTC, "fa", "۱٫۵۰۰۰۰۰۰۰ BTC"],
    ["1.123456789", "ETH", ETH, "en", "1.123456 ETH"],
    ["50.000000", "USDT", USDT, "en", "50.00 USDT"],
    ["50.000000", "USDT", USDT, "de", "50,00 USDT"],
    ["3.125000", "USDT", USDT, "fa", "۳٫۱۲ USDT"],
  ])("%s %s in %s", (amount, code, currency, locale, expected) => {
    expect(formatMoney(amount, code, locale, currency)).toBe(expected);
  });

  it("never mixes digit systems in one amount", () => {
    const persian = formatMoney("9876543.21", "USD", "fa", USD);
    expect(persian.replace(" USD", "")).toMatch(/^[۰-۹٬٫]+$/);
  });

  it("keeps one precision per currency, whatever the amount", () => {
    const shown = ["0.1", "12.3456", "0.000001"].map((amount) =>
      formatMoney(amount, "USDT", "en", USDT),
    );
    expect(shown).toEqual(["0.10 USDT", "12.34 USDT", "0.00 USDT"]);
    expect(displayDecimals("TON", { decimals: 9, type: "crypto" })).toBe(4);
    expect(displayDecimals("XYZ", { decimals: 18, type: "crypto" })).toBe(6);
    expect(displayDecimals("EUR", USD)).toBe(2);
  });

  it("signs losses and, when asked, profits", () => {
    expect(formatDecimal("-0.6", "en", 2)).toBe("-0.60");
    expect(formatDecimal("1.5", "en", 2, { sign: "always" })).toBe("+1.50");
    expect(formatDecimal("-0.00", "en", 2)).toBe("0.00");
    expect(formatDecimal("not money", "en", 2)).toBe("not money");
  });

  it("keeps digits a float would lose", () => {
    expect(formatDecimal("90071992547409931.12345678", "en", 8)).toBe(
      "90,071,992,547,409,931.12345678",
    );
  });
});
