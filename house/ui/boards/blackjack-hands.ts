import type { BjCard, BjResult } from "../../games/blackjack.ts";

/**
 * Blackjack figures for the board. They restate the engine's hand rules
 * (house/games/blackjack.ts) because that module deals through house/fair, which needs
 * node:crypto and cannot load in the browser; blackjack-hands.test.ts checks both agree.
 */
export function cardPoints(card: Pick<BjCard, "rank">): number {
  return card.rank >= 10 ? 10 : card.rank;
}

/** Best total; soft when an ace counts 11. */
export function handValue(cards: readonly Pick<BjCard, "rank">[]): {
  total: number;
  soft: boolean;
} {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardPoints(card);
    if (card.rank === 1) aces += 1;
  }
  if (aces > 0 && total + 10 <= 21) return { total: total + 10, soft: true };
  return { total, soft: false };
}

/** "Blackjack", "Bust 24", "Soft 17" or "17" (English; the board translates the words). */
export type HandLabel =
  | { kind: "blackjack" }
  | { kind: "bust"; total: number }
  | { kind: "soft"; total: number }
  | { kind: "hard"; total: number };

export function handLabel(
  cards: readonly Pick<BjCard, "rank">[],
  options: { fromSplit?: boolean } = {},
): HandLabel {
  const { total, soft } = handValue(cards);
  if (!options.fromSplit && cards.length === 2 && total === 21) return { kind: "blackjack" };
  if (total > 21) return { kind: "bust", total };
  return soft ? { kind: "soft", total } : { kind: "hard", total };
}

/** What one finished hand returns, in basis points of the initial bet (engine `settle`). */
export function handReturnBp(result: BjResult, stake: number): bigint {
  const stakeBp = BigInt(stake) * 10_000n;
  switch (result) {
    case "blackjack":
      return 25_000n;
    case "win":
      return 2n * stakeBp;
    case "push":
      return stakeBp;
    case "lose":
    case "bust":
      return 0n;
  }
}
