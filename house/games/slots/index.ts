import type { Rng } from "../../fair/floats.ts";
import {
  parseSlotParams,
  payoutUnits,
  spinRound,
  type SlotOutcome,
  type SlotParams,
} from "./engine.ts";
import { maxWinBound } from "./maths.ts";
import { SLOT_TITLES, SLOT_TITLES_BY_ID } from "./titles.ts";
import type { SlotTitle } from "./types.ts";

export { GAME } from "./engine.ts";
export type { SlotOutcome, SlotParams } from "./engine.ts";

/** The lowest title RTP (each title states its own exact figure in `title.rtp`). */
export const RTP = Math.min(...SLOT_TITLES.map((title) => title.rtp));
export const HOUSE_EDGE = 1 - RTP;
export const MAX_WIN_MULTIPLIER = Math.max(...SLOT_TITLES.map((title) => maxWinBound(title)));

export function slotTitle(id: string): SlotTitle | undefined {
  return SLOT_TITLES_BY_ID.get(id);
}

export function parseParams(input: unknown): SlotParams {
  return parseSlotParams(input, SLOT_TITLES_BY_ID);
}

export function play(input: SlotParams, rng: Rng): SlotOutcome {
  const params = parseParams(input);
  return spinRound(SLOT_TITLES_BY_ID.get(params.title) as SlotTitle, rng);
}

/** floor(bet × total line-bet units / paylines). */
export function payout(bet: bigint, outcome: SlotOutcome): bigint {
  return payoutUnits(bet, outcome.paylines, outcome.totalUnits);
}
