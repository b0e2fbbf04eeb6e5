import { BONUS_RESULT, BONUS_STATUS, GB_MAX_WAGER_MULTIPLIER } from "../../../contracts/bonus.ts";
import { tryParseMajor } from "../../../contracts/money.ts";
import type { BonusCurrencyTerms, WagerContributions } from "../../db/schema.ts";

/**
 * The arithmetic and rules of bonuses, pure (issue 12): terms per currency, deposit matches,
 * wagering, conversion, the state machine and the jurisdiction rules. Amounts are bigint minor
 * units of one currency; percentages and multipliers are integers.
 */

/** A currency as the rules need it: its factor and rate (base units per unit, decimal text). */
export interface CurrencyFacts {
  code: string;
  subunitToUnit: bigint;
  rate: string;
}

/** A definition's terms in one currency, in minor units. */
export interface ResolvedTerms {
  amount: bigint | null;
  maxAmount: bigint | null;
  minDeposit: bigint | null;
  maxBet: bigint | null;
  maxWin: bigint | null;
  freespinBet: bigint | null;
  /** Whether the terms were written for this currency (else converted from the base one). */
  explicit: boolean;
}

const TERM_KEYS = ["amount", "maxAmount", "minDeposit", "maxBet", "maxWin", "freespinBet"] as const;

const RATE = /^(\d+)(?:\.(\d+))?$/;

/**
 * A base-currency amount (minor units of `base`) in `target`'s minor units, rounded down:
 * amount / rate. Null when the rate is unusable (zero or malformed).
 */
export function convertFromBase(
  amount: bigint,
  base: CurrencyFacts,
  target: CurrencyFacts,
): bigint | null {
  if (base.code === target.code) return amount;
  const match = RATE.exec(target.rate);
  if (!match) return null;
  const decimals = match[2] ?? "";
  const scaledRate = BigInt(`${match[1] ?? "0"}${decimals}`);
  if (scaledRate === 0n) return null;
  return (
    (amount * target.subunitToUnit * 10n ** BigInt(decimals.length)) /
    (base.subunitToUnit * scaledRate)
  );
}

/**
 * The terms of a definition in `currency`: those written for it, else the "base" ones converted
 * by rate. A term missing in both is null.
 */
export function resolveTerms(
  amounts: Record<string, BonusCurrencyTerms>,
  currency: CurrencyFacts,
  base: CurrencyFacts,
): ResolvedTerms {
  const own = amounts[currency.code];
  const fallback = amounts["base"] ?? amounts[base.code];
  const resolved: ResolvedTerms = {
    amount: null,
    maxAmount: null,
    minDeposit: null,
    maxBet: null,
    maxWin: null,
    freespinBet: null,
    explicit: own !== undefined,
  };
  for (const key of TERM_KEYS) {
    const ownText = own?.[key];
    if (ownText !== undefined) {
      resolved[key] = tryParseMajor(ownText, currency.subunitToUnit);
      continue;
    }
    const baseText = fallback?.[key];
    if (baseText === undefined) continue;
    const inBase = tryParseMajor(baseText, base.subunitToUnit);
    resolved[key] = inBase === null ? null : convertFromBase(inBase, base, currency);
  }
  return resolved;
}

/** A deposit match: `percent` of the deposit, rounded down, at most `maxAmount`. */
export function depositMatch(deposit: bigint, percent: number, maxAmount: bigint | null): bigint {
  const match = (deposit * BigInt(percent)) / 100n;
  return maxAmount !== null && match > maxAmount ? maxAmount : match;
}

/** What must be wagered: the bonus times the multiplier (0: nothing, it converts at once). */
export function wagerRequired(amount: bigint, multiplier: number): bigint {
  return amount * BigInt(multiplier);
}

/** The percentage a game counts towards wagering (0–100). */
export function contributionPercent(
  contributions: WagerContributions,
  game: { identity: string; type: string; isBonusWagering: boolean },
): number {
  if (!game.isBonusWagering) return 0;
  const percent =
    contributions.games?.[game.identity] ??
    contributions.types?.[game.type] ??
    contributions.default;
  return Math.min(100, Math.max(0, percent));
}

