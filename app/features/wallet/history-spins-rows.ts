import type { GameSpin } from "../../../contracts/game.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import { BET_STATUS_NAMES, pageFrom, type BetStatusName } from "./history-bets-rows.ts";
import { formatDecimal } from "../../../contracts/money-format.ts";
import { isZeroAmount } from "../../lib/money/money-display.ts";

/**
 * The spins tab of /wallet/history as data. A spin is one finished round (bet, win and the
 * multiplier between them), not a free spin. Pure.
 */

export const SPINS_PER_PAGE = 20;

export interface SpinFilters {
  page: number;
  perPage: number;
  accountId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function spinFilters(params: URLSearchParams): SpinFilters {
  const account = params.get("account");
  const filters: SpinFilters = { page: pageFrom(params), perPage: SPINS_PER_PAGE };
  if (account && UUID.test(account)) filters.accountId = account;
  return filters;
}

export interface SpinRow {
  id: string;
  status: BetStatusName;
  /** "2.50×"; "—" for a refunded round, which has none. */
  multiplier: string;
  /** Won more than nothing. */
  paidOut: boolean;
}

/**
 * Multipliers are decimal strings from the API ("2.50"); shown as they are, never re-rounded, in
 * the locale's digits throughout (the fraction too).
 */
export function formatMultiplier(multiplier: string | null, locale: string): string {
  if (multiplier === null || !/^\d+(\.\d+)?$/.test(multiplier)) return "—";
  return `${formatDecimal(multiplier, locale, multiplier.split(".")[1]?.length ?? 0)}×`;
}

export function spinRow(spin: GameSpin, locale: string): SpinRow {
  return {
    id: spin.id,
    status: BET_STATUS_NAMES[spin.status],
    multiplier: formatMultiplier(spin.multiplier, locale),
    paidOut: !isZeroAmount(spin.winAmount),
  };
}

export interface SpinsPage {
  data: GameSpin[];
  meta: PageMeta;
}

/**
 * A page on screen after a live `game.spin.created`: a new round goes on top of the first page
 * of an unfiltered list (spins carry no account, so a list filtered by account just reloads).
 */
export function applySpinCreated(page: SpinsPage, spin: GameSpin, filters: SpinFilters): SpinsPage {
  if (filters.page !== 1 || filters.accountId !== undefined) return page;
  if (page.data.some((row) => row.id === spin.id)) return page;
  const totalRows = page.meta.totalRows + 1;
  return {
    data: [spin, ...page.data].slice(0, filters.perPage),
    meta: {
      ...page.meta,
      totalRows,
      totalPages: Math.max(page.meta.totalPages, Math.ceil(totalRows / filters.perPage)),
    },
  };
}
