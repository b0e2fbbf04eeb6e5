import { describe, expect, it } from "vitest";
import {
  convertAmount,
  isZeroAmount,
  listedAccounts,
  toDisplayAmount,
  upsertAccount,
} from "./money-display.ts";

const currency = (overrides: {
  subunitToUnit?: number;
  rate?: string;
  subCurrencies?: { code: string; subunitToUnit: number }[];
}) => ({
  subunitToUnit: overrides.subunitToUnit ?? 100,
  rate: { rate: overrides.rate ?? "1" },
  subCurrencies: overrides.subCurrencies ?? [],
});

const btc = currency({
  subunitToUnit: 100_000_000,
  rate: "65000",
  subCurrencies: [{ code: "mBTC", subunitToUnit: 1000 }],
});

describe("toDisplayAmount", () => {
  it("shows BTC in mBTC with exact bigint math when sub-units are preferred", () => {
    expect(toDisplayAmount("1.23456789", "BTC", btc, true)).toEqual({
      amount: "1234.56789",
      code: "mBTC",
    });
    expect(toDisplayAmount("0.00000001", "BTC", btc, true)).toEqual({
      amount: "0.00001",
      code: "mBTC",
    });
  });

  it("keeps major units when sub-units are off or the currency has none", () => {
    expect(toDisplayAmount("1.5", "BTC", btc, false)).toEqual({
      amount: "1.50000000",
      code: "BTC",
    });
    expect(toDisplayAmount("12.5", "EUR", currency({}), true)).toEqual({
      amount: "12.50",
      code: "EUR",
    });
  });

  it("passes through what it cannot read", () => {
    expect(toDisplayAmount("1.5", "XYZ", undefined, true)).toEqual({ amount: "1.5", code: "XYZ" });
    expect(toDisplayAmount("abc", "EUR", currency({}), false)).toEqual({
      amount: "abc",
      code: "EUR",
    });
  });
});

describe("convertAmount", () => {
  const usd = currency({ rate: "1" });
  const eur = currency({ rate: "1.08" });

  it("converts through the base-currency rates, rounded half-up to 2 decimals", () => {
    expect(convertAmount("12.50", eur, usd)).toBe("13.50");
    expect(convertAmount("13.50", usd, eur)).toBe("12.50");
    expect(convertAmount("0.00000001", btc, usd)).toBe("0.00");
    expect(convertAmount("0.00001", btc, usd)).toBe("0.65");
    expect(convertAmount("1", btc, eur)).toBe("60185.19");
  });

  it("answers null for unreadable input or a zero rate", () => {
    expect(convertAmount("x", usd, eur)).toBeNull();
    expect(convertAmount("1", usd, currency({ rate: "0" }))).toBeNull();
    expect(convertAmount("1", usd, currency({ rate: "1e3" }))).toBeNull();
  });
});

describe("account lists", () => {
  const account = (id: string, status: number, balance = "0.00", hidden = false) => ({
    id,
    status,
    balance,
    hidden,
  });

  it("replaces an account in place and keeps exactly one active", () => {
    const list = [account("a", 1, "5.00"), account("b", 0)];
    expect(upsertAccount(list, account("b", 1, "1.00"))).toEqual([
      account("a", 0, "5.00"),
      account("b", 1, "1.00"),
    ]);
    expect(upsertAccount(list, account("a", 1, "7.00"))).toEqual([
      account("a", 1, "7.00"),
      account("b", 0),
    ]);
  });

  it("appends a new account", () => {
    expect(upsertAccount([account("a", 1)], account("c", 0))).toEqual([
      account("a", 1),
      account("c", 0),
    ]);
  });

  it("lists neither hidden nor, on request, empty accounts, but always the active one", () => {
    const list = [account("a", 1), account("b", 0, "0.00"), account("c", 0, "2.00", true)];
    expect(listedAccounts(list, false).map((item) => item.id)).toEqual(["a", "b"]);
    expect(listedAccounts(list, true).map((item) => item.id)).toEqual(["a"]);
    expect(isZeroAmount("0.00000000")).toBe(true);
    expect(isZeroAmount("0.01")).toBe(false);
  });
});
