import { describe, expect, it } from "vitest";
import house from "../../content/en/house.json" with { type: "json" };
import { createI18n } from "../../app/lib/i18n.ts";
import {
  isWin,
  roundStatus,
  roundSummary,
  summaryValues,
  type RoundSummary,
} from "./round-summary.ts";

const i18n = createI18n("en", { house });

/** The summary as the frame shows it, in the English catalogue. */
function fill(summary: RoundSummary | null) {
  const t = (key: string) => i18n.t(key, { ns: "house" });
  return summary ? i18n.t(summary.key, { ...summaryValues(summary, t), ns: "house" }) : null;
}

const settled = {
  isOpen: false,
  nonce: 7,
  currency: "USD",
  betAmount: "1.00",
  payout: "1.98",
  multiplier: "1.9800",
};

describe("roundSummary", () => {
  it("describes each game's result", () => {
    expect(
      fill(
        roundSummary({
          type: "dice",
          isOpen: false,
          view: { roll: 2574, target: 5000, direction: "under" },
        }),
      ),
    ).toBe("Rolled 25.74 (under 50.00)");
    expect(
      fill(roundSummary({ type: "limbo", isOpen: false, view: { result: 321, target: 200 } })),
    ).toBe("Result 3.21× (target 2.00×)");
    expect(
      fill(roundSummary({ type: "keno", isOpen: false, view: { picks: [1, 2, 3], hits: [2] } })),
    ).toBe("1 of 3 picks hit");
    expect(
      fill(
        roundSummary({
          type: "plinko",
          isOpen: false,
          view: { bucket: 4, rows: 8, risk: "high" },
        }),
      ),
    ).toBe("Slot 5 of 9 (8 rows, risk: High)");
    expect(
      fill(roundSummary({ type: "slots", isOpen: false, view: { freeSpins: [{}, {}] } })),
    ).toBe("Spin with 2 free spins");
  });

  it("says nothing of open rounds or unknown shapes", () => {
    expect(roundSummary({ type: "dice", isOpen: true, view: { roll: 1, target: 2 } })).toBeNull();
    expect(roundSummary({ type: "dice", isOpen: false, view: {} })).toBeNull();
    expect(roundSummary({ type: "mines", isOpen: false, view: {} })).toBeNull();
  });
});

describe("roundStatus", () => {
  it("announces a win with the new balance", () => {
    expect(fill(roundStatus(settled, "100.98"))).toBe(
      "Bet #7: won 1.98 USD (1.98×). Balance 100.98 USD.",
    );
  });

  it("announces a loss and a partial return", () => {
    expect(fill(roundStatus({ ...settled, payout: "0.00", multiplier: "0.0000" }, "99.00"))).toBe(
      "Bet #7: no win. Balance 99.00 USD.",
    );
    expect(fill(roundStatus({ ...settled, payout: "0.50", multiplier: "0.5000" }, "99.50"))).toBe(
      "Bet #7: 0.50 USD back (0.50×). Balance 99.50 USD.",
    );
  });

  it("announces an open round", () => {
    expect(
      fill(roundStatus({ ...settled, isOpen: true, payout: null, multiplier: "1.2500" }, "99.00")),
    ).toBe("Bet #7 in play at 1.25×. Balance 99.00 USD.");
    expect(
      fill(roundStatus({ ...settled, isOpen: true, payout: null, multiplier: null }, "99.00")),
    ).toBe("Bet #7 in play. Balance 99.00 USD.");
  });

  it("compares payout and bet as money", () => {
    expect(isWin({ payout: "10.00", betAmount: "9.99" })).toBe(true);
    expect(isWin({ payout: "1.00", betAmount: "1.00" })).toBe(false);
    expect(isWin({ payout: null, betAmount: "1.00" })).toBe(false);
  });
});
