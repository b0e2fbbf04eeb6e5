import { describe, expect, it } from "vitest";
import type { MoneyLimitPeriod } from "../../../contracts/limit.ts";
import {
  advancedModeErrors,
  betRefusal,
  depositFits,
  exclusionEnd,
  extendsExclusion,
  nextUsage,
  planChange,
  removalAt,
  settle,
  usageAt,
  windowAt,
  type LimitState,
} from "./rules.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date("2026-11-01T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function limit(patch: Partial<LimitState> = {}): LimitState {
  return {
    definition: 1,
    currency: "USD",
    period: "daily",
    amount: 10_000n,
    anchoredAt: T0,
    endsAt: null,
    usageWindowStart: null,
    usageAmount: 0n,
    pendingAmount: null,
    pendingPeriod: null,
    pendingRemoval: false,
    pendingAt: null,
    ...patch,
  };
}

describe("a change of a money limit", () => {
  const periods: MoneyLimitPeriod[] = ["daily", "weekly", "monthly"];
  const cases: {
    from: [bigint, MoneyLimitPeriod];
    to: [bigint, MoneyLimitPeriod];
    expected: "now" | "pending" | "cancel-pending";
  }[] = [];
  // Every definition shares the rule; every period pair × lower / same / higher amount.
  for (const fromPeriod of periods) {
    for (const toPeriod of periods) {
      const longer =
        ["daily", "weekly", "monthly"].indexOf(toPeriod) >= periods.indexOf(fromPeriod);
      cases.push({
        from: [100n, fromPeriod],
        to: [50n, toPeriod],
        expected: longer ? "now" : "pending",
      });
      cases.push({
        from: [100n, fromPeriod],
        to: [100n, toPeriod],
        expected: fromPeriod === toPeriod ? "cancel-pending" : longer ? "now" : "pending",
      });
      cases.push({ from: [100n, fromPeriod], to: [150n, toPeriod], expected: "pending" });
    }
  }

  it.each(cases)("$from → $to is $expected", ({ from, to, expected }) => {
    const plan = planChange(
      { amount: from[0], period: from[1] },
      { amount: to[0], period: to[1] },
      T0,
    );
    expect(plan.kind).toBe(expected);
    if (plan.kind === "pending") expect(plan.at).toEqual(at(DAY));
  });
});

describe("settle: pending changes after 24 hours", () => {
  const increase = limit({ pendingAmount: 20_000n, pendingPeriod: "daily", pendingAt: at(DAY) });

  it.each([
    { name: "an increase before its time", state: increase, when: at(DAY - 1), kind: "unchanged" },
    { name: "an increase at its time", state: increase, when: at(DAY), kind: "applied" },
    {
      name: "a removal before its time",
      state: limit({ pendingRemoval: true, pendingAt: at(DAY) }),
      when: at(HOUR),
      kind: "unchanged",
    },
    {
      name: "a removal after its time",
      state: limit({ pendingRemoval: true, pendingAt: at(DAY) }),
      when: at(2 * DAY),
      kind: "removed",
    },
    { name: "a limit with nothing pending", state: limit(), when: at(90 * DAY), kind: "unchanged" },
    {
      name: "a self-exclusion before its end",
      state: limit({ definition: 4, amount: null, period: "6m", endsAt: at(183 * DAY) }),
      when: at(182 * DAY),
      kind: "unchanged",
    },
    {
      name: "a self-exclusion at its end",
      state: limit({ definition: 4, amount: null, period: "6m", endsAt: at(183 * DAY) }),
      when: at(183 * DAY),
      kind: "ended",
    },
    {
      name: "a permanent self-exclusion, years on",
      state: limit({ definition: 4, amount: null, period: "permanent", endsAt: null }),
      when: at(3650 * DAY),
      kind: "unchanged",
    },
    {
      name: "a cooling-off after its end",
      state: limit({ definition: 5, amount: null, period: "1d", endsAt: at(DAY) }),
      when: at(DAY + 1),
      kind: "ended",
    },
    {
      name: "an exclusion ignores a pending field (never lifted early)",
      state: limit({
        definition: 5,
        amount: null,
        period: "7d",
        endsAt: at(7 * DAY),
        pendingRemoval: true,
        pendingAt: at(HOUR),
      }),
      when: at(2 * HOUR),
      kind: "unchanged",
    },
  ])("$name: $kind", ({ state, when, kind }) => {
    expect(settle(state, when).kind).toBe(kind);
  });

  it("an applied increase takes the new amount and clears what was pending", () => {
    const settled = settle(increase, at(DAY + HOUR));
    expect(settled).toMatchObject({
      kind: "applied",
      limit: { amount: 20_000n, pendingAt: null, pendingAmount: null },
    });
  });
});

describe("rolling periods and usage", () => {
  it.each([
    { period: "daily" as const, when: at(HOUR), start: T0, end: at(DAY) },
    { period: "daily" as const, when: at(DAY), start: at(DAY), end: at(2 * DAY) },
    { period: "weekly" as const, when: at(8 * DAY), start: at(7 * DAY), end: at(14 * DAY) },
    { period: "monthly" as const, when: at(29 * DAY), start: T0, end: at(30 * DAY) },
    { period: "monthly" as const, when: at(31 * DAY), start: at(30 * DAY), end: at(60 * DAY) },
  ])("$period at $when", ({ period, when, start, end }) => {
    expect(windowAt(T0, period, when)).toEqual({ start, end });
  });

  it("usage of an older window counts as zero", () => {
    const state = limit({ usageWindowStart: T0, usageAmount: 9_000n });
    expect(usageAt(state, at(HOUR))).toBe(9_000n);
    expect(usageAt(state, at(DAY + HOUR))).toBe(0n);
  });
});

