import { describe, expect, it } from "vitest";
import { localeCodes } from "../../contracts/settings.ts";
import { CATALOGUE } from "./catalogue.ts";
import {
  bookLocale,
  createLocalNames,
  localNames,
  nameTable,
  NOT_THE_REGION_OF_THEIR_CODE,
} from "./local-names.ts";
import { NAME_TABLES } from "./names/index.ts";

const sport = (id: number) => {
  const found = CATALOGUE.sport(id);
  if (!found) throw new Error(`no sport ${id}`);
  return found;
};
const category = (sportId: number, name: string) => {
  const found = sport(sportId).categories.find((entry) => entry.name === name);
  if (!found) throw new Error(`no category ${name} in sport ${sportId}`);
  return found;
};

describe("the book's names in the player's language", () => {
  it("names sports from the locale's table: de Fußball, Eishockey; fa فوتبال; ru Футбол", () => {
    expect(localNames("de").sport(sport(66))).toBe("Fußball");
    expect(localNames("de").sport(sport(70))).toBe("Eishockey");
    expect(localNames("fa").sport(sport(66))).toBe("فوتبال");
    expect(localNames("ru").sport(sport(66))).toBe("Футбол");
    expect(localNames("de").sport(sport(83))).toBe("MMA");
  });

  it("names a country category through Intl region names", () => {
    expect(localNames("de").category(category(66, "Germany"))).toBe("Deutschland");
    expect(localNames("de").category(category(66, "Spain"))).toBe("Spanien");
    expect(localNames("fr").category(category(66, "Spain"))).toBe("Espagne");
    expect(localNames("de").category(category(70, "Czech Republic"))).toBe("Tschechien");
  });

  it("names England by table, never as its code GB (United Kingdom)", () => {
    const england = category(66, "England");
    expect(england.countryCode).toBe("GB");
    expect(localNames("de").category(england)).toBe("England");
    expect(localNames("fr").category(england)).toBe("Angleterre");
    expect(localNames("ru").category(england)).toBe("Англия");
    expect(localNames("fa").category(england)).toBe("انگلستان");
    const usaCanada = category(70, "USA / Canada");
    expect(usaCanada.countryCode).toBe("US");
    expect(localNames("de").category(usaCanada)).toBe("USA / Kanada");
  });

  it("translates the other categories by table and keeps e-sports titles and tours", () => {
    expect(localNames("de").category(category(67, "International"))).toBe("International");
    expect(localNames("fr").category(category(67, "International"))).toBe("International");
    expect(localNames("es").category(category(84, "Men's Tour"))).toBe("Circuito masculino");
    expect(localNames("de").category(category(145, "CS:GO"))).toBe("CS:GO");
    expect(localNames("fa").category(category(145, "Dota2"))).toBe("Dota2");
    expect(localNames("de").category(category(68, "ATP"))).toBe("ATP");
  });

  it("falls back to English for an unknown or absent locale", () => {
    for (const locale of [undefined, "", "xx", "zz-ZZ", "en", "en-GB"]) {
      const names = localNames(locale);
      expect(names.sport(sport(66))).toBe("Soccer");
      expect(names.category(category(66, "England"))).toBe("England");
      expect(names.category(category(70, "Czech Republic"))).toBe("Czech Republic");
    }
  });

  it("falls back from a regional table to its language's, then to English", () => {
    expect(localNames("es-MX").sport(sport(67))).toBe("Básquetbol");
    expect(localNames("es-MX").sport(sport(66))).toBe("Fútbol");
    expect(localNames("pt-BR").sport(sport(68))).toBe("Tênis");
    expect(localNames("pt").sport(sport(68))).toBe("Ténis");
    expect(localNames("en-CA").sport(sport(70))).toBe("Hockey");
    expect(localNames("en-CA").sport(sport(66))).toBe("Soccer");
    const sparse = createLocalNames("de", { de: { sports: {}, categories: {} } });
    expect(sparse.sport(sport(66))).toBe("Soccer");
    expect(sparse.category(category(66, "International"))).toBe("International");
    expect(sparse.category(category(66, "Germany"))).toBe("Deutschland");
  });

  it("reads BCP 47 tags and the route prefixes that are tags", () => {
    expect(bookLocale("de")).toBe("de");
    expect(bookLocale("de-AT")).toBe("de");
    expect(bookLocale("sv")).toBe("se");
    expect(bookLocale("sv-SE")).toBe("se");
    expect(bookLocale("pt-BR")).toBe("pt-br");
    expect(bookLocale("pt-br")).toBe("pt-br");
    expect(bookLocale("es-AR")).toBe("es");
    // `se` as a tag is Northern Sami, which the book does not speak.
    expect(bookLocale("se")).toBeNull();
    expect(bookLocale("xx")).toBeNull();
    expect(localNames("sv").sport(sport(66))).toBe("Fotboll");
  });

  it("has a well-formed table for every locale but English, naming every sport", () => {
    const ids = CATALOGUE.sports.map((entry) => String(entry.id));
    const categoryNames = new Set(
      CATALOGUE.sports.flatMap((entry) => entry.categories.map((item) => item.name)),
    );
    for (const code of localeCodes) {
      if (code === "en") continue;
      const table = NAME_TABLES[code];
      expect(table, code).toBeDefined();
      nameTable.parse(table);
      for (const id of Object.keys(table?.sports ?? {})) expect(ids, `${code} ${id}`).toContain(id);
      for (const name of Object.keys(table?.categories ?? {})) {
        if (name !== "USA" && name !== "Netherlands") {
          expect(categoryNames, `${code} ${name}`).toContain(name);
        }
      }
      if (code.includes("-")) continue;
      expect(Object.keys(table?.sports ?? {}).sort(), code).toEqual([...ids].sort());
      for (const name of NOT_THE_REGION_OF_THEIR_CODE) {
        if (categoryNames.has(name))
          expect(table?.categories[name], `${code} ${name}`).toBeTruthy();
      }
    }
  });

  it("gives every sport and category of the catalogue a name in every locale, English or its own", () => {
    for (const code of localeCodes) {
      const names = localNames(code === "se" ? "sv" : code);
      for (const entry of CATALOGUE.sports) {
        expect(names.sport(entry).length, `${code} ${entry.id}`).toBeGreaterThan(0);
        for (const item of entry.categories) {
          expect(names.category(item).length, `${code} ${item.id}`).toBeGreaterThan(0);
        }
      }
    }
  });
});
