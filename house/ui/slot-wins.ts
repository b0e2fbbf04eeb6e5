import type { LineWin, SpinResult } from "../games/slots/engine.ts";
import { PAYLINES, REELS, ROWS } from "../games/slots/paylines.ts";
import type { SlotTitle } from "../games/slots/types.ts";
import type { Jsonify } from "../server/protocol.ts";

export { REELS, ROWS };

/** "row:reel" of a window cell. */
export function cellKey(row: number, reel: number): string {
  return `${row}:${reel}`;
}

/** The rows a payline crosses, reel 1 → 5 (line numbers start at 1). */
export function paylineRows(line: number): readonly number[] {
  return PAYLINES[line - 1] ?? [];
}

/** The cells that make up a line win: the first `count` reels of its payline. */
export function lineWinCells(win: Pick<LineWin, "line" | "count">): string[] {
  return paylineRows(win.line)
    .slice(0, win.count)
    .map((row, reel) => cellKey(row, reel));
}

/** Every winning cell of a spin: its line wins and, when they pay, the scatters anywhere. */
export function winningCells(spin: Jsonify<SpinResult>, scatterCode: string | null): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) for (const cell of lineWinCells(win)) cells.add(cell);
  if (scatterCode && spin.scatters >= 3) {
    spin.window.forEach((row, rowIndex) =>
      row.forEach((code, reel) => {
        if (code === scatterCode) cells.add(cellKey(rowIndex, reel));
      }),
    );
  }
  return cells;
}

/** The title's scatter symbol code, if it has one. */
export function scatterCodeOf(title: Pick<SlotTitle, "symbols">): string | null {
  return title.symbols.find((symbol) => symbol.kind === "scatter")?.code ?? null;
}

/**
 * Symbols shown while a reel spins: the title's own strip read on from where the reel stops,
 * so the blur is made of the reel's real symbols and the last ones lead into the outcome.
 */
export function spinStrip(strip: string, stop: number, count: number): string[] {
  const symbols: string[] = [];
  for (let i = 0; i < count; i += 1) {
    symbols.push(strip[(stop + ROWS + i) % strip.length] ?? strip[0] ?? "");
  }
  return symbols;
}
