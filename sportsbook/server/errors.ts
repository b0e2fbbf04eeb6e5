import type { CashOutQuote, SportsbookErrorBody } from "../../contracts/sportsbook.ts";
import { ErrorCode } from "../../contracts/errors.ts";
import { AppError } from "../../server/platform/errors.ts";

/**
 * A refusal of the book: the platform's error plus what the slip needs to recover — the odds
 * that moved (`changes`), a fresh cash-out quote (`quote`). The routes' error handler puts the
 * details next to code and message (contracts/sportsbook.ts sportsbookErrorBody).
 */
export type BookErrorDetails = Omit<SportsbookErrorBody["error"], "code" | "message" | "fields">;

export class BookError extends AppError {
  override name = "BookError";
  readonly details: BookErrorDetails;
  constructor(
    status: number,
    code: number,
    message: string,
    fields?: AppError["fields"],
    details: BookErrorDetails = {},
  ) {
    super(status, code, message, fields);
    this.details = details;
  }
}

export const unavailable = (field: string, message: string) =>
  new BookError(409, ErrorCode.SPORT_SELECTION_UNAVAILABLE, message, { [field]: [message] });

export const suspended = (field: string, message = "This selection is suspended right now") =>
  new BookError(409, ErrorCode.SPORT_SELECTION_SUSPENDED, message, { [field]: [message] });

export const oddsChanged = (
  fields: Record<string, string[]>,
  changes: { selectionId: string; odds: string }[],
) =>
  new BookError(409, ErrorCode.SPORT_ODDS_CHANGED, "The odds changed: check your slip", fields, {
    changes,
  });

export const stakeLimit = (message: string) =>
  new BookError(400, ErrorCode.SPORT_STAKE_LIMIT, message, { stake: [message] });

export const invalidCombination = (field: string, message: string) =>
  new BookError(400, ErrorCode.SPORT_INVALID_COMBINATION, message, { [field]: [message] });

export const cashOutUnavailable = (message: string) =>
  new BookError(409, ErrorCode.SPORT_CASHOUT_UNAVAILABLE, message);

export const cashOutChanged = (message: string, quote?: CashOutQuote) =>
  new BookError(409, ErrorCode.SPORT_CASHOUT_CHANGED, message, undefined, quote ? { quote } : {});
