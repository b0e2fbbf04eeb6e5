import { describe, expect, it } from "vitest";
import {
  DICE_ROLL_MS,
  KENO_MS_PER_DRAW,
  MAX_REVEAL_MS,
  PLINKO_MS_PER_ROW,
  SLOT_SPIN_MS,
  revealDelayMs,
} from "./reveal-timing.ts";

const settled = (type: string, view: Record<string, unknown> | null) => ({
  type,
  isOpen: false,
  view,
});

describe("revealDelayMs", () => {
  it("waits as long as each board animates", () => {
    expect(revealDelayMs(settled("dice", { roll: 1 }))).toBe(DICE_ROLL_MS);
    expect(revealDelayMs(settled("plinko", { rows: 8 }))).toBe(8 * PLINKO_MS_PER_ROW);
    expect(revealDelayMs(settled("keno", { drawn: [1, 2, 3] }))).toBe(3 * KENO_MS_PER_DRAW);
    expect(revealDelayMs(settled("slots", { base: {} }))).toBe(SLOT_SPIN_MS);
  });

  it("never holds a result back long", () => {
    expect(revealDelayMs(settled("plinko", { rows: 1000 }))).toBe(MAX_REVEAL_MS);
  });

  it("shows open rounds and other games at once", () => {
    expect(revealDelayMs({ type: "dice", isOpen: true, view: { roll: 1 } })).toBe(0);
    expect(revealDelayMs(settled("mines", { revealed: [] }))).toBe(0);
    expect(revealDelayMs(settled("dice", null))).toBe(0);
  });
});
