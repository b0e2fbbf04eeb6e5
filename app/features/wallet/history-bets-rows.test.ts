import { describe, expect, it } from "vitest";
import type { GameBet } from "../../../contracts/game.ts";
import {
  applyBetUpdate,
  betFilters,
  betRow,
  BETS_PER_PAGE,
  type BetFilters,
  type BetsPage,
} from "./history-bets-rows.ts";

const ACCOUNT = "5b1f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
const OTHER_ACCOUNT = "6c2f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";

let next = 0;
function bet(overrides: Partial<GameBet> = {}): GameBet {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`,
    roundId: `r${next}`,
    game: {
      id: 1,
      identity: "sevens-dice",
      name: "Dice",
      image: "/dice.png",
      provider: { identity: "sevens", name: "Sevens" },
    },
    accountId: ACCOUNT,
    currency: "EUR",
    betAmount: "1.00",
    winAmount: "0.00",
    refundAmount: "0.00",
    status: 3,
    isSettled: true,
    createdAt: "2025-01-01T10:00:00.000Z",
    settledAt: "2025-01-01T10:00:02.000Z",
    sport: null,
    sportSettlement: null,
    ...overrides,
  };
}

function page(data: GameBet[], totalRows = data.length, pageNumber = 1): BetsPage {
  return {
    data,
    meta: {
      page: pageNumber,
      perPage: BETS_PER_PAGE,
      totalRows,
      totalPages: Math.max(1, Math.ceil(totalRows / BETS_PER_PAGE)),
    },
  };
}

const settled: BetFilters = { page: 1, perPage: BETS_PER_PAGE, isSettled: true };
const pending: BetFilters = { page: 1, perPage: BETS_PER_PAGE, isSettled: false };

describe("betFilters", () => {
  it("asks for settled bets by default, as the API does", () => {
    expect(betFilters(new URLSearchParams(""))).toEqual(settled);
  });

  it("reads pending, the account and the page", () => {
    expect(betFilters(new URLSearchParams(`state=pending&account=${ACCOUNT}&page=3`))).toEqual({
      ...pending,
      page: 3,
      accountId: ACCOUNT,
    });
  });

  it("ignores values the API would refuse", () => {
    expect(betFilters(new URLSearchParams("account=abc&page=-2&state=weird"))).toEqual(settled);
    expect(betFilters(new URLSearchParams("page=1.5"))).toEqual(settled);
  });
});

describe("betRow", () => {
  it("names the status from game.bet.status", () => {
    expect(betRow(bet({ status: 1, isSettled: false, settledAt: null })).status).toBe("pending");
    expect(betRow(bet({ status: 2 })).status).toBe("won");
    expect(betRow(bet({ status: 3 })).status).toBe("lost");
    expect(betRow(bet({ status: 4 })).status).toBe("refunded");
  });

  it("shows no win while the round is open, and the date it was placed", () => {
    const row = betRow(bet({ status: 1, isSettled: false, settledAt: null }));
    expect(row.returned).toBeNull();
    expect(row.paidOut).toBe(false);
    expect(row.date).toBe("2025-01-01T10:00:00.000Z");
  });

  it("shows the win of a settled bet, highlighted only when above zero", () => {
    expect(betRow(bet({ status: 2, winAmount: "2.50" }))).toMatchObject({
      returned: "2.50",
      paidOut: true,
      date: "2025-01-01T10:00:02.000Z",
    });
    expect(betRow(bet({ status: 3, winAmount: "0.00" }))).toMatchObject({
      returned: "0.00",
      paidOut: false,
    });
  });

  it("shows what a refund gave back", () => {
    expect(betRow(bet({ status: 4, refundAmount: "1.00", winAmount: "0.00" }))).toMatchObject({
      returned: "1.00",
      paidOut: true,
    });
  });
});

describe("applyBetUpdate", () => {
  it("puts a new pending bet on top of the first pending page", () => {
    const old = bet({ status: 1, isSettled: false, settledAt: null });
    const placed = bet({ status: 1, isSettled: false, settledAt: null });
    const result = applyBetUpdate(page([old]), placed, pending);
    expect(result.data.map((row) => row.id)).toEqual([placed.id, old.id]);
    expect(result.meta.totalRows).toBe(2);
  });

  it("moves a bet that settled from the pending list to the settled list", () => {
    const open = bet({ status: 1, isSettled: false, settledAt: null });
    const done = { ...open, status: 2 as const, isSettled: true, winAmount: "3.00" };
    const pendingPage = applyBetUpdate(page([open], 1), done, pending);
    expect(pendingPage.data).toEqual([]);
    expect(pendingPage.meta.totalRows).toBe(0);
    const settledPage = applyBetUpdate(page([bet()], 1), done, settled);
    expect(settledPage.data[0]).toEqual(done);
  });

  it("replaces a row where it is", () => {
    const a = bet();
    const b = bet();
    const refunded = { ...b, status: 4 as const, refundAmount: "1.00" };
    const result = applyBetUpdate(page([a, b]), refunded, settled);
    expect(result.data).toEqual([a, refunded]);
    expect(result.meta.totalRows).toBe(2);
  });

  it("leaves later pages and other accounts' lists alone", () => {
    const list = page([bet()], 45, 2);
    expect(applyBetUpdate(list, bet(), { ...settled, page: 2 })).toBe(list);
    const mine = page([bet()]);
    expect(
      applyBetUpdate(mine, bet({ accountId: OTHER_ACCOUNT }), { ...settled, accountId: ACCOUNT }),
    ).toBe(mine);
  });

  it("keeps a full first page at its size and counts the new page", () => {
    const full = page(
      Array.from({ length: BETS_PER_PAGE }, () => bet()),
      BETS_PER_PAGE,
    );
    const result = applyBetUpdate(full, bet(), settled);
    expect(result.data).toHaveLength(BETS_PER_PAGE);
    expect(result.meta.totalRows).toBe(BETS_PER_PAGE + 1);
    expect(result.meta.totalPages).toBe(2);
  });
});
