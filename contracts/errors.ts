/** Product error codes: one line of meaning each. HTTP status travels separately. */
export const ErrorCode = {
  /** Request failed validation; `fields` says which. */
  VALIDATION: 10400,
  /** Missing, expired or invalid access token. */
  UNAUTHORIZED: 10401,
  /** The player may not do this (blocked, excluded). */
  FORBIDDEN: 10403,
  /** No such resource, or not the caller's. */
  NOT_FOUND: 10404,
  /** Request body larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 10413,
  /** Too many requests in the window. */
  RATE_LIMITED: 10429,
  /** The idempotency key was already used with other parameters. */
  IDEMPOTENCY_CONFLICT: 10409,
  /** Unexpected server failure. */
  INTERNAL: 10500,
  /** Social login failed at the provider. */
  SOCIAL_LOGIN_FAILED: 11001,
  /** Social account already linked elsewhere or not linkable. */
  SOCIAL_LINK_FAILED: 11002,
  /** One-time code wrong or expired. */
  OTP_INVALID: 11003,
  /** A unique value (e-mail, phone, account) already exists. */
  ALREADY_EXISTS: 11005,
  /** Two-factor sign-in is on: the code from the authenticator app (or a recovery code) is needed. */
  TWO_FACTOR_REQUIRED: 11020,
  /** The two-factor code is wrong, expired or already used. */
  TWO_FACTOR_INVALID: 11021,
  /** Not enough money in the account for this movement; nothing moved. */
  INSUFFICIENT_FUNDS: 12001,
  /** The active wallet account can't be hidden. */
  ACCOUNT_ACTIVE: 12002,
  /** The wallet account is hidden or not active: no withdrawal or bet from it. */
  ACCOUNT_INACTIVE: 12003,
  /** Deposit limit reached. */
  DEPOSIT_LIMIT_REACHED: 13100,
  /** The withdrawal needs a verified identity first (above the threshold, or the country's rule). */
  VERIFICATION_REQUIRED: 13200,
  /** Game limit reached: bet limit. */
  GAME_LIMIT_BET: 14100,
  /** Game limit reached: loss limit. */
  GAME_LIMIT_LOSS: 14101,
  /** Player is limited (self-excluded or cooling off). */
  LIMITED_PLAYER: 14103,
  /** Game limit reached: session or other game limit. */
  GAME_LIMIT_OTHER: 14105,
  /** The game can't be opened: hidden, provider off, blocked for the country, or no launcher. */
  GAME_UNAVAILABLE: 14301,
  /** The game has no demo (play money) mode: the demo-unavailable modal. */
  GAME_DEMO_UNAVAILABLE: 14302,
  /** The bet is restricted for this game. */
  RESTRICTED_BET: 14306,
  /** Sportsbook: a selection is not offered (event over, market closed, unknown selection). */
  SPORT_SELECTION_UNAVAILABLE: 15001,
  /** Sportsbook: a selection is suspended right now. */
  SPORT_SELECTION_SUSPENDED: 15002,
  /** Sportsbook: the odds moved against the slip's odds-change policy. */
  SPORT_ODDS_CHANGED: 15003,
  /** Sportsbook: stake below the minimum or above a market's maximum, or payout above the maximum. */
  SPORT_STAKE_LIMIT: 15004,
  /** Sportsbook: the selections can't be combined (same event twice, system size). */
  SPORT_INVALID_COMBINATION: 15005,
  /** Sportsbook: cash-out is not available for this bet now. */
  SPORT_CASHOUT_UNAVAILABLE: 15006,
  /** Sportsbook: the cash-out quote expired or its value fell. */
  SPORT_CASHOUT_CHANGED: 15007,
  /** The bonus can't be given to this player: excluded, claimed, ended, or the country's rules. */
  BONUS_NOT_AVAILABLE: 15100,
  /** The bonus can't be canceled before its wagering is complete. */
  BONUS_CANCEL_LOCKED: 15101,
  /** Another bonus of the account is active: finish or cancel it first. */
  BONUS_ANOTHER_ACTIVE: 15102,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Field name → messages. */
export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  error: { code: number; message: string; fields?: FieldErrors };
}
