import { describe, expect, it } from "vitest";
import {
  buildSportPath,
  parseSportPath,
  readSportRequest,
  sportHref,
  toSportSlug,
} from "./sport-path.ts";

describe("toSportSlug", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(toSportSlug("Ice Hockey")).toBe("ice-hockey");
  });

  it("drops brackets, commas and dots", () => {
    expect(toSportSlug("Premier League (England)")).toBe("premier-league-england");
    expect(toSportSlug("St. Louis Blues, U.S.A.")).toBe("st-louis-blues-usa");
    expect(toSportSlug("Cup [Women] {Final}")).toBe("cup-women-final");
  });

  it("collapses repeated hyphens and trims them at the edges", () => {
    expect(toSportSlug("Real  Madrid - Barcelona")).toBe("real-madrid-barcelona");
    expect(toSportSlug(" - Serie A -- Italy - ")).toBe("serie-a-italy");
  });

  it("keeps letters of other scripts", () => {
    expect(toSportSlug("Fußball Bundesliga")).toBe("fußball-bundesliga");
  });
});

describe("sport paths", () => {
  it("builds the full event path with the id before the event name", () => {
    expect(
      buildSportPath({
        sport: "Soccer",
        category: "England",
        championship: "Premier League",
        event: { id: "1234", name: "Arsenal vs. Chelsea" },
      }),
    ).toBe("/sport/soccer/england/premier-league/1234-arsenal-vs-chelsea");
  });

  it("uses /sport/event/{id} when an event is given without a sport", () => {
    expect(buildSportPath({ event: { id: "77" } })).toBe("/sport/event/77");
    expect(parseSportPath("event/77")).toEqual({ event: { id: "77" } });
  });

  it("parses as many segments as are present", () => {
    expect(parseSportPath(undefined)).toEqual({});
    expect(parseSportPath("tennis")).toEqual({ sport: "tennis" });
    expect(parseSportPath("soccer/england/premier-league/1234-arsenal-vs-chelsea")).toEqual({
      sport: "soccer",
      category: "england",
      championship: "premier-league",
      event: { id: "1234", slug: "arsenal-vs-chelsea" },
    });
    expect(parseSportPath("soccer/england/premier-league/1234")).toEqual({
      sport: "soccer",
      category: "england",
      championship: "premier-league",
      event: { id: "1234" },
    });
  });

  it("round-trips built paths", () => {
    const path = buildSportPath({ sport: "Basketball", category: "USA", championship: "NBA" });
    expect(parseSportPath(path.replace(/^\/sport\//, ""))).toEqual({
      sport: "basketball",
      category: "usa",
      championship: "nba",
    });
  });
});

describe("sportsbook addresses with their query (SPEC §2)", () => {
  const read = (splat: string | undefined, search = "") =>
    readSportRequest(splat, new URLSearchParams(search));

  it("defaults the page to the overview and keeps the known pages", () => {
    expect(read(undefined)?.page).toBe("overview");
    expect(read(undefined, "page=live")?.page).toBe("live");
    expect(read("soccer", "page=bets")?.page).toBe("bets");
    expect(read(undefined, "page=anything")?.page).toBe("overview");
  });

  it("reads the event id from the path, or from the query only without a sport", () => {
    expect(read("soccer/england/premier-league/4812-arsenal-vs-chelsea")?.eventId).toBe(4812);
    expect(read("event/77")?.eventId).toBe(77);
    expect(read(undefined, "eventId=55")?.eventId).toBe(55);
    expect(read("soccer", "eventId=55")?.eventId).toBeUndefined();
    expect(read("soccer/england/premier-league/arsenal-vs-chelsea")).toBeNull();
    expect(read("event/abc")).toBeNull();
  });

  it("reads comma lists of category and championship ids, ignoring malformed ones", () => {
    expect(read("soccer", "categoryIds=1,2&championshipIds=17")).toMatchObject({
      sport: "soccer",
      categoryIds: [1, 2],
      championshipIds: [17],
    });
    expect(read("soccer", "categoryIds=1,,2")?.categoryIds).toEqual([]);
  });

  it("adds the ids only when more than one is selected, or the locale is not English", () => {
    const premier = { sport: "Soccer", category: "England", championship: "Premier League" };
    expect(sportHref({ ...premier, categoryIds: [1], championshipIds: [17] }, "en")).toBe(
      "/sport/soccer/england/premier-league",
    );
    expect(sportHref({ ...premier, categoryIds: [1], championshipIds: [17] }, "de")).toBe(
      "/sport/soccer/england/premier-league?categoryIds=1&championshipIds=17",
    );
    expect(sportHref({ sport: "Soccer", championshipIds: [17, 18] }, "en-ca")).toBe(
      "/sport/soccer?championshipIds=17,18",
    );
  });

  it("names the page when it is not the overview", () => {
    expect(sportHref({ page: "live" }, "en")).toBe("/sport?page=live");
    expect(sportHref({ sport: "Tennis", page: "overview" }, "en")).toBe("/sport/tennis");
  });

  it("sends a live event without its sport to /sport/event/{id}", () => {
    expect(sportHref({ event: { id: "4812" } }, "en")).toBe("/sport/event/4812");
  });

  it("reads back what it builds", () => {
    const href = sportHref(
      { sport: "E-sports +", category: "CS:GO", championshipIds: [3, 4], page: "live" },
      "en",
    );
    const [path, search] = href.split("?");
    expect(read(path?.replace(/^\/sport\/?/, ""), search)).toEqual({
      page: "live",
      sport: "e-sports-+",
      category: "cs:go",
      categoryIds: [],
      championshipIds: [3, 4],
    });
  });
});
