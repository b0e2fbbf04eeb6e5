import { describe, expect, it } from "vitest";
import { arrayRng, fairRng, type Rng } from "../fair/floats.ts";
import * as dice from "./dice.ts";
import { GameInputError } from "./errors.ts";
import * as hilo from "./hilo.ts";
import * as keno from "./keno.ts";
import * as limbo from "./limbo.ts";
import * as mines from "./mines.ts";
import { choose } from "./money.ts";
import * as plinko from "./plinko.ts";
import * as roulette from "./roulette.ts";

const SEED = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
/** A float landing in integer bucket `i` of `n` (floor(f × n) = i). */
const at = (i: number, n: number) => (i + 0.5) / n;

/** Seeded simulation: mean return per unit bet over `rounds` rounds through the fair engine. */
function simulate(rounds: number, round: (rng: Rng, replay: () => Rng) => bigint): number {
  let returned = 0n;
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const replay = () => fairRng(SEED, "rtp-simulation", nonce);
    returned += round(replay(), replay);
  }
  return Number(returned) / (rounds * 1_000_000);
}
const BET = 1_000_000n;

describe("dice", () => {
  it("rolls 0.00 … 99.99 and pays 99 / chance", () => {
    const under = dice.play({ target: 1, direction: "under" }, arrayRng([0]));
    expect(under).toMatchObject({ roll: 0, win: true, multiplierBp: 99_000_000n });
    expect(dice.payout(100n, under)).toBe(990_000n);
    const over = dice.play({ target: 9998, direction: "over" }, arrayRng([1 - 2 ** -32]));
    expect(over).toMatchObject({ roll: 9999, win: true });
    expect(dice.payout(100n, over)).toBe(990_000n);
    const lose = dice.play({ target: 5000, direction: "over" }, arrayRng([at(5000, 10_000)]));
    expect(lose.win).toBe(false);
    expect(dice.payout(100n, lose)).toBe(0n);
    const half = dice.play({ target: 5000, direction: "under" }, arrayRng([at(4999, 10_000)]));
    expect(dice.payout(100n, half)).toBe(198n);
  });

  it("validates the target", () => {
    expect(() => dice.parseParams({ target: 0, direction: "under" })).toThrow(GameInputError);
    expect(() => dice.parseParams({ target: 9999, direction: "over" })).toThrow(GameInputError);
    expect(() => dice.parseParams({ target: 9801, direction: "under" })).toThrow(GameInputError);
    expect(() => dice.parseParams({ target: 50.5, direction: "under" })).toThrow(GameInputError);
    expect(() => dice.parseParams({ target: 50, direction: "sideways" })).toThrow(GameInputError);
  });

  it("returns at most 99 % at every target (exact) and ≈ 99 % simulated", () => {
    for (let w = dice.MIN_WIN_COUNT; w <= dice.MAX_WIN_COUNT; w += 1) {
      const rtp = (w * Number(99_000_000n / BigInt(w))) / 1e8;
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.989);
    }
    // 100 000 rounds at 49.5 % (2×): SE ≈ 0.31 %, tolerance ±1.25 %.
    const params = { target: 4950, direction: "under" } as const;
    const rtp = simulate(100_000, (rng) => dice.payout(BET, dice.play(params, rng)));
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.0125);
  });
});

describe("limbo", () => {
  it("derives the result from the float and pays the target", () => {
    expect(limbo.resultFromFloat(0)).toBe(99);
    expect(limbo.resultFromFloat(0.5)).toBe(198);
    const win = limbo.play({ target: 198 }, arrayRng([0.5]));
    expect(win.win).toBe(true);
    expect(limbo.payout(250n, win)).toBe(495n);
    const lose = limbo.play({ target: 199 }, arrayRng([0.5]));
    expect(limbo.payout(250n, lose)).toBe(0n);
    expect(() => limbo.parseParams({ target: 100 })).toThrow(GameInputError);
  });

  it("RTP is floor(99·2³²/T)/2³² × T/100 ≤ 99 % (exact) and ≈ 99 % simulated", () => {
    for (const target of [101, 150, 200, 1_000, 10_000, 1_000_000, limbo.MAX_TARGET]) {
      const p = Number((99n * 2n ** 32n) / BigInt(target)) / 2 ** 32;
      const rtp = (p * target) / 100;
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.9899);
    }
    // 100 000 rounds at 2×: SE ≈ 0.31 %, tolerance ±1.25 %.
    const rtp = simulate(100_000, (rng) => limbo.payout(BET, limbo.play({ target: 200 }, rng)));
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.0125);
  });
});

