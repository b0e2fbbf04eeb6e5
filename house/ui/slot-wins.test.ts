import { describe, expect, it } from "vitest";
import { arrayRng } from "../fair/floats.ts";
import { spinRound } from "../games/slots/engine.ts";
import { SLOT_TITLES } from "../games/slots/titles.ts";
import { cellKey, lineWinCells, scatterCodeOf, spinStrip, winningCells } from "./slot-wins.ts";

describe("slot wins", () => {
  it("lights the first `count` reels of a payline", () => {
    expect(lineWinCells({ line: 1, count: 3 })).toEqual(["1:0", "1:1", "1:2"]);
    expect(lineWinCells({ line: 4, count: 5 })).toEqual(["0:0", "1:1", "2:2", "1:3", "0:4"]);
  });

  it("lights exactly the symbols of each line win of real spins", () => {
    const title = SLOT_TITLES[0];
    if (!title) throw new Error("no titles");
    let checked = 0;
    for (let seed = 0; seed < 400 && checked < 20; seed += 1) {
      const floats = Array.from(
        { length: 400 },
        (_, i) => ((seed * 7919 + i * 104729) % 9973) / 9973,
      );
      const outcome = spinRound(title, arrayRng(floats));
      const spin = outcome.base;
      if (spin.lineWins.length === 0) continue;
      checked += 1;
      const cells = winningCells(spin, null);
      for (const win of spin.lineWins) {
        for (const key of lineWinCells(win)) {
          expect(cells.has(key)).toBe(true);
          const [row, reel] = key.split(":").map(Number);
          const code = spin.window[row ?? 0]?.[reel ?? 0];
          const wild = title.symbols.find((symbol) => symbol.kind === "wild")?.code;
          expect([win.symbol, wild]).toContain(code);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("lights scatters anywhere once three or more land", () => {
    const spin = {
      stops: [0, 0, 0, 0, 0],
      window: [
        ["S", "A", "K", "Q", "J"],
        ["A", "S", "K", "Q", "J"],
        ["A", "K", "K", "Q", "S"],
      ],
      lineWins: [],
      scatters: 3,
      scatterPay: 5,
      freeSpinsAwarded: 10,
      units: 50,
    };
    expect([...winningCells(spin, "S")].sort()).toEqual(
      [cellKey(0, 0), cellKey(1, 1), cellKey(2, 4)].sort(),
    );
    expect(winningCells({ ...spin, scatters: 2 }, "S").size).toBe(0);
  });

  it("finds the scatter and spins on the reel's own symbols", () => {
    const title = SLOT_TITLES[0];
    if (!title) throw new Error("no titles");
    expect(scatterCodeOf(title)).toBe("S");
    expect(spinStrip("ABCDE", 3, 4)).toEqual(["B", "C", "D", "E"]);
  });
});
