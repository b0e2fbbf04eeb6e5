import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  constantsResponse,
  countriesResponse,
  currenciesResponse,
  localeCodes,
  localesResponse,
} from "../../../contracts/settings.ts";
import { countries, currencies, locales, settingsConstants } from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";

const RESTRICTED = ["US", "UM", "GB", "FR", "NL", "AW", "CW", "MF"];
const REQUIRED_FIAT =
  "USD EUR CAD MXN BRL INR TRY UZS KZT IDR PLN RON CZK DKK NOK SEK BDT PHP RUB".split(" ");
const REQUIRED_CRYPTO = "BTC ETH USDT TON LTC TRX BNB".split(" ");

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function getJson(path: string, init?: RequestInit) {
  const response = await fetch(`${app.url}${path}`, init);
  return { response, body: response.status === 304 ? null : await response.json() };
}

describe("GET /api/settings/currencies", () => {
  it("lists every required currency with integer sub-units and decimal-string rates", async () => {
    const { response, body } = await getJson("/api/settings/currencies");
    expect(response.status).toBe(200);
    const { data } = currenciesResponse.parse(body);
    const byCode = new Map(data.map((currency) => [currency.code, currency]));
    for (const code of REQUIRED_FIAT) expect(byCode.get(code)?.type, code).toBe("fiat");
    for (const code of REQUIRED_CRYPTO) expect(byCode.get(code)?.type, code).toBe("crypto");

    expect(data.filter((currency) => currency.isBase).map((currency) => currency.code)).toEqual([
      "USD",
    ]);
    expect(byCode.get("USD")).toMatchObject({ subunitToUnit: 100, rate: { rate: "1" } });
    expect(byCode.get("EUR")?.rate.rate).toBe("1.08");
    expect(byCode.get("BTC")).toMatchObject({
      subunitToUnit: 100_000_000,
      subCurrencies: [{ code: "mBTC", subunitToUnit: 1000 }],
    });
    expect(byCode.get("ETH")?.subCurrencies).toEqual([{ code: "mETH", subunitToUnit: 1000 }]);
    const withSubUnits = data.filter((currency) => currency.subCurrencies.length > 0);
    expect(withSubUnits.map((currency) => currency.code).sort()).toEqual(["BTC", "ETH"]);
    for (const currency of data) {
      expect(currency.rate.rate, currency.code).toMatch(/^\d+(\.\d*[1-9])?$/);
      expect(Number.isSafeInteger(currency.subunitToUnit)).toBe(true);
    }
  });

  it("is publicly cacheable for 15 minutes and answers 304 to a current ETag", async () => {
    const { response } = await getJson("/api/settings/currencies");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${app.url}/api/settings/currencies`, {
      headers: { "if-none-match": etag ?? "" },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await fetch(`${app.url}/api/settings/currencies`, {
      headers: { "if-none-match": 'W/"old"' },
    });
    expect(stale.status).toBe(200);
  });

  it("filters by type and rejects an unknown type with field messages", async () => {
    const crypto = await getJson("/api/settings/currencies?type=crypto");
    expect(crypto.body.data.map((currency: { code: string }) => currency.code)).toEqual(
      REQUIRED_CRYPTO,
    );
    const bad = await getJson("/api/settings/currencies?type=gold");
    expect(bad.response.status).toBe(400);
    expect(bad.body.error.code).toBe(10400);
    expect(bad.body.error.fields.type).toHaveLength(1);
  });

  it("serves from the 15-minute server cache and hides disabled currencies once refreshed", async () => {
    await app.database.db
      .update(currencies)
      .set({ isEnabled: false })
      .where(eq(currencies.code, "RUB"));
    try {
      const cached = await getJson("/api/settings/currencies");
      expect(cached.body.data.some((currency: { code: string }) => currency.code === "RUB")).toBe(
        true,
      );
      await app.platform.settings.invalidate();
      const fresh = await getJson("/api/settings/currencies");
      expect(fresh.body.data.some((currency: { code: string }) => currency.code === "RUB")).toBe(
        false,
      );
    } finally {
      await app.database.db
        .update(currencies)
        .set({ isEnabled: true })
        .where(eq(currencies.code, "RUB"));
      await app.platform.settings.invalidate();
    }
  });
});

describe("GET /api/settings/locales", () => {
  it("lists the 26 locales in order, en the only default, fa right-to-left", async () => {
    const { response, body } = await getJson("/api/settings/locales");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const { data } = localesResponse.parse(body);
    expect(data.map((locale) => locale.code)).toEqual([...localeCodes]);
    expect(data.filter((locale) => locale.isDefault).map((locale) => locale.code)).toEqual(["en"]);
    expect(
      data.filter((locale) => locale.direction === "rtl").map((locale) => locale.code),
    ).toEqual(["fa"]);
    expect(data.find((locale) => locale.code === "de")).toMatchObject({
      name: "German",
      nativeName: "Deutsch",
    });
  });
});

describe("GET /api/settings/countries", () => {
  it("lists all ISO 3166 countries with a known default locale", async () => {
    const { response, body } = await getJson("/api/settings/countries");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const { data } = countriesResponse.parse(body);
    expect(data).toHaveLength(249);
    for (const country of data) expect(localeCodes as readonly string[]).toContain(country.locale);
    const byCode = new Map(data.map((country) => [country.code, country]));
    expect(byCode.get("DE")).toMatchObject({ name: "Germany", locale: "de", isRestricted: false });
    expect(byCode.get("BR")?.locale).toBe("pt-br");
    expect(byCode.get("MX")?.locale).toBe("es-mx");
    expect(byCode.get("CA")?.locale).toBe("en-ca");
    expect(byCode.get("IR")?.locale).toBe("fa");
    expect(byCode.get("JP")?.locale).toBe("en");
    const restricted = data
      .filter((country) => country.isRestricted)
      .map((country) => country.code);
    expect(restricted.sort()).toEqual([...RESTRICTED].sort());
    for (const code of RESTRICTED)
      expect(byCode.get(code)?.isRegistrationAllowed, code).toBe(false);
  });

  it("gives the registration country list without US, UM, GB, FR, NL, AW, CW, MF", async () => {
    const { body } = await getJson("/api/settings/countries?isRegistrationAllowed=true");
    const codes = body.data.map((country: { code: string }) => country.code);
    expect(codes).toHaveLength(249 - RESTRICTED.length);
    for (const code of RESTRICTED) expect(codes).not.toContain(code);
  });

  it("rejects a malformed filter with field messages", async () => {
    const { response, body } = await getJson("/api/settings/countries?isRegistrationAllowed=maybe");
    expect(response.status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 10400, fields: { isRegistrationAllowed: [expect.any(String)] } },
    });
  });

  it("drives the geo-restricted layout flag", async () => {
    const { settings } = app.platform;
    expect(await settings.isCountryRestricted("GB")).toBe(true);
    expect(await settings.isCountryRestricted("us")).toBe(true);
    expect(await settings.isCountryRestricted("DE")).toBe(false);
    expect(await settings.isCountryRestricted("ZZ")).toBe(false);
  });
});

describe("GET /api/settings/constants", () => {
  it("returns the settings constants of SPEC §3 nested by key", async () => {
    const { response, body } = await getJson("/api/settings/constants");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const { data } = constantsResponse.parse(body);
    expect(data.payment.invoiceStatuses).toEqual([
      { id: 1, name: "pending" },
      { id: 2, name: "success" },
      { id: 3, name: "failed" },
    ]);
    expect(data.game.playerBonus.status.map((option) => option.id)).toEqual([1, 2, 3]);
    expect(data.game.playerBonus.result.map((option) => option.name)).toEqual([
      "inProgress",
      "played",
      "canceled",
      "expired",
      "lost",
    ]);
    expect(data.game.playerFreespin.result.map((option) => option.id)).toEqual([1, 2, 3, 4]);
    expect(data.limit.definitions.map((option) => option.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.limit.periods.map((option) => option.id)).toEqual(["daily", "weekly", "monthly"]);
    expect(data.limit.selfExclusionPeriods.length).toBeGreaterThan(0);
    expect(data.limit.coolingOffPeriods.length).toBeGreaterThan(0);
    expect(data.player.timeZone[0]).toEqual({ id: "UTC", name: "UTC" });
    expect(data.player.timeZone).toContainEqual({
      id: "America/New_York",
      name: "America/New York",
    });
    expect(data.player.document.status.length).toBeGreaterThan(0);
    expect(data.game.bet.status.length).toBeGreaterThan(0);
  });
});

describe("seedDatabase", () => {
  it("can run again without duplicating rows or overwriting operator edits", async () => {
    const { db } = app.database;
    await db.update(currencies).set({ rate: "1.2" }).where(eq(currencies.code, "EUR"));
    await db
      .update(settingsConstants)
      .set({ value: [] })
      .where(eq(settingsConstants.key, "payment.invoiceTypes"));
    await seedDatabase(db);
    const count = async (table: typeof locales | typeof countries | typeof currencies) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
    expect(await count(locales)).toBe(26);
    expect(await count(countries)).toBe(249);
    expect(await count(currencies)).toBe(26);
    const [eur] = await db.select().from(currencies).where(eq(currencies.code, "EUR"));
    expect(eur?.rate).toMatch(/^1\.20*$/);
    const [types] = await db
      .select()
      .from(settingsConstants)
      .where(eq(settingsConstants.key, "payment.invoiceTypes"));
    expect(types?.value).toEqual([
      { id: 1, name: "deposit" },
      { id: 2, name: "withdrawal" },
    ]);
    await db.update(currencies).set({ rate: "1.08" }).where(eq(currencies.code, "EUR"));
  });
});
