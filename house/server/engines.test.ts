import { describe, expect, it } from "vitest";
import { HOUSE_CATALOGUE, type CatalogueEntry } from "../games/catalogue.ts";
import { GameInputError } from "../games/errors.ts";
import { legalActions } from "../games/blackjack.ts";
import { multiplierBp as minesMultiplierBp } from "../games/mines.ts";
import type { OutcomeOf } from "../games/registry.ts";
import {
  applyMove,
  closeAbandoned,
  engineOf,
  evaluate,
  multiplierOf,
  openingParams,
  stakeOfParams,
  toJson,
  type RoundSeeds,
} from "./engines.ts";
import { openMultiplier, openOutcomeView, roundView, type RoundRow } from "./view.ts";

const SEEDS: RoundSeeds = {
  serverSeed: "7f1a9c3e5b2d4f6081a3c5e7092b4d6f8091a2b3c4d5e6f708192a3b4c5d6e7f",
  clientSeed: "sevens",
  nonce: 2,
};
const entry = (identity: string): CatalogueEntry => {
  const found = HOUSE_CATALOGUE.find((item) => item.identity === identity);
  if (!found) throw new Error(identity);
  return found;
};
const minesAt = (seeds: RoundSeeds, mines: number) =>
  (evaluate("mines", { mines, picks: [] }, seeds, 100n).outcome as OutcomeOf<"mines">)
    .minePositions;
const safeTiles = (positions: number[]) =>
  Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !positions.includes(tile));

describe("opening params", () => {
  it("takes a slot's title from the catalogue entry, never from the player", () => {
    const slot = HOUSE_CATALOGUE.find((item) => item.type === "slot");
    if (!slot?.slotTitle) throw new Error("no slot in the catalogue");
    expect(engineOf(slot)).toBe("slots");
    expect(openingParams("slots", slot, { title: "something-else" })).toEqual({
      title: slot.slotTitle,
    });
  });

  it("starts interactive games without moves and validates one-shot params", () => {
    expect(openingParams("mines", entry("sevens-mines"), { mines: 3, picks: [1, 2] })).toEqual({
      mines: 3,
      picks: [],
    });
    expect(openingParams("blackjack", entry("sevens-blackjack"), { actions: ["stand"] })).toEqual({
      actions: [],
    });
    expect(
      openingParams("dice", entry("sevens-dice"), { target: 5000, direction: "under" }),
    ).toEqual({ target: 5000, direction: "under" });
    expect(() => openingParams("dice", entry("sevens-dice"), { target: 99_999 })).toThrow(
      GameInputError,
    );
    expect(() => openingParams("mines", entry("sevens-mines"), { mines: 25 })).toThrow(
      /mines: mines/,
    );
  });

  it("roulette's stake is the sum of its chips", () => {
    const params = openingParams("roulette", entry("sevens-roulette"), {
      bets: [
        { type: "red", amount: "100" },
        { type: "straight", numbers: [7], amount: "50" },
      ],
    });
    expect(params["bets"]).toEqual([
      { type: "red", amount: "100" },
      { type: "straight", numbers: [7], amount: "50" },
    ]);
    expect(stakeOfParams("roulette", params)).toBe(150n);
    expect(stakeOfParams("dice", { target: 5000, direction: "under" })).toBeNull();
  });
});

