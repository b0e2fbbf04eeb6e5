import {
  LIMIT_DEFINITION,
  MONEY_LIMIT_PERIODS,
  limitChangeKind,
  type Limit,
  type LimitDefinition,
  type MoneyLimitPeriod,
} from "../../../contracts/limit.ts";
import { parseMajor } from "../../../contracts/money.ts";

/**
 * What the limits screens show, as pure data: names of definitions, the order of sections, usage
 * as a share of the limit, and whether a change waits 24 hours.
 */

export type DefinitionSlug = "deposit" | "bet" | "loss" | "coolingOff" | "selfExclusion";

export const DEFINITION_SLUG: Record<LimitDefinition, DefinitionSlug> = {
  [LIMIT_DEFINITION.BET]: "bet",
  [LIMIT_DEFINITION.LOSS]: "loss",
  [LIMIT_DEFINITION.DEPOSIT]: "deposit",
  [LIMIT_DEFINITION.SELF_EXCLUSION]: "selfExclusion",
  [LIMIT_DEFINITION.COOLING_OFF]: "coolingOff",
};

/** The profile lists money limits first, then the breaks a player can take. */
export const SECTION_ORDER: readonly LimitDefinition[] = [3, 1, 2, 5, 4];

export function definitionOfSlug(slug: string): LimitDefinition {
  const found = (Object.entries(DEFINITION_SLUG) as [string, DefinitionSlug][]).find(
    ([, value]) => value === slug,
  );
  return found ? (Number(found[0]) as LimitDefinition) : LIMIT_DEFINITION.DEPOSIT;
}

export function isMoneyPeriod(value: string): value is MoneyLimitPeriod {
  return (MONEY_LIMIT_PERIODS as readonly string[]).includes(value);
}

/** Two decimal strings as integers of the same scale, for comparing without floating point. */
function sameScale(a: string, b: string): [bigint, bigint] {
  const places = Math.max(a.split(".")[1]?.length ?? 0, b.split(".")[1]?.length ?? 0);
  const factor = 10n ** BigInt(places);
  return [parseMajor(a, factor), parseMajor(b, factor)];
}

/** Share of a money limit used in its period, 0 to 100 (for the progress bar). */
export function usagePercent(limit: Pick<Limit, "amount" | "currentAmount">): number {
  if (!limit.amount || !limit.currentAmount) return 0;
  const [used, amount] = sameScale(limit.currentAmount, limit.amount);
  if (amount <= 0n) return 0;
  const percent = Number((used * 100n) / amount);
  return Math.min(100, Math.max(0, percent));
}

/** Whether asking for `next` instead of the limit waits 24 hours (and is confirmed first). */
export function changeWaits(
  limit: Pick<Limit, "amount" | "period">,
  next: { amount: string; period: MoneyLimitPeriod },
): boolean {
  if (!limit.amount || !isMoneyPeriod(limit.period)) return false;
  const [current, wanted] = sameScale(limit.amount, next.amount);
  return (
    limitChangeKind(
      { amount: current, period: limit.period },
      { amount: wanted, period: next.period },
    ) === "looser"
  );
}

/** The value of confirm-limit-update: which limit, and the change asked for. */
export function encodeLimitUpdate(id: string, period: MoneyLimitPeriod, amount: string): string {
  return `${id}~${period}~${amount}`;
}

export function decodeLimitUpdate(
  value: string,
): { id: string; period: MoneyLimitPeriod; amount: string } | null {
  const [id, period, amount, ...rest] = value.split("~");
  if (!id || !period || !amount || rest.length > 0 || !isMoneyPeriod(period)) return null;
  if (!/^\d{1,30}(\.\d{1,18})?$/.test(amount)) return null;
  return { id, period, amount };
}

/** An amount field: digits with at most one point and the currency's decimals. */
export function amountError(text: string, decimals: number): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "Enter an amount";
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return "Enter an amount such as 100 or 25.50";
  if ((trimmed.split(".")[1]?.length ?? 0) > decimals) {
    return decimals === 0 ? "Enter a whole amount" : `Use at most ${decimals} decimals`;
  }
  if (/^0+(\.0+)?$/.test(trimmed)) return "A limit must be more than zero";
  return null;
}
