import { eq } from "drizzle-orm";
import type { Game } from "../../contracts/game.ts";
import type { PageMeta } from "../../contracts/player.ts";
import { games } from "../../server/db/schema.ts";
import { upsertCatalogue, type CatalogueInput } from "../../server/modules/game/catalogue.ts";
import { upsertPlay } from "../../server/modules/game/store.ts";
import type { TestApp } from "./app.ts";
import { api, type JsonResponse } from "./players.ts";

/**
 * A small catalogue with every case the filters care about: three providers (one blocked in
 * FR, one disabled), a hidden game, a game blocked in the US, a desktop-only game, a game without
 * demo, a collection blocked in BR and a hidden one. Identities start with "fx-" so tests can
 * tell them from the house studio's games seeded beside them.
 */
export const fixtureCatalogue: CatalogueInput = {
  providers: [
    { identity: "fx-play", name: "Fixture Play", position: 900 },
    { identity: "fx-spin", name: "Fixture Spin", position: 901, countriesBlocked: ["FR"] },
    { identity: "fx-off", name: "Fixture Off", position: 902, isEnabled: false },
  ],
  games: [
    {
      identity: "fx-sweet-bonanza",
      name: "Sweet Bonanza",
      provider: "fx-play",
      type: "slot",
      rtp: 96.48,
      volatility: "high",
      paylines: 20,
      features: ["free-spins", "tumble"],
      labels: ["hot"],
      position: 901,
      popularity: 50,
      createdAt: new Date("2024-01-05T00:00:00Z"),
    },
    {
      identity: "fx-gates-of-olympus",
      name: "Gates of Olympus",
      provider: "fx-play",
      type: "slot",
      rtp: 96.5,
      volatility: "very-high",
      paylines: 20,
      features: ["free-spins", "multipliers"],
      labels: ["new"],
      position: 902,
      popularity: 80,
      createdAt: new Date("2024-03-01T00:00:00Z"),
    },
    {
      identity: "fx-sugar-rush",
      name: "Sugar Rush",
      provider: "fx-play",
      type: "slot",
      rtp: 96.5,
      volatility: "high",
      paylines: 25,
      features: ["free-spins"],
      position: 903,
      popularity: 10,
      countriesBlocked: ["US"],
      createdAt: new Date("2023-06-01T00:00:00Z"),
    },
    {
      identity: "fx-big-bass-splash",
      name: "Big Bass Splash",
      provider: "fx-play",
      type: "slot",
      rtp: 96.71,
      features: ["free-spins"],
      position: 904,
      isHidden: true,
      createdAt: new Date("2024-05-01T00:00:00Z"),
    },
    {
      identity: "fx-dice",
      name: "Fixture Dice",
      provider: "fx-play",
      type: "dice",
      rtp: 99,
      features: ["provably-fair"],
      platforms: [2],
      position: 905,
      popularity: 30,
      createdAt: new Date("2024-02-01T00:00:00Z"),
    },
    {
      identity: "fx-book-of-sevens",
      name: "Book of Sevens",
      provider: "fx-spin",
      type: "slot",
      rtp: 96.21,
      volatility: "medium",
      paylines: 10,
      features: ["free-spins", "expanding-symbols"],
      labels: ["new"],
      position: 906,
      popularity: 5,
      createdAt: new Date("2024-04-01T00:00:00Z"),
    },
    {
      identity: "fx-neon-roulette",
      name: "Neon Roulette",
      provider: "fx-spin",
      type: "roulette",
      rtp: 97.3,
      isDemoMode: false,
      position: 907,
      popularity: 20,
      createdAt: new Date("2023-12-01T00:00:00Z"),
    },
    {
      identity: "fx-ghost",
      name: "Ghost Game",
      provider: "fx-off",
      type: "slot",
      position: 908,
      createdAt: new Date("2024-01-01T00:00:00Z"),
    },
  ],
  collections: [
    { identity: "fx-top", name: "Fixture Top", position: 900 },
    { identity: "fx-slots", name: "Fixture Slots", position: 901 },
    {
      identity: "fx-br-blocked",
      name: "Fixture BR-blocked",
      position: 902,
      countriesBlocked: ["BR"],
    },
    { identity: "fx-hidden", name: "Fixture Hidden", position: 903, isHidden: true },
  ],
  items: {
    "fx-top": ["fx-gates-of-olympus", "fx-sweet-bonanza", "fx-dice"],
    "fx-slots": ["fx-sweet-bonanza", "fx-sugar-rush", "fx-book-of-sevens", "fx-big-bass-splash"],
    "fx-br-blocked": ["fx-sweet-bonanza"],
    "fx-hidden": ["fx-sugar-rush"],
  },
};

/** Writes the fixture catalogue through the same upsert the seed uses. */
export async function seedFixtureCatalogue(app: TestApp): Promise<void> {
  await app.database.db.transaction((tx) => upsertCatalogue(tx, fixtureCatalogue));
}

export interface GamesPage {
  data: Game[];
  meta: PageMeta;
}

export interface ErrorBody {
  error: { code: number; message: string; fields?: Record<string, string[]> };
}

/** GET an /api/game path as a visitor from `country` (the cf-ipcountry header). */
export function gameApi<T = GamesPage>(
  app: TestApp,
  path: string,
  options: { country?: string; token?: string; method?: string; body?: unknown } = {},
): Promise<JsonResponse<T>> {
  return api<T>(app, options.method ?? "GET", `/api/game${path}`, {
    token: options.token,
    body: options.body,
    headers: options.country ? { "cf-ipcountry": options.country } : {},
  });
}

/** The identities of a games page, in order. */
export function identities(page: { data: Game[] }): string[] {
  return page.data.map((game) => game.identity);
}

/** Records a play the way the play endpoint does. */
export async function recordPlay(
  app: TestApp,
  playerId: string,
  identity: string,
  at?: Date,
): Promise<void> {
  const [game] = await app.database.db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.identity, identity));
  if (!game) throw new Error(`no game ${identity}`);
  await upsertPlay(app.database.db, playerId, game.id, at);
}