describe("mines", () => {
  it("places mines by shuffle and pays the cash-out multiplier", () => {
    // First float picks tile 0 → mine at 0.
    const safe = mines.play({ mines: 1, picks: [5, 6] }, arrayRng([at(0, 25)]));
    expect(safe.minePositions).toEqual([0]);
    expect(safe).toMatchObject({ hit: null, safeReveals: 2 });
    // 0.99 × C(25,2)/C(24,2) = 0.99 × 300/276 → 10 760 bp.
    expect(safe.multiplierBp).toBe(10_760n);
    expect(mines.payout(1_000n, safe)).toBe(1_076n);
    const boom = mines.play({ mines: 1, picks: [5, 0] }, arrayRng([at(0, 25)]));
    expect(boom).toMatchObject({ hit: 0, multiplierBp: 0n });
    expect(mines.payout(1_000n, boom)).toBe(0n);
    expect(() => mines.play({ mines: 1, picks: [0, 5] }, arrayRng([at(0, 25)]))).toThrow(
      GameInputError,
    );
    expect(() =>
      mines.payout(1_000n, mines.play({ mines: 3, picks: [] }, fairRng(SEED, "c", 0))),
    ).toThrow(GameInputError);
    expect(() => mines.parseParams({ mines: 25, picks: [] })).toThrow(GameInputError);
    expect(() => mines.parseParams({ mines: 3, picks: [1, 1] })).toThrow(GameInputError);
  });

  it("every cash-out point returns at most 99 % (exact); max win as documented", () => {
    let max = 0n;
    for (let m = 1; m <= 24; m += 1) {
      for (let k = 1; k <= 25 - m; k += 1) {
        const bp = mines.multiplierBp(m, k);
        const rtp = Number((bp * choose(25 - m, k) * 1_000_000n) / choose(25, k)) / 1e10;
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
        if (bp > max) max = bp;
      }
    }
    expect(max / 10_000n).toBe(BigInt(mines.MAX_WIN_MULTIPLIER));
    // 60 000 rounds, 3 mines, cash out after 2 reveals (≈ 1.33×): tolerance ±1.5 %.
    const rtp = simulate(60_000, (rng, replay) => {
      if (mines.play({ mines: 3, picks: [0] }, rng).hit !== null) return 0n;
      const outcome = mines.play({ mines: 3, picks: [0, 1] }, replay());
      return mines.payout(BET, outcome);
    });
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.015);
  });
});

describe("plinko", () => {
  it("one float per row, bucket = right bounces", () => {
    const left = plinko.play({ rows: 8, risk: "high" }, arrayRng(new Array(8).fill(0.1)));
    expect(left).toMatchObject({ bucket: 0, multiplierBp: 290_000n });
    expect(plinko.payout(100n, left)).toBe(2_900n);
    const right = plinko.play({ rows: 16, risk: "high" }, arrayRng(new Array(16).fill(0.9)));
    expect(plinko.payout(100n, right)).toBe(100_000n);
    const centre = plinko.play(
      { rows: 16, risk: "high" },
      arrayRng([...new Array(8).fill(0.1), ...new Array(8).fill(0.9)]),
    );
    expect(plinko.payout(100n, centre)).toBe(25n);
    expect(() => plinko.parseParams({ rows: 17, risk: "low" })).toThrow(GameInputError);
    expect(() => plinko.parseParams({ rows: 12, risk: "extreme" })).toThrow(GameInputError);
  });

  it("each table is symmetric and its exact binomial RTP lies in 98.85–99.15 %", () => {
    for (const risk of plinko.RISKS) {
      for (let rows = plinko.MIN_ROWS; rows <= plinko.MAX_ROWS; rows += 1) {
        const table = plinko.table(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual([...table]);
        let expected = 0n;
        for (const [k, bp] of table.entries()) expected += choose(rows, k) * BigInt(bp);
        const rtp = Number(expected) / 2 ** rows / 10_000;
        expect(rtp, `${risk} ${rows}`).toBeGreaterThan(0.9885);
        expect(rtp, `${risk} ${rows}`).toBeLessThan(0.9915);
        expect(Math.max(...table) / 10_000).toBeLessThanOrEqual(plinko.MAX_WIN_MULTIPLIER);
      }
    }
    // 60 000 balls, 12 rows low risk: tolerance ±1 %.
    const rtp = simulate(60_000, (rng) =>
      plinko.payout(BET, plinko.play({ rows: 12, risk: "low" }, rng)),
    );
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.01);
  });
});

