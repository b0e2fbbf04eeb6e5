import { sql } from "drizzle-orm";
import collectionsData from "../../../content/seed/game-collections.json" with { type: "json" };
import type { GameImages, GameVolatility } from "../../../contracts/game.ts";
import type { DbExecutor } from "../../db/client.ts";
import { gameCollectionItems, gameCollections, gameProviders, games } from "../../db/schema.ts";
import { gameArtworkUrl, gameImages, providerLogoUrl } from "./artwork.ts";

/**
 * What a catalogue source (the house studio, a fixture, the scale generator, later an
 * aggregator's feed) hands to upsertCatalogue. Identities are stable slugs; providers and
 * collections are referred to by identity.
 */
export interface CatalogueProviderInput {
  identity: string;
  name: string;
  logo?: string;
  position?: number;
  isEnabled?: boolean;
  countriesBlocked?: string[];
}

export interface CatalogueGameInput {
  identity: string;
  name: string;
  provider: string;
  type: string;
  rtp?: number | null;
  volatility?: GameVolatility | null;
  paylines?: number | null;
  isDemoMode?: boolean;
  features?: string[];
  labels?: string[];
  platforms?: number[];
  screenWidthRatio?: number;
  screenHeightRatio?: number;
  isBonusWagering?: boolean;
  images?: GameImages;
  /** Operator-owned after the first insert: */
  isHidden?: boolean;
  countriesBlocked?: string[];
  position?: number;
  popularity?: number;
  createdAt?: Date;
}

export interface CatalogueCollectionInput {
  identity: string;
  name: string;
  position: number;
  isHidden?: boolean;
  countriesBlocked?: string[];
}

export interface CatalogueInput {
  providers: CatalogueProviderInput[];
  games: CatalogueGameInput[];
  collections: CatalogueCollectionInput[];
  /** Collection identity → game identities in display order. */
  items: Record<string, string[]>;
  /** Position of the first item of each list (later sources append after earlier ones). */
  itemPositionStart?: number;
}

/** How a seeded collection picks its games (content/seed/game-collections.json). */
interface CollectionRule {
  types?: string[];
  labels?: string[];
  features?: string[];
  /** The N most popular. */
  top?: number;
}

export interface SeedCollection extends CatalogueCollectionInput {
  rule: CollectionRule;
}

export const seedCollections: SeedCollection[] = collectionsData;

/** Assigns games to the seeded collections by their rules, in catalogue order. */
export function collectionItems(
  catalogueGames: CatalogueGameInput[],
  collections: SeedCollection[] = seedCollections,
): Record<string, string[]> {
  const items: Record<string, string[]> = {};
  for (const collection of collections) {
    const { rule } = collection;
    let picked: CatalogueGameInput[];
    if (rule.top) {
      picked = [...catalogueGames]
        .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
        .slice(0, rule.top);
    } else {
      picked = catalogueGames.filter(
        (game) =>
          (!rule.types || rule.types.includes(game.type)) &&
          (!rule.labels || rule.labels.some((label) => game.labels?.includes(label))) &&
          (!rule.features || rule.features.every((feature) => game.features?.includes(feature))),
      );
    }
    items[collection.identity] = picked.map((game) => game.identity);
  }
  return items;
}

const BATCH = 1000;

function batches<T>(list: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size));
  return out;
}

/**
 * Writes a catalogue; safe to repeat. Facts of the source (names, maths, artwork, features,
 * provider) are brought up to date; what an operator controls (hidden, blocked countries,
 * position, labels, collection membership already there) is set on first insert only.
 */
