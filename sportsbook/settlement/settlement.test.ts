import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LegResult } from "../../contracts/sportsbook.ts";
import type { EventResult } from "../feed/types.ts";
import { parseSelectionId } from "../markets/keys.ts";
import { settleSelection } from "./markets.ts";
import {
  allVoid,
  binomial,
  combinationCount,
  combinations,
  payoutOf,
  potentialPayout,
  settledPayout,
  totalOdds,
} from "./payout.ts";
import {
  byMargin,
  legFactor,
  legOutcomeOf,
  legResultOf,
  LOST,
  VOID,
  WON,
  type LegOutcome,
} from "./rules.ts";

const score = (home: number, away: number, regulation = { home, away }): EventResult => ({
  kind: "score",
  home,
  away,
  regulation,
  periods: [],
});
const sets = (setScores: [number, number][]): EventResult => {
  const won = setScores.reduce(
    (sum, [h, a]) => ({ home: sum.home + (h > a ? 1 : 0), away: sum.away + (a > h ? 1 : 0) }),
    { home: 0, away: 0 },
  );
  const units = setScores.reduce((sum, [h, a]) => ({ home: sum.home + h, away: sum.away + a }), {
    home: 0,
    away: 0,
  });
  return { kind: "sets", ...won, sets: setScores.map(([home, away]) => ({ home, away })), units };
};

const soccer21 = score(2, 1);
const soccer11 = score(1, 1);
const soccer00 = score(0, 0);
const basketballOvertime = score(108, 104, { home: 100, away: 100 });
const rugbyDraw = score(20, 20);
const tennis = sets([
  [6, 4],
  [3, 6],
  [7, 6],
]);
const darts = sets([[7, 5]]);
const knockout: EventResult = { kind: "combat", winner: "home", distance: false, round: 5 };
const boxingDraw: EventResult = { kind: "combat", winner: "draw", distance: true, round: 12 };
const mmaDecision: EventResult = { kind: "combat", winner: "away", distance: true, round: 3 };
const race: EventResult = { kind: "race", order: [["9-3"], ["9-1"], ["9-2"], ["9-5"]] };
const deadHeat: EventResult = { kind: "race", order: [["9-2", "9-5"], ["9-1"], ["9-3"]] };
const tripleHeat: EventResult = { kind: "race", order: [["9-2", "9-5", "9-7"], ["9-1"]] };
const postponed: EventResult = { kind: "void", reason: "postponed" };
const abandoned: EventResult = { kind: "void", reason: "abandoned" };

