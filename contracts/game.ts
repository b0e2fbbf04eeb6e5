import * as z from "zod/mini";
import { pageMetaSchema } from "./player.ts";
import { sportWalletBetSchema, sportWalletSettlementSchema } from "./sportsbook-wallet.ts";

/**
 * The game catalogue (SPEC §3 Game collection, §7 Games; ARCHITECTURE "Reference shapes": Game,
 * Games query, Provider).
 *
 * Country model: providers, games and collections each carry a list of ISO 3166 codes where they
 * are BLOCKED (`countries`); an empty list means available everywhere. A game is shown to a
 * visitor when neither it nor its provider blocks the visitor's country (the request's country
 * header); a collection blocked for the country is not listed and is left out of games'
 * `collections`, but its games stay visible elsewhere.
 */

/** Platforms a game runs on; the same codes as the play request's `platform`. */
export const GAME_PLATFORM = { MOBILE: 1, DESKTOP: 2 } as const;
export const gamePlatformSchema = z.union([z.literal(1), z.literal(2)]);
export type GamePlatform = z.infer<typeof gamePlatformSchema>;

export const GAME_VOLATILITIES = ["low", "medium", "high", "very-high"] as const;
export type GameVolatility = (typeof GAME_VOLATILITIES)[number];

export const GAME_SORT_FIELDS = ["name", "position", "createdAt", "popularity"] as const;
export type GameSortField = (typeof GAME_SORT_FIELDS)[number];

/** Artwork sizes of a game tile; each at 1x, 2x and 3x pixel density. */
export const GAME_IMAGE_SIZES = ["200x200", "200x300"] as const;
const densitySchema = z.object({ "1x": z.string(), "2x": z.string(), "3x": z.string() });
export const gameImagesSchema = z.object({ "200x200": densitySchema, "200x300": densitySchema });
export type GameImages = z.infer<typeof gameImagesSchema>;

/** Provider artwork: a logo (SVG or raster URL). */
export const providerImagesSchema = z.object({ logo: z.string() });
export type ProviderImages = z.infer<typeof providerImagesSchema>;

export const gameProviderRefSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.string(),
});

export const gameCollectionRefSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.string(),
});

export const gameSchema = z.object({
  id: z.int(),
  /** Stable slug, usable wherever an id is (`/game/{identity}`). */
  identity: z.string(),
  name: z.string(),
  /** What kind of game: slot, dice, limbo, mines, plinko, keno, hilo, roulette, blackjack, … */
  type: z.string(),
  /** Demo (play money) is available. */
  isDemoMode: z.boolean(),
  provider: gameProviderRefSchema,
  /** Visible collections the game belongs to. */
  collections: z.array(gameCollectionRefSchema),
  /** Badges such as new, hot, top, exclusive. */
  labels: z.array(z.string()),
  images: gameImagesSchema,
  platforms: z.array(gamePlatformSchema),
  volatility: z.nullable(z.enum(GAME_VOLATILITIES)),
  /** Paylines of a slot; null for games without lines. */
  paylines: z.nullable(z.int()),
  /** The iframe's aspect ratio, e.g. 16 × 9. */
  screenWidthRatio: z.int(),
  screenHeightRatio: z.int(),
  /** Bets count towards bonus wagering. */
  isBonusWagering: z.boolean(),
  /** Return to player in percent, decimal string ("96.50"). */
  rtp: z.nullable(z.string()),
  /** Feature ids (free-spins, wilds, scatters, bonus-buy, provably-fair, …). */
  features: z.array(z.string()),
  createdAt: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const gameProviderSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.string(),
  images: providerImagesSchema,
  /** Games of the provider visible to the caller's country. */
  gameEnabledCount: z.int(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

export const gameCollectionSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.string(),
  isHidden: z.boolean(),
  /** ISO codes where the collection is blocked (see the country model above). */
  countries: z.array(z.string()),
  position: z.int(),
  /** Games in the collection visible to the caller's country. */
  gamesCount: z.int(),
});
export type GameCollection = z.infer<typeof gameCollectionSchema>;

export const gameFeatureSchema = z.object({
  id: z.string(),
  name: z.string(),
  gamesCount: z.int(),
});
export type GameFeature = z.infer<typeof gameFeatureSchema>;

export const recentSearchSchema = z.object({ query: z.string(), createdAt: z.string() });
export type RecentSearch = z.infer<typeof recentSearchSchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** `a=1`, `a=1&a=2` and `a[]=1&a[]=2` (the server folds brackets) all become arrays. */
export function listOf<T extends z.core.$ZodType>(item: T, max = 50) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined ? undefined : Array.isArray(value) ? value : [value],
    ),
    z.optional(z.array(item).check(z.maxLength(max))),
  );
}

