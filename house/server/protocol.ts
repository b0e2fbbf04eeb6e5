import * as z from "zod/mini";

/**
 * The house studio's own HTTP API at /house/api/*, called by the game iframe (house/ui). Every
 * call except verify carries the signed launch in the `x-house-launch` header (launch.ts).
 * Errors use the platform's shape `{ error: { code, message, fields? } }`; a refused bet keeps
 * the operator's product code (12001 insufficient funds, 14306 restricted, 14100/14101/14105
 * limits, 14103 limited player) so the game can say why.
 *
 * Amounts are decimal strings in major units of the launch currency. Multipliers are decimal
 * strings with 2–4 decimals ("1.9800"). Engine outcomes travel as JSON with bigints as strings
 * (`Jsonify<Outcome>` of the engine's type in house/games/*).
 */

/** bigint → string, recursively: the JSON form of an engine outcome. */
export type Jsonify<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

export const HOUSE_API_PREFIX = "/house/api";

/**
 * The body of every error answer: the platform's `{ error: { code, message, fields? } }` plus
 * details some answers carry: `balance` with 12001 (insufficient funds: what there is),
 * `openRoundId` with 409 (an unfinished round of this game blocks a new one or a seed
 * rotation), `maxBet` with the operator's max-bet refusal (403). 401 means the launch is
 * missing, forged or expired: the player reopens the game from the lobby. 502/503 mean the
 * casino's wallet did not answer; the message says whether anything was charged.
 */
export const houseErrorBody = z.object({
  error: z.object({
    code: z.int(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
    balance: z.optional(z.string()),
    openRoundId: z.optional(z.string()),
    maxBet: z.optional(z.string()),
  }),
});
export type HouseErrorBody = z.infer<typeof houseErrorBody>;

export const publicSeedsSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.int(),
  nextServerSeedHash: z.string(),
});
export type PublicSeeds = z.infer<typeof publicSeedsSchema>;

export const revealedSeedsSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets placed with the pair: nonces 0 … nonceCount − 1. */
  nonceCount: z.int(),
  revealedAt: z.string(),
});
export type RevealedSeeds = z.infer<typeof revealedSeedsSchema>;

/** Free rounds the operator granted that this launch may play now (a free-spin package). */
export const freeRoundsViewSchema = z.object({
  /** The operator's id for them: a bet's `freeRoundsId`. */
  id: z.string(),
  remaining: z.int(),
  /** The stake of each free round. */
  betAmount: z.string(),
});
export type FreeRoundsView = z.infer<typeof freeRoundsViewSchema>;

export const ROUND_STATES = [
  "betting",
  "open",
  "settling",
  "settled",
  "rolling_back",
  "rolled_back",
] as const;

export const roundViewSchema = z.object({
  id: z.uuid(),
  game: z.string(),
  /** Engine id: dice, limbo, mines, plinko, keno, hilo, roulette, blackjack, slots. */
  type: z.string(),
  state: z.enum(ROUND_STATES),
  /** True while the player still has moves (mines, hi-lo, blackjack). */
  isOpen: z.boolean(),
  currency: z.string(),
  betAmount: z.string(),
  /** Null until the round is settled. */
  payout: z.nullable(z.string()),
  /** payout / bet once settled, else the current cash-out multiplier of an open round. */
  multiplier: z.nullable(z.string()),
  nonce: z.int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** What the player chose: target, risk, numbers, bets, title… */
  params: z.record(z.string(), z.unknown()),
  /**
   * The engine outcome as JSON. While the round is open, what the player may not know yet is
   * left out: mine positions (mines), the dealer's hole card (blackjack: `dealer` holds the up
   * card only). Open blackjack rounds also carry `legalActions`; open mines rounds carry
   * `nextMultiplierBp`.
   */
  view: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.string(),
  settledAt: z.nullable(z.string()),
});
export type RoundView = z.infer<typeof roundViewSchema>;

/**
 * The studio's bounds for one bet in the launch currency: 0.01 … 1 000 of the base currency
 * converted by the currency's rate (house/server/limits.ts). The operator may refuse less.
 */
export const betLimitsSchema = z.object({ minBet: z.string(), maxBet: z.string() });

