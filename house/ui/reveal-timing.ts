import type { RoundView } from "../server/protocol.ts";

/**
 * How long each board animates a result before it is shown. The frame waits as long before it
 * announces the result and the new balance, so neither gives the outcome away mid-animation.
 */
export const DICE_ROLL_MS = 650;
export const LIMBO_RISE_MS = 900;
export const PLINKO_MS_PER_ROW = 95;
export const KENO_MS_PER_DRAW = 140;
export const SLOT_SPIN_MS = 1100;
/** The longest the frame ever holds an announcement back. */
export const MAX_REVEAL_MS = 2_000;

/** The board animation of a settled round of this type (0 for games that animate nothing). */
export function revealDelayMs(round: Pick<RoundView, "type" | "isOpen" | "view">): number {
  if (round.isOpen || !round.view) return 0;
  const view = round.view;
  switch (round.type) {
    case "dice":
      return DICE_ROLL_MS;
    case "limbo":
      return LIMBO_RISE_MS;
    case "plinko":
      return Math.min(MAX_REVEAL_MS, (Number(view.rows) || 0) * PLINKO_MS_PER_ROW);
    case "keno":
      return Math.min(
        MAX_REVEAL_MS,
        (Array.isArray(view.drawn) ? view.drawn.length : 0) * KENO_MS_PER_DRAW,
      );
    case "slots":
    case "slot":
      // The base spin; free spins then play with the result already announced.
      return SLOT_SPIN_MS;
    default:
      return 0;
  }
}
