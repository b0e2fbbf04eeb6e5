import { sql } from "drizzle-orm";
import { GAME_VOLATILITIES } from "../../../contracts/game.ts";
import type { Db } from "../../db/client.ts";
import {
  collectionItems,
  seedCollections,
  upsertCatalogue,
  type CatalogueGameInput,
  type CatalogueProviderInput,
} from "./catalogue.ts";
import { gameImages } from "./artwork.ts";
import { seededRandom } from "./seeded-random.ts";

/**
 * Synthetic catalogue entries for scale tests (`npm run games:seed-scale`, the games bench):
 * `games` games spread over `providers` providers, assigned to the seeded collections by their
 * rules. Deterministic (entry n is always the same) and idempotent: identities are
 * `scale-game-00001`…, so a second run updates in place instead of adding.
 */

const ADJECTIVES = [
  "Golden",
  "Sweet",
  "Wild",
  "Lucky",
  "Mystic",
  "Frozen",
  "Blazing",
  "Royal",
  "Neon",
  "Ancient",
  "Cosmic",
  "Jolly",
  "Thunder",
  "Crystal",
  "Savage",
  "Electric",
];
const NOUNS = [
  "Bonanza",
  "Fortune",
  "Pharaoh",
  "Dragon",
  "Fruits",
  "Jewels",
  "Vikings",
  "Safari",
  "Treasure",
  "Olympus",
  "Bandits",
  "Pirates",
  "Sevens",
  "Tiger",
  "Candy",
  "Galaxy",
];
const SUFFIXES = [
  "",
  " Deluxe",
  " Megaways",
  " Hold & Win",
  " Rising",
  " Xmas",
  " 1000",
  " Reloaded",
];
const TYPES = [
  "slot",
  "slot",
  "slot",
  "slot",
  "slot",
  "slot",
  "dice",
  "roulette",
  "blackjack",
  "crash",
];
const FEATURES = [
  "free-spins",
  "wilds",
  "scatters",
  "bonus-buy",
  "multipliers",
  "tumble",
  "jackpot",
];
const LABELS = [[], [], [], ["new"], ["hot"], ["top"], ["exclusive"]] as const;
const COUNTRIES = ["US", "GB", "FR", "NL", "ES", "IT"];

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

export function syntheticProviders(count: number): CatalogueProviderInput[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, "0");
    return {
      identity: `scale-provider-${number}`,
      name: `Scale Studio ${number}`,
      position: 1000 + index,
      logo: "/games/providers/synthetic.svg",
      // One in ten providers is blocked somewhere.
      countriesBlocked: index % 10 === 9 ? [COUNTRIES[index % COUNTRIES.length] as string] : [],
    };
  });
}

export function syntheticGames(count: number, providers: number): CatalogueGameInput[] {
  const epoch = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const next = seededRandom(index + 1);
    const number = String(index + 1).padStart(5, "0");
    const type = pick(TYPES, next);
    const features = FEATURES.filter(() => next() < 0.3);
    const name = `${pick(ADJECTIVES, next)} ${pick(NOUNS, next)}${pick(SUFFIXES, next)} ${number}`;
    return {
      identity: `scale-game-${number}`,
      name,
      provider: `scale-provider-${String((index % providers) + 1).padStart(3, "0")}`,
      type,
      rtp: Math.round((94 + next() * 4) * 100) / 100,
      volatility: type === "slot" ? pick(GAME_VOLATILITIES, next) : null,
      paylines: type === "slot" ? pick([10, 20, 25, 40, 243], next) : null,
      isDemoMode: next() < 0.95,
      features,
      labels: [...pick(LABELS, next)],
      platforms: next() < 0.9 ? [1, 2] : [2],
      images: gameImages("/games/synthetic.svg"),
      isHidden: next() < 0.02,
      countriesBlocked: next() < 0.05 ? [pick(COUNTRIES, next)] : [],
      position: 10_000 + index,
      popularity: Math.floor(next() * 10_000),
      createdAt: new Date(epoch + Math.floor(next() * 5 * 365 * 86_400_000)),
    };
  });
}

/** Adds (or refreshes) the synthetic entries; returns how long it took. */
export async function seedSyntheticCatalogue(
  db: Db,
  options: { games?: number; providers?: number } = {},
): Promise<{ games: number; providers: number; ms: number }> {
  const started = performance.now();
  const gameCount = options.games ?? 10_000;
  const providerCount = options.providers ?? 50;
  const providers = syntheticProviders(providerCount);
  const catalogueGames = syntheticGames(gameCount, providerCount);
  // "popular" would take the top N of the whole list: keep the synthetic ones out of it.
  const collections = seedCollections.filter((collection) => !collection.rule.top);
  await db.transaction((tx) =>
    upsertCatalogue(tx, {
      providers,
      games: catalogueGames,
      collections,
      items: collectionItems(catalogueGames, collections),
      itemPositionStart: 10_000,
    }),
  );
  // Fresh statistics so the planner sees the new sizes at once (PGlite has no autovacuum).
  await db.execute(sql`analyze game_providers, games, game_collections, game_collection_items`);
  return {
    games: gameCount,
    providers: providerCount,
    ms: Math.round(performance.now() - started),
  };
}
