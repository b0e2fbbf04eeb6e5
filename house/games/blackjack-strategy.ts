import {
  cardValue,
  handTotal,
  legalActions,
  type BlackjackAction,
  type BlackjackState,
} from "./blackjack.ts";

/**
 * Basic strategy for six decks, dealer stands on soft 17, double after split, no surrender
 * (the usual published chart). Dealer up card 2–10, 11 = ace.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  const upCard = state.dealer[0];
  if (!hand || !upCard || legal.length === 0) throw new Error("no decision to make");
  if (legal.length === 1) return legal[0] as BlackjackAction;
  const up = upCard.rank === 1 ? 11 : cardValue(upCard);
  const canDouble = legal.includes("double");
  const dbl = (fallback: BlackjackAction): BlackjackAction => (canDouble ? "double" : fallback);

  if (legal.includes("split")) {
    const pair = cardValue(hand.cards[0] ?? upCard);
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && up !== 7 && up !== 10 && up !== 11) ||
      (pair === 7 && up <= 7) ||
      (pair === 6 && up <= 6) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      ((pair === 2 || pair === 3) && up <= 7);
    if (split) return "split";
  }

  const { total, soft } = handTotal(hand.cards);
  if (soft) {
    if (total >= 19) return "stand";
    if (total === 18) {
      if (up >= 3 && up <= 6) return dbl("stand");
      return up <= 8 ? "stand" : "hit";
    }
    if (total === 17) return up >= 3 && up <= 6 ? dbl("hit") : "hit";
    if (total >= 15) return up >= 4 && up <= 6 ? dbl("hit") : "hit";
    return up >= 5 && up <= 6 ? dbl("hit") : "hit";
  }
  if (total >= 17) return "stand";
  if (total >= 13) return up <= 6 ? "stand" : "hit";
  if (total === 12) return up >= 4 && up <= 6 ? "stand" : "hit";
  if (total === 11) return up <= 10 ? dbl("hit") : "hit";
  if (total === 10) return up <= 9 ? dbl("hit") : "hit";
  if (total === 9) return up >= 3 && up <= 6 ? dbl("hit") : "hit";
  return "hit";
}
