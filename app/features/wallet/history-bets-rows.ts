import { GAME_BET_STATUS, type GameBet } from "../../../contracts/game.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import { isZeroAmount } from "../../lib/money/money-display.ts";

/**
 * The bets tab of /wallet/history as data: its filters in the address, a bet as a row, and how
 * a live `game.bet.updated` changes a page already on screen. Pure.
 */

export const BETS_PER_PAGE = 20;

/** Settings constant game.bet.status (contracts GAME_BET_STATUS), by name. */
export const BET_STATUS_NAMES = {
  [GAME_BET_STATUS.PENDING]: "pending",
  [GAME_BET_STATUS.WON]: "won",
  [GAME_BET_STATUS.LOST]: "lost",
  [GAME_BET_STATUS.REFUNDED]: "refunded",
} as const satisfies Record<GameBet["status"], string>;
export type BetStatusName = (typeof BET_STATUS_NAMES)[GameBet["status"]];

export interface BetFilters {
  page: number;
  perPage: number;
  /** The API's default: settled bets; "pending" in the address asks for open ones. */
  isSettled: boolean;
  accountId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The address's `state` (settled | pending), `account` and `page`; anything else is ignored. */
export function betFilters(params: URLSearchParams): BetFilters {
  const account = params.get("account");
  const filters: BetFilters = {
    page: pageFrom(params),
    perPage: BETS_PER_PAGE,
    isSettled: params.get("state") !== "pending",
  };
  if (account && UUID.test(account)) filters.accountId = account;
  return filters;
}

export interface BetRow {
  id: string;
  status: BetStatusName;
  /** What came back: the win, the refund of a refunded bet, null while the round is open. */
  returned: string | null;
  /** Something came back (a win above zero or a refund): shown in the win colour. */
  paidOut: boolean;
  /** When the bet was settled, else when it was placed. */
  date: string;
}

export function betRow(bet: GameBet): BetRow {
  const status = BET_STATUS_NAMES[bet.status];
  const returned =
    bet.status === GAME_BET_STATUS.PENDING
      ? null
      : bet.status === GAME_BET_STATUS.REFUNDED
        ? bet.refundAmount
        : bet.winAmount;
  return {
    id: bet.id,
    status,
    returned,
    paidOut: returned !== null && !isZeroAmount(returned),
    date: bet.settledAt ?? bet.createdAt,
  };
}

export interface BetsPage {
  data: GameBet[];
  meta: PageMeta;
}

function matches(bet: GameBet, filters: BetFilters): boolean {
  return (
    bet.isSettled === filters.isSettled &&
    (filters.accountId === undefined || bet.accountId === filters.accountId)
  );
}

/**
 * A page on screen after a live update of `bet`: the row is replaced where it is, dropped when
 * it no longer belongs (a pending bet that settled leaves the pending list), or put on top of
 * the first page when it is new and belongs there. The list is fetched again right after, so
 * this only has to be right for what the player sees at once.
 */
export function applyBetUpdate(page: BetsPage, bet: GameBet, filters: BetFilters): BetsPage {
  const index = page.data.findIndex((row) => row.id === bet.id);
  const belongs = matches(bet, filters);
  if (index >= 0) {
    const data = belongs
      ? page.data.map((row, at) => (at === index ? bet : row))
      : page.data.filter((_, at) => at !== index);
    const totalRows = belongs ? page.meta.totalRows : Math.max(0, page.meta.totalRows - 1);
    return { data, meta: { ...page.meta, totalRows } };
  }
  if (!belongs || filters.page !== 1) return page;
  const totalRows = page.meta.totalRows + 1;
  return {
    data: [bet, ...page.data].slice(0, filters.perPage),
    meta: {
      ...page.meta,
      totalRows,
      totalPages: Math.max(page.meta.totalPages, Math.ceil(totalRows / filters.perPage)),
    },
  };
}