describe("bets against bet and loss limits", () => {
  const bet = (patch: Partial<LimitState>) => limit({ definition: 1, ...patch });
  const loss = (patch: Partial<LimitState>) => limit({ definition: 2, ...patch });
  const used = (amount: bigint) => ({ usageWindowStart: T0, usageAmount: amount });

  it.each([
    { name: "no limits", limits: [], stake: 1_000_000n, expected: null },
    { name: "bet within the limit", limits: [bet(used(5_000n))], stake: 5_000n, expected: null },
    { name: "bet over the limit", limits: [bet(used(5_000n))], stake: 5_001n, expected: "bet" },
    {
      name: "bet over yesterday's usage is fine today",
      limits: [bet({ usageWindowStart: at(-DAY), usageAmount: 10_000n })],
      stake: 10_000n,
      expected: null,
    },
    { name: "loss within the limit", limits: [loss(used(9_000n))], stake: 1_000n, expected: null },
    { name: "loss over the limit", limits: [loss(used(9_000n))], stake: 1_001n, expected: "loss" },
    {
      name: "a player ahead has room up to the limit only",
      limits: [loss(used(-50_000n))],
      stake: 10_001n,
      expected: "loss",
    },
    {
      name: "the lowest limit wins: weekly lower than daily",
      limits: [
        bet({ amount: 10_000n }),
        bet({ period: "weekly", amount: 3_000n, ...used(2_000n) }),
      ],
      stake: 1_500n,
      expected: "bet",
    },
    {
      name: "bet and loss limits both checked",
      limits: [bet({ amount: 100_000n }), loss({ amount: 500n })],
      stake: 600n,
      expected: "loss",
    },
  ])("$name", ({ limits, stake, expected }) => {
    expect(betRefusal(limits, stake, at(HOUR))).toBe(expected);
  });

  it.each([
    {
      name: "a bet adds to a bet limit",
      state: bet(used(100n)),
      change: { kind: "bet" as const, amount: 50n },
      expected: 150n,
    },
    {
      name: "a win does not touch a bet limit",
      state: bet(used(100n)),
      change: { kind: "win" as const, amount: 50n },
      expected: null,
    },
    {
      name: "a refund gives a bet back",
      state: bet(used(100n)),
      change: { kind: "refund" as const, amount: 100n },
      expected: 0n,
    },
    {
      name: "a bet adds to a loss limit",
      state: loss(used(100n)),
      change: { kind: "bet" as const, amount: 50n },
      expected: 150n,
    },
    {
      name: "a win counts a loss back, below zero",
      state: loss(used(100n)),
      change: { kind: "win" as const, amount: 300n },
      expected: -200n,
    },
    {
      name: "a new window starts from zero",
      state: loss({ usageWindowStart: at(-DAY), usageAmount: 900n }),
      change: { kind: "bet" as const, amount: 10n },
      expected: 10n,
    },
  ])("$name", ({ state, change, expected }) => {
    const next = nextUsage(state as LimitState, change, at(HOUR));
    expect(next?.usageAmount ?? null).toBe(expected);
  });
});

describe("deposits", () => {
  it.each([
    { limits: [], amount: 1n, fits: true },
    { limits: [{ amount: 100n, used: 0n }], amount: 100n, fits: true },
    { limits: [{ amount: 100n, used: 1n }], amount: 100n, fits: false },
    {
      limits: [
        { amount: 1000n, used: 0n },
        { amount: 50n, used: 0n },
      ],
      amount: 60n,
      fits: false,
    },
  ])("$amount against $limits fits: $fits", ({ limits, amount, fits }) => {
    expect(depositFits(limits, amount)).toBe(fits);
  });
});

describe("exclusions", () => {
  it("end after their days, or never", () => {
    expect(exclusionEnd(T0, 1)).toEqual(at(DAY));
    expect(exclusionEnd(T0, null)).toBeNull();
  });

  it.each([
    { current: at(DAY), next: at(2 * DAY), extends: true },
    { current: at(2 * DAY), next: at(DAY), extends: false },
    { current: at(DAY), next: null, extends: true },
    { current: null, next: at(DAY), extends: false },
    { current: null, next: null, extends: false },
  ])("$current → $next extends: $extends", ({ current, next, extends: expected }) => {
    expect(extendsExclusion(current, next)).toBe(expected);
  });

  it("a removal waits a day", () => {
    expect(removalAt(T0)).toEqual(at(DAY));
  });
});

describe("advanced mode (SPEC §5)", () => {
  const item = (period: MoneyLimitPeriod, currency: string) => ({ period, currency, amount: "10" });
  const all = (currencies: string[]) =>
    (["daily", "weekly", "monthly"] as const).flatMap((period) =>
      currencies.map((currency) => item(period, currency)),
    );

  it("accepts every period with every currency", () => {
    expect(advancedModeErrors(all(["USD", "BTC"]), ["USD", "BTC"])).toEqual([]);
  });

  it("needs more than 2 period groups", () => {
    const errors = advancedModeErrors([item("daily", "USD"), item("weekly", "USD")], ["USD"]);
    expect(errors.join()).toMatch(/every period/);
  });

  it("needs every currency in each group", () => {
    const items = all(["USD"]);
    expect(advancedModeErrors(items, ["USD", "EUR"]).join()).toMatch(/EUR missing/);
  });

  it("refuses a currency the player has no account in, and duplicates", () => {
    const items = [...all(["USD"]), item("daily", "JPY"), item("daily", "USD")];
    const errors = advancedModeErrors(items, ["USD"]).join();
    expect(errors).toMatch(/no account in JPY/);
    expect(errors).toMatch(/twice/);
  });
});
