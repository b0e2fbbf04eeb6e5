import { describe, expect, it } from "vitest";
import { BONUS_RESULT, BONUS_STATUS } from "../../../contracts/bonus.ts";
import {
  cancelLocked,
  contributionPercent,
  conversion,
  convertFromBase,
  depositMatch,
  jurisdictionRefusal,
  resolveTerms,
  settledOutcome,
  transition,
  wagerContribution,
  wagerPercentage,
  wagerRequired,
  type CurrencyFacts,
} from "./rules.ts";

const USD: CurrencyFacts = { code: "USD", subunitToUnit: 100n, rate: "1" };
const EUR: CurrencyFacts = { code: "EUR", subunitToUnit: 100n, rate: "1.08" };
const BTC: CurrencyFacts = { code: "BTC", subunitToUnit: 100_000_000n, rate: "65000" };
const ETH: CurrencyFacts = { code: "ETH", subunitToUnit: 1_000_000_000n, rate: "3200" };
const USDT: CurrencyFacts = { code: "USDT", subunitToUnit: 1_000_000n, rate: "1" };
const IDR: CurrencyFacts = { code: "IDR", subunitToUnit: 100n, rate: "0.000062" };

describe("terms per currency", () => {
  const amounts = {
    base: { maxAmount: "500.00", minDeposit: "20.00", maxBet: "5.00" },
    EUR: { maxAmount: "450.00", minDeposit: "20.00" },
  };

  it("uses the terms written for a currency, and the base ones for a term it leaves out", () => {
    const terms = resolveTerms(amounts, EUR, USD);
    expect(terms).toMatchObject({ maxAmount: 45_000n, minDeposit: 2_000n, explicit: true });
    // 5.00 USD at 1.08 USD per EUR is 4.62 EUR (rounded down).
    expect(terms.maxBet).toBe(462n);
  });

  it("converts base terms by rate into crypto minor units, rounded down", () => {
    // 500 USD / 65000 = 0.00769230 BTC; 20 USD = 0.00030769 BTC.
    expect(resolveTerms(amounts, BTC, USD)).toMatchObject({
      maxAmount: 769_230n,
      minDeposit: 30_769n,
      explicit: false,
    });
    // 500 USD / 3200 = 0.156250000 ETH.
    expect(resolveTerms(amounts, ETH, USD).maxAmount).toBe(156_250_000n);
    expect(resolveTerms(amounts, USDT, USD).maxAmount).toBe(500_000_000n);
    // 20 USD / 0.000062 = 322580.64 IDR.
    expect(resolveTerms(amounts, IDR, USD).minDeposit).toBe(32_258_064n);
  });

  it("leaves a term no one wrote empty and refuses an unusable rate", () => {
    expect(resolveTerms(amounts, USD, USD).amount).toBeNull();
    expect(convertFromBase(100n, USD, { code: "XXX", subunitToUnit: 100n, rate: "0" })).toBeNull();
  });
});

describe("deposit matches and wagering", () => {
  it("matches a percentage of the deposit up to the cap", () => {
    expect(depositMatch(5_000n, 100, 50_000n)).toBe(5_000n);
    expect(depositMatch(80_000n, 100, 50_000n)).toBe(50_000n);
    expect(depositMatch(3_333n, 25, null)).toBe(833n);
    // 0.01 BTC at 50 % up to 0.00769230 BTC.
    expect(depositMatch(1_000_000n, 50, 769_230n)).toBe(500_000n);
  });

  it("asks multiplier times the bonus, nothing for a no-wagering bonus", () => {
    expect(wagerRequired(5_000n, 30)).toBe(150_000n);
    expect(wagerRequired(500_000n, 10)).toBe(5_000_000n);
    expect(wagerRequired(5_000n, 0)).toBe(0n);
  });

  it("counts a stake by its game's percentage: the game's own, its type's, else the default", () => {
    const contributions = { default: 100, types: { roulette: 10 }, games: { "slot-x": 50 } };
    const slot = { identity: "slot-y", type: "slot", isBonusWagering: true };
    expect(contributionPercent(contributions, slot)).toBe(100);
    expect(contributionPercent(contributions, { ...slot, identity: "slot-x" })).toBe(50);
    expect(contributionPercent(contributions, { ...slot, type: "roulette" })).toBe(10);
    expect(contributionPercent(contributions, { ...slot, isBonusWagering: false })).toBe(0);
    expect(wagerContribution(1_999n, 10)).toBe(199n);
    expect(wagerContribution(123_456_789n, 100)).toBe(123_456_789n);
  });

  it("reports whole percent done, rounded down and never above 100", () => {
    expect(wagerPercentage(0n, 150_000n)).toBe(0);
    expect(wagerPercentage(149_999n, 150_000n)).toBe(99);
    expect(wagerPercentage(150_000n, 150_000n)).toBe(100);
    expect(wagerPercentage(900_000n, 150_000n)).toBe(100);
    expect(wagerPercentage(0n, 0n)).toBe(100);
  });

  it("converts the bonus balance up to the cap and takes the rest back", () => {
    expect(conversion(12_345n, null)).toEqual({ converted: 12_345n, forfeited: 0n });
    expect(conversion(12_345n, 10_000n)).toEqual({ converted: 10_000n, forfeited: 2_345n });
    expect(conversion(0n, 10_000n)).toEqual({ converted: 0n, forfeited: 0n });
  });
});

