import { z } from "zod";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { oddsSchema } from "../../../../contracts/sportsbook.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { GAME_LIMIT_CODES, type GameLimitCode } from "../../../lib/modals/modal-values.ts";

/**
 * Why the book refused a bet, as the slip tells the player (sportsbook/README.md error table):
 * each refusal names what to do next. Game limits and restricted bets open the dialogs the
 * casino uses (game-limit-reached, restricted-bets).
 */
export type Refusal =
  /** 15003: prices moved against the policy; the slip offers these to accept. */
  | { kind: "odds-changed"; changes: { selectionId: string; odds: string }[] }
  /** 15002 */
  | { kind: "suspended" }
  /** 15001 */
  | { kind: "unavailable" }
  /** 15004, with the book's own words for the stake field and the largest stake if it said. */
  | { kind: "stake-limit"; message: string; maxBet: string | null }
  /** 15005 */
  | { kind: "combination"; message: string }
  /** 12001 */
  | { kind: "funds"; balance: string | null }
  | { kind: "game-limit"; code: GameLimitCode }
  /** 14306 */
  | { kind: "restricted" }
  /** 14103: self-excluded or cooling off. */
  | { kind: "limited-player" }
  /** The book could not be reached or answered something else. */
  | { kind: "failed"; message: string };

const changesSchema = z.array(z.object({ selectionId: z.string(), odds: oddsSchema }));

export function refusalOf(
  code: number,
  message: string,
  details: Record<string, unknown> = {},
): Refusal {
  if ((GAME_LIMIT_CODES as readonly number[]).includes(code)) {
    return { kind: "game-limit", code: code as GameLimitCode };
  }
  switch (code) {
    case ErrorCode.SPORT_ODDS_CHANGED: {
      const changes = changesSchema.safeParse(details["changes"]);
      return { kind: "odds-changed", changes: changes.success ? changes.data : [] };
    }
    case ErrorCode.SPORT_SELECTION_SUSPENDED:
      return { kind: "suspended" };
    case ErrorCode.SPORT_SELECTION_UNAVAILABLE:
      return { kind: "unavailable" };
    case ErrorCode.SPORT_STAKE_LIMIT: {
      const fields = z.record(z.string(), z.array(z.string())).safeParse(details["fields"]);
      const maxBet = details["maxBet"];
      return {
        kind: "stake-limit",
        message: (fields.success ? fields.data["stake"]?.[0] : undefined) ?? message,
        maxBet: typeof maxBet === "string" ? maxBet : null,
      };
    }
    case ErrorCode.SPORT_INVALID_COMBINATION:
      return { kind: "combination", message };
    case ErrorCode.INSUFFICIENT_FUNDS: {
      const balance = details["balance"];
      return { kind: "funds", balance: typeof balance === "string" ? balance : null };
    }
    case ErrorCode.RESTRICTED_BET:
      return { kind: "restricted" };
    case ErrorCode.LIMITED_PLAYER:
      return { kind: "limited-player" };
    default:
      return { kind: "failed", message };
  }
}

/** The refusal of a failed placement call. */
export function refusalOfError(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: "failed", message: "" };
  if (error.status === 0) return { kind: "failed", message: "" };
  return refusalOf(error.code, error.message, {
    ...error.details,
    fields: error.fields,
  });
}
