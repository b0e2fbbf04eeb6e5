import { lazyDeck, type LazyDeck } from "../fair/draw.ts";
import type { Rng } from "../fair/floats.ts";
import { GameInputError, arrayField, asRecord } from "./errors.ts";
import { applyBp } from "./money.ts";

/**
 * Blackjack, six decks (312 cards) shuffled by front-to-back Fisher–Yates from the fair floats;
 * the k-th card dealt is the k-th card of the shuffle, so a hand consumes one float per card.
 * Card c (0 … 311): rank = c mod 13 + 1 (A = 1, J/Q/K = 11/12/13), suit = floor(c / 13) mod 4.
 * Deal: player, dealer up, player, dealer hole. The dealer peeks with an ace or ten up; a dealer
 * blackjack ends the round (pushes a player blackjack, otherwise takes the original bet only).
 * Blackjack pays 3:2. Hit, stand, double on any first two cards (also after a split), one split
 * of two equal-valued cards (no resplit), split aces get one card each, 21 after a split is not a
 * blackjack. Dealer stands on all 17s (S17). No insurance, no surrender.
 * With basic strategy the house edge is 0.53 % of the initial bet (RTP 99.47 %: 3 000 000 seeded
 * hands of the basic-strategy bot gave 99.470 % ± 0.066 %; a unit test replays 200 000).
 */
export const GAME = "blackjack";
export const DECKS = 6;
export const RTP = 0.9947;
export const HOUSE_EDGE = 0.0053;
/** Split, both hands doubled and won: 8× the initial bet returned on 4× staked. */
export const MAX_WIN_MULTIPLIER = 8;
export const ACTIONS = ["hit", "stand", "double", "split"] as const;
export type BlackjackAction = (typeof ACTIONS)[number];
export const MAX_ACTIONS = 40;

export type BjCard = { rank: number; suit: number };
export type BjHand = {
  cards: BjCard[];
  /** Stakes on this hand in initial bets: 1, or 2 after a double. */
  stake: 1 | 2;
  fromSplit: boolean;
  done: boolean;
};
export type BjResult = "blackjack" | "win" | "push" | "lose" | "bust";
export type BlackjackParams = { actions: BlackjackAction[] };
export type BlackjackState = {
  hands: BjHand[];
  active: number;
  dealer: BjCard[];
  finished: boolean;
};
export type BlackjackOutcome = BlackjackParams &
  BlackjackState & {
    /** Per hand, once finished. */
    results: BjResult[];
    /** Total stake in initial bets (1 + doubles + split). */
    wageredUnits: number;
    /** Total return in basis points of the initial bet (0 until finished). */
    returnBp: bigint;
  };

export function cardValue(card: BjCard): number {
  return card.rank >= 10 ? 10 : card.rank;
}

export function handTotal(cards: readonly BjCard[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card.rank === 1) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

export function isBlackjack(hand: Pick<BjHand, "cards" | "fromSplit">): boolean {
  return !hand.fromSplit && hand.cards.length === 2 && handTotal(hand.cards).total === 21;
}

function toCard(index: number): BjCard {
  return { rank: (index % 13) + 1, suit: Math.floor(index / 13) % 4 };
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.finished) return [];
  const hand = state.hands[state.active];
  if (!hand) return [];
  const splitAces = hand.fromSplit && hand.cards[0]?.rank === 1;
  const actions: BlackjackAction[] = ["stand"];
  if (splitAces) return actions;
  actions.unshift("hit");
  if (hand.cards.length === 2) {
    actions.push("double");
    const [a, b] = hand.cards;
    if (state.hands.length === 1 && a && b && cardValue(a) === cardValue(b)) actions.push("split");
  }
  return actions;
}

/** A hand in play: the state plus the deck it draws from. Mutable; replay actions to rebuild. */
export type BlackjackRound = {
  readonly state: BlackjackState;
  act(action: BlackjackAction): void;
};

