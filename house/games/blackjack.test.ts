import { describe, expect, it } from "vitest";
import { arrayRng, fairRng } from "../fair/floats.ts";
import * as blackjack from "./blackjack.ts";
import { basicStrategy } from "./blackjack-strategy.ts";
import { GameInputError } from "./errors.ts";

/** Floats that make the lazily shuffled shoe deal these ranks (1 = ace … 13 = king), in order. */
function shoe(ranks: number[]): number[] {
  const size = blackjack.DECKS * 52;
  const displaced = new Map<number, number>();
  const cardAt = (position: number) => displaced.get(position) ?? position;
  return ranks.map((rank, i) => {
    let j = i;
    while ((cardAt(j) % 13) + 1 !== rank) j += 1;
    const card = cardAt(j);
    displaced.set(j, cardAt(i));
    displaced.set(i, card);
    return (j - i + 0.5) / (size - i);
  });
}
/** Deal order: player, dealer up, player, dealer hole, then draws. */
const deal = (player: [number, number], dealer: [number, number], draws: number[] = []) =>
  arrayRng(shoe([player[0], dealer[0], player[1], dealer[1], ...draws]));
const play = (actions: blackjack.BlackjackAction[], rng: ReturnType<typeof deal>) =>
  blackjack.play({ actions }, rng);

describe("blackjack hands", () => {
  it("a player blackjack pays 3:2 at once; against a dealer blackjack it pushes", () => {
    const bj = play([], deal([1, 13], [9, 7]));
    expect(bj).toMatchObject({ finished: true, results: ["blackjack"] });
    expect(blackjack.payout(100n, bj)).toBe(250n);
    expect(blackjack.payout(101n, bj)).toBe(252n);
    const both = play([], deal([1, 12], [1, 10]));
    expect(both.results).toEqual(["push"]);
    expect(blackjack.payout(100n, both)).toBe(100n);
  });

  it("the dealer peeks: a dealer blackjack takes only the original bet", () => {
    const lost = play([], deal([10, 9], [10, 1]));
    expect(lost).toMatchObject({ finished: true, results: ["lose"], wageredUnits: 1 });
    expect(blackjack.payout(100n, lost)).toBe(0n);
    expect(() => play(["double"], deal([5, 6], [1, 13]))).toThrow(GameInputError);
  });

  it("push, win, lose, bust", () => {
    const push = play(["stand"], deal([10, 8], [10, 8]));
    expect(push.results).toEqual(["push"]);
    expect(blackjack.payout(100n, push)).toBe(100n);
    const win = play(["stand"], deal([10, 9], [10, 6], [12]));
    expect(win.dealer.map((card) => card.rank)).toEqual([10, 6, 12]);
    expect(win.results).toEqual(["win"]);
    expect(blackjack.payout(100n, win)).toBe(200n);
    const lose = play(["stand"], deal([10, 6], [10, 7]));
    expect(blackjack.payout(100n, lose)).toBe(0n);
    const bust = play(["hit"], deal([10, 6], [10, 7], [9]));
    expect(bust).toMatchObject({ finished: true, results: ["bust"] });
    expect(bust.dealer).toHaveLength(2); // the dealer does not draw when every hand busted
    expect(blackjack.payout(100n, bust)).toBe(0n);
  });

  it("soft hands: the dealer stands on soft 17", () => {
    const round = play(["stand"], deal([10, 8], [1, 6]));
    expect(blackjack.handTotal(round.dealer)).toEqual({ total: 17, soft: true });
    expect(round.results).toEqual(["win"]);
  });

  it("double takes one card and doubles the stake", () => {
    const round = play(["double"], deal([5, 6], [10, 7], [10]));
    expect(round).toMatchObject({ finished: true, results: ["win"], wageredUnits: 2 });
    expect(round.hands[0]?.cards).toHaveLength(3);
    expect(blackjack.payout(100n, round)).toBe(400n);
    const lost = play(["double"], deal([5, 6], [10, 9], [2]));
    expect(blackjack.payout(100n, lost)).toBe(0n);
  });

  it("split plays two hands; 21 after a split is not a blackjack; split aces take one card", () => {
    // 8,8 vs 10/7: hand 1 gets 3 (11) doubles on a 10 (21); hand 2 gets 10 (18) stands.
    const round = play(["split", "double", "stand"], deal([8, 8], [10, 7], [3, 10, 10]));
    expect(round.hands.map((hand) => hand.cards.map((card) => card.rank))).toEqual([
      [8, 3, 10],
      [8, 10],
    ]);
    expect(round.results).toEqual(["win", "win"]);
    expect(round.wageredUnits).toBe(3);
    expect(blackjack.payout(100n, round)).toBe(600n);

    const aces = play(["split"], deal([1, 1], [10, 8], [13, 5]));
    expect(aces.finished).toBe(true);
    expect(aces.results).toEqual(["win", "lose"]); // 21 (not blackjack) and 16 vs 18
    expect(blackjack.payout(100n, aces)).toBe(200n);
    expect(() => play(["split", "split"], deal([8, 8], [10, 7], [8, 8]))).toThrow(GameInputError);
  });

  it("an unfinished round has no payout yet; illegal actions are refused", () => {
    const waiting = play([], deal([10, 6], [10, 7]));
    expect(waiting.finished).toBe(false);
    expect(blackjack.legalActions(waiting)).toEqual(["hit", "stand", "double"]);
    expect(() => blackjack.payout(100n, waiting)).toThrow(GameInputError);
    expect(() => play(["split"], deal([10, 6], [10, 7]))).toThrow(GameInputError);
    expect(() => blackjack.parseParams({ actions: ["surrender"] })).toThrow(GameInputError);
  });
});

describe("blackjack RTP", () => {
  it("basic strategy returns 99.47 % ± 0.8 % over 200 000 seeded hands", () => {
    // SE per hand ≈ 1.15 / √200 000 ≈ 0.26 %; the tolerance is about three SE.
    const seed = "b1ac4ac4b1ac4ac4b1ac4ac4b1ac4ac4b1ac4ac4b1ac4ac4b1ac4ac4b1ac4ac4";
    const hands = 200_000;
    let net = 0;
    for (let nonce = 0; nonce < hands; nonce += 1) {
      const round = blackjack.startRound(fairRng(seed, "basic-strategy", nonce));
      while (!round.state.finished) round.act(basicStrategy(round.state));
      const { returnBp } = blackjack.settle(round.state);
      const staked = round.state.hands.reduce((sum, hand) => sum + hand.stake, 0);
      net += Number(returnBp) / 10_000 - staked;
    }
    const rtp = 1 + net / hands;
    expect(Math.abs(rtp - blackjack.RTP)).toBeLessThan(0.008);
  });
});
