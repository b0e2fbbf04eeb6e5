import { describe, expect, it } from "vitest";
import {
  currencyName,
  formatDate,
  formatDateTime,
  formatInteger,
  formatPercentText,
  formatRelativeTime,
  formatYear,
} from "./locale-format.ts";

const noon = Date.UTC(2026, 10, 24, 12, 0, 0);

describe("locale formats", () => {
  it("writes counts with the locale's digits and grouping", () => {
    expect(formatInteger(1234, "en")).toBe("1,234");
    expect(formatInteger(1234, "de")).toBe("1.234");
    expect(formatInteger(1234, "fa")).toBe("۱٬۲۳۴");
  });

  it("keeps a percentage's decimals and puts the sign where the locale does", () => {
    expect(formatPercentText("96.50", "en")).toBe("96.50%");
    expect(formatPercentText("96.50", "de")).toBe("96,50\u00a0%");
    expect(formatPercentText("96.50", "tr")).toBe("%96,50");
    expect(formatPercentText("96.50", "fa")).toMatch(/^\u200e?۹۶٫۵۰\u200e?٪$/u);
    expect(formatPercentText("97", "en")).toBe("97%");
  });

  it("writes dates in the locale's calendar and digits", () => {
    expect(formatDate(noon, "en")).toBe("Nov 24, 2026");
    expect(formatDate(noon, "de")).toBe("24.11.2026");
    // Persian dates are Solar Hijri in Persian digits: 24 November 2026 is 3 Azar 1405.
    expect(formatDate(noon, "fa")).toContain("۱۴۰۵");
    expect(formatYear(new Date(noon), "fa")).toContain("۱۴۰۵");
    expect(formatDateTime(noon, "en")).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}/);
  });

  it("says how long ago something was", () => {
    expect(formatRelativeTime(noon - 5 * 60_000, "en", noon)).toBe("5 minutes ago");
    expect(formatRelativeTime(noon - 3 * 3_600_000, "de", noon)).toBe("vor 3 Stunden");
    expect(formatRelativeTime(noon + 2 * 86_400_000, "en", noon)).toBe("in 2 days");
    expect(formatRelativeTime(noon - 86_400_000, "en", noon)).toBe("yesterday");
  });

  it("names a currency in the locale, keeping the catalogue's name where Intl has none", () => {
    expect(currencyName("EUR", "Euro", "ru")).toBe("евро");
    expect(currencyName("USD", "US Dollar", "de")).toBe("US-Dollar");
    expect(currencyName("USDT", "Tether", "ru")).toBe("Tether");
    expect(currencyName("BTC", "Bitcoin", "fa")).toBe("Bitcoin");
  });
});
