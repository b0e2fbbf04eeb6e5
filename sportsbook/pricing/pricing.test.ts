import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue/catalogue.ts";
import { dayOf, fixturesForDay } from "../feed/fixtures.ts";
import { PROFILES } from "../feed/profiles.ts";
import { simulate } from "../feed/simulate.ts";
import { NOT_STARTED, type EventResult, type FeedState } from "../feed/types.ts";
import { parseSelectionId } from "../markets/keys.ts";
import { settleSelection } from "../settlement/markets.ts";
import { legFactor } from "../settlement/rules.ts";
import { poisson } from "./distributions.ts";
import { MIN_ODDS, oddsText, overround, parseOdds, priceBook } from "./margin.ts";
import { marginOf, priceEvent, priceTime, PRICE_STEP_MS } from "./markets.ts";

describe("odds from probabilities", () => {
  it("offers odds whose overround is the margin, rounded in the book's favour (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.03, max: 1, noNaN: true }), { minLength: 2, maxLength: 3 }),
        fc.double({ min: 0.02, max: 0.15, noNaN: true }),
        (weights, margin) => {
          const odds = priceBook(weights, margin);
          if (odds === null) return;
          const total = overround(odds);
          expect(total).toBeGreaterThanOrEqual(1 + margin - 1e-9);
          // Rounding odds o down by at most 0.01 adds about 0.01 / o² per outcome.
          const rounding = odds.reduce((sum, price) => sum + (100 / price) ** 2 * 0.0101, 0);
          expect(total).toBeLessThanOrEqual(1 + margin + rounding + 1e-9);
          for (const price of odds) expect(price).toBeGreaterThanOrEqual(MIN_ODDS);
        },
      ),
    );
  });

  it("does not offer a market that is all but decided", () => {
    expect(priceBook([0.99, 0.01], 0.05)).toBeNull();
    expect(priceBook([0.9, 0.1], 0.05)).toEqual([105, 952]);
  });

  it("keeps a heavy favourite at 1.01 and puts the margin on the rest", () => {
    const odds = priceBook([0.96, 0.03, 0.01], 0.06)!;
    expect(odds[0]).toBe(101);
    expect(overround(odds)).toBeGreaterThanOrEqual(1.06);
    expect(overround(odds)).toBeLessThan(1.075);
  });

  it("offers a long shot at the maximum in a race rather than leaving the runner out", () => {
    expect(priceBook([0.5, 0.4999, 0.0000001], 0.15, { clampHigh: true })?.[2]).toBe(100_000);
  });

  it("writes and reads odds with two decimals", () => {
    expect(oddsText(185)).toBe("1.85");
    expect(oddsText(100_000)).toBe("1000.00");
    expect(parseOdds("1.85")).toBe(185);
    expect(parseOdds("1.8")).toBeNull();
  });
});

const DAY = dayOf(new Date("2030-01-05T00:00:00Z"));
const fixtures = fixturesForDay(CATALOGUE, "sevens", DAY);

function pricedAt(fixture: (typeof fixtures)[number], state: FeedState, at: number) {
  const championship = CATALOGUE.championship(fixture.championshipId)!;
  const { model } = simulate(fixture, championship.profile, "sevens");
  return {
    profile: championship.profile,
    model,
    markets: priceEvent({
      eventId: fixture.id,
      profile: championship.profile,
      model,
      state,
      competitors: fixture.competitors,
      at,
    }),
  };
}