export function startRound(rng: Rng): BlackjackRound {
  const deck: LazyDeck = lazyDeck(DECKS * 52, rng);
  const draw = () => toCard(deck.draw());
  const p1 = draw();
  const up = draw();
  const p2 = draw();
  const hole = draw();
  const state: BlackjackState = {
    hands: [{ cards: [p1, p2], stake: 1, fromSplit: false, done: false }],
    active: 0,
    dealer: [up, hole],
    finished: false,
  };
  const first = state.hands[0] as BjHand;
  if (handTotal(state.dealer).total === 21 || isBlackjack(first)) {
    // Peek: a dealer blackjack (ace or ten up) or a player blackjack settles at once.
    first.done = true;
    state.finished = true;
  }

  const advance = () => {
    for (;;) {
      const hand = state.hands[state.active];
      if (!hand) break;
      if (hand.cards.length === 1) hand.cards.push(draw());
      const splitAces = hand.fromSplit && hand.cards[0]?.rank === 1;
      if (splitAces || handTotal(hand.cards).total >= 21) hand.done = true;
      if (!hand.done) return;
      state.active += 1;
    }
    // Every hand is done: the dealer draws unless all hands busted.
    if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
      while (handTotal(state.dealer).total < 17) state.dealer.push(draw());
    }
    state.active = state.hands.length - 1;
    state.finished = true;
  };

  if (!state.finished) advance();

  return {
    state,
    act(action) {
      if (!legalActions(state).includes(action)) {
        throw new GameInputError(GAME, "actions", `"${action}" is not allowed now`);
      }
      const hand = state.hands[state.active] as BjHand;
      switch (action) {
        case "hit":
          hand.cards.push(draw());
          break;
        case "stand":
          hand.done = true;
          break;
        case "double":
          hand.stake = 2;
          hand.cards.push(draw());
          hand.done = true;
          break;
        case "split": {
          const [a, b] = hand.cards as [BjCard, BjCard];
          state.hands = [
            { cards: [a], stake: 1, fromSplit: true, done: false },
            { cards: [b], stake: 1, fromSplit: true, done: false },
          ];
          break;
        }
      }
      advance();
    },
  };
}

export function settle(state: BlackjackState): { results: BjResult[]; returnBp: bigint } {
  if (!state.finished) return { results: [], returnBp: 0n };
  const dealer = handTotal(state.dealer).total;
  const dealerBlackjack = state.dealer.length === 2 && dealer === 21;
  let returnBp = 0n;
  const results = state.hands.map((hand): BjResult => {
    const stake = BigInt(hand.stake) * 10_000n;
    const player = handTotal(hand.cards).total;
    if (isBlackjack(hand)) {
      if (dealerBlackjack) {
        returnBp += stake;
        return "push";
      }
      returnBp += 25_000n;
      return "blackjack";
    }
    if (player > 21) return "bust";
    if (dealerBlackjack) return "lose";
    if (dealer > 21 || player > dealer) {
      returnBp += 2n * stake;
      return "win";
    }
    if (player === dealer) {
      returnBp += stake;
      return "push";
    }
    return "lose";
  });
  return { results, returnBp };
}

export function parseParams(input: unknown): BlackjackParams {
  const params = asRecord(GAME, input);
  const raw = arrayField(GAME, params, "actions", MAX_ACTIONS);
  const actions = raw.map((action) => {
    if (typeof action !== "string" || !(ACTIONS as readonly string[]).includes(action)) {
      throw new GameInputError(GAME, "actions", `expected ${ACTIONS.join(", ")}`);
    }
    return action as BlackjackAction;
  });
  return { actions };
}

/** Replays the actions; an unfinished round comes back with finished = false. */
export function play(input: BlackjackParams, rng: Rng): BlackjackOutcome {
  const params = parseParams(input);
  const round = startRound(rng);
  for (const action of params.actions) round.act(action);
  const state = round.state;
  const { results, returnBp } = settle(state);
  return {
    ...params,
    ...state,
    results,
    wageredUnits: state.hands.reduce((sum, hand) => sum + hand.stake, 0),
    returnBp,
  };
}

/** What the round returns for an initial bet `bet` (doubles and the split stake `bet` each). */
export function payout(bet: bigint, outcome: BlackjackOutcome): bigint {
  if (!outcome.finished) throw new GameInputError(GAME, "actions", "the round is not finished");
  return applyBp(bet, outcome.returnBp);
}