describe("keno", () => {
  it("draws 10 of 40 and pays by hits", () => {
    const floats = Array.from({ length: 10 }, () => 0); // draws 1, 2, … 10
    const all = keno.play({ picks: [1, 2, 3] }, arrayRng(floats));
    expect(all.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all.hits).toEqual([1, 2, 3]);
    expect(keno.payout(100n, all)).toBe(5_000n);
    const none = keno.play({ picks: [38, 39, 40] }, arrayRng(floats));
    expect(none.hits).toEqual([]);
    expect(keno.payout(100n, none)).toBe(0n);
    expect(() => keno.parseParams({ picks: [] })).toThrow(GameInputError);
    expect(() => keno.parseParams({ picks: [0] })).toThrow(GameInputError);
    expect(() => keno.parseParams({ picks: [5, 5] })).toThrow(GameInputError);
    expect(() => keno.parseParams({ picks: range11() })).toThrow(GameInputError);
  });

  it("each pay table returns 97.5–98.1 % exactly (hypergeometric)", () => {
    const total = choose(40, 10);
    for (let picks = 1; picks <= keno.MAX_PICKS; picks += 1) {
      const table = keno.PAYTABLE[picks] ?? [];
      expect(table).toHaveLength(picks + 1);
      let expected = 0n;
      for (const [hits, bp] of table.entries()) {
        expected += choose(picks, hits) * choose(40 - picks, 10 - hits) * BigInt(bp);
      }
      const rtp = Number((expected * 1_000_000n) / total) / 1e10;
      expect(rtp, `${picks} picks`).toBeGreaterThanOrEqual(0.975);
      expect(rtp, `${picks} picks`).toBeLessThanOrEqual(0.981);
    }
    // 60 000 draws, 2 picks: tolerance ±2 %.
    const rtp = simulate(60_000, (rng) => keno.payout(BET, keno.play({ picks: [7, 21] }, rng)));
    expect(Math.abs(rtp - 0.98077)).toBeLessThan(0.02);
  });
});

function range11(): number[] {
  return Array.from({ length: 11 }, (_, i) => i + 1);
}

describe("hi-lo", () => {
  const card = (rank: number) => at(rank - 1, 52); // spades of that rank

  it("chains guesses and pays the product of step multipliers", () => {
    const round = hilo.play(
      { guesses: ["higher", "lower"] },
      arrayRng([card(7), card(9), card(2)]),
    );
    expect(round.lost).toBe(false);
    // higher on 7: k = 6 → 21 450; lower on 9: k = 8 → 16 087; product 34 506.
    expect(round.steps.map((step) => step.stepBp)).toEqual([21_450n, 16_087n]);
    expect(round.multiplierBp).toBe(34_506n);
    expect(hilo.payout(10_000n, round)).toBe(34_506n);
    const same = hilo.play({ guesses: ["same"] }, arrayRng([card(5), at(5 - 1 + 13, 52)]));
    expect(hilo.payout(100n, same)).toBe(1_287n);
    const lost = hilo.play({ guesses: ["higher"] }, arrayRng([card(7), card(7)]));
    expect(hilo.payout(100n, lost)).toBe(0n);
    const skipped = hilo.play({ guesses: ["skip"] }, arrayRng([card(13), card(3)]));
    expect(() => hilo.payout(100n, skipped)).toThrow(GameInputError);
    expect(() => hilo.play({ guesses: ["higher"] }, arrayRng([card(13), card(1)]))).toThrow(
      GameInputError,
    );
    expect(() =>
      hilo.play({ guesses: ["higher", "higher"] }, arrayRng([card(7), card(2), card(3)])),
    ).toThrow(GameInputError);
  });

  it("every single guess returns at most 99 % (exact) and ≈ 99 % simulated", () => {
    for (let rank = 1; rank <= 13; rank += 1) {
      for (const guess of ["higher", "lower", "same"] as const) {
        const k = hilo.winningRanks(rank, guess);
        if (k === 0) continue;
        // k/13 × bp/10 000 ≤ 0.99  ⇔  k × bp ≤ 128 700 × 10 000 / 10 000
        const scaled = BigInt(k) * hilo.stepMultiplierBp(rank, guess);
        expect(scaled).toBeLessThanOrEqual(128_700n);
        expect(scaled).toBeGreaterThan(128_700n - 13n);
      }
    }
    // 60 000 rounds of one "higher" (or "lower" on a king): tolerance ±1.5 %.
    const rtp = simulate(60_000, (rng, replay) => {
      const start = hilo.drawCard(replay());
      const guess = start.rank === 13 ? "lower" : "higher";
      return hilo.payout(BET, hilo.play({ guesses: [guess] }, rng));
    });
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.015);
  });
});