/** What a stake adds to the wagering: its game's percentage of it, rounded down. */
export function wagerContribution(stake: bigint, percent: number): bigint {
  return (stake * BigInt(percent)) / 100n;
}

/** Whole percent of the wagering done, 0–100, rounded down; nothing to wager counts as done. */
export function wagerPercentage(current: bigint, required: bigint): number {
  if (required <= 0n) return 100;
  const percent = (current * 100n) / required;
  return Number(percent > 100n ? 100n : percent < 0n ? 0n : percent);
}

/** The bonus balance at the end of wagering: what becomes real money and what the cap keeps. */
export function conversion(
  balance: bigint,
  maxWin: bigint | null,
): { converted: bigint; forfeited: bigint } {
  const converted = maxWin !== null && balance > maxWin ? maxWin : balance;
  return { converted, forfeited: balance - converted };
}

// ---------------------------------------------------------------------------------------------
// The state machine (SPEC §4)
// ---------------------------------------------------------------------------------------------

export type BonusEvent = "activate" | "play" | "cancel" | "expire" | "lose";

const RESULT_OF: Record<Exclude<BonusEvent, "activate">, number> = {
  play: BONUS_RESULT.PLAYED,
  cancel: BONUS_RESULT.CANCELED,
  expire: BONUS_RESULT.EXPIRED,
  lose: BONUS_RESULT.LOST,
};

/**
 * Where a bonus (or, with `freespins`, a free-spin package) goes on an event, or null when the
 * event does not apply in its state: issued → active (activate) or finished (cancel, expire;
 * played for one that needs no wagering); active → finished played, canceled, expired or lost
 * (bonuses only). A finished one never changes.
 */
export function transition(
  from: { status: number },
  event: BonusEvent,
  options: { freespins?: boolean } = {},
): { status: number; result: number } | null {
  if (options.freespins && event === "lose") return null;
  if (from.status === BONUS_STATUS.ISSUED) {
    if (event === "activate") return { status: BONUS_STATUS.ACTIVE, result: BONUS_RESULT.NONE };
    if (event === "lose") return null;
    return { status: BONUS_STATUS.FINISHED, result: RESULT_OF[event] };
  }
  if (from.status === BONUS_STATUS.ACTIVE) {
    if (event === "activate") return null;
    return { status: BONUS_STATUS.FINISHED, result: RESULT_OF[event] };
  }
  return null;
}

/**
 * How an active bonus ends after its bets settled, if it does: lost once its bonus money is
 * spent (nothing left to convert), played once wagered.
 */
export function settledOutcome(input: {
  wagerCurrent: bigint;
  wagerRequired: bigint;
  bonusBalance: bigint;
  openRounds: boolean;
}): "play" | "lose" | null {
  if (input.openRounds) return null;
  if (input.bonusBalance <= 0n) return "lose";
  if (input.wagerCurrent >= input.wagerRequired) return "play";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Jurisdiction
// ---------------------------------------------------------------------------------------------

export type JurisdictionRefusal = "wagering-above-10x" | "mixed-products";

/**
 * UKGC rules for players in GB (in force 19 January 2026): no wagering above 10 times the bonus,
 * and no bonus whose wagering mixes products (casino and sportsbook).
 */
export function jurisdictionRefusal(
  countries: readonly (string | null)[],
  terms: { wagerMultiplier: number; products: readonly string[] },
): JurisdictionRefusal | null {
  if (!isGreatBritain(countries)) return null;
  if (terms.wagerMultiplier > GB_MAX_WAGER_MULTIPLIER) return "wagering-above-10x";
  if (new Set(terms.products).size > 1) return "mixed-products";
  return null;
}

/** A player counts as in GB when either their profile or their sign-up country says so. */
export function isGreatBritain(countries: readonly (string | null)[]): boolean {
  return countries.some((country) => country?.toUpperCase() === "GB");
}

/** A GB player may always leave a promotion (keeping their own money): no cancel lock there. */
export function cancelLocked(
  isCancelLock: boolean,
  countries: readonly (string | null)[],
): boolean {
  return isCancelLock && !isGreatBritain(countries);
}