/** [what, market:outcome, result, expected, dead heat share]. */
const TABLE: [string, string, EventResult, LegResult, string?][] = [
  ["home win, 1x2 home", "1x2:home", soccer21, "won"],
  ["home win, 1x2 draw", "1x2:draw", soccer21, "lost"],
  ["home win, 1x2 away", "1x2:away", soccer21, "lost"],
  ["draw, 1x2 draw", "1x2:draw", soccer11, "won"],
  ["draw, 1x2 home", "1x2:home", soccer11, "lost"],
  ["home win, double chance home or draw", "dc:home_draw", soccer21, "won"],
  ["home win, double chance home or away", "dc:home_away", soccer21, "won"],
  ["home win, double chance draw or away", "dc:draw_away", soccer21, "lost"],
  ["draw, double chance home or away", "dc:home_away", soccer11, "lost"],
  ["draw, double chance draw or away", "dc:draw_away", soccer11, "won"],
  ["home win, draw no bet home", "dnb:home", soccer21, "won"],
  ["home win, draw no bet away", "dnb:away", soccer21, "lost"],
  ["draw, draw no bet home is void", "dnb:home", soccer11, "void"],
  ["draw, draw no bet away is void", "dnb:away", soccer11, "void"],
  ["2–1, both teams to score yes", "btts:yes", soccer21, "won"],
  ["2–1, both teams to score no", "btts:no", soccer21, "lost"],
  ["0–0, both teams to score no", "btts:no", soccer00, "won"],
  ["3 goals, over 2.5", "ou@2.5:over", soccer21, "won"],
  ["3 goals, under 2.5", "ou@2.5:under", soccer21, "lost"],
  ["3 goals, over 3 pushes", "ou@3:over", soccer21, "void"],
  ["3 goals, under 3 pushes", "ou@3:under", soccer21, "void"],
  ["3 goals, over 2.75: half on 2.5 wins, half on 3 pushes", "ou@2.75:over", soccer21, "half_won"],
  ["3 goals, under 2.75", "ou@2.75:under", soccer21, "half_lost"],
  ["3 goals, over 3.25: half pushes, half loses", "ou@3.25:over", soccer21, "half_lost"],
  ["3 goals, under 3.25", "ou@3.25:under", soccer21, "half_won"],
  ["0 goals, under 0.5", "ou@0.5:under", soccer00, "won"],
  ["2 goals, over 2 pushes", "ou@2:over", soccer11, "void"],
  ["2 goals, over 1.75", "ou@1.75:over", soccer11, "half_won"],
  ["win by one, home -1 pushes", "ah@-1:home", soccer21, "void"],
  ["win by one, away +1 pushes", "ah@-1:away", soccer21, "void"],
  ["win by one, home -0.75 half wins", "ah@-0.75:home", soccer21, "half_won"],
  ["win by one, away +0.75 half loses", "ah@-0.75:away", soccer21, "half_lost"],
  ["win by one, home -1.25 half loses", "ah@-1.25:home", soccer21, "half_lost"],
  ["win by one, away +1.25 half wins", "ah@-1.25:away", soccer21, "half_won"],
  ["win by one, home -1.5 loses", "ah@-1.5:home", soccer21, "lost"],
  ["win by one, away +1.5 wins", "ah@-1.5:away", soccer21, "won"],
  ["win by one, home level wins", "ah@0:home", soccer21, "won"],
  ["draw, home level is void", "ah@0:home", soccer11, "void"],
  ["draw, home -0.25 half loses", "ah@-0.25:home", soccer11, "half_lost"],
  ["draw, home +0.25 half wins", "ah@0.25:home", soccer11, "half_won"],
  ["draw, away -0.25 half loses", "ah@0.25:away", soccer11, "half_lost"],
  ["overtime win, moneyline home", "ml:home", basketballOvertime, "won"],
  ["overtime win, moneyline away", "ml:away", basketballOvertime, "lost"],
  ["overtime counts for totals: 212 over 211.5", "ou@211.5:over", basketballOvertime, "won"],
  ["overtime counts for spreads: home -3.5", "ah@-3.5:home", basketballOvertime, "won"],
  ["overtime counts for spreads: home -4.5", "ah@-4.5:home", basketballOvertime, "lost"],
  ["regulation draw, 1x2 draw (overtime not counted)", "1x2:draw", basketballOvertime, "won"],
  ["rugby draw, 1x2 draw", "1x2:draw", rugbyDraw, "won"],
  ["rugby draw, moneyline is void", "ml:home", rugbyDraw, "void"],
  ["tennis 2–1, match winner home", "ml:home", tennis, "won"],
  ["tennis 2–1, match winner away", "ml:away", tennis, "lost"],
  ["tennis, set 1 home", "set@1:home", tennis, "won"],
  ["tennis, set 2 home", "set@2:home", tennis, "lost"],
  ["tennis, set 3 (tie-break) home", "set@3:home", tennis, "won"],
  ["tennis, set 4 never played is void", "set@4:home", tennis, "void"],
  ["tennis, total sets over 2.5", "sets_ou@2.5:over", tennis, "won"],
  ["tennis, total sets under 2.5", "sets_ou@2.5:under", tennis, "lost"],
  ["tennis, home -1.5 sets", "sets_ah@-1.5:home", tennis, "lost"],
  ["tennis, away +1.5 sets", "sets_ah@-1.5:away", tennis, "won"],
  ["darts 7–5, total legs over 11.5", "ou@11.5:over", darts, "won"],
  ["darts 7–5, home -1.5 legs", "ah@-1.5:home", darts, "won"],
  ["darts 7–5, home -2.5 legs", "ah@-2.5:home", darts, "lost"],
  ["knock-out, result home", "1x2:home", knockout, "won"],
  ["knock-out, result draw", "1x2:draw", knockout, "lost"],
  ["knock-out, goes the distance: no", "distance:no", knockout, "won"],
  ["knock-out, goes the distance: yes", "distance:yes", knockout, "lost"],
  ["boxing draw, result draw", "1x2:draw", boxingDraw, "won"],
  ["boxing draw, moneyline is void", "ml:home", boxingDraw, "void"],
  ["decision, moneyline away", "ml:away", mmaDecision, "won"],
  ["decision, goes the distance: yes", "distance:yes", mmaDecision, "won"],
  ["race, the winner", "winner:r3", race, "won"],
  ["race, second place loses a win bet", "winner:r1", race, "lost"],
  ["race, a runner who did not run is void", "winner:r8", race, "void"],
  ["dead heat of two, one of them", "winner:r2", deadHeat, "dead_heat", "1/2"],
  ["dead heat of two, the other", "winner:r5", deadHeat, "dead_heat", "1/2"],
  ["dead heat of two, the next runner", "winner:r1", deadHeat, "lost"],
  ["dead heat of three", "winner:r7", tripleHeat, "dead_heat", "1/3"],
  ["postponed, 1x2 home", "1x2:home", postponed, "void"],
  ["postponed, winner", "winner:r3", postponed, "void"],
  ["abandoned, over 2.5", "ou@2.5:over", abandoned, "void"],
  ["abandoned, set 1", "set@1:home", abandoned, "void"],
  ["a match market on a race result is void", "1x2:home", race, "void"],
  ["an outcome the market does not have is void", "1x2:maybe", soccer21, "void"],
];

