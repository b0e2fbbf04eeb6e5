import { describe, expect, it } from "vitest";
import { currencyName } from "../../../contracts/locale-format.ts";
import type { Currency } from "../../../contracts/settings.ts";
import { searchCurrencies } from "./currency-search.ts";

const currency = (code: string, name: string, type: Currency["type"]): Currency => ({
  code,
  name,
  type,
  symbol: code,
  isEnabled: true,
  isBase: code === "USD",
  subunitToUnit: 100,
  rate: { rate: "1" },
  subCurrencies: [],
});

const all = [
  currency("USD", "US dollar", "fiat"),
  currency("EUR", "Euro", "fiat"),
  currency("BRL", "Brazilian real", "fiat"),
  currency("BTC", "Bitcoin", "crypto"),
  currency("USDT", "Tether", "crypto"),
];

describe("searchCurrencies", () => {
  it("lists one kind, sorted by code", () => {
    expect(searchCurrencies(all, "fiat", "").map((c) => c.code)).toEqual(["BRL", "EUR", "USD"]);
    expect(searchCurrencies(all, "crypto", "").map((c) => c.code)).toEqual(["BTC", "USDT"]);
  });

  it("finds by code in any case, codes that start with the query first", () => {
    expect(searchCurrencies(all, "fiat", "eu").map((c) => c.code)).toEqual(["EUR"]);
    expect(searchCurrencies(all, "fiat", " b ").map((c) => c.code)).toEqual(["BRL", "BTC"]);
    expect(searchCurrencies(all, "crypto", "t").map((c) => c.code)).toEqual(["BTC", "USDT"]);
  });

  it("also matches names", () => {
    expect(searchCurrencies(all, "crypto", "bitcoin").map((c) => c.code)).toEqual(["BTC"]);
  });

  it("matches the name shown in the page's language", () => {
    const russian = (c: Currency) => currencyName(c.code, c.name, "ru");
    expect(searchCurrencies(all, "fiat", "евро", russian).map((c) => c.code)).toEqual(["EUR"]);
    expect(searchCurrencies(all, "fiat", "евро").map((c) => c.code)).toEqual([]);
  });

  it("searches every kind once there is a query, whatever the tab", () => {
    expect(searchCurrencies(all, "fiat", "btc").map((c) => c.code)).toEqual(["BTC"]);
    expect(searchCurrencies(all, "crypto", "usd").map((c) => c.code)).toEqual(["USD", "USDT"]);
    expect(searchCurrencies(all, "crypto", "real").map((c) => c.code)).toEqual(["BRL"]);
  });
});
