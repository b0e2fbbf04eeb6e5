import { afterEach, describe, expect, it, vi } from "vitest";
import { readSportRequest } from "../../../lib/sport-path.ts";
import { makeSportTree } from "../../../../tests/support/sport-events.ts";
import {
  fetchSportNames,
  NO_NAMES,
  resolveSportPlace,
  slugNames,
  type SportNames,
} from "./sport-names.ts";

const tree = makeSportTree();
const request = (splat: string, search = "") => {
  const parsed = readSportRequest(splat, new URLSearchParams(search));
  if (!parsed) throw new Error(`not a sportsbook address: ${splat}`);
  return parsed;
};

/** The files name the English league "Premier League" and Spain's "La Liga" (the book: "LaLiga"). */
const names: SportNames = {
  categories: new Map([
    [1, "England"],
    [2, "Spain"],
  ]),
  championships: new Map([
    [17, { name: "Premier League", categoryId: 1 }],
    [30, { name: "La Liga", categoryId: 2 }],
  ]),
};

afterEach(() => vi.unstubAllGlobals());

describe("sportsbook places", () => {
  it("finds the sport, category and championship by their slugs", () => {
    expect(resolveSportPlace(request("soccer/england/premier-league"), tree, names)).toMatchObject({
      kind: "sport",
      sport: { id: 66 },
      categoryIds: [1],
      championshipIds: [17],
    });
  });

  it("matches names of the files before the book's own", () => {
    expect(resolveSportPlace(request("soccer/spain/la-liga"), tree, names)).toMatchObject({
      championshipIds: [30],
    });
  });

  it("falls back to the book's names when the files gave nothing", () => {
    expect(resolveSportPlace(request("soccer/spain/laliga"), tree, NO_NAMES)).toMatchObject({
      championshipIds: [30],
    });
    expect(resolveSportPlace(request("tennis/atp/wimbledon-men"), tree, NO_NAMES)).toMatchObject({
      championshipIds: [50],
    });
  });

  it("takes ids from the query over names in the path", () => {
    expect(
      resolveSportPlace(
        request("soccer/inglaterra/liga", "categoryIds=1&championshipIds=17,18"),
        tree,
        names,
      ),
    ).toMatchObject({ categoryIds: [1], championshipIds: [17, 18] });
  });

  it("says not found for an unknown sport, category or championship", () => {
    expect(resolveSportPlace(request("curling"), tree, names).kind).toBe("not-found");
    expect(resolveSportPlace(request("soccer/narnia"), tree, names).kind).toBe("not-found");
    expect(resolveSportPlace(request("soccer/spain/premier-league"), tree, names).kind).toBe(
      "not-found",
    );
  });

  it("names the home and event pages", () => {
    expect(resolveSportPlace(request(""), tree, names)).toEqual({ kind: "home" });
    expect(resolveSportPlace(request("event/4812"), tree, names)).toEqual({
      kind: "event",
      eventId: 4812,
    });
  });

  it("writes addresses with the files' names, else the names it was given", () => {
    expect(
      slugNames(names, {
        category: { id: 2, name: "España" },
        championship: { id: 30, name: "LaLiga EA Sports" },
      }),
    ).toEqual({ category: "Spain", championship: "La Liga" });
    expect(slugNames(NO_NAMES, { championship: { id: 99, name: "Widget Cup" } })).toEqual({
      championship: "Widget Cup",
    });
  });

  it("keeps English addresses when the book names a category in the page's language", () => {
    // /de/sport: the book says "Deutschland", its slug is still "germany".
    expect(
      slugNames(NO_NAMES, {
        category: { id: 7, name: "Deutschland", slug: "germany" },
        championship: { id: 70, name: "Bundesliga", slug: "bundesliga" },
      }),
    ).toEqual({ category: "germany", championship: "bundesliga" });
  });
});

describe("name files", () => {
  it("reads both files of a sport", async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const body = url.endsWith("-categories.json")
        ? { Categories: [{ CategoryId: 1, Name: "England" }] }
        : {
            Categories: [
              { CategoryId: 1, Championships: [{ ChampionshipId: 17, Name: "Premier League" }] },
            ],
          };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal("fetch", fetchMock);
    const result = await fetchSportNames(66);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      "/altenar-data/66-categories.json",
      "/altenar-data/66-champs.json",
    ]);
    expect(result.categories.get(1)).toBe("England");
    expect(result.championships.get(17)).toEqual({ name: "Premier League", categoryId: 1 });
  });

  it("logs a failed lookup and gives nothing for it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url.endsWith("-categories.json")
          ? new Response("nope", { status: 500 })
          : new Response(JSON.stringify({ Categories: "wrong" }), { status: 200 }),
      ),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const result = await fetchSportNames(66);
    expect(result.categories.size).toBe(0);
    expect(result.championships.size).toBe(0);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
