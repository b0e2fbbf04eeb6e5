import { describe, expect, it, vi } from "vitest";
import {
  bonusAlert,
  bonusCodeAlert,
  bonusState,
  createDebounced,
  freeSpinAlert,
  isListed,
  normalizeBonusCode,
  wagerPercent,
  wagerRemaining,
} from "./bonus-view.ts";

describe("bonus state", () => {
  it("labels statuses 1 and 2 issued and active whatever the result", () => {
    expect(bonusState({ status: 1, result: 1 })).toBe("issued");
    expect(bonusState({ status: 2, result: 1 })).toBe("active");
  });

  it("labels a finished bonus by its result", () => {
    expect(bonusState({ status: 3, result: 2 })).toBe("played");
    expect(bonusState({ status: 3, result: 3 })).toBe("canceled");
    expect(bonusState({ status: 3, result: 4 })).toBe("expired");
    expect(bonusState({ status: 3, result: 5 })).toBe("lost");
  });

  it("keeps only issued and active items in player lists", () => {
    expect([1, 2, 3].map((status) => isListed({ status }))).toEqual([true, true, false]);
  });
});

describe("wagering progress", () => {
  it("is the whole percent wagered, rounded down", () => {
    expect(wagerPercent({ current: "0.00", required: "350.00" })).toBe(0);
    expect(wagerPercent({ current: "35.00", required: "350.00" })).toBe(10);
    expect(wagerPercent({ current: "349.99", required: "350.00" })).toBe(99);
    expect(wagerPercent({ current: "350.00", required: "350.00" })).toBe(100);
  });

  it("compares amounts with different decimals exactly (crypto)", () => {
    expect(wagerPercent({ current: "0.00012", required: "0.00048000" })).toBe(25);
    expect(wagerPercent({ current: "1", required: "3.00000000" })).toBe(33);
  });

  it("never leaves 0..100, and nothing to wager is done", () => {
    expect(wagerPercent({ current: "900.00", required: "350.00" })).toBe(100);
    expect(wagerPercent({ current: "0.00", required: "0.00" })).toBe(100);
  });

  it("falls back to the server's percentage when an amount can't be read", () => {
    expect(wagerPercent({ current: "n/a", required: "350.00", percentage: 42.7 })).toBe(42);
    expect(wagerPercent({ current: "n/a", required: "350.00", percentage: "140" })).toBe(100);
    expect(wagerPercent({ current: "n/a", required: "350.00" })).toBe(0);
  });

  it("says what is left to wager, never below zero", () => {
    expect(wagerRemaining({ current: "35.50", required: "350.00" })).toBe("314.50");
    expect(wagerRemaining({ current: "400.00", required: "350.00" })).toBe("0.00");
    expect(wagerRemaining({ current: "0.00012", required: "0.00048000" })).toBe("0.00036000");
    expect(wagerRemaining({ current: "5", required: "20" })).toBe("15");
  });
});

describe("bonus alerts", () => {
  const params = { name: "Welcome 100%", amount: "100.00", currency: "USD" };

  it("raises success for issued, activated and played, error for the rest", () => {
    const types = (["issued", "active", "played", "canceled", "expired", "lost"] as const).map(
      (state) => bonusAlert(state, undefined, params)?.type,
    );
    expect(types).toEqual(["success", "success", "success", "error", "error", "error"]);
    expect(bonusAlert("lost", "active", params)?.title).toBe("bonus.bonusLost.title");
  });

  it("raises nothing when the state did not change (a progress update)", () => {
    expect(bonusAlert("active", "active", params)).toBeNull();
  });

  it("fills the played sum from the amount when the message has none", () => {
    expect(bonusAlert("played", "active", params)?.params).toMatchObject({ sum: "100.00" });
    expect(bonusAlert("played", "active", { ...params, sum: "80.00" })?.params).toMatchObject({
      sum: "80.00",
    });
  });

  it("has no lost state for free spins", () => {
    const spin = { count: 20, game: "Lucky Sevens", currency: "USD" };
    expect(freeSpinAlert("issued", undefined, spin)?.title).toBe("freeSpin.freeSpinIssued.title");
    expect(freeSpinAlert("expired", "issued", spin)?.type).toBe("error");
    expect(freeSpinAlert("lost", "active", spin)).toBeNull();
  });

  it("alerts code statuses 3 (incorrect) and 4 (not available) only", () => {
    expect(bonusCodeAlert(3)?.title).toBe("bonus.bonusCodeIncorrect.title");
    expect(bonusCodeAlert(4)?.title).toBe("bonus.bonusCodeNotAvailable.title");
    expect(bonusCodeAlert(1)).toBeNull();
  });
});

describe("bonus codes", () => {
  it("trims and upper-cases a code", () => {
    expect(normalizeBonusCode("  welcome100 ")).toEqual({ code: "WELCOME100" });
  });

  it("refuses empty codes and odd characters before sending", () => {
    expect(normalizeBonusCode("   ")).toEqual({ problem: "required" });
    expect(normalizeBonusCode("<script>")).toEqual({ problem: "format" });
    expect(normalizeBonusCode("x".repeat(51))).toEqual({ problem: "format" });
  });
});

describe("debounced refresh", () => {
  it("runs once, 500 ms after the last of a burst", () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      const refresh = createDebounced(task, 500);
      refresh.call();
      vi.advanceTimersByTime(300);
      refresh.call();
      vi.advanceTimersByTime(499);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      refresh.call();
      refresh.cancel();
      vi.advanceTimersByTime(1000);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
