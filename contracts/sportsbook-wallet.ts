import * as z from "zod/mini";

/**
 * The sportsbook's part of the seamless wallet (contracts/game-wallet.ts `sport` of its calls),
 * and what it shares with the book's API (contracts/sportsbook.ts re-exports all of it). Apart
 * from the book so that the operator's bet history (contracts/game.ts) reaches it without the
 * whole book: the lobby and home load it.
 */

/** Decimal odds with two decimals, at least 1.01. */
export const oddsSchema = z
  .string()
  .check(z.regex(/^[1-9]\d{0,3}\.\d{2}$/, "Odds are decimal with two decimals, such as 1.85"));

export const BET_KINDS = ["single", "accumulator", "system"] as const;
export type BetKind = (typeof BET_KINDS)[number];

export const MAX_LEGS = 20;

/**
 * won / lost; void (stake back); half_won and half_lost (Asian lines: half the stake wins or is
 * returned); dead_heat (paid at odds × deadHeat, the share of the place the runner tied for).
 */
export const LEG_RESULTS = ["won", "lost", "void", "half_won", "half_lost", "dead_heat"] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

// ---------------------------------------------------------------------------------------------
// What the seamless wallet's bet call of a sport bet carries (contracts/game-wallet.ts `sport`)
// ---------------------------------------------------------------------------------------------

export const sportWalletLegSchema = z.object({
  eventId: z.int(),
  eventName: z.string().check(z.maxLength(200)),
  sportId: z.int(),
  marketName: z.string().check(z.maxLength(200)),
  selectionName: z.string().check(z.maxLength(200)),
  odds: oddsSchema,
  startsAt: z.iso.datetime(),
  isLive: z.boolean(),
});

/**
 * The bet call's optional `sport`: how many legs, which kind, and the legs' names for the
 * operator's bet history (GET /api/game/bets shows them). Operator-side effects count `legs` and
 * `kind` (a quest "place an accumulator of 3"): they reach the bet.placed fact.
 */
export const sportWalletBetSchema = z.strictObject({
  kind: z.enum(BET_KINDS),
  legs: z.int().check(z.gte(1), z.lte(MAX_LEGS)),
  systemSize: z._default(z.nullable(z.int().check(z.gte(2))), null),
  /** Total odds of a single or accumulator ("12.34"); null for a system bet. */
  odds: z._default(z.nullable(z.string().check(z.regex(/^\d{1,20}\.\d{2}$/))), null),
  selections: z._default(z.array(sportWalletLegSchema).check(z.maxLength(MAX_LEGS)), []),
});
export type SportWalletBet = z.output<typeof sportWalletBetSchema>;

// ---------------------------------------------------------------------------------------------
// What the wallet calls that end a sport bet carry (contracts/game-wallet.ts `sport` of win and
// rollback)
// ---------------------------------------------------------------------------------------------

/**
 * How the call ends (or changes) the bet: settled (its result paid, a loss paying 0); cashed_out
 * (a cash-out: full when the win call closes the round, partial with `finished: false`); void
 * (every leg void: a rollback, or a win of the stake left after a partial cash-out).
 */
export const SPORT_BET_ENDINGS = ["settled", "cashed_out", "void"] as const;
export type SportBetEnding = (typeof SPORT_BET_ENDINGS)[number];

export const sportWalletLegResultSchema = z.strictObject({
  /** Null: the leg had no result yet when the bet ended (a multiple lost early, a cash-out). */
  result: z.nullable(z.enum(LEG_RESULTS)),
  /** Dead heat: the share of the place paid, as a fraction ("1/2"); null otherwise. */
  deadHeat: z._default(
    z.nullable(z.string().check(z.regex(/^[1-9]\d{0,2}\/[1-9]\d{0,2}$/, "A fraction such as 1/2"))),
    null,
  ),
});
export type SportWalletLegResult = z.output<typeof sportWalletLegResultSchema>;

/**
 * The `sport` of a sport bet's settlement, cash-out or void: how it ended and each leg's result,
 * the legs in the order of the bet call's `selections` (as many as its `legs`). The operator keeps
 * the latest one with the round for the bets history.
 */
export const sportWalletSettlementSchema = z.strictObject({
  ending: z.enum(SPORT_BET_ENDINGS),
  legs: z.array(sportWalletLegResultSchema).check(z.minLength(1), z.maxLength(MAX_LEGS)),
});
export type SportWalletSettlement = z.output<typeof sportWalletSettlementSchema>;
