import { describe, expect, it } from "vitest";
import { startCountry, startParams, widgetCulture } from "./widget-params.ts";

describe("widget culture (SPEC §9)", () => {
  it("maps es-MX to es-ES and en-US to en-GB", () => {
    expect(widgetCulture("es-mx")).toBe("es-ES");
    expect(widgetCulture("en")).toBe("en-GB");
  });

  it("keeps the other locales' cultures", () => {
    expect(widgetCulture("de")).toBe("de-DE");
    expect(widgetCulture("pt-br")).toBe("pt-BR");
    expect(widgetCulture("en-ca")).toBe("en-CA");
    expect(widgetCulture("se")).toBe("sv-SE");
  });

  it("falls back to en-GB", () => {
    expect(widgetCulture(undefined)).toBe("en-GB");
    expect(widgetCulture("xx")).toBe("en-GB");
  });
});

describe("start parameters (SPEC §3)", () => {
  it("takes the country from the profile, else the header, else UA", () => {
    expect(startCountry("DE", "FR")).toBe("DE");
    expect(startCountry(null, "fr")).toBe("FR");
    expect(startCountry(undefined, undefined)).toBe("UA");
    expect(startCountry("", "not a country")).toBe("UA");
  });

  it("launches real money from the site's origin, on the platform of the screen", () => {
    expect(
      startParams({
        accountId: "a1",
        origin: "https://sevens.example",
        locale: "es-mx",
        profileCountry: null,
        headerCountry: "MX",
        isMobile: true,
      }),
    ).toEqual({
      accountId: "a1",
      lobbyUrl: "https://sevens.example",
      locale: "es-ES",
      countryCode: "MX",
      demoMode: false,
      platform: 1,
      provider: "altenar",
    });
    expect(
      startParams({ origin: "https://sevens.example", locale: "en", isMobile: false }),
    ).toMatchObject({ platform: 2, locale: "en-GB", countryCode: "UA" });
  });
});
