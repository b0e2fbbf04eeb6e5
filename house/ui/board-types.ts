import type { ComponentType } from "react";
import type {
  FreeRoundsView,
  RoundActionBody,
  RoundView,
  SessionResponse,
} from "../server/protocol.ts";

/**
 * What the game frame (house/ui/game-frame.tsx) gives each game's board. The frame owns the
 * chrome: balance, bet amount (with ½ and 2×), demo badge, fairness panel (seeds, rotation,
 * client seed), the round history with verify links, errors and insufficient-funds messages.
 * A board owns everything of its game: the player's choices, its play button(s), the animation
 * of the result, and its keyboard shortcuts (documented in its help line).
 */
export interface BoardProps {
  session: SessionResponse;
  /** The bet amount the player set in the frame (decimal string, major units). */
  amount: string;
  /** The latest round of this game: open (mines, hi-lo, blackjack) or just settled. */
  round: RoundView | null;
  /** A call is in flight: disable play controls. */
  busy: boolean;
  /**
   * Start a round with the game's params. The frame stakes its bet amount unless the board
   * names the stake (roulette: the sum of the chips on the table). Errors are shown by the frame.
   */
  placeBet(
    params: Record<string, unknown>,
    options?: { amount?: string },
  ): Promise<RoundView | null>;
  /** A move in an open round. */
  act(action: RoundActionBody): Promise<RoundView | null>;
  /** Free rounds the operator granted for this game (free spins of a bonus), or null. */
  freeRounds: FreeRoundsView | null;
  /** Plays one free round with the game's params (its stake is the grant's). */
  placeFreeRound(params: Record<string, unknown>): Promise<RoundView | null>;
}

export type Board = ComponentType<BoardProps>;
