import {
  altenarCategoriesFile,
  altenarChampsFile,
  toSportSlug,
  type SportTreeNode,
} from "../../../../contracts/sportsbook.ts";
import type { SportRequest } from "../../../lib/sport-path.ts";

/**
 * Names in sportsbook addresses (SPEC §7 "Sportsbook data", §8): the category and championship
 * segments are the slugs of the names in /altenar-data/{sportId}-categories.json and
 * -champs.json, the same in every locale, so an address names one league whatever language the
 * page is in. A failed lookup is logged and gives nothing: the address falls back to the names
 * the book (or the vendor's widget) shows.
 */

export interface SportNames {
  categories: ReadonlyMap<number, string>;
  championships: ReadonlyMap<number, { name: string; categoryId: number }>;
}

export const NO_NAMES: SportNames = { categories: new Map(), championships: new Map() };

export const SPORT_NAMES_FAILED = "Sportsbook names could not be loaded";

const FILE_TIMEOUT_MS = 10_000;

async function readFile(url: string, signal?: AbortSignal): Promise<unknown> {
  const signals = [AbortSignal.timeout(FILE_TIMEOUT_MS)];
  if (signal) signals.push(signal);
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    credentials: "omit",
    signal: AbortSignal.any(signals),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Both name files of a sport; each one that fails is logged and left empty. */
export async function fetchSportNames(sportId: number, signal?: AbortSignal): Promise<SportNames> {
  const [categories, championships] = await Promise.all([
    readFile(`/altenar-data/${sportId}-categories.json`, signal)
      .then((body) => {
        const file = altenarCategoriesFile.parse(body);
        return new Map(file.Categories.map((entry) => [entry.CategoryId, entry.Name]));
      })
      .catch((error: unknown) => {
        if (!signal?.aborted)
          console.error(`${SPORT_NAMES_FAILED} (categories of ${sportId})`, error);
        return new Map<number, string>();
      }),
    readFile(`/altenar-data/${sportId}-champs.json`, signal)
      .then((body) => {
        const file = altenarChampsFile.parse(body);
        const names = new Map<number, { name: string; categoryId: number }>();
        for (const category of file.Categories) {
          for (const championship of category.Championships) {
            names.set(championship.ChampionshipId, {
              name: championship.Name,
              categoryId: category.CategoryId,
            });
          }
        }
        return names;
      })
      .catch((error: unknown) => {
        if (!signal?.aborted)
          console.error(`${SPORT_NAMES_FAILED} (championships of ${sportId})`, error);
        return new Map<number, { name: string; categoryId: number }>();
      }),
  ]);
  return { categories, championships };
}

/** What a sportsbook address names, once its slugs are matched to ids. */
export type SportPlace =
  | { kind: "home" }
  | { kind: "event"; eventId: number }
  | {
      kind: "sport";
      sport: SportTreeNode;
      /** Empty: every category of the sport. */
      categoryIds: number[];
      /** Empty: every championship of the categories. */
      championshipIds: number[];
    }
  | { kind: "not-found" };

function findSport(tree: readonly SportTreeNode[], slug: string): SportTreeNode | undefined {
  return tree.find((sport) => sport.code === slug || toSportSlug(sport.name) === slug);
}

/** Ids whose name in the file, else in the book's tree, has this slug. */
function idsBySlug(
  slug: string,
  fileNames: Iterable<[number, string]>,
  treeEntries: readonly { id: number; name: string; slug: string }[],
): number[] {
  const fromFile = [...fileNames]
    .filter(([, name]) => toSportSlug(name) === slug)
    .map(([id]) => id);
  if (fromFile.length > 0) return fromFile;
  return treeEntries
    .filter((entry) => entry.slug === slug || toSportSlug(entry.name) === slug)
    .map((entry) => entry.id);
}

/**
 * The place an address names. Ids in the query win over names in the path; a name is matched to
 * the name files first, then to the book's own names. An event path names its event by id.
 */
export function resolveSportPlace(
  request: SportRequest,
  tree: readonly SportTreeNode[],
  names: SportNames,
): SportPlace {
  if (request.eventId !== undefined) return { kind: "event", eventId: request.eventId };
  if (!request.sport) return { kind: "home" };
  const sport = findSport(tree, request.sport);
  if (!sport) return { kind: "not-found" };

  let categoryIds = request.categoryIds;
  if (categoryIds.length === 0 && request.category) {
    categoryIds = idsBySlug(request.category, names.categories, sport.categories);
    if (categoryIds.length === 0) return { kind: "not-found" };
  }

  let championshipIds = request.championshipIds;
  if (championshipIds.length === 0 && request.championship) {
    const inCategories = (categoryId: number) =>
      categoryIds.length === 0 || categoryIds.includes(categoryId);
    const fileNames = [...names.championships]
      .filter(([, entry]) => inCategories(entry.categoryId))
      .map(([id, entry]) => [id, entry.name] as [number, string]);
    const treeEntries = sport.categories
      .filter((category) => inCategories(category.id))
      .flatMap((category) => category.championships);
    championshipIds = idsBySlug(request.championship, fileNames, treeEntries);
    if (championshipIds.length === 0) return { kind: "not-found" };
  }
  return { kind: "sport", sport, categoryIds, championshipIds };
}

interface NamedPlace {
  id: number;
  name: string;
  /** The book's slug (from the English name); the name shown may be in the page's language. */
  slug?: string;
}

/**
 * The names an address uses for a category and championship: the files', else the book's slug,
 * else the given name (a vendor widget's). The book names categories in the page's language,
 * so its slug, not its name, keeps an address the same in every language.
 */
export function slugNames(
  names: SportNames,
  place: { category?: NamedPlace; championship?: NamedPlace },
): { category?: string; championship?: string } {
  const result: { category?: string; championship?: string } = {};
  if (place.category) {
    result.category =
      names.categories.get(place.category.id) ?? place.category.slug ?? place.category.name;
  }
  if (place.championship) {
    result.championship =
      names.championships.get(place.championship.id)?.name ??
      place.championship.slug ??
      place.championship.name;
  }
  return result;
}
