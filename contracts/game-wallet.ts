import { z } from "zod";
import { majorAmountSchema } from "./money.ts";
import { sportWalletBetSchema, sportWalletSettlementSchema } from "./sportsbook.ts";

/**
 * The seamless-wallet protocol (ARCHITECTURE "Provider protocols"): how any game provider, the
 * house studio included, moves a player's money. The provider POSTs JSON to
 * `/callbacks/games/{provider}` with `x-signature` = hex HMAC-SHA256 of the raw body under the
 * provider's secret. Amounts are decimal strings in the currency's major unit.
 *
 * - balance: the player's balance in the launch's currency.
 * - bet: debit; opens the round (or adds to it: doubles, splits). Real money goes first, then
 *   the bonus money of the player's active bonus; with `freeRoundsId`, a free round (no debit).
 * - win: credit (may be 0); closes the round unless `finished` is false.
 * - rollback: refunds one bet of the round by its transaction id.
 * A sportsbook's bet call may carry its slip (`sport`), and its win and rollback calls how the bet
 * ended with each leg's result (`sport`): the operator keeps both with the round for the history.
 *
 * Every money call carries the provider's `transactionId`: a replay with the same parameters
 * answers the stored response (`replayed: true`), the same id with other parameters is
 * TRANSACTION_CONFLICT. Insufficient funds answers with the balance. Wins and rollbacks are
 * accepted on expired launches; a rollback of an unknown bet leaves a tombstone so the late bet
 * is refused (BET_REFUSED).
 */

export const GAME_WALLET_SIGNATURE_HEADER = "x-signature";

const token = z.string().min(16).max(200);
const transactionId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9:._-]+$/, "Letters, digits and : . _ - only");
const roundId = transactionId;
const currency = z.string().regex(/^[A-Za-z0-9]{2,10}$/);

export const gameWalletBalanceRequest = z.strictObject({ action: z.literal("balance"), token });
export const gameWalletBetRequest = z.strictObject({
  action: z.literal("bet"),
  token,
  transactionId,
  roundId,
  /** The game's identity in the operator's catalogue. */
  gameId: z.string().min(1).max(100),
  amount: majorAmountSchema,
  currency,
  /** A sportsbook's bet: its kind, number of legs and the legs' names (contracts/sportsbook.ts). */
  sport: z.optional(sportWalletBetSchema),
  /**
   * A free round: the operator's id of the free-spin package it granted (the provider was told
   * it with the grant). Nothing is debited; `amount` must be the package's stake per spin, and
   * the round's wins wait for the package to end (they become a bonus). A package that is not
   * active, spent, or for another player, game or stake: INVALID_REQUEST, nothing moved.
   */
  freeRoundsId: z
    .string()
    .regex(/^[0-9a-f-]{36}$/i, "A free-rounds id")
    .optional(),
});
export const gameWalletWinRequest = z.strictObject({
  action: z.literal("win"),
  token,
  transactionId,
  roundId,
  amount: majorAmountSchema,
  currency,
  /** False keeps the round open (a partial win); default true closes it. */
  finished: z.boolean().default(true),
  /**
   * A sportsbook's settlement or cash-out: how the bet ended and each leg's result, in the order
   * of the bet call's legs (contracts/sportsbook.ts). Only on a round whose bet carried `sport`;
   * `finished: false` only with ending cashed_out (a partial cash-out). Not part of what makes a
   * replay the same call: a repeated transaction id keeps the first call's.
   */
  sport: z.optional(sportWalletSettlementSchema),
});
export const gameWalletRollbackRequest = z.strictObject({
  action: z.literal("rollback"),
  token,
  transactionId,
  roundId,
  /** The bet being refunded. */
  betTransactionId: transactionId,
  /** A sportsbook's void bet (every leg void): ending void and each leg's result, as on win. */
  sport: z.optional(sportWalletSettlementSchema),
});

export const gameWalletRequest = z.discriminatedUnion("action", [
  gameWalletBalanceRequest,
  gameWalletBetRequest,
  gameWalletWinRequest,
  gameWalletRollbackRequest,
]);
export type GameWalletRequest = z.input<typeof gameWalletRequest>;
export type GameWalletAction = GameWalletRequest["action"];

export const gameWalletOk = z.object({
  status: z.literal("ok"),
  /** The operator's player id (opaque to the provider; the house studio keys seeds by it). */
  playerId: z.string(),
  currency: z.string(),
  balance: z.string(),
  /** Echo of the call's transaction id (money calls only). */
  transactionId: z.string().optional(),
  /** True when this answer is the stored one of an earlier identical call. */
  replayed: z.boolean(),
});
export type GameWalletOk = z.infer<typeof gameWalletOk>;

/** Error code → HTTP status of the answer. */
export const GAME_WALLET_ERRORS = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  /** The launch has expired: bets and balance are refused, wins and rollbacks are not. */
  SESSION_EXPIRED: 401,
  /** Not enough money; `balance` says how much there is. Nothing moved. */
  INSUFFICIENT_FUNDS: 402,
  /** Restricted bet (productCode 14306), limit reached (14100/14101/14105), limited player
   * (14103), max bet with an active bonus: nothing moved. */
  BET_RESTRICTED: 403,
  MAX_BET_EXCEEDED: 403,
  LIMIT_REACHED: 403,
  PLAYER_BLOCKED: 403,
  SESSION_NOT_FOUND: 404,
  /** A win or rollback for a round the operator never saw. */
  ROUND_NOT_FOUND: 404,
  UNKNOWN_PROVIDER: 404,
  TRANSACTION_CONFLICT: 409,
  /** The bet's transaction id was rolled back before it arrived (tombstone). */
  BET_REFUSED: 409,
  /** A bet or win on a round that is already closed. */
  ROUND_CLOSED: 409,
} as const;
export type GameWalletErrorCode = keyof typeof GAME_WALLET_ERRORS;

export const gameWalletError = z.object({
  status: z.literal("error"),
  code: z.enum(Object.keys(GAME_WALLET_ERRORS) as [GameWalletErrorCode, ...GameWalletErrorCode[]]),
  message: z.string(),
  /** The product error code (contracts/errors.ts) when there is one, e.g. 14306. */
  productCode: z.number().int().optional(),
  balance: z.string().optional(),
  currency: z.string().optional(),
  transactionId: z.string().optional(),
  /** For MAX_BET_EXCEEDED: the largest bet allowed. */
  maxBet: z.string().optional(),
});
export type GameWalletError = z.infer<typeof gameWalletError>;

export const gameWalletResponse = z.union([gameWalletOk, gameWalletError]);
export type GameWalletResponse = z.infer<typeof gameWalletResponse>;
