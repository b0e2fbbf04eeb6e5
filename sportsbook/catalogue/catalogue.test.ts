import { describe, expect, it } from "vitest";
import { toSportSlug } from "../../contracts/sportsbook.ts";
import { buildCatalogue, CATALOGUE } from "./catalogue.ts";

describe("the sport catalogue", () => {
  it("lists about 110 sports with ids 66–179, the SPEC's examples among them", () => {
    expect(CATALOGUE.sports.length).toBeGreaterThanOrEqual(105);
    for (const sport of CATALOGUE.sports) {
      expect(sport.id).toBeGreaterThanOrEqual(66);
      expect(sport.id).toBeLessThanOrEqual(179);
    }
    const names = Object.fromEntries(CATALOGUE.sports.map((sport) => [sport.id, sport.name]));
    expect(names).toMatchObject({
      66: "Soccer",
      67: "Basketball",
      68: "Tennis",
      69: "Volleyball",
      70: "Ice Hockey",
      71: "Boxing",
      145: "E-sports +",
      165: "Horse Racing",
    });
  });

  it("has the e-sports categories of the SPEC under E-sports +", () => {
    const esports = CATALOGUE.sport(145);
    const categories = Object.fromEntries(esports?.categories.map((c) => [c.id, c.name]) ?? []);
    expect(categories).toMatchObject({
      1534: "CS:GO",
      1533: "Dota2",
      1330: "Valorant",
      1307: "Hearthstone",
    });
    expect(CATALOGUE.category(1534)?.sportId).toBe(145);
  });

  it("names every sport, category and championship with its slug", () => {
    expect(CATALOGUE.sport(145)?.slug).toBe("e-sports-+");
    expect(CATALOGUE.sport(70)?.slug).toBe("ice-hockey");
    for (const sport of CATALOGUE.sports) {
      expect(sport.slug).toBe(toSportSlug(sport.name));
      for (const category of sport.categories) {
        expect(category.slug).toBe(toSportSlug(category.name));
        for (const championship of category.championships) {
          expect(championship.slug).toMatch(/^[^\s.,()]+$/);
          expect(championship.competitors.length).toBeGreaterThanOrEqual(4);
        }
      }
    }
  });

  it("refuses a catalogue that reuses an id", () => {
    const sport = (id: number, categoryId: number) => ({
      id,
      name: `Sport ${id}`,
      profile: "soccer",
      categories: [
        {
          id: categoryId,
          name: "Somewhere",
          countryCode: null,
          championships: [{ id: 1, name: "League", tier: 1, competitors: ["A", "B", "C", "D"] }],
        },
      ],
    });
    expect(() => buildCatalogue({ sports: [sport(66, 1), sport(67, 1)] })).toThrow(
      /category 1 twice/,
    );
    expect(() => buildCatalogue({ sports: [sport(66, 1), sport(66, 2)] })).toThrow(
      /sport 66 twice/,
    );
    expect(() => buildCatalogue({ sports: [{ ...sport(66, 1), profile: "quidditch" }] })).toThrow(
      /unknown sport profile/,
    );
  });
});
