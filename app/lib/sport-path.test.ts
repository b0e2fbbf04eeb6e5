import { describe, expect, it } from "vitest";
import { buildSportPath, parseSportPath, toSportSlug } from "./sport-path.ts";

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