/** A numeric id or an identity slug. */
export const idOrIdentitySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "Must be an id or an identity"),
  );

const countryCode = z.pipe(
  z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, "Must be a two-letter country code")),
  z.transform((code: string) => code.toUpperCase()),
);
const slug = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(64),
    z.regex(/^[a-z0-9][a-z0-9._-]*$/, "Must be a lowercase slug"),
  );

const pageQuery = {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 24),
};

export const gamesQuery = z.object({
  /** Provider ids or identities. */
  providerId: listOf(idOrIdentitySchema).check(
    z.describe("Provider ids or identities (providerId[]=1)"),
  ),
  /** Collection ids or identities. */
  collectionId: listOf(idOrIdentitySchema).check(
    z.describe("Collection ids or identities (collectionId[]=slots)"),
  ),
  identity: listOf(idOrIdentitySchema, 100).check(z.describe("Game identities (identity[]=…)")),
  /** Part of the name, case-insensitive. */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  /** Only games available in every one of these countries. */
  countries: listOf(countryCode, 20).check(z.describe("ISO codes the games must be available in")),
  /** Games with any of these labels. */
  labels: listOf(slug).check(z.describe("Games with any of these labels (labels[]=new)")),
  /** Games with every one of these features. */
  features: listOf(slug).check(
    z.describe("Games with all of these features (features[]=free-spins)"),
  ),
  type: listOf(slug).check(z.describe("Game types (type[]=slot)")),
  platform: z.optional(z.pipe(z.coerce.number(), gamePlatformSchema)),
  isDemoMode: z.optional(
    z.pipe(
      z.enum(["true", "false"]),
      z.transform((value: "true" | "false") => value === "true"),
    ),
  ),
  sortBy: z._default(z.enum(GAME_SORT_FIELDS), "position"),
  sortOrder: z.optional(z.enum(["asc", "desc"])),
  ...pageQuery,
});
export type GamesQuery = z.infer<typeof gamesQuery>;

export const gameSearchQuery = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  ...pageQuery,
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export type GameSearchQuery = z.infer<typeof gameSearchQuery>;

export const pageOnlyQuery = z.object(pageQuery);
export type PageOnlyQuery = z.infer<typeof pageOnlyQuery>;

export const collectionsQuery = z.object({
  ...pageQuery,
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 100),
});
export const providersQuery = collectionsQuery;
export type CatalogueListQuery = z.infer<typeof collectionsQuery>;

export const idOrIdentityParams = z.object({ id: idOrIdentitySchema });

export const deleteRecentSearchesBody = z.nullish(
  z.object({
    /** The queries to forget; absent = all. */
    queries: z.optional(
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50)),
    ),
  }),
);

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const gamesResponse = z.object({ data: z.array(gameSchema), meta: pageMetaSchema });
export const gameResponse = z.object({ data: gameSchema });
export const gameProvidersResponse = z.object({
  data: z.array(gameProviderSchema),
  meta: pageMetaSchema,
});
export const gameProviderResponse = z.object({ data: gameProviderSchema });
export const gameCollectionsResponse = z.object({
  data: z.array(gameCollectionSchema),
  meta: pageMetaSchema,
});
export const gameFeaturesResponse = z.object({ data: z.array(gameFeatureSchema) });
export const recentSearchesResponse = z.object({ data: z.array(recentSearchSchema) });
export const favoriteResponse = z.object({
  data: z.object({ gameId: z.int(), isFavorite: z.boolean() }),
});

/** How many searches a player's history keeps (newest first). */
export const RECENT_SEARCHES_KEPT = 10;

// ---------------------------------------------------------------------------------------------
// Play, bets, spins, winners
// ---------------------------------------------------------------------------------------------

/** POST /api/game/games/{id}/play (ARCHITECTURE "Reference shapes": Play). Guests: demo only. */
export const playGameBody = z.strictObject({
  /** The wallet account to play from; default the player's active account. Ignored in demo. */
  accountId: z.optional(z.uuid()),
  /** Where the game's lobby/home button leads (the site origin or the lobby page). */
  lobbyUrl: z.optional(z.url().check(z.maxLength(2000))),
  locale: z.optional(
    z
      .string()
      .check(z.regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, "Must be a locale such as en or pt-BR")),
  ),
  countryCode: z.optional(countryCode),
  platform: z._default(gamePlatformSchema, 2),
  demoMode: z._default(z.boolean(), false),
});
export type PlayGameBody = z.input<typeof playGameBody>;

