import {
  LIMIT_DEFINITION,
  LIMIT_LOOSENING_DELAY_MS,
  MONEY_LIMIT_PERIODS,
  MONEY_PERIOD_DAYS,
  limitChangeKind,
  type LimitDefinition,
  type LimitItem,
  type MoneyLimitPeriod,
} from "../../../contracts/limit.ts";

/**
 * The rules regulators set for responsible-gaming limits, as pure functions of a limit's state and
 * the time (tested table by table in rules.test.ts):
 * - a new limit, a lower amount or a stricter period applies at once;
 * - an increase, a looser period or a removal waits 24 hours and shows as pending; the player may
 *   cancel it (asking for the limit as it is);
 * - self-exclusion and cooling-off apply at once and are never lifted early;
 * - every limit that applies is checked, so the lowest one wins.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function isMoneyPeriod(value: string): value is MoneyLimitPeriod {
  return (MONEY_LIMIT_PERIODS as readonly string[]).includes(value);
}

/** What the rules need of a stored limit. */
export interface LimitState {
  definition: LimitDefinition;
  currency: string | null;
  period: string;
  /** Minor units; null for exclusions. */
  amount: bigint | null;
  /** Rolling periods start here (reset when the period changes). */
  anchoredAt: Date;
  /** End of an exclusion; null when permanent (and for money limits). */
  endsAt: Date | null;
  usageWindowStart: Date | null;
  usageAmount: bigint;
  pendingAmount: bigint | null;
  pendingPeriod: string | null;
  pendingRemoval: boolean;
  pendingAt: Date | null;
}

export interface Window {
  start: Date;
  end: Date;
}