describe("state machine", () => {
  const issued = { status: BONUS_STATUS.ISSUED };
  const active = { status: BONUS_STATUS.ACTIVE };
  const finished = { status: BONUS_STATUS.FINISHED };

  it("activates an issued bonus, and finishes it canceled or expired", () => {
    expect(transition(issued, "activate")).toEqual({ status: 2, result: BONUS_RESULT.NONE });
    expect(transition(issued, "cancel")).toEqual({ status: 3, result: BONUS_RESULT.CANCELED });
    expect(transition(issued, "expire")).toEqual({ status: 3, result: BONUS_RESULT.EXPIRED });
    expect(transition(issued, "lose")).toBeNull();
  });

  it("finishes an active bonus played, canceled, expired or lost; never activates it again", () => {
    expect(transition(active, "play")).toEqual({ status: 3, result: BONUS_RESULT.PLAYED });
    expect(transition(active, "cancel")).toEqual({ status: 3, result: BONUS_RESULT.CANCELED });
    expect(transition(active, "expire")).toEqual({ status: 3, result: BONUS_RESULT.EXPIRED });
    expect(transition(active, "lose")).toEqual({ status: 3, result: BONUS_RESULT.LOST });
    expect(transition(active, "activate")).toBeNull();
  });

  it("never changes a finished one, and free spins are never lost", () => {
    for (const event of ["activate", "play", "cancel", "expire", "lose"] as const) {
      expect(transition(finished, event)).toBeNull();
    }
    expect(transition(active, "lose", { freespins: true })).toBeNull();
    expect(transition(active, "play", { freespins: true })).toEqual({ status: 3, result: 2 });
  });

  it("ends an active bonus once its rounds settled: played when wagered, lost when empty", () => {
    const base = { wagerCurrent: 0n, wagerRequired: 100n, bonusBalance: 50n, openRounds: false };
    expect(settledOutcome(base)).toBeNull();
    expect(settledOutcome({ ...base, wagerCurrent: 100n })).toBe("play");
    expect(settledOutcome({ ...base, bonusBalance: 0n })).toBe("lose");
    expect(settledOutcome({ ...base, wagerCurrent: 100n, openRounds: true })).toBeNull();
    expect(settledOutcome({ ...base, bonusBalance: 0n, openRounds: true })).toBeNull();
    expect(settledOutcome({ ...base, wagerCurrent: 100n, bonusBalance: 0n })).toBe("lose");
  });
});

describe("GB rules", () => {
  const terms = { wagerMultiplier: 10, products: ["casino"] };

  it("refuses wagering above 10 times and mixed products to players in GB only", () => {
    expect(jurisdictionRefusal(["GB", null], terms)).toBeNull();
    expect(jurisdictionRefusal(["gb"], { ...terms, wagerMultiplier: 11 })).toBe(
      "wagering-above-10x",
    );
    expect(jurisdictionRefusal([null, "GB"], { ...terms, products: ["casino", "sport"] })).toBe(
      "mixed-products",
    );
    expect(jurisdictionRefusal(["DE", "DE"], { ...terms, wagerMultiplier: 35 })).toBeNull();
  });

  it("lets a GB player cancel any bonus", () => {
    expect(cancelLocked(true, ["GB"])).toBe(false);
    expect(cancelLocked(true, ["DE"])).toBe(true);
    expect(cancelLocked(false, ["DE"])).toBe(false);
  });
});