describe("settling a leg", () => {
  it(`covers ${TABLE.length} cases`, () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)("%s", (_what, selection, result, expected, share) => {
    const parsed = parseSelectionId(`101:${selection}`);
    expect(parsed).not.toBeNull();
    const settled = legResultOf(settleSelection(parsed!, result));
    expect(settled.result).toBe(expected);
    expect(settled.deadHeat).toBe(share ?? null);
  });
});

describe("the leg factor", () => {
  const stake = 10_000n;
  const pay = (outcome: LegOutcome, odds: number) =>
    payoutOf("single", null, [legFactor(outcome, odds)], stake);

  it("pays odds on a win, the stake on a void, nothing on a loss", () => {
    expect(pay(WON, 190)).toBe(19_000n);
    expect(pay(VOID, 190)).toBe(10_000n);
    expect(pay(LOST, 190)).toBe(0n);
  });

  it("pays half at odds and half back on a half win, half back on a half loss", () => {
    expect(pay(legOutcomeOf("half_won", null), 190)).toBe(14_500n);
    expect(pay(legOutcomeOf("half_lost", null), 190)).toBe(5_000n);
  });

  it("pays a dead heat at odds times the share", () => {
    expect(pay(legOutcomeOf("dead_heat", "1/2"), 500)).toBe(25_000n);
    expect(pay(legOutcomeOf("dead_heat", "1/3"), 700)).toBe(23_333n);
  });

  it("names outcomes back and forth", () => {
    for (const result of ["won", "lost", "void", "half_won", "half_lost"] as const) {
      expect(legResultOf(legOutcomeOf(result, null)).result).toBe(result);
    }
    expect(legResultOf(legOutcomeOf("dead_heat", "2/3"))).toEqual({
      result: "dead_heat",
      deadHeat: "2/3",
    });
  });

  const odds = fc.integer({ min: 101, max: 100_000 });
  const quarterLine = fc.integer({ min: -40, max: 40 }).map((quarters) => quarters / 4);
  const margin = fc.integer({ min: -15, max: 15 });

  it("splits a line so that over and under share it exactly (property)", () => {
    fc.assert(
      fc.property(quarterLine, margin, (line, total) => {
        const over = byMargin(line, (half) => total - half);
        const under = byMargin(line, (half) => half - total);
        // What one side wins the other loses; a push is a push for both.
        expect(over.returned).toBe(under.returned);
        expect(over.won + under.won + over.returned).toBe(2);
      }),
    );
  });

  it("orders outcomes: won ≥ half won ≥ void ≥ half lost ≥ lost (property)", () => {
    fc.assert(
      fc.property(odds, fc.bigInt({ min: 1n, max: 10n ** 12n }), (price, amount) => {
        const order = ["won", "half_won", "void", "half_lost", "lost"] as const;
        const payouts = order.map((result) =>
          payoutOf("single", null, [legFactor(legOutcomeOf(result, null), price)], amount),
        );
        for (let index = 1; index < payouts.length; index += 1) {
          expect(payouts[index - 1]! >= payouts[index]!).toBe(true);
        }
        expect(payouts[2]).toBe(amount);
      }),
    );
  });

  it("never pays more for a worse leg in an accumulator (property)", () => {
    const result = fc.constantFrom<LegResult>("won", "half_won", "void", "half_lost", "lost");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(odds, result), { minLength: 2, maxLength: 8 }),
        fc.nat(7),
        (legs, pick) => {
          const index = pick % legs.length;
          const factors = legs.map(([price, outcome]) =>
            legFactor(legOutcomeOf(outcome, null), price),
          );
          const worse = [...factors];
          worse[index] = legFactor(LOST, legs[index]![0]);
          expect(
            payoutOf("accumulator", null, worse, 100_000n) <=
              payoutOf("accumulator", null, factors, 100_000n),
          ).toBe(true);
        },
      ),
    );
  });

  it("returns exactly the stake of a bet whose legs are all void, whatever its kind (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (n, amount) => {
          const legs = Array.from({ length: n }, () => ({ odds: 250, outcome: VOID }));
          const k = 2;
          const stake = amount * BigInt(binomial(n, k));
          expect(settledPayout("accumulator", null, legs, stake)).toBe(stake);
          expect(settledPayout("system", k, legs, stake)).toBe(stake);
          expect(allVoid(legs)).toBe(true);
        },
      ),
    );
  });
});

