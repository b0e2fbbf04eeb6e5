import { describe, expect, it } from "vitest";
import { netResult, nextReminderAt, parseRealityCheck } from "./reality-check.ts";

describe("reality checks", () => {
  it("reads the player's choice, 60 minutes unless they chose", () => {
    expect(parseRealityCheck(null)).toBe(60);
    expect(parseRealityCheck("0")).toBe(0);
    expect(parseRealityCheck("15")).toBe(15);
    expect(parseRealityCheck("7")).toBe(60);
  });

  it("reminds every N minutes from the start of play, never when off, none skipped", () => {
    const start = 1_000_000;
    expect(nextReminderAt(start, 15, 0)).toBe(start + 15 * 60_000);
    expect(nextReminderAt(start, 15, 1)).toBe(start + 30 * 60_000);
    expect(nextReminderAt(start, 0, 0)).toBeNull();
  });

  it("adds up wins minus stakes per currency, exactly", () => {
    const rounds = [
      { id: "a", currency: "USD", betAmount: "1.00", winAmount: "0.40" },
      { id: "b", currency: "USD", betAmount: "0.10", winAmount: "0.30" },
      { id: "c", currency: "BTC", betAmount: "0.00010000", winAmount: "0.00025000" },
    ];
    expect(netResult(rounds)).toEqual([
      { currency: "USD", amount: "-0.40" },
      { currency: "BTC", amount: "+0.00015000" },
    ]);
    expect(netResult([])).toEqual([]);
  });
});
