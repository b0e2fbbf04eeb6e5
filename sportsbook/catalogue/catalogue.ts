import { z } from "zod";
import { toSportSlug, type Sport } from "../../contracts/sportsbook.ts";
import { isProfileName, PROFILES, type ProfileName, type SportProfile } from "../feed/profiles.ts";
import data from "./catalogue.json" with { type: "json" };

/**
 * The sport catalogue (SPEC §3): sports 66–179 with their categories (countries, regions,
 * e-sports titles) and championships with their teams, players or runners. It is seed data
 * (catalogue.json) the book and the sandbox feed share; ids never change once published, since
 * slugs, bets and the vendor name files (/altenar-data) refer to them.
 */

const catalogueFile = z.object({
  sports: z.array(
    z.object({
      id: z.number().int().min(66).max(179),
      name: z.string().min(1),
      profile: z.string().refine(isProfileName, "unknown sport profile"),
      categories: z
        .array(
          z.object({
            id: z.number().int().positive(),
            name: z.string().min(1),
            countryCode: z.string().length(2).nullable(),
            profile: z.string().refine(isProfileName, "unknown sport profile").optional(),
            championships: z
              .array(
                z.object({
                  id: z.number().int().positive(),
                  name: z.string().min(1),
                  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
                  competitors: z.array(z.string().min(1)).min(4),
                }),
              )
              .min(1),
          }),
        )
        .min(1),
    }),
  ),
});

export interface CatalogueChampionship {
  id: number;
  name: string;
  slug: string;
  tier: 1 | 2 | 3;
  competitors: readonly string[];
  sportId: number;
  categoryId: number;
  /** The category's profile, else the sport's. */
  profileName: ProfileName;
  profile: SportProfile;
}

export interface CatalogueCategory {
  id: number;
  name: string;
  slug: string;
  countryCode: string | null;
  sportId: number;
  championships: readonly CatalogueChampionship[];
}

export interface CatalogueSport {
  id: number;
  name: string;
  slug: string;
  profileName: ProfileName;
  categories: readonly CatalogueCategory[];
}

export interface Catalogue {
  sports: readonly CatalogueSport[];
  sport(id: number): CatalogueSport | undefined;
  category(id: number): CatalogueCategory | undefined;
  championship(id: number): CatalogueChampionship | undefined;
  /** Every championship, in catalogue order (the order fixtures are numbered in). */
  championships: readonly CatalogueChampionship[];
}

export function buildCatalogue(source: unknown): Catalogue {
  const parsed = catalogueFile.parse(source);
  const sports: CatalogueSport[] = [];
  const sportsById = new Map<number, CatalogueSport>();
  const categories = new Map<number, CatalogueCategory>();
  const championships = new Map<number, CatalogueChampionship>();
  const ordered: CatalogueChampionship[] = [];
  for (const sport of parsed.sports) {
    if (sportsById.has(sport.id)) throw new Error(`catalogue: sport ${sport.id} twice`);
    const sportCategories: CatalogueCategory[] = [];
    for (const category of sport.categories) {
      if (categories.has(category.id)) throw new Error(`catalogue: category ${category.id} twice`);
      const profileName = (category.profile ?? sport.profile) as ProfileName;
      const list: CatalogueChampionship[] = category.championships.map((championship) => {
        if (championships.has(championship.id)) {
          throw new Error(`catalogue: championship ${championship.id} twice`);
        }
        if (new Set(championship.competitors).size !== championship.competitors.length) {
          throw new Error(`catalogue: championship ${championship.id} names a competitor twice`);
        }
        const entry: CatalogueChampionship = {
          ...championship,
          slug: toSportSlug(championship.name),
          sportId: sport.id,
          categoryId: category.id,
          profileName,
          profile: PROFILES[profileName],
        };
        championships.set(entry.id, entry);
        ordered.push(entry);
        return entry;
      });
      const entry: CatalogueCategory = {
        id: category.id,
        name: category.name,
        slug: toSportSlug(category.name),
        countryCode: category.countryCode,
        sportId: sport.id,
        championships: list,
      };
      categories.set(entry.id, entry);
      sportCategories.push(entry);
    }
    const entry: CatalogueSport = {
      id: sport.id,
      name: sport.name,
      slug: toSportSlug(sport.name),
      profileName: sport.profile as ProfileName,
      categories: sportCategories,
    };
    sportsById.set(entry.id, entry);
    sports.push(entry);
  }
  return {
    sports,
    sport: (id) => sportsById.get(id),
    category: (id) => categories.get(id),
    championship: (id) => championships.get(id),
    championships: ordered,
  };
}

/** The catalogue of this build (catalogue.json). */
export const CATALOGUE: Catalogue = buildCatalogue(data);

/** A sport as the API shows it (SPEC §3: id, name, code slug, optional artwork). */
export function toSportView(sport: CatalogueSport): Sport {
  return {
    id: sport.id,
    name: sport.name,
    code: sport.slug,
    widgetBgUrl: null,
    cardBgUrl: null,
    cardImgUrl: null,
  };
}
