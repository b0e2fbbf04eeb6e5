import type { BlackjackAction, BlackjackOutcome } from "../../games/blackjack.ts";
import type { HiloOutcome } from "../../games/hilo.ts";
import type { MinesOutcome } from "../../games/mines.ts";
import type { RouletteOutcome } from "../../games/roulette.ts";
import type { Jsonify, RoundView } from "../../server/protocol.ts";

/**
 * The engine outcome inside a RoundView, typed per game (protocol.ts: `Jsonify<Outcome>`). While
 * a round is open the studio leaves out what the player may not know yet: mine positions, the
 * dealer's hole card; it adds `nextMultiplierBp` (mines) and `legalActions` (blackjack).
 */
export type MinesView = Omit<Jsonify<MinesOutcome>, "minePositions"> & {
  minePositions?: number[];
  nextMultiplierBp?: string;
};
export type HiloView = Jsonify<HiloOutcome>;
export type RouletteView = Jsonify<RouletteOutcome>;
export type BlackjackView = Jsonify<BlackjackOutcome> & { legalActions?: BlackjackAction[] };

type Views = { mines: MinesView; hilo: HiloView; roulette: RouletteView; blackjack: BlackjackView };

/** The round's view when it is a round of `game`, else null (no round yet, or another game's). */
export function viewOf<G extends keyof Views>(round: RoundView | null, game: G): Views[G] | null {
  if (!round || round.type !== game || !round.view) return null;
  return round.view as Views[G];
}