describe("the book's markets", () => {
  it("prices every sport kind before the start, with the margin of each market", () => {
    const kinds = new Set<string>();
    for (const fixture of fixtures) {
      const { profile, markets } = pricedAt(
        fixture,
        NOT_STARTED,
        fixture.startsAt.getTime() - 60_000,
      );
      if (markets.length === 0) continue;
      kinds.add(profile.kind);
      for (const market of markets) {
        if (market.type === "dc") continue; // overlapping outcomes: priced pair by pair
        const margin = marginOf(profile, market.isMain, false);
        const total = overround(market.selections.map((selection) => selection.odds));
        expect(total, `${fixture.name} ${market.key}`).toBeGreaterThanOrEqual(1 + margin - 1e-9);
        if (market.selections.every((selection) => selection.odds < 100_000)) {
          expect(total, `${fixture.name} ${market.key}`).toBeLessThan(1 + margin + 0.04);
        }
      }
    }
    expect([...kinds].sort()).toEqual(["combat", "goals", "points", "race", "sets"]);
  });

  it("offers the markets players expect for soccer, basketball, tennis and e-sports", () => {
    const typesOf = (sportId: number) => {
      const fixture = fixtures.find((candidate) => candidate.sportId === sportId)!;
      return new Set(
        pricedAt(fixture, NOT_STARTED, fixture.startsAt.getTime()).markets.map((m) => m.type),
      );
    };
    expect([...typesOf(66)]).toEqual(
      expect.arrayContaining(["1x2", "dc", "dnb", "ou", "ah", "btts"]),
    );
    expect([...typesOf(67)]).toEqual(expect.arrayContaining(["ml", "ou", "ah"]));
    expect([...typesOf(68)]).toEqual(expect.arrayContaining(["ml", "set", "sets_ou", "sets_ah"]));
    expect([...typesOf(145)]).toEqual(expect.arrayContaining(["ml", "set", "sets_ou"]));
    expect([...typesOf(165)]).toEqual(["winner"]);
    const soccer = fixtures.find((candidate) => candidate.sportId === 66)!;
    const lines = pricedAt(soccer, NOT_STARTED, 0)
      .markets.filter((m) => m.type === "ah")
      .map((m) => m.line!);
    // Asian handicaps include quarter lines.
    expect(lines.some((line) => Math.abs((line * 4) % 2) === 1)).toBe(true);
  });

  it("pays back less than the stake on average on every soccer selection (exact, with Asian lines)", () => {
    const soccer = fixtures.find((candidate) => candidate.sportId === 66)!;
    const { model, markets, profile } = pricedAt(soccer, NOT_STARTED, 0);
    if (model.kind !== "goals") throw new Error("soccer is a goals sport");
    const results: [EventResult, number][] = [];
    poisson(model.lambdaHome).forEach((ph, home) =>
      poisson(model.lambdaAway).forEach((pa, away) =>
        results.push([
          { kind: "score", home, away, regulation: { home, away }, periods: [] },
          ph * pa,
        ]),
      ),
    );
    for (const market of markets) {
      for (const selection of market.selections) {
        const parsed = parseSelectionId(selection.id)!;
        let expected = 0;
        for (const [result, p] of results) {
          const factor = legFactor(settleSelection(parsed, result), selection.odds);
          expected += (Number(factor.num) / Number(factor.den)) * p;
        }
        const margin = marginOf(profile, market.isMain, false);
        // Each selection returns about 1 / (1 + margin) of its stake: the book's edge.
        expect(expected, selection.id).toBeLessThan(1);
        if (market.type !== "dc")
          expect(expected, selection.id).toBeGreaterThan(1 / (1 + margin) - 0.05);
      }
    }
  });

  it("moves live prices with the clock and the score, within one price step they hold", () => {
    const soccer = fixtures.find((candidate) => {
      const { messages } = simulate(candidate, PROFILES.soccer, "sevens");
      return candidate.sportId === 66 && messages.at(-1)?.state.status === "ended";
    })!;
    const { messages } = simulate(soccer, PROFILES.soccer, "sevens");
    const kickOff = messages.find((message) => message.state.status === "live")!;
    const early = pricedAt(soccer, kickOff.state, kickOff.at + 60_000).markets;
    const later = pricedAt(soccer, kickOff.state, kickOff.at + 30 * 60_000).markets;
    const oddsOf = (markets: typeof early, key: string) =>
      markets.find((market) => market.key === key)?.selections.map((selection) => selection.odds);
    // Time running out at 0–0 shortens the draw.
    expect(oddsOf(later, "1x2")![1]!).toBeLessThan(oddsOf(early, "1x2")![1]!);
    const step = priceTime(kickOff.at + 60_000);
    expect(pricedAt(soccer, kickOff.state, step + 10).markets).toEqual(
      pricedAt(soccer, kickOff.state, step + PRICE_STEP_MS - 10).markets,
    );
  });

  it("offers nothing on an event that is over", () => {
    const fixture = fixtures[0]!;
    const ended: FeedState = { ...NOT_STARTED, status: "ended" };
    expect(pricedAt(fixture, ended, 0).markets).toEqual([]);
  });
});
