import { describe, expect, it } from "vitest";
import { buildQueryString } from "../../../lib/api-client.ts";
import {
  activeFilterCount,
  gamesApiQuery,
  lobbyFiltersAt,
  lobbyHref,
  NO_FILTERS,
  parseGamesSegments,
  readLobbyFilters,
  withoutFilter,
  type LobbyFilters,
} from "./games-filters.ts";

const filters = (overrides: Partial<LobbyFilters> = {}): LobbyFilters => ({
  ...NO_FILTERS,
  ...overrides,
});

describe("the /games/{params} segments", () => {
  it("reads nothing, a collection, or a collection and a provider", () => {
    expect(parseGamesSegments(undefined)).toEqual({ collection: null, provider: null });
    expect(parseGamesSegments("")).toEqual({ collection: null, provider: null });
    expect(parseGamesSegments("slots")).toEqual({ collection: "slots", provider: null });
    expect(parseGamesSegments("slots/")).toEqual({ collection: "slots", provider: null });
    expect(parseGamesSegments("slots/neon-reels")).toEqual({
      collection: "slots",
      provider: "neon-reels",
    });
  });

  it("refuses more than two segments and segments that are not identities", () => {
    expect(parseGamesSegments("slots/neon-reels/extra")).toBeNull();
    expect(parseGamesSegments("providers/neon-reels/x")).toBeNull();
    expect(parseGamesSegments("slo ts")).toBeNull();
    expect(parseGamesSegments("-slots")).toBeNull();
    expect(parseGamesSegments("slots/<script>")).toBeNull();
    expect(parseGamesSegments("a".repeat(101))).toBeNull();
  });
});

describe("lobby filters from the address", () => {
  it("folds the path's segments into the lists, then the query's", () => {
    const read = readLobbyFilters(
      { collection: "slots", provider: "neon-reels" },
      "?providers=lucky-forge,neon-reels&features=free-spins&features=wilds&sort=new",
    );
    expect(read).toEqual({
      collections: ["slots"],
      providers: ["neon-reels", "lucky-forge"],
      features: ["free-spins", "wilds"],
      sort: "new",
    });
  });

  it("drops values that are not identities and sorts it does not know", () => {
    const read = readLobbyFilters(
      { collection: null, provider: null },
      "?providers=ok,%3Cb%3E,,bad%20one&sort=cheapest",
    );
    expect(read.providers).toEqual(["ok"]);
    expect(read.sort).toBe("featured");
  });

  it("reads the filters of the page the player is on", () => {
    expect(lobbyFiltersAt("/games/slots", "?features=wilds")).toEqual(
      filters({ collections: ["slots"], features: ["wilds"] }),
    );
    expect(lobbyFiltersAt("/games/providers/neon-reels", "")).toEqual(
      filters({ providers: ["neon-reels"] }),
    );
    expect(lobbyFiltersAt("/games/providers", "?providers=x")).toEqual(NO_FILTERS);
    expect(lobbyFiltersAt("/wallet", "?providers=x")).toEqual(NO_FILTERS);
    expect(lobbyFiltersAt("/games/a/b/c", "")).toEqual(NO_FILTERS);
  });
});

describe("the games API query", () => {
  it("asks for the filters, the sort and one page, with bracketed arrays", () => {
    const query = gamesApiQuery(
      filters({ collections: ["slots"], providers: ["neon-reels", "lucky-forge"], sort: "z-a" }),
      3,
    );
    expect(buildQueryString(query)).toBe(
      "?collectionId[]=slots&providerId[]=neon-reels&providerId[]=lucky-forge&sortBy=name&sortOrder=desc&page=3&perPage=24",
    );
  });

  it("maps every sort a player can choose to the API's fields", () => {
    const sortOf = (sort: LobbyFilters["sort"]) => {
      const query = gamesApiQuery(filters({ sort }), 1);
      return [query.sortBy, query.sortOrder];
    };
    expect(sortOf("featured")).toEqual(["position", undefined]);
    expect(sortOf("popular")).toEqual(["popularity", undefined]);
    expect(sortOf("new")).toEqual(["createdAt", undefined]);
    expect(sortOf("a-z")).toEqual(["name", undefined]);
    expect(sortOf("z-a")).toEqual(["name", "desc"]);
  });

  it("leaves empty lists out", () => {
    expect(buildQueryString(gamesApiQuery(NO_FILTERS, 1, 12))).toBe(
      "?sortBy=position&page=1&perPage=12",
    );
  });
});

describe("addresses of filtered lists", () => {
  it("puts one collection and one provider in the path, the rest in the query", () => {
    expect(lobbyHref(NO_FILTERS)).toBe("/games");
    expect(lobbyHref(filters({ collections: ["slots"] }))).toBe("/games/slots");
    expect(lobbyHref(filters({ collections: ["slots"], providers: ["neon-reels"] }))).toBe(
      "/games/slots/neon-reels",
    );
    expect(
      lobbyHref(filters({ collections: ["slots"], providers: ["neon-reels", "lucky-forge"] })),
    ).toBe("/games/slots?providers=neon-reels,lucky-forge");
    expect(
      lobbyHref(filters({ collections: ["slots", "new"], features: ["wilds"], sort: "popular" })),
    ).toBe("/games?collections=slots,new&features=wilds&sort=popular");
    expect(lobbyHref(filters({ providers: ["neon-reels"] }))).toBe("/games?providers=neon-reels");
  });

  it("round-trips: the address of some filters reads back as the same filters", () => {
    const original = filters({
      collections: ["slots"],
      providers: ["neon-reels", "lucky-forge"],
      features: ["free-spins"],
      sort: "a-z",
    });
    const url = new URL(lobbyHref(original), "http://sevens.test");
    const splat = url.pathname.replace(/^\/games\/?/, "");
    const path = parseGamesSegments(splat);
    expect(path).not.toBeNull();
    expect(readLobbyFilters(path!, url.search)).toEqual(original);
  });

  it("keeps unrelated query keys and replaces the filter keys", () => {
    const keep = new URLSearchParams("providers=old&ref=mail");
    expect(lobbyHref(filters({ features: ["wilds"] }), keep)).toBe(
      "/games?ref=mail&features=wilds",
    );
  });

  it("removes one chip's value and counts the rest", () => {
    const full = filters({ providers: ["a", "b"], features: ["wilds"] });
    expect(activeFilterCount(full)).toBe(3);
    const fewer = withoutFilter(full, "providers", "a");
    expect(fewer.providers).toEqual(["b"]);
    expect(activeFilterCount(fewer)).toBe(2);
  });
});
