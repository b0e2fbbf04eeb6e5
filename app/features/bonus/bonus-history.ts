import { BonusStatus } from "./bonus-view.ts";

/**
 * The filters of the wallet history's bonuses tab, read from the address (status, from, to), as
 * pure functions.
 */

const STATUS_FILTERS: Record<string, readonly number[]> = {
  issued: [BonusStatus.ISSUED],
  active: [BonusStatus.ACTIVE],
  finished: [BonusStatus.FINISHED],
};
const ALL = [BonusStatus.ISSUED, BonusStatus.ACTIVE, BonusStatus.FINISHED] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface BonusHistoryFilters {
  statuses: readonly number[];
  /** Inclusive calendar days (YYYY-MM-DD), or null. */
  from: string | null;
  to: string | null;
}

export function bonusHistoryFilters(params: URLSearchParams): BonusHistoryFilters {
  const status = params.get("status") ?? "";
  const from = params.get("from");
  const to = params.get("to");
  return {
    statuses: STATUS_FILTERS[status] ?? ALL,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
  };
}

/** Items dated within the range (by their own day in UTC); undated items always stay. */
export function withinDays<T>(
  items: readonly T[],
  dateOf: (item: T) => string | null | undefined,
  filters: Pick<BonusHistoryFilters, "from" | "to">,
): T[] {
  return items.filter((item) => {
    const date = dateOf(item);
    if (!date) return true;
    const day = date.slice(0, 10);
    if (filters.from && day < filters.from) return false;
    if (filters.to && day > filters.to) return false;
    return true;
  });
}
