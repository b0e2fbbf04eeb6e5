import type { SportTreeNode } from "../../contracts/sportsbook.ts";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { toSportView } from "../catalogue/catalogue.ts";
import { localNames, type LocalNames } from "../catalogue/local-names.ts";

/**
 * The catalogue as the API shows it: the navigation tree with event counts, sport and category
 * names in the caller's language; and the vendor name files (/altenar-data, SPEC §7) the app
 * translates slugs with, in English like the slugs themselves.
 */

export function sportTree(
  catalogue: Catalogue,
  counts: readonly { championshipId: number; open: number; live: number }[],
  names: LocalNames = localNames(undefined),
): SportTreeNode[] {
  const byChampionship = new Map(counts.map((count) => [count.championshipId, count]));
  return catalogue.sports.map((sport) => {
    const categories = sport.categories.map((category) => {
      const championships = category.championships.map((championship) => ({
        id: championship.id,
        name: championship.name,
        slug: championship.slug,
        eventCount: byChampionship.get(championship.id)?.open ?? 0,
        liveCount: byChampionship.get(championship.id)?.live ?? 0,
      }));
      return {
        id: category.id,
        name: names.category(category),
        slug: category.slug,
        countryCode: category.countryCode,
        eventCount: championships.reduce((sum, item) => sum + item.eventCount, 0),
        liveCount: championships.reduce((sum, item) => sum + item.liveCount, 0),
        championships,
      };
    });
    return {
      ...toSportView(sport),
      name: names.sport(sport),
      eventCount: categories.reduce((sum, item) => sum + item.eventCount, 0),
      liveCount: categories.reduce((sum, item) => sum + item.liveCount, 0),
      categories,
    };
  });
}

/** GET /altenar-data/{sportId}-champs.json; null for a sport not in the catalogue. */
export function championshipNames(catalogue: Catalogue, sportId: number) {
  const sport = catalogue.sport(sportId);
  if (!sport) return null;
  return {
    Categories: sport.categories.map((category) => ({
      CategoryId: category.id,
      Championships: category.championships.map((championship) => ({
        ChampionshipId: championship.id,
        Name: championship.name,
      })),
    })),
  };
}

/** GET /altenar-data/{sportId}-categories.json; null for a sport not in the catalogue. */
export function categoryNames(catalogue: Catalogue, sportId: number) {
  const sport = catalogue.sport(sportId);
  if (!sport) return null;
  return {
    Categories: sport.categories.map((category) => ({
      CategoryId: category.id,
      Name: category.name,
    })),
  };
}

/**
 * Championships and categories whose name contains `text` (search by league or country), the
 * category's English name or its name in the caller's language ("Deutschland", "Англия").
 */
export function catalogueMatches(
  catalogue: Catalogue,
  text: string,
  names: LocalNames = localNames(undefined),
) {
  const needle = text.toLowerCase();
  const championshipIds: number[] = [];
  const categoryIds: number[] = [];
  for (const sport of catalogue.sports) {
    for (const category of sport.categories) {
      if (
        category.name.toLowerCase().includes(needle) ||
        (names.locale !== null && names.category(category).toLowerCase().includes(needle))
      ) {
        categoryIds.push(category.id);
      }
      for (const championship of category.championships) {
        if (championship.name.toLowerCase().includes(needle)) championshipIds.push(championship.id);
      }
    }
  }
  return { championshipIds: championshipIds.slice(0, 200), categoryIds: categoryIds.slice(0, 200) };
}