describe("accumulators and system bets", () => {
  it("multiplies accumulator legs and treats a void leg as odds 1", () => {
    const legs = [
      { odds: 200, outcome: WON },
      { odds: 150, outcome: VOID },
      { odds: 300, outcome: WON },
    ];
    expect(settledPayout("accumulator", null, legs, 1_000n)).toBe(6_000n);
    expect(totalOdds(legs)).toBe(900n);
  });

  it("settles an accumulator lost as soon as one leg loses, and waits otherwise", () => {
    expect(
      settledPayout(
        "accumulator",
        null,
        [
          { odds: 200, outcome: LOST },
          { odds: 300, outcome: null },
        ],
        1_000n,
      ),
    ).toBe(0n);
    expect(
      settledPayout(
        "accumulator",
        null,
        [
          { odds: 200, outcome: WON },
          { odds: 300, outcome: null },
        ],
        1_000n,
      ),
    ).toBeNull();
  });

  it("waits for every leg of a system bet, even after a loss", () => {
    expect(
      settledPayout(
        "system",
        2,
        [
          { odds: 200, outcome: LOST },
          { odds: 300, outcome: WON },
          { odds: 400, outcome: null },
        ],
        3_000n,
      ),
    ).toBeNull();
  });

  it("pays a 2/3 system bet (a trixie's doubles) from its winning combinations", () => {
    // Three doubles of 10.00 each: A×B = 6.00 wins 60.00, A×C and B×C lose.
    const legs = [
      { odds: 200, outcome: WON },
      { odds: 300, outcome: WON },
      { odds: 400, outcome: LOST },
    ];
    expect(settledPayout("system", 2, legs, 3_000n)).toBe(6_000n);
    expect(
      potentialPayout(
        "system",
        2,
        legs.map((leg) => ({ ...leg, outcome: null })),
        3_000n,
      ),
    ).toBe((1_000n * (600n + 800n + 1200n)) / 100n);
  });

  it("pays a 3/4 system bet with a half-won leg exactly, rounding down once", () => {
    const legs = [
      { odds: 190, outcome: WON },
      { odds: 210, outcome: legOutcomeOf("half_won", null) },
      { odds: 175, outcome: WON },
      { odds: 300, outcome: LOST },
    ];
    // Only A×B×C wins: 1.90 × (2.10 + 1)/2 × 1.75 = 5.15375 on a unit of 25.00.
    expect(settledPayout("system", 3, legs, 10_000n)).toBe(12_884n);
  });

  it("counts combinations", () => {
    expect([
      binomial(3, 2),
      binomial(4, 2),
      binomial(5, 3),
      binomial(8, 4),
      binomial(12, 6),
    ]).toEqual([3, 6, 10, 70, 924]);
    expect(binomial(3, 4)).toBe(0);
    expect(combinationCount("system", 6, 3)).toBe(20);
    expect(combinationCount("accumulator", 6, null)).toBe(1);
    expect(combinations(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
  });

  it("lists every k-subset once, in order (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 }), (n, k) => {
        const list = combinations(n, k);
        expect(list.length).toBe(binomial(n, k));
        expect(new Set(list.map((combination) => combination.join())).size).toBe(list.length);
        for (const combination of list) {
          expect(combination.length).toBe(k);
          for (let i = 1; i < combination.length; i += 1)
            expect(combination[i]! > combination[i - 1]!).toBe(true);
        }
      }),
    );
  });
});
