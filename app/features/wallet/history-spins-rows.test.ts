import { describe, expect, it } from "vitest";
import type { GameSpin } from "../../../contracts/game.ts";
import {
  applySpinCreated,
  formatMultiplier,
  spinFilters,
  spinRow,
  SPINS_PER_PAGE,
  type SpinsPage,
} from "./history-spins-rows.ts";

const ACCOUNT = "5b1f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
let next = 0;
function spin(overrides: Partial<GameSpin> = {}): GameSpin {
  next += 1;
  return {
    id: `00000000-0000-4000-9000-${String(next).padStart(12, "0")}`,
    roundId: `r${next}`,
    game: {
      id: 1,
      identity: "sevens-dice",
      name: "Dice",
      image: "/dice.png",
      provider: { identity: "sevens", name: "Sevens" },
    },
    currency: "EUR",
    betAmount: "2.00",
    winAmount: "5.00",
    multiplier: "2.50",
    status: 2,
    finishedAt: "2025-01-01T10:00:02.000Z",
    ...overrides,
  };
}

function page(data: GameSpin[]): SpinsPage {
  return {
    data,
    meta: { page: 1, perPage: SPINS_PER_PAGE, totalRows: data.length, totalPages: 1 },
  };
}

describe("spin rows", () => {
  it("shows the multiplier as the API wrote it, in the locale's decimals", () => {
    expect(formatMultiplier("2.50", "en")).toBe("2.50×");
    expect(formatMultiplier("2.50", "de")).toBe("2,50×");
    expect(formatMultiplier("1234.00", "en")).toBe("1,234.00×");
    expect(formatMultiplier("0.00", "en")).toBe("0.00×");
  });

  it("writes Persian multipliers in Persian digits throughout, the fraction too", () => {
    expect(formatMultiplier("12.50", "fa")).toBe("۱۲٫۵۰×");
  });

  it("shows a dash for a refunded round or an unreadable multiplier", () => {
    expect(formatMultiplier(null, "en")).toBe("—");
    expect(formatMultiplier("NaN", "en")).toBe("—");
  });

  it("marks wins, and names the status", () => {
    expect(spinRow(spin(), "en")).toMatchObject({
      status: "won",
      paidOut: true,
      multiplier: "2.50×",
    });
    expect(spinRow(spin({ status: 3, winAmount: "0.00", multiplier: "0.00" }), "en")).toMatchObject(
      {
        status: "lost",
        paidOut: false,
      },
    );
    expect(spinRow(spin({ status: 4, multiplier: null, winAmount: "0.00" }), "en")).toMatchObject({
      status: "refunded",
      multiplier: "—",
    });
  });

  it("reads the account and the page from the address", () => {
    expect(spinFilters(new URLSearchParams(`account=${ACCOUNT}&page=2`))).toEqual({
      page: 2,
      perPage: SPINS_PER_PAGE,
      accountId: ACCOUNT,
    });
    expect(spinFilters(new URLSearchParams("account=nope"))).toEqual({
      page: 1,
      perPage: SPINS_PER_PAGE,
    });
  });
});

describe("applySpinCreated", () => {
  const filters = { page: 1, perPage: SPINS_PER_PAGE };

  it("puts a finished round on top of the first page, once", () => {
    const old = spin();
    const fresh = spin();
    const result = applySpinCreated(page([old]), fresh, filters);
    expect(result.data.map((row) => row.id)).toEqual([fresh.id, old.id]);
    expect(result.meta.totalRows).toBe(2);
    expect(applySpinCreated(result, fresh, filters)).toBe(result);
  });

  it("leaves later pages and account-filtered lists to the reload", () => {
    const list = page([spin()]);
    expect(applySpinCreated(list, spin(), { ...filters, page: 2 })).toBe(list);
    expect(applySpinCreated(list, spin(), { ...filters, accountId: ACCOUNT })).toBe(list);
  });
});
