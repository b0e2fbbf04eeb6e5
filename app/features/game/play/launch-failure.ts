import { ErrorCode } from "../../../../contracts/errors.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { GAME_LIMIT_CODES, type GameLimitCode } from "../../../lib/modals/modal-values.ts";

/** Why a launch (POST /api/game/games/{id}/play) failed, as the page tells the player. */
export type LaunchFailure =
  /** A game limit stops play: the game-limit-reached dialog names it. */
  | { kind: "limit"; code: GameLimitCode }
  /** Self-excluded or cooling off (14103). */
  | { kind: "limited-player" }
  /** The game has no demo (it changed since the page loaded). */
  | { kind: "demo-unavailable" }
  /** The game is gone for this visitor (hidden, blocked in the country, removed). */
  | { kind: "unavailable" }
  /** The session ended: the API client already sends the player to sign in. */
  | { kind: "signed-out" }
  /** Anything else: try again. */
  | { kind: "failed" };

export function launchFailure(error: unknown): LaunchFailure {
  if (!isApiError(error)) return { kind: "failed" };
  if ((GAME_LIMIT_CODES as readonly number[]).includes(error.code)) {
    return { kind: "limit", code: error.code as GameLimitCode };
  }
  if (error.code === ErrorCode.LIMITED_PLAYER) return { kind: "limited-player" };
  if (error.code === ErrorCode.GAME_DEMO_UNAVAILABLE) return { kind: "demo-unavailable" };
  if (error.code === ErrorCode.GAME_UNAVAILABLE) return { kind: "unavailable" };
  if (error.status === 401) return { kind: "signed-out" };
  if (error.status === 404) return { kind: "unavailable" };
  return { kind: "failed" };
}
