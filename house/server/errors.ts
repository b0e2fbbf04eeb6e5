import { ErrorCode } from "../../contracts/errors.ts";
import type { GameWalletError } from "../../contracts/game-wallet.ts";
import type { GameInputError } from "../games/errors.ts";
import { AppError } from "../../server/platform/errors.ts";
import type { WalletCallResult } from "./wallet-client.ts";

/**
 * The studio API's errors: AppError (the platform's one shape) plus optional details the game
 * shows beside the message (`balance` on insufficient funds, `openRoundId` on a conflict,
 * `maxBet`). The routes' error handler puts them into `error` next to code and message.
 */
export type HouseErrorDetails = { balance?: string; openRoundId?: string; maxBet?: string };

export class HouseError extends AppError {
  override name = "HouseError";
  readonly details: HouseErrorDetails;
  constructor(
    status: number,
    code: number,
    message: string,
    details: HouseErrorDetails = {},
    fields?: AppError["fields"],
  ) {
    super(status, code, message, fields);
    this.details = details;
  }
}

export const REOPEN_MESSAGE = "Your game session has expired. Reopen the game from the lobby.";

export function sessionExpired(): HouseError {
  return new HouseError(401, ErrorCode.UNAUTHORIZED, REOPEN_MESSAGE);
}

export function conflict(message: string, details: HouseErrorDetails = {}): HouseError {
  return new HouseError(409, ErrorCode.IDEMPOTENCY_CONFLICT, message, details);
}

/** A game's bad params or an illegal move → 400 with the field (under `params.` for params). */
export function gameInputError(error: GameInputError, prefix = "params"): AppError {
  const field =
    error.field === "action" || error.field === "bet" ? error.field : `${prefix}.${error.field}`;
  return AppError.validation({ [field]: [error.message] }, error.message);
}

/** What the player is told when the operator refused a bet (nothing moved). */
export function refusedBetError(error: GameWalletError): HouseError {
  switch (error.code) {
    case "INSUFFICIENT_FUNDS":
      return new HouseError(400, ErrorCode.INSUFFICIENT_FUNDS, "Insufficient funds", {
        balance: error.balance,
      });
    case "BET_RESTRICTED":
    case "LIMIT_REACHED":
    case "PLAYER_BLOCKED":
      return new HouseError(403, error.productCode ?? ErrorCode.FORBIDDEN, error.message);
    case "MAX_BET_EXCEEDED":
      return new HouseError(
        403,
        error.productCode ?? ErrorCode.RESTRICTED_BET,
        error.maxBet ? `The maximum bet is ${error.maxBet}` : error.message,
        { maxBet: error.maxBet },
      );
    case "SESSION_EXPIRED":
    case "SESSION_NOT_FOUND":
      return sessionExpired();
    case "BET_REFUSED":
    case "ROUND_CLOSED":
    case "TRANSACTION_CONFLICT":
      return conflict(`The casino refused the bet: ${error.message}. Nothing was charged.`);
    default:
      return new HouseError(
        502,
        ErrorCode.INTERNAL,
        "The casino's wallet refused the call. Nothing was charged; please try again later.",
      );
  }
}

/** A balance call that gave no balance. */
export function balanceError(result: Exclude<WalletCallResult, { kind: "ok" }>): HouseError {
  if (result.kind === "refused") {
    if (result.error.code === "SESSION_EXPIRED" || result.error.code === "SESSION_NOT_FOUND") {
      return sessionExpired();
    }
    if (result.error.code === "PLAYER_BLOCKED") {
      return new HouseError(
        403,
        result.error.productCode ?? ErrorCode.FORBIDDEN,
        result.error.message,
      );
    }
    return new HouseError(502, ErrorCode.INTERNAL, "The casino's wallet refused the call.");
  }
  return walletUnreachable(
    "The casino's wallet did not answer. Please try again in a moment.",
    result,
  );
}

/** 503 when the wallet did not answer at all, 502 when it answered with something unusable. */
export function walletUnreachable(
  message: string,
  result: Extract<WalletCallResult, { kind: "unknown" }>,
): HouseError {
  return new HouseError(result.status === null ? 503 : 502, ErrorCode.INTERNAL, message);
}
