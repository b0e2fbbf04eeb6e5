import { describe, expect, it } from "vitest";
import { GAME_BET_STATUS } from "../../../contracts/game.ts";
import type { RoundView } from "./round-store.ts";
import {
  isBigWin,
  maskedPlayerName,
  multiplierOf,
  toGameBet,
  toGameSpin,
  toGameWinner,
} from "./round-views.ts";

const tile = { "1x": "/a.png", "2x": "/a@2x.png", "3x": "/a@3x.png" };

function view(overrides: Partial<RoundView> = {}): RoundView {
  return {
    id: "7d3c1f3e-5a0b-4c2e-9a51-1e2f3a4b5c6d",
    roundId: "r-1",
    playerId: "1a2b3c4d-0000-4000-8000-000000000000",
    walletAccountId: "2b3c4d5e-0000-4000-8000-000000000000",
    currency: "BTC",
    betAmount: 1_000n,
    winAmount: 0n,
    refundAmount: 0n,
    status: GAME_BET_STATUS.LOST,
    createdAt: new Date("2025-01-01T10:00:00Z"),
    settledAt: new Date("2025-01-01T10:00:05Z"),
    gameId: 3,
    gameIdentity: "sevens-dice",
    gameName: "Dice",
    gameImages: { "200x200": tile, "200x300": tile },
    providerIdentity: "sevens-originals",
    providerName: "Sevens Originals",
    subunitToUnit: 100_000_000n,
    nickname: null,
    firstName: null,
    sport: null,
    sportSettlement: null,
    ...overrides,
  };
}

describe("maskedPlayerName", () => {
  const id = "1a2b3c4d-0000-4000-8000-000000000000";
  it("keeps two characters of the nickname, else of the first name", () => {
    expect(maskedPlayerName({ id, nickname: "Maverick", firstName: "Anna" })).toBe("Ma***");
    expect(maskedPlayerName({ id, nickname: "  ", firstName: "Анна" })).toBe("Ан***");
    expect(maskedPlayerName({ id, nickname: null, firstName: "Q" })).toBe("Q***");
  });
  it("falls back to four characters of the id", () => {
    expect(maskedPlayerName({ id, nickname: null, firstName: null })).toBe("Player 1a2b");
  });
});

describe("multipliers and big wins", () => {
  it("divides with two decimals, rounding down", () => {
    expect(multiplierOf(2_500n, 1_000n)).toBe("2.50");
    expect(multiplierOf(1n, 3n)).toBe("0.33");
    expect(multiplierOf(0n, 1_000n)).toBe("0.00");
    expect(multiplierOf(5n, 0n)).toBeNull();
  });

  it("measures a win against the stake net of refunds", () => {
    const won = view({ status: GAME_BET_STATUS.WON, winAmount: 1_000n, refundAmount: 500n });
    expect(isBigWin(won)).toBe(true);
    expect(toGameWinner(won)).toMatchObject({
      betAmount: "0.00000500",
      winAmount: "0.00001000",
      multiplier: "2.00",
      playerName: "Player 1a2b",
    });
    expect(isBigWin(view({ status: GAME_BET_STATUS.WON, winAmount: 1_999n }))).toBe(false);
    expect(isBigWin(view({ status: GAME_BET_STATUS.LOST }))).toBe(false);
  });

  it("shows a refunded spin's stake without a multiplier", () => {
    const spin = toGameSpin(view({ status: GAME_BET_STATUS.REFUNDED, refundAmount: 1_000n }));
    expect(spin).toMatchObject({
      betAmount: "0.00001000",
      multiplier: null,
      status: 4,
      finishedAt: "2025-01-01T10:00:05.000Z",
    });
    expect(toGameSpin(view()).multiplier).toBe("0.00");
  });
});

describe("a sport bet's settlement in the bets history", () => {
  const sport = {
    kind: "single",
    legs: 1,
    systemSize: null,
    odds: "1.85",
    selections: [
      {
        eventId: 1,
        eventName: "Arsenal - Chelsea",
        sportId: 66,
        marketName: "Match result",
        selectionName: "Arsenal",
        odds: "1.85",
        startsAt: "2030-05-01T18:00:00.000Z",
        isLive: false,
      },
    ],
  };

  it("shows the ending and the legs' results the book sent", () => {
    const settlement = { ending: "cashed_out", legs: [{ result: null, deadHeat: null }] };
    expect(toGameBet(view({ sport, sportSettlement: settlement })).sportSettlement).toEqual(
      settlement,
    );
  });

  it("shows none for a malformed one, or one without the bet's slip", () => {
    const malformed = { ending: "paid", legs: [{ result: "won" }] };
    expect(toGameBet(view({ sport, sportSettlement: malformed })).sportSettlement).toBeNull();
    const orphan = { ending: "settled", legs: [{ result: "won", deadHeat: null }] };
    expect(toGameBet(view({ sportSettlement: orphan })).sportSettlement).toBeNull();
  });
});
