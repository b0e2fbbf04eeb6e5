import { ErrorCode } from "../../contracts/errors.ts";
import { HouseApiError, NETWORK_ERROR_STATUS } from "./api.ts";

/**
 * What the frame tells the player about a refused call. The operator's product codes survive
 * the studio (house/server/protocol.ts), so the message can say why: no money, a limit the
 * player set, a restriction, or a launch that is no longer valid.
 */
export type ErrorKind =
  | "insufficient-funds"
  | "expired"
  | "restricted"
  | "limit"
  | "limited-player"
  | "invalid"
  | "network"
  | "other";

const LIMIT_CODES: readonly number[] = [
  ErrorCode.GAME_LIMIT_BET,
  ErrorCode.GAME_LIMIT_LOSS,
  ErrorCode.GAME_LIMIT_OTHER,
];

export function errorKindOf(error: unknown): ErrorKind {
  if (!(error instanceof HouseApiError)) return "other";
  if (error.status === NETWORK_ERROR_STATUS) return "network";
  if (error.code === ErrorCode.INSUFFICIENT_FUNDS) return "insufficient-funds";
  if (error.status === 401 || error.code === ErrorCode.UNAUTHORIZED) return "expired";
  if (error.code === ErrorCode.RESTRICTED_BET) return "restricted";
  if (LIMIT_CODES.includes(error.code)) return "limit";
  if (error.code === ErrorCode.LIMITED_PLAYER) return "limited-player";
  if (error.status === 400 || error.code === ErrorCode.VALIDATION) return "invalid";
  return "other";
}
