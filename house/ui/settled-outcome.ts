import type { RoundView } from "../server/protocol.ts";

/**
 * The outcome of `round` when it is a finished round of one of `types`, typed by the caller
 * (the engine's `Jsonify<Outcome>`); null for open rounds, other games and rounds in flight.
 * The view is the engine outcome the studio computed, so its shape is the engine's.
 */
export function settledOutcome<T>(
  round: RoundView | null,
  types: readonly string[],
  requiredFields: readonly string[],
): { round: RoundView; outcome: T } | null {
  if (!round || round.isOpen || !round.view || !types.includes(round.type)) return null;
  const view = round.view;
  if (!requiredFields.every((field) => field in view)) return null;
  return { round, outcome: view as T };
}