export const sessionResponse = z.object({
  game: z.object({
    identity: z.string(),
    name: z.string(),
    /** The catalogue type: dice … blackjack, and "slot" for slots (rounds say "slots"). */
    type: z.string(),
    provider: z.string(),
    /** For slots: the title id (paytable and artwork in house/games/slots/titles.ts). */
    slotTitle: z.nullable(z.string()),
    rtp: z.number(),
    maxWinMultiplier: z.number(),
  }),
  isDemo: z.boolean(),
  currency: z.string(),
  balance: z.string(),
  limits: betLimitsSchema,
  seeds: publicSeedsSchema,
  lobbyUrl: z.nullable(z.string()),
  /** An unfinished round of this game (mines, hi-lo, blackjack) to resume. */
  openRound: z.nullable(roundViewSchema),
  /** Free rounds the operator granted this player for this game, with spins left. */
  freeRounds: z.nullable(freeRoundsViewSchema),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const placeBetBody = z.strictObject({
  amount: z.string().check(z.regex(/^(0|[1-9]\d{0,30})(\.\d+)?$/, "Enter an amount such as 1.50")),
  /**
   * The game's choice, validated by the engine's parseParams: dice {target, direction}, limbo
   * {target}, plinko {rows, risk}, keno {picks, risk}, roulette {bets}, slots {} (the title
   * comes from the launch), and for interactive games the opening: mines {mines}, hilo {},
   * blackjack {}. Roulette chips carry `amount` as a string of minor units (the engine's
   * unit, e.g. "150" = 1.50 EUR) and the request's `amount` must equal their sum (else 400 on
   * `amount`). Bad params answer 400 with `fields["params.<field>"]`.
   */
  params: z._default(z.record(z.string(), z.unknown()), {}),
  /**
   * Play one of the launch's free rounds (session `freeRounds.id`): nothing is debited and the
   * stake is the grant's, whatever `amount` says. None left: 409.
   */
  freeRoundsId: z.optional(z.uuid()),
});
export type PlaceBetBody = z.input<typeof placeBetBody>;

export const roundActionBody = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("reveal"), tile: z.int().check(z.gte(0), z.lte(24)) }),
  z.strictObject({
    action: z.literal("guess"),
    guess: z.enum(["higher", "lower", "same", "skip"]),
  }),
  z.strictObject({ action: z.enum(["hit", "stand", "double", "split"]) }),
  z.strictObject({ action: z.literal("cashout") }),
]);
export type RoundActionBody = z.infer<typeof roundActionBody>;

export const roundResponse = z.object({
  round: roundViewSchema,
  balance: z.string(),
  /** After a free round: the free rounds left (null when none). */
  freeRounds: z.optional(z.nullable(freeRoundsViewSchema)),
});
export type RoundResponse = z.infer<typeof roundResponse>;

/** GET /rounds?limit=1…100 (default 20): the player's rounds of this game, newest first. */
export const roundsResponse = z.object({ data: z.array(roundViewSchema) });

export const rotateSeedsBody = z.strictObject({
  /** 1–64 printable ASCII characters; absent keeps the client seed. */
  clientSeed: z.optional(z.string()),
});
export const rotateSeedsResponse = z.object({
  seeds: publicSeedsSchema,
  revealed: revealedSeedsSchema,
});
export const seedHistoryResponse = z.object({ data: z.array(revealedSeedsSchema) });

/** POST /house/api/verify (public): recompute any round from its revealed seeds. */
export const verifyBody = z.strictObject({
  /** Engine id (dice, …) or a catalogue identity (sevens-dice, slot-…). */
  game: z.string().check(z.minLength(1), z.maxLength(100)),
  serverSeed: z.string().check(z.regex(/^[0-9a-f]{64}$/, "64 lowercase hex characters")),
  clientSeed: z.string().check(z.minLength(1), z.maxLength(64)),
  nonce: z.int().check(z.gte(0)),
  params: z._default(z.record(z.string(), z.unknown()), {}),
});
export const verifyResponse = z.object({
  serverSeedHash: z.string(),
  /** The payout multiplier of the recomputed outcome ("2.0000"). */
  multiplier: z.string(),
  outcome: z.record(z.string(), z.unknown()),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;
