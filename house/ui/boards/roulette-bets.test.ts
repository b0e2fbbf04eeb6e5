import { describe, expect, it } from "vitest";
import { arrayRng } from "../../fair/floats.ts";
import { parseParams, payout, play, totalStake } from "../../games/roulette.ts";
import {
  EVEN_MONEY,
  ROULETTE_MAX_BETS,
  WHEEL_ORDER,
  columnPlacement,
  dozenPlacement,
  evenMoneyPlacement,
  insideSpot,
  numberPlacement,
  placedBets,
  pocketColour,
  spinParams,
  spotKey,
  spotWins,
  totalMinor,
  type Chip,
  type Placement,
  type SpotPlacement,
} from "./roulette-bets.ts";

const straight = (n: number) => ({ type: "straight" as const, numbers: [n] });
const chip = (spot: Chip["spot"], minor = 100n): Chip => ({ spot, minor });

describe("roulette chips and bets", () => {
  it("adds chips on one spot into one engine bet of minor units", () => {
    const chips = [
      chip(straight(17)),
      chip({ type: "red" }, 50n),
      chip(straight(17)),
      chip({ type: "dozen", index: 2 }),
    ];
    expect(placedBets(chips).map((bet) => [bet.key, bet.minor, bet.chips])).toEqual([
      ["straight:17", 200n, 2],
      ["red", 50n, 1],
      ["dozen:2", 100n, 1],
    ]);
    const params = spinParams(chips);
    expect(params.bets).toEqual([
      { type: "straight", numbers: [17], amount: "200" },
      { type: "red", amount: "50" },
      { type: "dozen", index: 2, amount: "100" },
    ]);
    // The engine accepts the params and their stake is the chips' total.
    expect(totalStake(parseParams(params))).toBe(totalMinor(chips));
    expect(totalMinor(chips)).toBe(350n);
  });

  it("pays what the engine pays for a spin of those bets", () => {
    const chips = [
      chip(straight(17)),
      chip({ type: "red" }, 50n),
      chip({ type: "column", index: 2 }),
    ];
    const params = spinParams(chips);
    // Pocket 17: floor(f × 37) = 17.
    const outcome = play(parseParams(params), arrayRng([17.5 / 37]));
    expect(outcome.pocket).toBe(17);
    expect(payout(totalMinor(chips), outcome)).toBe(3_600n + 0n + 300n);
    expect(spotWins(straight(17), 17)).toBe(true);
    expect(spotWins({ type: "red" }, 17)).toBe(false);
    expect(spotWins({ type: "column", index: 2 }, 17)).toBe(true);
  });

  it("builds inside bets from tapped numbers only when they are neighbours", () => {
    expect(insideSpot("split", [2, 1])).toEqual({ type: "split", numbers: [1, 2] });
    expect(insideSpot("split", [17, 20])).toEqual({ type: "split", numbers: [17, 20] });
    expect(insideSpot("split", [0, 3])).toEqual({ type: "split", numbers: [0, 3] });
    expect(insideSpot("split", [3, 4])).toBeNull();
    expect(insideSpot("street", [0, 1, 2])).toEqual({ type: "street", numbers: [0, 1, 2] });
    expect(insideSpot("street", [4, 5, 6])).not.toBeNull();
    expect(insideSpot("street", [5, 6, 7])).toBeNull();
    expect(insideSpot("corner", [5, 1, 4, 2])).toEqual({ type: "corner", numbers: [1, 2, 4, 5] });
    expect(insideSpot("corner", [2, 3, 4, 5])).toBeNull();
    expect(insideSpot("sixLine", [1, 2, 3, 4, 5, 6])).not.toBeNull();
    expect(insideSpot("sixLine", [1, 2, 3])).toBeNull();
    expect(spotKey({ type: "split", numbers: [20, 17] })).toBe("split:17-20");
  });

  it("fits every distinct spot of the table into one spin", () => {
    // 37 straights, 60 splits, 14 streets, 23 corners, 11 six-lines and 12 outside bets: fewer
    // than the engine's 200, so chips never need a limit of distinct bets.
    const count = (type: "split" | "street" | "corner" | "sixLine", size: number) => {
      let found = 0;
      const walk = (start: number, picked: number[]) => {
        if (picked.length === size) {
          if (insideSpot(type, picked)) found += 1;
          return;
        }
        for (let n = start; n <= 36; n += 1) walk(n + 1, [...picked, n]);
      };
      walk(0, []);
      return found;
    };
    expect([count("split", 2), count("street", 3), count("corner", 4)]).toEqual([60, 14, 23]);
    expect(37 + 60 + 14 + 23 + 11 + 12).toBeLessThan(ROULETTE_MAX_BETS);
  });

  it("colours pockets and lists every pocket once on the wheel", () => {
    expect(pocketColour(0)).toBe("green");
    expect(pocketColour(1)).toBe("red");
    expect(pocketColour(2)).toBe("black");
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
  });
});

describe("roulette table layout", () => {
  const cells = (placement: Placement) => {
    const parse = (text: string) => {
      const [start, spanText] = text.split(" / span ");
      return { start: Number(start), span: Number(spanText) };
    };
    const row = parse(placement.row);
    const column = parse(placement.column);
    const out: string[] = [];
    for (let r = row.start; r < row.start + row.span; r += 1) {
      for (let c = column.start; c < column.start + column.span; c += 1) out.push(`${r},${c}`);
    }
    return out;
  };
  const spots: SpotPlacement[] = [
    ...Array.from({ length: 37 }, (_, n) => numberPlacement(n)),
    ...[1, 2, 3].map(columnPlacement),
    ...[1, 2, 3].map(dozenPlacement),
    ...EVEN_MONEY.map(evenMoneyPlacement),
  ];

  for (const layout of ["wide", "tall"] as const) {
    it(`puts every spot on its own cells of the ${layout} table`, () => {
      const taken = new Set<string>();
      for (const spot of spots) {
        for (const cell of cells(spot[layout])) {
          expect(taken.has(cell), `${layout} ${cell} used twice`).toBe(false);
          taken.add(cell);
          const [row = 0, column = 0] = cell.split(",").map(Number);
          const [rows, columns] = layout === "wide" ? [5, 14] : [14, 5];
          expect(row >= 1 && row <= rows && column >= 1 && column <= columns).toBe(true);
        }
      }
    });
  }

  it("lays the numbers out like the real table", () => {
    // Wide: 3 on the top row, 1 on the bottom, 34 in the last number column.
    expect(numberPlacement(3).wide).toEqual({ row: "1 / span 1", column: "2 / span 1" });
    expect(numberPlacement(1).wide).toEqual({ row: "3 / span 1", column: "2 / span 1" });
    expect(numberPlacement(34).wide).toEqual({ row: "3 / span 1", column: "13 / span 1" });
    // Tall: rows of 1-2-3, 4-5-6 … under the zero.
    expect(numberPlacement(0).tall).toEqual({ row: "1 / span 1", column: "3 / span 3" });
    expect(numberPlacement(4).tall).toEqual({ row: "3 / span 1", column: "3 / span 1" });
    // Column 1 (1, 4 … 34) sits beside 34 on the wide table.
    expect(columnPlacement(1).wide.row).toBe(numberPlacement(34).wide.row);
  });
});
