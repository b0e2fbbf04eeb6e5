import { describe, expect, it } from "vitest";
import { fromBaseCents, toBaseCents } from "./base-money.ts";

describe("base-currency amounts", () => {
  it("converts an amount to base cents at its rate", () => {
    expect(toBaseCents(1250n, 100n, "1.080000000000000000")).toBe(1350n);
    // 0.001 BTC at 65 000 USD.
    expect(toBaseCents(100_000n, 100_000_000n, "65000")).toBe(6500n);
    expect(toBaseCents(-1250n, 100n, "1.08")).toBe(-1350n);
  });

  it("converts base cents back to a currency's minor units, rounded half-up", () => {
    expect(fromBaseCents(5000n, 100n, "1.08")).toBe(4630n);
    expect(fromBaseCents(5000n, 100n, "1")).toBe(5000n);
    // 100.00 USD in BTC at 65 000: 0.00153846 BTC.
    expect(fromBaseCents(10_000n, 100_000_000n, "65000.000000000000000000")).toBe(153_846n);
    expect(fromBaseCents(100n, 100n, "0")).toBe(0n);
  });

  it("gives back the same amount for a round trip in the base currency", () => {
    expect(fromBaseCents(toBaseCents(12_345n, 100n, "1"), 100n, "1")).toBe(12_345n);
  });
});
