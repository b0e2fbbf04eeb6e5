import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue/catalogue.ts";
import { dayOf, dayOfEventId, DAY_MS, fixturesForDay } from "./fixtures.ts";
import { simulate } from "./simulate.ts";

const DAY = dayOf(new Date("2030-01-05T00:00:00Z"));

describe("the sandbox feed", () => {
  const fixtures = fixturesForDay(CATALOGUE, "sevens", DAY);

  it("generates a day of fixtures the same way every time, and differently for another seed", () => {
    expect(fixturesForDay(CATALOGUE, "sevens", DAY)).toEqual(fixtures);
    const other = fixturesForDay(CATALOGUE, "other-seed", DAY);
    expect(other.map((fixture) => fixture.name)).not.toEqual(
      fixtures.map((fixture) => fixture.name),
    );
  });

  it("spreads hundreds of events of many sports over the day, two sides a match", () => {
    expect(fixtures.length).toBeGreaterThan(300);
    expect(new Set(fixtures.map((fixture) => fixture.sportId)).size).toBeGreaterThan(30);
    for (const fixture of fixtures) {
      expect(dayOf(fixture.startsAt)).toBe(DAY);
      expect(dayOfEventId(fixture.id)).toBe(DAY);
      const profile = CATALOGUE.championship(fixture.championshipId)?.profile;
      if (profile?.kind === "race") expect(fixture.competitors.length).toBeGreaterThanOrEqual(4);
      else {
        expect(fixture.competitors.map((competitor) => competitor.side)).toEqual(["home", "away"]);
        expect(fixture.competitors[0]?.id).not.toBe(fixture.competitors[1]?.id);
      }
    }
    // Ids are unique and never reused by another day.
    expect(new Set(fixtures.map((fixture) => fixture.id)).size).toBe(fixtures.length);
    const tomorrow = fixturesForDay(CATALOGUE, "sevens", DAY + 1);
    expect(Math.min(...tomorrow.map((fixture) => fixture.id))).toBeGreaterThan(
      Math.max(...fixtures.map((fixture) => fixture.id)),
    );
  });

  it("plays every match to a result after its start, with scores that add up", () => {
    const statuses = new Map<string, number>();
    for (const fixture of fixtures) {
      const profile = CATALOGUE.championship(fixture.championshipId)!.profile;
      const { messages } = simulate(fixture, profile, "sevens");
      expect(messages.length).toBeGreaterThan(0);
      // Messages are in time order; nothing happens after the result.
      for (let index = 1; index < messages.length; index += 1) {
        expect(messages[index]!.at).toBeGreaterThanOrEqual(messages[index - 1]!.at);
      }
      const last = messages.at(-1)!.state;
      statuses.set(last.status, (statuses.get(last.status) ?? 0) + 1);
      expect(last.result).not.toBeNull();
      expect(messages.slice(0, -1).every((message) => message.state.result === null)).toBe(true);
      const result = last.result!;
      if (result.kind === "score") {
        expect(result.periods.reduce((sum, period) => sum + period.home, 0)).toBe(result.home);
        expect(result.periods.reduce((sum, period) => sum + period.away, 0)).toBe(result.away);
        expect(last.score?.home).toBe(result.home);
      }
      if (result.kind === "sets") {
        expect(Math.max(result.home, result.away)).toBe(
          Math.ceil(profile.kind === "sets" ? profile.bestOf / 2 : 0),
        );
      }
      if (last.status === "ended") {
        expect(messages[0]!.at).toBeGreaterThanOrEqual(fixture.startsAt.getTime());
        expect(messages.at(-1)!.at).toBeLessThan(fixture.startsAt.getTime() + DAY_MS);
      }
    }
    expect(statuses.get("ended")).toBeGreaterThan(fixtures.length * 0.95);
  });

  it("now and then postpones or abandons a match, voiding it", () => {
    const fates = [DAY, DAY + 1, DAY + 2].flatMap((day) =>
      fixturesForDay(CATALOGUE, "sevens", day).map((fixture) => {
        const profile = CATALOGUE.championship(fixture.championshipId)!.profile;
        return simulate(fixture, profile, "sevens").messages.at(-1)!.state;
      }),
    );
    const postponed = fates.filter((state) => state.status === "postponed");
    const abandoned = fates.filter((state) => state.status === "abandoned");
    expect(postponed.length).toBeGreaterThan(0);
    expect(abandoned.length).toBeGreaterThan(0);
    for (const state of [...postponed, ...abandoned]) expect(state.result?.kind).toBe("void");
  });

  it("suspends the markets around goals and scores a soccer goal while suspended", () => {
    const soccer = fixtures.filter((fixture) => fixture.sportId === 66);
    let goalsSeen = 0;
    for (const fixture of soccer) {
      const { messages } = simulate(
        fixture,
        CATALOGUE.championship(fixture.championshipId)!.profile,
        "sevens",
      );
      for (let index = 1; index < messages.length; index += 1) {
        const before = messages[index - 1]!.state;
        const after = messages[index]!.state;
        if (
          after.score &&
          before.score &&
          after.score.home + after.score.away > before.score.home + before.score.away
        ) {
          goalsSeen += 1;
          expect(after.suspended).toBe(true);
        }
      }
    }
    expect(goalsSeen).toBeGreaterThan(20);
  });

  it("averages the goals per match of its soccer model", () => {
    const goals: number[] = [];
    for (const day of [DAY, DAY + 1, DAY + 2, DAY + 3]) {
      for (const fixture of fixturesForDay(CATALOGUE, "sevens", day).filter(
        (f) => f.sportId === 66,
      )) {
        const result = simulate(
          fixture,
          CATALOGUE.championship(fixture.championshipId)!.profile,
          "sevens",
        ).messages.at(-1)!.state.result;
        if (result?.kind === "score") goals.push(result.home + result.away);
      }
    }
    const average = goals.reduce((sum, value) => sum + value, 0) / goals.length;
    // 2.65 per match with the teams' spread; the standard error over 300 matches is about 0.1.
    expect(goals.length).toBeGreaterThan(200);
    expect(average).toBeGreaterThan(2.3);
    expect(average).toBeLessThan(3.1);
  });
});
