import { describe, expect, it } from "vitest";
import type { StreamEvent } from "../../platform/event-stream.ts";
import { BET_TOPICS } from "../game/bet-events.ts";
import { DEPOSIT_SUCCEEDED_TOPIC } from "../payment/deposit-events.ts";
import { SIGN_IN_TOPIC } from "../player/sessions/sign-in-events.ts";
import { stepOf, type TaskState } from "./progress.ts";
import { questFactOf, sportOf } from "./progress-effect.ts";

const createdAt = new Date("2026-03-10T12:00:00Z");
const lookups = {
  currencies: new Map([
    ["EUR", { subunitToUnit: 100n, rate: "1.08" }],
    ["USD", { subunitToUnit: 100n, rate: "1" }],
  ]),
  roundStarts: new Map([["round-1", new Date("2026-03-10T11:00:00Z")]]),
};

function event(topic: string, payload: Record<string, unknown>): StreamEvent {
  return { id: 1, topic, payload: { playerId: "p1", ...payload }, createdAt };
}

const accumulators: TaskState = {
  position: 0,
  type: "sportAccumulator",
  quantity: 1n,
  progress: 0n,
  gameIds: [],
  minBet: null,
  minMultiplier: null,
  minLegs: 3,
  lastDay: null,
  completed: false,
};

describe("stream events as quest facts", () => {
  it("reads a hand-made sport bet.placed fact with its slip, and counts it for accumulators", () => {
    const fact = questFactOf(
      event(BET_TOPICS.placed, {
        betId: "b1",
        currency: "EUR",
        amount: "1000",
        gameId: 7,
        sport: { legs: 4, kind: "accumulator" },
      }),
      lookups,
    );
    expect(fact).toEqual({
      playerId: "p1",
      fact: {
        kind: "bet",
        at: createdAt,
        gameId: 7,
        stakeBaseCents: 1080n,
        sport: { legs: 4, kind: "accumulator" },
      },
    });
    expect(fact && stepOf(accumulators, fact.fact).delta).toBe(1n);
  });

  it("never counts a bet without a slip, or with a malformed one, as an accumulator", () => {
    for (const sport of [
      undefined,
      null,
      { legs: 4 },
      { legs: 0, kind: "accumulator" },
      { legs: 4, kind: "parlay" },
    ]) {
      const fact = questFactOf(
        event(BET_TOPICS.placed, { currency: "USD", amount: "100", gameId: 7, sport }),
        lookups,
      );
      expect(fact?.fact).toMatchObject({ kind: "bet", sport: null });
      expect(fact && stepOf(accumulators, fact.fact).delta).toBe(0n);
    }
    expect(sportOf({ legs: 2, kind: "system" })).toEqual({ legs: 2, kind: "system" });
  });

  it("dates a refund at its round's start and reads deposits, settlements and sign-ins", () => {
    expect(
      questFactOf(
        event(BET_TOPICS.refunded, { betId: "round-1", currency: "USD", amount: "250", gameId: 7 }),
        lookups,
      )?.fact,
    ).toEqual({
      kind: "refund",
      at: new Date("2026-03-10T11:00:00Z"),
      gameId: 7,
      amountBaseCents: 250n,
    });
    expect(
      questFactOf(event(DEPOSIT_SUCCEEDED_TOPIC, { currency: "EUR", amount: "5000" }), lookups)
        ?.fact,
    ).toEqual({ kind: "deposit", at: createdAt, amountBaseCents: 5400n });
    expect(
      questFactOf(
        event(BET_TOPICS.settled, {
          currency: "USD",
          betAmount: "100",
          winAmount: "1500",
          gameId: 7,
        }),
        lookups,
      )?.fact,
    ).toMatchObject({ kind: "settle", betAmount: 100n, winAmount: 1500n, betBaseCents: 100n });
    expect(questFactOf(event(SIGN_IN_TOPIC, { day: "2026-03-10" }), lookups)?.fact).toEqual({
      kind: "signIn",
      at: createdAt,
      day: "2026-03-10",
    });
  });

  it("ignores what it cannot read: an unknown currency, a malformed amount, no player", () => {
    expect(
      questFactOf(event(BET_TOPICS.placed, { currency: "XXX", amount: "1", gameId: 7 }), lookups),
    ).toBeNull();
    expect(
      questFactOf(event(BET_TOPICS.placed, { currency: "USD", amount: "-1", gameId: 7 }), lookups),
    ).toBeNull();
    expect(
      questFactOf(
        { id: 1, topic: BET_TOPICS.placed, payload: { amount: "1" }, createdAt },
        lookups,
      ),
    ).toBeNull();
  });
});
