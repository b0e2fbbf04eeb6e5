import type { Rng } from "../../fair/floats.ts";
import { GameInputError, asRecord } from "../errors.ts";
import { PAYLINES, REELS, ROWS } from "./paylines.ts";
import type { SlotSymbol, SlotTitle } from "./types.ts";

/**
 * Video-slot engine. A spin takes one float per reel: stop = floor(f × strip length); the window
 * shows rows 0–2 = strip[stop], strip[stop + 1], strip[stop + 2] (wrapping). Lines pay left to
 * right from reel 1 for 3–5 of a kind; wilds substitute for regular symbols (not scatters) and a
 * line pays the better of its wild run and its substituted symbol. Scatters pay anywhere, times
 * the total bet, and 3+ of them award free spins (retriggers add more, up to the title's cap);
 * free spins use the same reels, follow on the same float stream and multiply their wins.
 * Wins are counted in line-bet units: the round pays floor(bet × units / paylines).
 */
export const GAME = "slots";

export type LineWin = { line: number; symbol: string; count: number; pay: number };
export type SpinResult = {
  stops: number[];
  /** window[row][reel] symbol codes. */
  window: string[][];
  lineWins: LineWin[];
  scatters: number;
  /** Scatter pay in total bets. */
  scatterPay: number;
  /** Free spins awarded by this spin. */
  freeSpinsAwarded: number;
  /** Win of the spin in line-bet units, free-spin multiplier included. */
  units: number;
};
export type SlotParams = { title: string };
export type SlotOutcome = SlotParams & {
  paylines: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Whole round in line-bet units. */
  totalUnits: number;
};

/** A title prepared for fast evaluation: symbol codes mapped to small integers. */
export type CompiledTitle = {
  title: SlotTitle;
  codes: string[];
  kinds: SlotSymbol["kind"][];
  /** pays[symbol][count] for count 0 … 5 (0 below 3). */
  pays: number[][];
  wild: number;
  scatter: number;
  strips: number[][];
  lines: readonly (readonly number[])[];
};

const compiled = new Map<string, CompiledTitle>();

export function compileTitle(title: SlotTitle): CompiledTitle {
  const cached = compiled.get(title.id);
  if (cached && cached.title === title) return cached;
  const codes = title.symbols.map((symbol) => symbol.code);
  const index = new Map(codes.map((code, i) => [code, i]));
  const strips = title.reels.map((strip) =>
    [...strip].map((code) => {
      const i = index.get(code);
      if (i === undefined) throw new Error(`${title.id}: unknown symbol ${code} on a reel`);
      return i;
    }),
  );
  const result: CompiledTitle = {
    title,
    codes,
    kinds: title.symbols.map((symbol) => symbol.kind),
    pays: title.symbols.map((symbol) => [0, 0, 0, ...symbol.pays]),
    wild: title.symbols.findIndex((symbol) => symbol.kind === "wild"),
    scatter: title.symbols.findIndex((symbol) => symbol.kind === "scatter"),
    strips,
    lines: PAYLINES.slice(0, title.paylines),
  };
  compiled.set(title.id, result);
  return result;
}

/** The pay of one line (symbol indices reel 1 → 5) in line bets, with its symbol and count. */
export function evaluateLine(
  game: CompiledTitle,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } {
  const { wild, scatter, pays } = game;
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === wild) wildRun += 1;
  const wildPay = pays[wild]?.[wildRun] ?? 0;
  if (wildRun === REELS) return { symbol: wild, count: REELS, pay: wildPay };
  const target = symbols[wildRun] as number;
  if (target === scatter) return { symbol: wild, count: wildRun, pay: wildPay };
  let count = wildRun + 1;
  while (count < REELS && (symbols[count] === target || symbols[count] === wild)) count += 1;
  const pay = pays[target]?.[count] ?? 0;
  return pay >= wildPay
    ? { symbol: target, count, pay }
    : { symbol: wild, count: wildRun, pay: wildPay };
}

function spin(
  game: CompiledTitle,
  rng: Rng,
  multiplier: number,
  freeSpinsLeft: number,
): SpinResult {
  const stops = game.strips.map((strip) => Math.floor(rng.nextFloat() * strip.length));
  const grid: number[][] = [];
  for (let row = 0; row < ROWS; row += 1) {
    grid.push(
      game.strips.map((strip, reel) => strip[((stops[reel] as number) + row) % strip.length] ?? 0),
    );
  }
  const lineWins: LineWin[] = [];
  let lineUnits = 0;
  const symbols: number[] = [0, 0, 0, 0, 0];
  for (const [i, line] of game.lines.entries()) {
    for (let reel = 0; reel < REELS; reel += 1) {
      symbols[reel] = grid[line[reel] as number]?.[reel] ?? 0;
    }
    const win = evaluateLine(game, symbols);
    if (win.pay > 0) {
      lineWins.push({
        line: i + 1,
        symbol: game.codes[win.symbol] ?? "",
        count: win.count,
        pay: win.pay,
      });
      lineUnits += win.pay;
    }
  }
  let scatters = 0;
  for (const row of grid) for (const symbol of row) if (symbol === game.scatter) scatters += 1;
  const scatterPay = scatters >= 3 ? (game.pays[game.scatter]?.[Math.min(scatters, 5)] ?? 0) : 0;
  const { award } = game.title.freeSpins;
  return {
    stops,
    window: grid.map((row) => row.map((symbol) => game.codes[symbol] ?? "")),
    lineWins,
    scatters,
    scatterPay,
    freeSpinsAwarded: scatters >= 3 ? Math.min(award, freeSpinsLeft) : 0,
    units: (lineUnits + scatterPay * game.title.paylines) * multiplier,
  };
}

export function spinRound(title: SlotTitle, rng: Rng): SlotOutcome {
  const game = compileTitle(title);
  const { cap, multiplier } = title.freeSpins;
  const base = spin(game, rng, 1, cap);
  const freeSpins: SpinResult[] = [];
  let awarded = base.freeSpinsAwarded;
  let totalUnits = base.units;
  while (freeSpins.length < awarded) {
    const result = spin(game, rng, multiplier, cap - awarded);
    awarded += result.freeSpinsAwarded;
    totalUnits += result.units;
    freeSpins.push(result);
  }
  return { title: title.id, paylines: title.paylines, base, freeSpins, totalUnits };
}

export function payoutUnits(bet: bigint, paylines: number, units: number): bigint {
  return (bet * BigInt(units)) / BigInt(paylines);
}

export function parseSlotParams(
  input: unknown,
  titles: ReadonlyMap<string, SlotTitle>,
): SlotParams {
  const params = asRecord(GAME, input);
  const title = params["title"];
  if (typeof title !== "string" || !titles.has(title)) {
    throw new GameInputError(GAME, "title", "unknown slot title");
  }
  return { title };
}