export const playGameResponse = z.object({
  data: z.object({
    /** The game's page to show in the iframe. */
    gameUrl: z.string(),
    /** The launch token (the provider's seamless-wallet calls carry it). */
    token: z.string(),
    demoMode: z.boolean(),
    /** Currency of the launch (the account's, or the demo currency). */
    currency: z.string(),
  }),
});
export type PlayGame = z.infer<typeof playGameResponse>["data"];

/** Settings constant game.bet.status. */
export const GAME_BET_STATUS = { PENDING: 1, WON: 2, LOST: 3, REFUNDED: 4 } as const;
export const gameBetStatusSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const gameRefSchema = z.object({
  id: z.int(),
  identity: z.string(),
  name: z.string(),
  /** The 200x200 1x tile, for history rows. */
  image: z.string(),
  provider: z.object({ identity: z.string(), name: z.string() }),
});
export type GameRef = z.infer<typeof gameRefSchema>;

/** One round's wager (GET /api/game/bets; realtime game.bet.updated on game:bets#{id}). */
export const gameBetSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  game: gameRefSchema,
  accountId: z.uuid(),
  currency: z.string(),
  /** Decimal strings in major units. */
  betAmount: z.string(),
  winAmount: z.string(),
  refundAmount: z.string(),
  status: gameBetStatusSchema,
  isSettled: z.boolean(),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
  /**
   * A sport bet's slip as its book described it in the bet call: kind, legs, system size, total
   * odds and each leg's event, market, selection and odds. Null for casino rounds.
   */
  sport: z.nullable(sportWalletBetSchema),
  /**
   * How a sport bet ended as its book's win or rollback call said: settled, cashed out (while
   * the round is open: partly) or void, with each leg's result in the order of `sport.selections`.
   * Null for casino rounds and for sport bets no such call has described yet.
   */
  sportSettlement: z.nullable(sportWalletSettlementSchema),
});
export type GameBet = z.infer<typeof gameBetSchema>;

/** A finished round (GET /api/game/spins; realtime game.spin.created on game:spins#{id}). */
export const gameSpinSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  game: gameRefSchema,
  currency: z.string(),
  betAmount: z.string(),
  winAmount: z.string(),
  /** win / bet with two decimals ("2.50"); "0.00" for a loss, null for a refunded round. */
  multiplier: z.nullable(z.string()),
  status: gameBetStatusSchema,
  finishedAt: z.string(),
});
export type GameSpin = z.infer<typeof gameSpinSchema>;

/** A recent big win (GET /api/game/spins/winners; realtime game.winner on global:winners). */
export const gameWinnerSchema = z.object({
  id: z.uuid(),
  /** Masked: "Ma***" from the nickname or first name, else "Player 1a2b". */
  playerName: z.string(),
  game: gameRefSchema,
  currency: z.string(),
  betAmount: z.string(),
  winAmount: z.string(),
  multiplier: z.string(),
  finishedAt: z.string(),
});
export type GameWinner = z.infer<typeof gameWinnerSchema>;

export const gameBetsQuery = z.object({
  ...pageQuery,
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  isSettled: z.pipe(
    z._default(z.enum(["true", "false"]), "true"),
    z.transform((value: "true" | "false") => value === "true"),
  ),
  /** Only this wallet account's bets. */
  accountId: z.optional(z.uuid()),
});
export type GameBetsQuery = z.infer<typeof gameBetsQuery>;

export const gameSpinsQuery = z.object({
  ...pageQuery,
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  accountId: z.optional(z.uuid()),
});
export type GameSpinsQuery = z.infer<typeof gameSpinsQuery>;

export const gameWinnersQuery = z.object({
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export const gameBetsResponse = z.object({ data: z.array(gameBetSchema), meta: pageMetaSchema });
export const gameSpinsResponse = z.object({ data: z.array(gameSpinSchema), meta: pageMetaSchema });
export const gameWinnersResponse = z.object({ data: z.array(gameWinnerSchema) });

/** game.bet.restricted on game:bets#{id}: the restricted-bets modal shows the game. */
export const betRestrictedMessage = z.object({
  event: z.literal("game.bet.restricted"),
  game: gameRefSchema,
});
/** game.bet.max.exceed on game:bets#{id}: the max-bets modal shows game, maximum, currency. */
export const betMaxExceedMessage = z.object({
  event: z.literal("game.bet.max.exceed"),
  game: gameRefSchema,
  maxBet: z.string(),
  currency: z.string(),
});
/** game.limit.reached on game:bets#{id}: the game-limit-reached modal (code 14100/14101/14105). */
export const gameLimitReachedMessage = z.object({
  event: z.literal("game.limit.reached"),
  game: gameRefSchema,
  code: z.int(),
});
