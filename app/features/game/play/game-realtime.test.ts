import { afterEach, describe, expect, it } from "vitest";
import type { GameBet, GameRef } from "../../../../contracts/game.ts";
import { gameBetAction } from "./game-realtime.tsx";
import { clearBetNotices, knownGame, maxBetNotice } from "./modals/bet-notices.ts";

const game: GameRef = {
  id: 7,
  identity: "sevens-dice",
  name: "Dice",
  image: "/img/dice.png",
  provider: { identity: "sevens", name: "Sevens Originals" },
};

function bet(overrides: Partial<GameBet> = {}): GameBet {
  return {
    id: "0b9c7f5e-6f1a-4f58-9f0e-1a2b3c4d5e6f",
    roundId: "r1",
    game,
    accountId: "5b1f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4",
    currency: "EUR",
    betAmount: "1.00",
    winAmount: "0.00",
    refundAmount: "0.00",
    status: 1,
    isSettled: false,
    createdAt: "2025-01-01T10:00:00.000Z",
    settledAt: null,
    sport: null,
    sportSettlement: null,
    ...overrides,
  };
}

afterEach(() => clearBetNotices());

describe("game:bets messages", () => {
  it("opens restricted-bets with the game's identity", () => {
    expect(gameBetAction({ event: "game.bet.restricted", game })).toEqual({
      kind: "modal",
      name: "restricted-bets",
      value: "sevens-dice",
    });
    expect(knownGame("sevens-dice")?.name).toBe("Dice");
  });

  it("opens max-bets with the identity and keeps maximum and currency for the dialog", () => {
    expect(
      gameBetAction({ event: "game.bet.max.exceed", game, maxBet: "5.00", currency: "EUR" }),
    ).toEqual({ kind: "modal", name: "max-bets", value: "sevens-dice" });
    expect(maxBetNotice("sevens-dice")).toEqual({ game, maxBet: "5.00", currency: "EUR" });
    expect(maxBetNotice("other")).toBeNull();
  });

  it("opens game-limit-reached with the limit's code", () => {
    expect(gameBetAction({ event: "game.limit.reached", game, code: 14101 })).toEqual({
      kind: "modal",
      name: "game-limit-reached",
      value: "14101",
    });
  });

  it("reports a newly placed bet, whether the bet is nested or spread", () => {
    const placed = bet();
    expect(gameBetAction({ event: "game.bet.updated", bet: placed })).toEqual({
      kind: "bet-placed",
      betId: placed.id,
    });
    expect(gameBetAction({ event: "game.bet.updated", ...placed })).toEqual({
      kind: "bet-placed",
      betId: placed.id,
    });
    expect(
      gameBetAction({ event: "game.bet.updated", bet: bet({ status: 2, isSettled: true }) }),
    ).toEqual({ kind: "none" });
  });

  it("ignores malformed and unknown messages", () => {
    expect(gameBetAction({ event: "game.bet.restricted" })).toEqual({ kind: "none" });
    expect(gameBetAction({ event: "game.bet.max.exceed", game, maxBet: 5 })).toEqual({
      kind: "none",
    });
    expect(gameBetAction({ event: "something.else", game })).toEqual({ kind: "none" });
    expect(maxBetNotice("sevens-dice")).toBeNull();
  });
});