describe("moves and settlement", () => {
  it("a move belongs to its game", () => {
    expect(() => applyMove("dice", {}, { action: "hit" })).toThrow(/"hit" is not a move of dice/);
    expect(() => applyMove("blackjack", { actions: [] }, { action: "cashout" })).toThrow(
      GameInputError,
    );
    expect(applyMove("blackjack", { actions: ["hit"] }, { action: "double" })).toEqual({
      params: { actions: ["hit", "double"] },
      extraBet: true,
      cashout: false,
    });
  });

  it("mines: safe reveals keep the round open; cash-out pays the multiplier; a mine pays 0", () => {
    const mines = minesAt(SEEDS, 3);
    const [first, second] = safeTiles(mines);
    if (first === undefined || second === undefined) throw new Error("no safe tiles");
    const one = applyMove("mines", { mines: 3, picks: [] }, { action: "reveal", tile: first });
    const open = evaluate("mines", one.params, SEEDS, 1_000n);
    expect(open).toMatchObject({ finished: false, payout: null });
    expect(() => evaluate("mines", { mines: 3, picks: [] }, SEEDS, 1_000n, true)).toThrow(
      /reveal at least one tile/,
    );
    const cashed = evaluate("mines", one.params, SEEDS, 1_000n, true);
    expect(cashed.finished).toBe(true);
    expect(cashed.payout).toBe((1_000n * minesMultiplierBp(3, 1)) / 10_000n);
    const boom = evaluate("mines", { mines: 3, picks: [second, mines[0]] }, SEEDS, 1_000n);
    expect(boom).toMatchObject({ finished: true, payout: 0n });
    const cleared = evaluate("mines", { mines: 3, picks: safeTiles(mines) }, SEEDS, 1_000n);
    expect(cleared.finished).toBe(true);
    expect(cleared.payout).toBe((1_000n * minesMultiplierBp(3, 22)) / 10_000n);
  });

  it("hi-lo cannot cash out before a guess", () => {
    expect(() => evaluate("hilo", { guesses: ["skip"] }, SEEDS, 100n, true)).toThrow(
      /at least one guess/,
    );
  });

  it("abandoned rounds keep the player's position", () => {
    expect(closeAbandoned("mines", { mines: 3, picks: [] }, SEEDS, 500n).evaluation).toMatchObject({
      finished: true,
      payout: 500n,
    });
    const safe = safeTiles(minesAt(SEEDS, 3))[0] as number;
    expect(
      closeAbandoned("mines", { mines: 3, picks: [safe] }, SEEDS, 500n).evaluation.payout,
    ).toBe((500n * minesMultiplierBp(3, 1)) / 10_000n);
    expect(closeAbandoned("hilo", { guesses: [] }, SEEDS, 500n).evaluation.payout).toBe(500n);
    // Blackjack: stand on whatever is left; the dealer plays it out.
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const seeds = { ...SEEDS, nonce };
      const closed = closeAbandoned("blackjack", { actions: [] }, seeds, 100n);
      expect(closed.evaluation.finished).toBe(true);
      const actions = closed.params["actions"] as string[];
      expect(actions.every((action) => action === "stand")).toBe(true);
      expect(closed.evaluation.payout).toBe(
        evaluate("blackjack", closed.params, seeds, 100n).payout,
      );
    }
  });

  it("formats multipliers with four decimals, rounded down", () => {
    expect(multiplierOf(198n, 100n)).toBe("1.9800");
    expect(multiplierOf(1n, 3n)).toBe("0.3333");
    expect(multiplierOf(0n, 100n)).toBe("0.0000");
  });
});

describe("open round views hide what the player may not know", () => {
  it("mines: no mine positions, the next multiplier instead", () => {
    const safe = safeTiles(minesAt(SEEDS, 5))[0] as number;
    const { outcome } = evaluate("mines", { mines: 5, picks: [safe] }, SEEDS, 100n);
    const view = openOutcomeView("mines", outcome);
    expect(view).not.toHaveProperty("minePositions");
    expect(JSON.stringify(view)).not.toContain("minePositions");
    expect(view).toMatchObject({
      mines: 5,
      picks: [safe],
      safeReveals: 1,
      multiplierBp: minesMultiplierBp(5, 1).toString(),
      nextMultiplierBp: minesMultiplierBp(5, 2).toString(),
    });
    expect(openMultiplier("mines", outcome)).toBe(multiplierOf(minesMultiplierBp(5, 1), 10_000n));
  });

  it("blackjack: the dealer's up card only, and the legal moves", () => {
    let nonce = 0;
    let hand = evaluate("blackjack", { actions: [] }, { ...SEEDS, nonce }, 100n);
    while (hand.finished) {
      nonce += 1;
      hand = evaluate("blackjack", { actions: [] }, { ...SEEDS, nonce }, 100n);
    }
    const outcome = hand.outcome as OutcomeOf<"blackjack">;
    const view = openOutcomeView("blackjack", outcome);
    expect(view["dealer"]).toEqual([toJson(outcome.dealer[0])]);
    expect(view["legalActions"]).toEqual(legalActions(outcome));
    expect(openMultiplier("blackjack", outcome)).toBeNull();
  });

  it("a settled round shows its stored outcome and payout ÷ bet", () => {
    const mines = minesAt(SEEDS, 3);
    const { outcome } = evaluate("mines", { mines: 3, picks: [mines[0]] }, SEEDS, 100n);
    const row = {
      id: "0f8e2d4c-1b3a-4c5d-8e9f-0a1b2c3d4e5f",
      provider: "sevens-originals",
      gameIdentity: "sevens-mines",
      gameType: "mines",
      playerRef: "p",
      sessionToken: "t",
      isDemo: false,
      currency: "EUR",
      betAmount: 250n,
      payout: 0n,
      seedPairId: 1,
      nonce: 2,
      clientSeed: "sevens",
      serverSeedHash: "h",
      params: { mines: 3, picks: [mines[0]] },
      outcome: toJson(outcome),
      transactions: [],
      freeRoundId: null,
      state: "settled",
      createdAt: new Date("2025-01-01T00:00:00Z"),
      updatedAt: new Date("2025-01-01T00:00:00Z"),
      settledAt: new Date("2025-01-01T00:00:01Z"),
    } satisfies RoundRow;
    const view = roundView(row, 100n);
    expect(view).toMatchObject({
      isOpen: false,
      betAmount: "2.50",
      payout: "0.00",
      multiplier: "0.0000",
      settledAt: "2025-01-01T00:00:01.000Z",
    });
    expect(view.view).toMatchObject({ minePositions: mines });
    expect(
      roundView({ ...row, state: "rolled_back", payout: null, outcome: null }, 100n),
    ).toMatchObject({ payout: null, multiplier: null, view: null });
  });
});