describe("roulette", () => {
  const spin = (pocket: number, bets: roulette.RouletteBet[]) =>
    roulette.play({ bets }, arrayRng([at(pocket, 37)]));
  const one = (bet: Omit<roulette.RouletteBet, "amount">, pocket: number) =>
    roulette.payout(10n, spin(pocket, [{ ...bet, amount: 10n }]));

  it("pays every bet type 36 / covered numbers", () => {
    expect(one({ type: "straight", numbers: [17] }, 17)).toBe(360n);
    expect(one({ type: "straight", numbers: [0] }, 0)).toBe(360n);
    expect(one({ type: "split", numbers: [17, 20] }, 20)).toBe(180n);
    expect(one({ type: "split", numbers: [0, 2] }, 0)).toBe(180n);
    expect(one({ type: "street", numbers: [16, 17, 18] }, 18)).toBe(120n);
    expect(one({ type: "corner", numbers: [17, 18, 20, 21] }, 21)).toBe(90n);
    expect(one({ type: "corner", numbers: [0, 1, 2, 3] }, 0)).toBe(90n);
    expect(one({ type: "sixLine", numbers: [31, 32, 33, 34, 35, 36] }, 31)).toBe(60n);
    expect(one({ type: "dozen", index: 2 }, 24)).toBe(30n);
    expect(one({ type: "column", index: 3 }, 36)).toBe(30n);
    expect(one({ type: "red" }, 1)).toBe(20n);
    expect(one({ type: "black" }, 2)).toBe(20n);
    expect(one({ type: "odd" }, 35)).toBe(20n);
    expect(one({ type: "even" }, 36)).toBe(20n);
    expect(one({ type: "low" }, 18)).toBe(20n);
    expect(one({ type: "high" }, 19)).toBe(20n);
    for (const type of ["red", "black", "odd", "even", "low", "high"] as const) {
      expect(one({ type }, 0)).toBe(0n);
    }
    expect(one({ type: "dozen", index: 1 }, 0)).toBe(0n);
    expect(one({ type: "column", index: 1 }, 0)).toBe(0n);
    expect(one({ type: "straight", numbers: [17] }, 18)).toBe(0n);
  });

  it("sums several bets and checks the stake", () => {
    const outcome = spin(7, [
      { type: "straight", numbers: [7], amount: 5n },
      { type: "red", amount: 10n },
      { type: "even", amount: 10n },
    ]);
    expect(roulette.payout(25n, outcome)).toBe(200n);
    expect(() => roulette.payout(20n, outcome)).toThrow(GameInputError);
  });

  it("refuses invalid bets", () => {
    const bad = (bet: Record<string, unknown>) => () =>
      roulette.parseParams({ bets: [{ amount: "10", ...bet }] });
    expect(bad({ type: "straight", numbers: [37] })).toThrow(GameInputError);
    expect(bad({ type: "split", numbers: [3, 4] })).toThrow(GameInputError);
    expect(bad({ type: "street", numbers: [2, 3, 4] })).toThrow(GameInputError);
    expect(bad({ type: "corner", numbers: [3, 4, 6, 7] })).toThrow(GameInputError);
    expect(bad({ type: "sixLine", numbers: [2, 3, 4, 5, 6, 7] })).toThrow(GameInputError);
    expect(bad({ type: "dozen", index: 4 })).toThrow(GameInputError);
    expect(bad({ type: "zero" })).toThrow(GameInputError);
    expect(bad({ type: "red", amount: "-5" })).toThrow(GameInputError);
    expect(() => roulette.parseParams({ bets: [] })).toThrow(GameInputError);
  });

  it("every bet type returns 36/37 exactly and ≈ 97.3 % simulated", () => {
    const sample: Omit<roulette.RouletteBet, "amount">[] = [
      { type: "straight", numbers: [0] },
      { type: "split", numbers: [1, 4] },
      { type: "street", numbers: [0, 2, 3] },
      { type: "corner", numbers: [1, 2, 4, 5] },
      { type: "sixLine", numbers: [1, 2, 3, 4, 5, 6] },
      { type: "dozen", index: 3 },
      { type: "column", index: 1 },
      ...(["red", "black", "odd", "even", "low", "high"] as const).map((type) => ({ type })),
    ];
    for (const bet of sample) {
      let returned = 0n;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += one(bet, pocket);
      expect(returned, bet.type).toBe(360n); // 37 pockets × 10 staked → 36 × 10 back
    }
    expect(roulette.RTP).toBeCloseTo(0.973, 3);
    // 100 000 spins on red: SE ≈ 0.31 %, tolerance ±1.25 %.
    const rtp = simulate(100_000, (rng) =>
      roulette.payout(BET, roulette.play({ bets: [{ type: "red", amount: BET }] }, rng)),
    );
    expect(Math.abs(rtp - 36 / 37)).toBeLessThan(0.0125);
  });
});
