import { describe, expect, it } from "vitest";
import { gameWalletRequest } from "../../contracts/game-wallet.ts";
import type { BetRow, LegRow } from "./bet-store.ts";
import { transactionIds, walletRequest } from "./wallet-calls.ts";

const BET_ID = "6f1c2a4e-8d5b-4c7a-9e3f-1a2b3c4d5e6f";
const at = new Date("2030-05-01T18:00:00.000Z");

const bet: BetRow = {
  id: BET_ID,
  playerRef: "player",
  requestId: "0e7a1d1c-2b3c-4d5e-8f90-a1b2c3d4e5f6",
  requestHash: "hash",
  token: "launch-token-of-the-operator",
  currency: "EUR",
  subunitToUnit: 100n,
  kind: "accumulator",
  systemSize: null,
  combinations: 1,
  stake: 1_000n,
  remainingStake: 1_000n,
  payout: null,
  cashedOut: 0n,
  cashOuts: 0,
  oddsChange: "higher",
  isLive: false,
  state: "settling",
  call: null,
  refusal: null,
  acceptAt: null,
  createdAt: at,
  updatedAt: at,
  settledAt: null,
};

function leg(position: number, result: LegRow["result"], deadHeat: string | null = null): LegRow {
  return {
    betId: BET_ID,
    position,
    eventId: 100 + position,
    selectionId: `${100 + position}:1x2:home`,
    odds: 200,
    isLive: false,
    sportId: 66,
    eventName: `Home ${position} - Away ${position}`,
    marketName: "Match result",
    selectionName: `Home ${position}`,
    startsAt: at,
    placedCursor: 0,
    result,
    deadHeat,
  };
}

const legs = [leg(0, "won"), leg(1, "dead_heat", "1/2"), leg(2, null)];

describe("the wallet calls that end a sport bet", () => {
  it("send each leg's result, in the bet's order, with a settlement", () => {
    const request = walletRequest(
      bet,
      {
        action: "win",
        transactionId: transactionIds.settle(BET_ID),
        amount: "2000",
        finished: true,
        settles: "won",
      },
      legs,
    );
    expect(request).toMatchObject({
      action: "win",
      amount: "20.00",
      sport: {
        ending: "settled",
        legs: [
          { result: "won", deadHeat: null },
          { result: "dead_heat", deadHeat: "1/2" },
          { result: null, deadHeat: null },
        ],
      },
    });
    // What the operator's schema accepts.
    expect(gameWalletRequest.safeParse(request).success).toBe(true);
  });

  it("say cashed out for a cash-out, full or partial, and void for an all-void settlement", () => {
    const cashOut = walletRequest(
      bet,
      {
        action: "win",
        transactionId: transactionIds.cashOut(BET_ID, 1),
        amount: "400",
        finished: false,
        stakeTaken: "400",
      },
      legs,
    );
    expect(cashOut).toMatchObject({ finished: false, sport: { ending: "cashed_out" } });
    expect(gameWalletRequest.safeParse(cashOut).success).toBe(true);

    const voidWin = walletRequest(
      bet,
      {
        action: "win",
        transactionId: transactionIds.settle(BET_ID),
        amount: "600",
        finished: true,
        settles: "void",
      },
      legs,
    );
    expect(voidWin).toMatchObject({ sport: { ending: "void" } });

    const voided = walletRequest(
      bet,
      {
        action: "rollback",
        transactionId: transactionIds.settle(BET_ID),
        betTransactionId: transactionIds.bet(BET_ID),
      },
      [leg(0, "void"), leg(1, "void")],
    );
    expect(voided).toMatchObject({
      action: "rollback",
      sport: { ending: "void", legs: [{ result: "void" }, { result: "void" }] },
    });
    expect(gameWalletRequest.safeParse(voided).success).toBe(true);
  });

  it("say nothing of the legs when a placement is rolled back", () => {
    const request = walletRequest(
      bet,
      {
        action: "rollback",
        transactionId: transactionIds.rollback(BET_ID),
        betTransactionId: transactionIds.bet(BET_ID),
      },
      legs,
    );
    expect(request).not.toHaveProperty("sport");
  });
});
