import { describe, expect, it } from "vitest";
import { cashOutValue } from "./cashout-value.ts";
import { legOutcomeOf, LOST, VOID, WON } from "./rules.ts";

describe("cash-out value", () => {
  it("is the stake when the price has not moved", () => {
    expect(cashOutValue("single", null, [{ odds: 250, outcome: null, now: 250 }], 1_000n)).toBe(
      1_000n,
    );
  });

  it("grows as the selection shortens and shrinks as it drifts", () => {
    // Taken at 2.50, now 1.25: worth twice the stake; now 5.00: half.
    expect(cashOutValue("single", null, [{ odds: 250, outcome: null, now: 125 }], 1_000n)).toBe(
      2_000n,
    );
    expect(cashOutValue("single", null, [{ odds: 250, outcome: null, now: 500 }], 1_000n)).toBe(
      500n,
    );
  });

  it("counts an accumulator's won legs at their odds and the open ones at taken / now", () => {
    const value = cashOutValue(
      "accumulator",
      null,
      [
        { odds: 200, outcome: WON, now: null },
        { odds: 300, outcome: null, now: 150 },
        { odds: 180, outcome: VOID, now: null },
      ],
      1_000n,
    );
    expect(value).toBe(4_000n); // 2.00 × (3.00 / 1.50) × 1 on 10.00
  });

  it("counts a half-won Asian leg at its factor", () => {
    const half = legOutcomeOf("half_won", null);
    // (1.90 + 1) / 2 × (2.20 / 2.00) on 10.00 = 15.95
    expect(
      cashOutValue(
        "accumulator",
        null,
        [
          { odds: 190, outcome: half, now: null },
          { odds: 220, outcome: null, now: 200 },
        ],
        1_000n,
      ),
    ).toBe(1_595n);
  });

  it("values a system bet over its combinations, even with a lost leg", () => {
    // 2/3 on 30.00 (10.00 a double): A won at 2.00, B lost, C taken at 3.00 and now 1.50.
    const value = cashOutValue(
      "system",
      2,
      [
        { odds: 200, outcome: WON, now: null },
        { odds: 250, outcome: LOST, now: null },
        { odds: 300, outcome: null, now: 150 },
      ],
      3_000n,
    );
    expect(value).toBe(4_000n); // A×C = 2.00 × 2 on 10.00; the doubles with B pay nothing
  });

  it("is not offered once a single or accumulator has lost, or a leg has no price", () => {
    expect(
      cashOutValue(
        "accumulator",
        null,
        [
          { odds: 200, outcome: LOST, now: null },
          { odds: 300, outcome: null, now: 150 },
        ],
        1_000n,
      ),
    ).toBeNull();
    expect(
      cashOutValue("single", null, [{ odds: 200, outcome: null, now: null }], 1_000n),
    ).toBeNull();
  });
});