/** The rolling period of a money limit that contains `now`. */
export function windowAt(anchoredAt: Date, period: MoneyLimitPeriod, now: Date): Window {
  const length = MONEY_PERIOD_DAYS[period] * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - anchoredAt.getTime());
  const start = anchoredAt.getTime() + Math.floor(elapsed / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

/** Bet or loss usage of the window containing `now` (0 when the stored usage is of an older one). */
export function usageAt(limit: LimitState, now: Date): bigint {
  if (!isMoneyPeriod(limit.period) || !limit.usageWindowStart) return 0n;
  const { start } = windowAt(limit.anchoredAt, limit.period, now);
  return limit.usageWindowStart.getTime() === start.getTime() ? limit.usageAmount : 0n;
}

export type Settled =
  | { kind: "unchanged"; limit: LimitState }
  | { kind: "applied"; limit: LimitState }
  | { kind: "removed" }
  | { kind: "ended" };

/**
 * The limit as it stands at `now`: a pending change whose 24 hours are over applies (a period
 * change re-anchors the periods), and an exclusion past its end is over.
 */
export function settle(limit: LimitState, now: Date): Settled {
  if (limit.definition > LIMIT_DEFINITION.DEPOSIT) {
    return limit.endsAt && limit.endsAt.getTime() <= now.getTime()
      ? { kind: "ended" }
      : { kind: "unchanged", limit };
  }
  if (!limit.pendingAt || limit.pendingAt.getTime() > now.getTime()) {
    return { kind: "unchanged", limit };
  }
  if (limit.pendingRemoval) return { kind: "removed" };
  const periodChanged = limit.pendingPeriod !== null && limit.pendingPeriod !== limit.period;
  return {
    kind: "applied",
    limit: {
      ...limit,
      amount: limit.pendingAmount ?? limit.amount,
      period: limit.pendingPeriod ?? limit.period,
      ...(periodChanged
        ? { anchoredAt: limit.pendingAt, usageWindowStart: null, usageAmount: 0n }
        : {}),
      pendingAmount: null,
      pendingPeriod: null,
      pendingRemoval: false,
      pendingAt: null,
    },
  };
}

export type ChangePlan =
  /** Tighter (or equal): applies now; any pending change is dropped. */
  | { kind: "now"; amount: bigint; period: MoneyLimitPeriod }
  /** Looser: waits until `at`. */
  | { kind: "pending"; amount: bigint; period: MoneyLimitPeriod; at: Date }
  /** The limit as it is: a pending increase or removal is cancelled. */
  | { kind: "cancel-pending" };

/**
 * A change of a money limit to `next`. It is stricter when the amount is not higher and the
 * period not shorter (100 a day → 100 a week allows less); anything else is looser and waits.
 */
export function planChange(
  current: { amount: bigint; period: MoneyLimitPeriod },
  next: { amount: bigint; period: MoneyLimitPeriod },
  now: Date,
): ChangePlan {
  const kind = limitChangeKind(current, next);
  if (kind === "same") return { kind: "cancel-pending" };
  if (kind === "stricter") {
    return {
      kind: "now",
      amount: next.amount,
      period: next.period,
    };
  }
  return {
    kind: "pending",
    amount: next.amount,
    period: next.period,
    at: new Date(now.getTime() + LIMIT_LOOSENING_DELAY_MS),
  };
}

/** When a removal asked at `now` applies. */
export function removalAt(now: Date): Date {
  return new Date(now.getTime() + LIMIT_LOOSENING_DELAY_MS);
}

/** The end of an exclusion of `days` days from `now`; null days is permanent. */
export function exclusionEnd(now: Date, days: number | null): Date | null {
  return days === null ? null : new Date(now.getTime() + days * DAY_MS);
}

/**
 * A new exclusion while one is in force: it may only make the exclusion last longer (a shorter
 * one would lift it early).
 */
export function extendsExclusion(currentEnd: Date | null, nextEnd: Date | null): boolean {
  if (currentEnd === null) return false;
  if (nextEnd === null) return true;
  return nextEnd.getTime() > currentEnd.getTime();
}

export type BetLimitCode = "bet" | "loss";

/**
 * Which limit a stake of `stake` would break, or null. Bet limits count every stake of the
 * period; loss limits the net loss (stakes minus wins and refunds), and a stake can at most lose
 * itself. Every limit is checked, so the lowest one decides.
 */
export function betRefusal(
  limits: readonly LimitState[],
  stake: bigint,
  now: Date,
): BetLimitCode | null {
  for (const limit of limits) {
    if (limit.amount === null) continue;
    const used = usageAt(limit, now);
    if (limit.definition === LIMIT_DEFINITION.BET && used + stake > limit.amount) return "bet";
    if (limit.definition === LIMIT_DEFINITION.LOSS) {
      const loss = used > 0n ? used : 0n;
      if (loss + stake > limit.amount) return "loss";
    }
  }
  return null;
}

/**
 * The usage a limit stores after a stake (+) or a credit (−) at `now`: a new window starts from
 * zero. Bet limits count stakes and give back refunds; loss limits count stakes and give back
 * wins and refunds (net loss may go below zero within the window: a player ahead has room).
 */
export function nextUsage(
  limit: LimitState,
  change: { kind: "bet" | "win" | "refund"; amount: bigint },
  now: Date,
): { usageWindowStart: Date; usageAmount: bigint } | null {
  if (!isMoneyPeriod(limit.period)) return null;
  if (limit.definition === LIMIT_DEFINITION.BET && change.kind === "win") return null;
  const { start } = windowAt(limit.anchoredAt, limit.period, now);
  const used = usageAt(limit, now);
  const delta = change.kind === "bet" ? change.amount : -change.amount;
  let usageAmount = used + delta;
  if (limit.definition === LIMIT_DEFINITION.BET && usageAmount < 0n) usageAmount = 0n;
  return { usageWindowStart: start, usageAmount };
}

/** Whether a deposit of `amount` fits every deposit limit, given each one's period usage. */
export function depositFits(
  limits: readonly { amount: bigint; used: bigint }[],
  amount: bigint,
): boolean {
  return limits.every((limit) => limit.used + amount <= limit.amount);
}

/**
 * Advanced mode (SPEC §5): amounts for more than 2 period groups (so every period), and in each
 * group every currency of the player. Field messages keyed as the request's `items`.
 */
export function advancedModeErrors(
  items: readonly LimitItem[],
  playerCurrencies: readonly string[],
): string[] {
  const errors: string[] = [];
  const groups = new Map<string, Set<string>>();
  for (const item of items) {
    const group = groups.get(item.period) ?? new Set<string>();
    if (group.has(item.currency)) {
      errors.push(`${item.currency} appears twice in the ${item.period} group`);
    }
    group.add(item.currency);
    groups.set(item.period, group);
  }
  if (groups.size <= 2) {
    errors.push("Advanced mode needs an amount for every period: daily, weekly and monthly");
  }
  for (const [period, group] of groups) {
    const missing = playerCurrencies.filter((currency) => !group.has(currency));
    if (missing.length > 0) {
      errors.push(`The ${period} group needs every currency: ${missing.join(", ")} missing`);
    }
    const foreign = [...group].filter((currency) => !playerCurrencies.includes(currency));
    if (foreign.length > 0) {
      errors.push(`You have no account in ${foreign.join(", ")}`);
    }
  }
  return errors;
}
