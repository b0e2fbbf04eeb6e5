import { describe, expect, it } from "vitest";
import { handTotal, settle, type BjCard, type BjHand } from "../../games/blackjack.ts";
import { handLabel, handReturnBp, handValue } from "./blackjack-hands.ts";

const cards = (...ranks: number[]): BjCard[] => ranks.map((rank) => ({ rank, suit: 0 }));

describe("blackjack hands on the board", () => {
  it("totals every hand of up to four cards like the engine", () => {
    for (let a = 1; a <= 13; a += 1) {
      for (let b = 1; b <= 13; b += 1) {
        for (let c = 0; c <= 13; c += 3) {
          for (let d = 0; d <= 13; d += 4) {
            const hand = cards(a, b, ...(c ? [c] : []), ...(d ? [d] : []));
            expect(handValue(hand)).toEqual(handTotal(hand));
          }
        }
      }
    }
  });

  it("labels blackjack, soft, hard and bust hands", () => {
    expect(handLabel(cards(1, 13))).toEqual({ kind: "blackjack" });
    expect(handLabel(cards(1, 13), { fromSplit: true })).toEqual({ kind: "soft", total: 21 });
    expect(handLabel(cards(1, 6))).toEqual({ kind: "soft", total: 17 });
    expect(handLabel(cards(1, 6, 10))).toEqual({ kind: "hard", total: 17 });
    expect(handLabel(cards(10, 6, 9))).toEqual({ kind: "bust", total: 25 });
  });

  it("pays each hand what the engine's settlement pays", () => {
    const hand = (ranks: number[], stake: 1 | 2 = 1, fromSplit = false): BjHand => ({
      cards: cards(...ranks),
      stake,
      fromSplit,
      done: true,
    });
    const cases: { hands: BjHand[]; dealer: number[] }[] = [
      { hands: [hand([1, 12])], dealer: [10, 7] }, // blackjack
      { hands: [hand([1, 12])], dealer: [1, 13] }, // blackjack against blackjack
      { hands: [hand([10, 9])], dealer: [10, 7] }, // win
      { hands: [hand([10, 7])], dealer: [10, 7] }, // push
      { hands: [hand([10, 6])], dealer: [10, 7] }, // lose
      { hands: [hand([10, 6, 9])], dealer: [10, 7] }, // bust
      { hands: [hand([5, 6, 10], 2)], dealer: [10, 6, 10] }, // doubled, dealer busts
      { hands: [hand([8, 10], 1, true), hand([8, 3, 10], 2, true)], dealer: [10, 8] }, // split
    ];
    for (const { hands, dealer } of cases) {
      const settled = settle({ hands, active: 0, dealer: cards(...dealer), finished: true });
      const total = settled.results.reduce(
        (sum, result, index) => sum + handReturnBp(result, hands[index]?.stake ?? 1),
        0n,
      );
      expect(total).toBe(settled.returnBp);
    }
  });
});
