import { existsSync } from "node:fs";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS, HOUSE_CATALOGUE } from "../../../house/games/catalogue.ts";
import type {
  Game,
  GameCollection,
  GameFeature,
  GameProvider,
  RecentSearch,
} from "../../../contracts/game.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  gameApi,
  identities,
  recordPlay,
  seedFixtureCatalogue,
  type ErrorBody,
  type GamesPage,
} from "../../../tests/support/games.ts";
import { testRedisUrl } from "../../../tests/support/database.ts";
import { registerPlayer } from "../../../tests/support/players.ts";
import { games } from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed.ts";
import { seedSyntheticCatalogue } from "./synthetic.ts";

let app: TestApp;

beforeAll(async () => {
  // With TEST_REDIS_URL the catalogue cache (and rate limits) go through Redis.
  app = await startTestApp({
    env: { RATE_LIMIT_PER_MINUTE: "100000", ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}) },
  });
  await seedFixtureCatalogue(app);
});
afterAll(async () => {
  await app?.close();
});

/** Both fixture providers that are enabled: every query below stays inside the fixture. */
const FX = "providerId[]=fx-play&providerId[]=fx-spin";

async function list(query: string, country = "DE"): Promise<GamesPage> {
  const response = await gameApi(app, `/games?${query}`, { country });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe("GET /api/game/games filters", () => {
  it("lists visible games of the given providers (bracket arrays), leaving out hidden and disabled", async () => {
    const page = await list(`${FX}&perPage=100`);
    expect(identities(page).sort()).toEqual(
      [
        "fx-book-of-sevens",
        "fx-dice",
        "fx-gates-of-olympus",
        "fx-neon-roulette",
        "fx-sugar-rush",
        "fx-sweet-bonanza",
      ].sort(),
    );
    const disabled = await list("providerId[]=fx-off");
    expect(disabled.data).toEqual([]);
  });

  it("answers the reference shape of a game", async () => {
    const page = await list("identity[]=fx-sweet-bonanza");
    const game = page.data[0] as Game;
    expect(game).toMatchObject({
      identity: "fx-sweet-bonanza",
      name: "Sweet Bonanza",
      type: "slot",
      isDemoMode: true,
      provider: { identity: "fx-play", name: "Fixture Play" },
      labels: ["hot"],
      platforms: [1, 2],
      volatility: "high",
      paylines: 20,
      screenWidthRatio: 16,
      screenHeightRatio: 9,
      isBonusWagering: true,
      rtp: "96.48",
      features: ["free-spins", "tumble"],
    });
    expect(game.images["200x300"]["3x"]).toBe("/games/fx-sweet-bonanza.svg");
    expect(game.images["200x200"]["1x"]).toBe("/games/fx-sweet-bonanza.svg");
    expect(game.collections.map((collection) => collection.identity)).toEqual([
      "fx-top",
      "fx-slots",
      "fx-br-blocked",
    ]);
  });

  it("takes provider ids as well as identities, and repeated keys as well as brackets", async () => {
    const byIdentity = await list("providerId=fx-spin");
    const providerId = byIdentity.data[0]?.provider.id;
    expect(providerId).toBeTypeOf("number");
    const byId = await list(`providerId[]=${providerId}`);
    expect(identities(byId).sort()).toEqual(["fx-book-of-sevens", "fx-neon-roulette"]);
    const repeated = await list("providerId=fx-play&providerId=fx-spin&perPage=100");
    const brackets = await list(`${FX}&perPage=100`);
    expect(identities(repeated)).toEqual(identities(brackets));
    const indexed = await list("providerId[0]=fx-play&providerId[1]=fx-spin&perPage=100");
    expect(identities(indexed)).toEqual(identities(brackets));
  });

  it("filters by collection (id or identity) in the collection's order", async () => {
    const top = await list("collectionId[]=fx-top");
    expect(identities(top)).toEqual(["fx-gates-of-olympus", "fx-sweet-bonanza", "fx-dice"]);
    const collections = await gameApi<{ data: GameCollection[] }>(app, "/collections", {
      country: "DE",
    });
    const slots = collections.body.data.find((collection) => collection.identity === "fx-slots");
    expect(slots).toBeDefined();
    const both = await list(`collectionId[]=fx-top&collectionId[]=${slots?.id}&perPage=50`);
    expect(identities(both).sort()).toEqual(
      [
        "fx-book-of-sevens",
        "fx-dice",
        "fx-gates-of-olympus",
        "fx-sugar-rush",
        "fx-sweet-bonanza",
      ].sort(),
    );
    // A hidden collection lists nothing.
    expect((await list("collectionId[]=fx-hidden")).data).toEqual([]);
  });

  it("filters by identity, name (case-insensitive substring) and countries", async () => {
    const byIdentity = await list("identity[]=fx-dice&identity[]=fx-neon-roulette");
    expect(identities(byIdentity).sort()).toEqual(["fx-dice", "fx-neon-roulette"]);
    expect(identities(await list(`${FX}&name=SUGAR`))).toEqual(["fx-sugar-rush"]);
    expect(identities(await list(`${FX}&name=of`)).sort()).toEqual([
      "fx-book-of-sevens",
      "fx-gates-of-olympus",
    ]);
    // Wildcards in the name are literal.
    expect((await list(`${FX}&name=%25`)).data).toEqual([]);
    // Games playable in FR and US: fx-spin is blocked in FR, Sugar Rush in the US.
    const playable = await list(`${FX}&countries[]=fr&countries[]=US&perPage=50`);
    expect(identities(playable).sort()).toEqual([
      "fx-dice",
      "fx-gates-of-olympus",
      "fx-sweet-bonanza",
    ]);
  });

  it("filters by labels, features, type, platform and demo mode", async () => {
    expect(identities(await list(`${FX}&labels[]=new`)).sort()).toEqual([
      "fx-book-of-sevens",
      "fx-gates-of-olympus",
    ]);
    expect(identities(await list(`${FX}&labels[]=new&labels[]=hot`)).length).toBe(3);
    expect(identities(await list(`${FX}&features[]=free-spins&features[]=tumble`))).toEqual([
      "fx-sweet-bonanza",
    ]);
    expect(identities(await list(`${FX}&type[]=roulette&type[]=dice`)).sort()).toEqual([
      "fx-dice",
      "fx-neon-roulette",
    ]);
    expect(identities(await list(`${FX}&platform=1&perPage=50`))).not.toContain("fx-dice");
    expect(identities(await list(`${FX}&platform=2&perPage=50`))).toContain("fx-dice");
    expect(identities(await list(`${FX}&isDemoMode=false`))).toEqual(["fx-neon-roulette"]);
  });

  it("combines filters", async () => {
    const page = await list(
      `${FX}&collectionId[]=fx-slots&labels[]=new&name=book&countries[]=DE&features[]=free-spins`,
    );
    expect(identities(page)).toEqual(["fx-book-of-sevens"]);
    const none = await list(`providerId[]=fx-play&collectionId[]=fx-slots&labels[]=new`);
    expect(none.data).toEqual([]);
  });
});

describe("GET /api/game/games sorting and pagination", () => {
  it("sorts by position (default), name, createdAt and popularity, each reversible", async () => {
    const all = [
      "fx-sweet-bonanza",
      "fx-gates-of-olympus",
      "fx-sugar-rush",
      "fx-dice",
      "fx-book-of-sevens",
      "fx-neon-roulette",
    ];
    expect(identities(await list(FX))).toEqual(all);
    expect(identities(await list(`${FX}&sortBy=position&sortOrder=desc`))).toEqual(
      [...all].reverse(),
    );
    const byName = [
      "fx-book-of-sevens",
      "fx-dice",
      "fx-gates-of-olympus",
      "fx-neon-roulette",
      "fx-sugar-rush",
      "fx-sweet-bonanza",
    ];
    expect(identities(await list(`${FX}&sortBy=name`))).toEqual(byName);
    expect(identities(await list(`${FX}&sortBy=name&sortOrder=desc`))).toEqual(
      [...byName].reverse(),
    );
    const newest = [
      "fx-book-of-sevens",
      "fx-gates-of-olympus",
      "fx-dice",
      "fx-sweet-bonanza",
      "fx-neon-roulette",
      "fx-sugar-rush",
    ];
    expect(identities(await list(`${FX}&sortBy=createdAt`))).toEqual(newest);
    expect(identities(await list(`${FX}&sortBy=createdAt&sortOrder=asc`))).toEqual(
      [...newest].reverse(),
    );
    const popular = [
      "fx-gates-of-olympus",
      "fx-sweet-bonanza",
      "fx-dice",
      "fx-neon-roulette",
      "fx-sugar-rush",
      "fx-book-of-sevens",
    ];
    expect(identities(await list(`${FX}&sortBy=popularity`))).toEqual(popular);
    expect(identities(await list(`${FX}&sortBy=popularity&sortOrder=asc`))).toEqual(
      [...popular].reverse(),
    );
  });

  it("pages with meta { page, perPage, totalPages, totalRows }", async () => {
    const first = await list(`${FX}&sortBy=name&perPage=4`);
    expect(first.meta).toEqual({ page: 1, perPage: 4, totalPages: 2, totalRows: 6 });
    expect(identities(first)).toEqual([
      "fx-book-of-sevens",
      "fx-dice",
      "fx-gates-of-olympus",
      "fx-neon-roulette",
    ]);
    const second = await list(`${FX}&sortBy=name&perPage=4&page=2`);
    expect(second.meta).toEqual({ page: 2, perPage: 4, totalPages: 2, totalRows: 6 });
    expect(identities(second)).toEqual(["fx-sugar-rush", "fx-sweet-bonanza"]);
    const beyond = await list(`${FX}&perPage=4&page=9`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.totalRows).toBe(6);
    const defaults = await list(FX);
    expect(defaults.meta).toMatchObject({ page: 1, perPage: 24 });
  });
});

describe("country blocking (cf-ipcountry)", () => {
  it("hides a provider blocked for the country with its games, lists and detail", async () => {
    expect(identities(await list(`${FX}&perPage=50`, "FR"))).not.toContain("fx-book-of-sevens");
    expect(identities(await list(`${FX}&perPage=50`, "FR")).length).toBe(4);
    const providers = await gameApi<{ data: GameProvider[] }>(app, "/providers", {
      country: "FR",
    });
    expect(providers.body.data.map((provider) => provider.identity)).not.toContain("fx-spin");
    expect((await gameApi(app, "/providers/fx-spin", { country: "FR" })).status).toBe(404);
    expect((await gameApi(app, "/games/fx-book-of-sevens", { country: "FR" })).status).toBe(404);
    expect((await gameApi(app, "/games/fx-book-of-sevens", { country: "DE" })).status).toBe(200);
  });

  it("hides a game blocked for the country", async () => {
    expect(identities(await list(`${FX}&perPage=50`, "US"))).not.toContain("fx-sugar-rush");
    expect((await gameApi(app, "/games/fx-sugar-rush", { country: "US" })).status).toBe(404);
    const provider = await gameApi<{ data: GameProvider }>(app, "/providers/fx-play", {
      country: "US",
    });
    expect(provider.body.data.gameEnabledCount).toBe(3);
  });

  it("hides a collection blocked for the country, but not its games", async () => {
    const collections = await gameApi<{ data: GameCollection[] }>(app, "/collections", {
      country: "BR",
    });
    const names = collections.body.data.map((collection) => collection.identity);
    expect(names).toContain("fx-top");
    expect(names).not.toContain("fx-br-blocked");
    expect((await list("collectionId[]=fx-br-blocked", "BR")).data).toEqual([]);
    expect(identities(await list("collectionId[]=fx-br-blocked", "DE"))).toEqual([
      "fx-sweet-bonanza",
    ]);
    const game = await gameApi<{ data: Game }>(app, "/games/fx-sweet-bonanza", { country: "BR" });
    expect(game.body.data.collections.map((collection) => collection.identity)).toEqual([
      "fx-top",
      "fx-slots",
    ]);
  });
});

describe("single game, providers, collections, features", () => {
  it("finds a game by id or identity; unknown and hidden answer 404", async () => {
    const byIdentity = await gameApi<{ data: Game }>(app, "/games/fx-dice");
    expect(byIdentity.status).toBe(200);
    const byId = await gameApi<{ data: Game }>(app, `/games/${byIdentity.body.data.id}`);
    expect(byId.body.data.identity).toBe("fx-dice");
    const unknown = await gameApi<ErrorBody>(app, "/games/no-such-game");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe(ErrorCode.NOT_FOUND);
    expect((await gameApi(app, "/games/987654321")).status).toBe(404);
    expect((await gameApi(app, "/games/fx-big-bass-splash")).status).toBe(404);
    // A game of a disabled provider is gone too.
    expect((await gameApi(app, "/games/fx-ghost")).status).toBe(404);
  });

  it("lists providers with gameEnabledCount and finds one by id or identity", async () => {
    const providers = await gameApi<{ data: GameProvider[]; meta: PageMeta }>(app, "/providers");
    expect(providers.status).toBe(200);
    const play = providers.body.data.find((provider) => provider.identity === "fx-play");
    expect(play).toMatchObject({
      name: "Fixture Play",
      gameEnabledCount: 4,
      images: { logo: "/games/providers/fx-play.svg" },
    });
    expect(providers.body.data.map((provider) => provider.identity)).not.toContain("fx-off");
    expect(providers.body.meta.totalRows).toBe(providers.body.data.length);
    const byId = await gameApi<{ data: GameProvider }>(app, `/providers/${play?.id}`);
    expect(byId.body.data.identity).toBe("fx-play");
    expect((await gameApi(app, "/providers/fx-spin")).status).toBe(200);
    expect((await gameApi<ErrorBody>(app, "/providers/no-such-provider")).status).toBe(404);
    expect((await gameApi(app, "/providers/fx-off")).status).toBe(404);
    expect((await gameApi(app, "/providers/999999")).status).toBe(404);
  });

  it("lists visible collections in order with their visible game count", async () => {
    const response = await gameApi<{ data: GameCollection[]; meta: PageMeta }>(app, "/collections");
    const fixture = response.body.data.filter((collection) =>
      collection.identity.startsWith("fx-"),
    );
    expect(fixture.map((collection) => collection.identity)).toEqual([
      "fx-top",
      "fx-slots",
      "fx-br-blocked",
    ]);
    expect(fixture[0]).toMatchObject({ name: "Fixture Top", isHidden: false, gamesCount: 3 });
    // Big Bass Splash is hidden: three of the four slots count.
    expect(fixture[1]?.gamesCount).toBe(3);
    expect(fixture[2]?.countries).toEqual(["BR"]);
    // The seeded lobby collections are there too.
    expect(response.body.data.map((collection) => collection.identity)).toContain("slots");
  });

  it("lists features with counts of visible games", async () => {
    const response = await gameApi<{ data: GameFeature[] }>(app, "/games/features");
    expect(response.status).toBe(200);
    const tumble = response.body.data.find((feature) => feature.id === "tumble");
    expect(tumble).toEqual({ id: "tumble", name: "Tumble", gamesCount: 1 });
    const expanding = response.body.data.find((feature) => feature.id === "expanding-symbols");
    expect(expanding?.name).toBe("Expanding symbols");
    const inFrance = await gameApi<{ data: GameFeature[] }>(app, "/games/features", {
      country: "FR",
    });
    expect(inFrance.body.data.map((feature) => feature.id)).not.toContain("expanding-symbols");
  });
});

describe("search", () => {
  it("tolerates typos: 'swet bonanza' finds Sweet Bonanza first", async () => {
    const response = await gameApi(app, "/games/search?name=swet%20bonanza");
    expect(response.status).toBe(200);
    expect(response.body.data[0]?.name).toBe("Sweet Bonanza");
    const olympus = await gameApi(app, "/games/search?name=gates%20olympos");
    expect(olympus.body.data[0]?.name).toBe("Gates of Olympus");
    const part = await gameApi(app, "/games/search?name=neon");
    expect(identities(part.body)).toContain("fx-neon-roulette");
    const nothing = await gameApi(app, "/games/search?name=qqqzzzxxx");
    expect(nothing.body).toEqual({
      data: [],
      meta: { page: 1, perPage: 20, totalPages: 0, totalRows: 0 },
    });
  });

  it("never finds hidden or blocked games", async () => {
    const hidden = await gameApi(app, "/games/search?name=big%20bass%20splash");
    expect(identities(hidden.body)).not.toContain("fx-big-bass-splash");
    const blocked = await gameApi(app, "/games/search?name=book%20of%20sevens", { country: "FR" });
    expect(identities(blocked.body)).not.toContain("fx-book-of-sevens");
  });

  it("keeps a signed-in player's newest 10 searches; forgets some or all", async () => {
    const player = await registerPlayer(app);
    const token = player.accessToken;
    const search = (name: string) =>
      gameApi(app, `/games/search?name=${encodeURIComponent(name)}`, { token });
    const recent = async () =>
      (await gameApi<{ data: RecentSearch[] }>(app, "/search/recent", { token })).body.data.map(
        (entry) => entry.query,
      );

    expect(await recent()).toEqual([]);
    expect((await search("swet  bonanza ")).status).toBe(200);
    expect(await recent()).toEqual(["swet bonanza"]);
    // A later page of the same search is not a new search.
    await gameApi(app, "/games/search?name=dice&page=2", { token });
    expect(await recent()).toEqual(["swet bonanza"]);

    for (let index = 1; index <= 11; index++) {
      await search(`query ${index}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    let list = await recent();
    expect(list).toHaveLength(10);
    expect(list[0]).toBe("query 11");
    expect(list).not.toContain("swet bonanza");
    expect(list).not.toContain("query 1");

    // Repeating a search moves it to the top without a duplicate.
    await search("query 5");
    list = await recent();
    expect(list[0]).toBe("query 5");
    expect(list.filter((entry) => entry === "query 5")).toHaveLength(1);

    const some = await gameApi(app, "/search/recent", {
      token,
      method: "DELETE",
      body: { queries: ["query 5", "query 11"] },
    });
    expect(some.status).toBe(200);
    list = await recent();
    expect(list).toHaveLength(8);
    expect(list).not.toContain("query 5");

    expect((await gameApi(app, "/search/recent", { token, method: "DELETE" })).status).toBe(200);
    expect(await recent()).toEqual([]);

    // Another player's history is separate; guests search without a history.
    const other = await registerPlayer(app);
    await search("swet bonanza");
    const others = await gameApi<{ data: RecentSearch[] }>(app, "/search/recent", {
      token: other.accessToken,
    });
    expect(others.body.data).toEqual([]);
    expect((await gameApi(app, "/games/search?name=sweet")).status).toBe(200);
    expect((await gameApi(app, "/search/recent")).status).toBe(401);
    expect((await gameApi(app, "/search/recent", { method: "DELETE" })).status).toBe(401);
  });
});

describe("favourites and recently played", () => {
  it("adds, lists and removes favourites idempotently", async () => {
    const { accessToken: token } = await registerPlayer(app);
    const favorites = async () =>
      identities((await gameApi(app, "/games/favorites", { token })).body);

    const added = await gameApi<{ data: { gameId: number; isFavorite: boolean } }>(
      app,
      "/games/fx-dice/favorite",
      { token, method: "POST" },
    );
    expect(added.status).toBe(200);
    expect(added.body.data.isFavorite).toBe(true);
    expect((await gameApi(app, "/games/fx-dice/favorite", { token, method: "POST" })).status).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const byId = await gameApi(app, `/games/${added.body.data.gameId}/favorite`, {
      token,
      method: "POST",
    });
    expect(byId.status).toBe(200);
    await gameApi(app, "/games/fx-sweet-bonanza/favorite", { token, method: "POST" });
    expect(await favorites()).toEqual(["fx-sweet-bonanza", "fx-dice"]);
    const page = await gameApi(app, "/games/favorites?perPage=1", { token });
    expect(page.body.meta).toEqual({ page: 1, perPage: 1, totalPages: 2, totalRows: 2 });

    // Unknown and hidden games can't be added.
    expect(
      (await gameApi(app, "/games/no-such-game/favorite", { token, method: "POST" })).status,
    ).toBe(404);
    expect(
      (await gameApi(app, "/games/fx-big-bass-splash/favorite", { token, method: "POST" })).status,
    ).toBe(404);
    // A favourite blocked in the visitor's country is not listed there.
    await gameApi(app, "/games/fx-book-of-sevens/favorite", { token, method: "POST" });
    const inFrance = await gameApi(app, "/games/favorites", { token, country: "FR" });
    expect(identities(inFrance.body)).not.toContain("fx-book-of-sevens");

    const removed = await gameApi<{ data: { isFavorite: boolean } }>(
      app,
      "/games/fx-dice/favorite",
      { token, method: "DELETE" },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.isFavorite).toBe(false);
    expect(
      (await gameApi(app, "/games/fx-dice/favorite", { token, method: "DELETE" })).status,
    ).toBe(200);
    expect(await favorites()).toEqual(["fx-book-of-sevens", "fx-sweet-bonanza"]);
    expect(
      (await gameApi(app, "/games/no-such-game/favorite", { token, method: "DELETE" })).status,
    ).toBe(404);

    expect((await gameApi(app, "/games/favorites")).status).toBe(401);
    expect((await gameApi(app, "/games/fx-dice/favorite", { method: "POST" })).status).toBe(401);
  });

  it("lists recently played games newest first and counts distinct players as popularity", async () => {
    const first = await registerPlayer(app);
    const second = await registerPlayer(app);
    const base = Date.now();
    await recordPlay(app, first.profile.id, "fx-sugar-rush", new Date(base - 3000));
    await recordPlay(app, first.profile.id, "fx-dice", new Date(base - 2000));
    await recordPlay(app, first.profile.id, "fx-sugar-rush", new Date(base - 1000));
    await recordPlay(app, first.profile.id, "fx-sugar-rush", new Date(base - 500));
    await recordPlay(app, second.profile.id, "fx-sugar-rush", new Date(base - 100));

    const played = await gameApi(app, "/games/played", { token: first.accessToken });
    expect(played.status).toBe(200);
    expect(identities(played.body)).toEqual(["fx-sugar-rush", "fx-dice"]);
    expect(played.body.meta.totalRows).toBe(2);
    const secondPlayed = await gameApi(app, "/games/played", { token: second.accessToken });
    expect(identities(secondPlayed.body)).toEqual(["fx-sugar-rush"]);
    // Sugar Rush was blocked for the US: not listed there.
    const inUs = await gameApi(app, "/games/played", { token: first.accessToken, country: "US" });
    expect(identities(inUs.body)).toEqual(["fx-dice"]);
    expect((await gameApi(app, "/games/played")).status).toBe(401);

    // Popularity: seeded 10 + 2 distinct players (not 4 plays).
    const [game] = await app.database.db
      .select()
      .from(games)
      .where(eq(games.identity, "fx-sugar-rush"));
    expect(game?.popularity).toBe(12);
  });
});

describe("bad input", () => {
  it("answers 400 with fields for a bad games query", async () => {
    const response = await gameApi<ErrorBody>(
      app,
      "/games?sortBy=rating&sortOrder=up&perPage=1000&page=0&countries[]=XYZ&platform=3",
    );
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(response.body.error.fields ?? {}).sort()).toEqual(
      ["countries.0", "page", "perPage", "platform", "sortBy", "sortOrder"].sort(),
    );
  });

  it("answers 400 for a bad search, id or body", async () => {
    const noName = await gameApi<ErrorBody>(app, "/games/search");
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields).toHaveProperty("name");
    const badId = await gameApi<ErrorBody>(app, "/games/bad%20id!");
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty("id");
    const tooMany = await gameApi<ErrorBody>(
      app,
      `/games?${Array.from({ length: 51 }, (_, index) => `providerId[]=p${index}`).join("&")}`,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toHaveProperty("providerId");
    const { accessToken: token } = await registerPlayer(app);
    const badBody = await gameApi<ErrorBody>(app, "/search/recent", {
      token,
      method: "DELETE",
      body: { queries: "all" },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.fields).toHaveProperty("queries");
  });
});

describe("seeded catalogue", () => {
  it("lists the house studio's brands as providers with all their games", async () => {
    const providers = await gameApi<{ data: GameProvider[] }>(app, "/providers");
    const house = providers.body.data.filter((provider) =>
      BRANDS.some((brand) => brand.identity === provider.identity),
    );
    expect(house.map((provider) => provider.identity)).toEqual(
      BRANDS.map((brand) => brand.identity),
    );
    const total = house.reduce((sum, provider) => sum + provider.gameEnabledCount, 0);
    expect(total).toBe(HOUSE_CATALOGUE.length);
    for (const provider of house) {
      expect(existsSync(path.join("public", provider.images.logo))).toBe(true);
    }
  });

  it("serves every house game with its artwork, maths and collections", async () => {
    const slots = await list("collectionId[]=slots&perPage=100");
    expect(slots.meta.totalRows).toBe(HOUSE_CATALOGUE.filter((g) => g.type === "slot").length);
    for (const entry of HOUSE_CATALOGUE) {
      const response = await gameApi<{ data: Game }>(app, `/games/${entry.identity}`);
      expect(response.status, entry.identity).toBe(200);
      const game = response.body.data;
      expect(game.name).toBe(entry.name);
      expect(game.provider.identity).toBe(entry.brand);
      expect(game.isDemoMode).toBe(true);
      expect(Number(game.rtp)).toBeCloseTo(entry.rtp * 100, 2);
      expect(game.features).toContain("provably-fair");
      expect(existsSync(path.join("public", game.images["200x300"]["1x"]))).toBe(true);
    }
    const originals = await list("collectionId[]=originals&perPage=100");
    expect(identities(originals)).toContain("sevens-dice");
    const dice = await gameApi<{ data: Game }>(app, "/games/sevens-dice");
    expect(dice.body.data.volatility).toBeNull();
    expect(dice.body.data.features).toContain("adjustable-risk");
  });

  it("re-seeds idempotently, keeping what an operator changed", async () => {
    const db = app.database.db;
    const countGames = async () => (await db.select({ value: count() }).from(games))[0]?.value;
    const before = await countGames();
    await db.update(games).set({ isHidden: true }).where(eq(games.identity, "sevens-keno"));
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await countGames()).toBe(before);
    const [keno] = await db.select().from(games).where(eq(games.identity, "sevens-keno"));
    expect(keno?.isHidden).toBe(true);
    await db.update(games).set({ isHidden: false }).where(eq(games.identity, "sevens-keno"));
  });

  it("adds synthetic scale entries idempotently", async () => {
    const db = app.database.db;
    await seedSyntheticCatalogue(db, { games: 300, providers: 3 });
    await seedSyntheticCatalogue(db, { games: 300, providers: 3 });
    const [scale] = await db
      .select({ value: count() })
      .from(games)
      .where(like(games.identity, "scale-game-%"));
    expect(scale?.value).toBe(300);
    const page = await list("providerId[]=scale-provider-001&perPage=10");
    expect(page.meta.totalRows).toBeGreaterThan(80);
    expect(page.meta.totalRows).toBeLessThanOrEqual(100);
    expect(page.meta.totalPages).toBe(Math.ceil(page.meta.totalRows / 10));
  });
});
