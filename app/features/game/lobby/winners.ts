import { RealtimeEvent } from "../../../../contracts/events.ts";
import { gameWinnerSchema, type GameWinner } from "../../../../contracts/game.ts";

/** Rows the live winners feed keeps (the newest). */
export const WINNERS_SHOWN = 10;

/**
 * The feed after new wins arrive: `incoming` is newest first and goes on top; a win already in
 * the list (the same id from the first load and the channel) is shown once; the oldest fall off.
 */
export function mergeWinners(
  current: readonly GameWinner[],
  incoming: readonly GameWinner[],
  limit = WINNERS_SHOWN,
): GameWinner[] {
  const seen = new Set<string>();
  const list: GameWinner[] = [];
  for (const winner of [...incoming, ...current]) {
    if (seen.has(winner.id)) continue;
    seen.add(winner.id);
    list.push(winner);
    if (list.length === limit) break;
  }
  return list;
}

/** The win in a `game.winner` message of global:winners; null for anything else. */
export function winnerFromMessage(message: unknown): GameWinner | null {
  if (typeof message !== "object" || message === null) return null;
  const { event, winner } = message as { event?: unknown; winner?: unknown };
  if (event !== RealtimeEvent.GAME_WINNER) return null;
  const parsed = gameWinnerSchema.safeParse(winner);
  return parsed.success ? parsed.data : null;
}