export async function upsertCatalogue(db: DbExecutor, input: CatalogueInput): Promise<void> {
  const providerIds = new Map<string, number>();
  for (const chunk of batches(input.providers)) {
    const rows = await db
      .insert(gameProviders)
      .values(
        chunk.map((provider, index) => ({
          identity: provider.identity,
          name: provider.name,
          images: { logo: provider.logo ?? providerLogoUrl(provider.identity) },
          isEnabled: provider.isEnabled ?? true,
          countriesBlocked: provider.countriesBlocked ?? [],
          position: provider.position ?? index,
        })),
      )
      .onConflictDoUpdate({
        target: gameProviders.identity,
        set: { name: sql`excluded.name`, images: sql`excluded.images` },
      })
      .returning({ id: gameProviders.id, identity: gameProviders.identity });
    for (const row of rows) providerIds.set(row.identity, row.id);
  }

  const gameIds = new Map<string, number>();
  for (const chunk of batches(input.games)) {
    const rows = await db
      .insert(games)
      .values(
        chunk.map((game) => {
          const providerId = providerIds.get(game.provider);
          if (providerId === undefined) {
            throw new Error(`Game ${game.identity}: unknown provider ${game.provider}`);
          }
          return {
            identity: game.identity,
            name: game.name,
            providerId,
            type: game.type,
            isDemoMode: game.isDemoMode ?? true,
            isHidden: game.isHidden ?? false,
            countriesBlocked: game.countriesBlocked ?? [],
            labels: game.labels ?? [],
            images: game.images ?? gameImages(gameArtworkUrl(game.identity)),
            platforms: game.platforms ?? [1, 2],
            volatility: game.volatility ?? null,
            paylines: game.paylines ?? null,
            screenWidthRatio: game.screenWidthRatio ?? 16,
            screenHeightRatio: game.screenHeightRatio ?? 9,
            isBonusWagering: game.isBonusWagering ?? true,
            rtp: game.rtp === undefined || game.rtp === null ? null : game.rtp.toFixed(2),
            features: game.features ?? [],
            position: game.position ?? 0,
            popularity: game.popularity ?? 0,
            createdAt: game.createdAt,
          };
        }),
      )
      .onConflictDoUpdate({
        target: games.identity,
        set: Object.fromEntries(
          Object.entries(GAME_SOURCE_COLUMNS).map(([property, column]) => [
            property,
            sql.raw(`excluded.${column}`),
          ]),
        ),
      })
      .returning({ id: games.id, identity: games.identity });
    for (const row of rows) gameIds.set(row.identity, row.id);
  }

  const collectionIds = new Map<string, number>();
  if (input.collections.length > 0) {
    const rows = await db
      .insert(gameCollections)
      .values(
        input.collections.map((collection) => ({
          identity: collection.identity,
          name: collection.name,
          position: collection.position,
          isHidden: collection.isHidden ?? false,
          countriesBlocked: collection.countriesBlocked ?? [],
        })),
      )
      .onConflictDoUpdate({ target: gameCollections.identity, set: { name: sql`excluded.name` } })
      .returning({ id: gameCollections.id, identity: gameCollections.identity });
    for (const row of rows) collectionIds.set(row.identity, row.id);
  }

  const itemRows: (typeof gameCollectionItems.$inferInsert)[] = [];
  for (const [collection, identities] of Object.entries(input.items)) {
    const collectionId = collectionIds.get(collection);
    if (collectionId === undefined) continue;
    identities.forEach((identity, position) => {
      const gameId = gameIds.get(identity);
      if (gameId !== undefined) {
        itemRows.push({
          collectionId,
          gameId,
          position: (input.itemPositionStart ?? 0) + position,
        });
      }
    });
  }
  for (const chunk of batches(itemRows)) {
    await db.insert(gameCollectionItems).values(chunk).onConflictDoNothing();
  }
}

/** Columns of games the source owns: refreshed on every seed. */
const GAME_SOURCE_COLUMNS = {
  name: "name",
  providerId: "provider_id",
  type: "type",
  isDemoMode: "is_demo_mode",
  images: "images",
  platforms: "platforms",
  volatility: "volatility",
  paylines: "paylines",
  screenWidthRatio: "screen_width_ratio",
  screenHeightRatio: "screen_height_ratio",
  isBonusWagering: "is_bonus_wagering",
  rtp: "rtp",
  features: "features",
} as const;
