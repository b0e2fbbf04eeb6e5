import { useTranslation } from "react-i18next";

/**
 * Playing cards drawn in SVG for hi-lo and blackjack (and the verify page). Ranks are 1 (ace) …
 * 13 (king); suits follow hi-lo's order, which blackjack's suit numbers 0 … 3 share.
 */
export const SUIT_NAMES = ["spades", "hearts", "diamonds", "clubs"] as const;
export type SuitName = (typeof SUIT_NAMES)[number];
export type PlayingCardValue = { rank: number; suit: SuitName | number };

export function suitName(suit: SuitName | number): SuitName {
  return typeof suit === "number" ? (SUIT_NAMES[suit % 4] ?? "spades") : suit;
}

const RANK_SYMBOLS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

export function rankSymbol(rank: number): string {
  return RANK_SYMBOLS[rank] ?? "?";
}

function isRed(suit: SuitName) {
  return suit === "hearts" || suit === "diamonds";
}

/** One suit pip in a 20 × 20 box. */
function SuitShape({ suit }: { suit: SuitName }) {
  switch (suit) {
    case "hearts":
      return <path d="M10 18 2.6 10.4A4.6 4.6 0 0 1 10 4.6a4.6 4.6 0 0 1 7.4 5.8Z" />;
    case "diamonds":
      return <path d="M10 1.5 17.2 10 10 18.5 2.8 10Z" />;
    case "spades":
      return (
        <path d="M10 1.5 17.3 9.6a4.3 4.3 0 0 1-6.4 5.2l1.6 3.7h-5l1.6-3.7a4.3 4.3 0 0 1-6.4-5.2Z" />
      );
    case "clubs":
      return (
        <>
          <circle cx="10" cy="5.6" r="3.9" />
          <circle cx="5.3" cy="11.3" r="3.9" />
          <circle cx="14.7" cy="11.3" r="3.9" />
          <path d="M9 10h2l1.6 8.5h-5.2Z" />
        </>
      );
  }
}

/** "Queen of hearts" (translated). */
export function useCardName() {
  const { t } = useTranslation("house");
  return (card: PlayingCardValue) => {
    const suit = suitName(card.suit);
    const rank = t(`house.cards.rank.${card.rank}`);
    const suitText = t(`house.cards.suit.${suit}`);
    return t("house.cards.name", { rank, suit: suitText });
  };
}

/**
 * A card face, or its back when `card` is null (the dealer's hole card). Size it with a width
 * class; the height follows the 5 : 7 ratio.
 */
export function PlayingCard({
  card,
  className = "w-16",
  highlight,
}: {
  card: PlayingCardValue | null;
  className?: string;
  /** A coloured ring: "win" (green) or "lose" (red). */
  highlight?: "win" | "lose";
}) {
  const { t } = useTranslation("house");
  const cardName = useCardName();
  const ring =
    highlight === "win"
      ? "ring-2 ring-win ring-offset-2 ring-offset-surface"
      : highlight === "lose"
        ? "ring-2 ring-danger ring-offset-2 ring-offset-surface"
        : "";
  if (!card) {
    return (
      <svg
        role="img"
        aria-label={t("house.cards.faceDown")}
        viewBox="0 0 50 70"
        className={`aspect-[5/7] shrink-0 rounded-[10%] shadow-md motion-safe:animate-[sv-pop-in_200ms_ease-out] ${className} ${ring}`}
      >
        <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#6d28d9" stroke="#4c1d95" />
        <rect
          x="4"
          y="4"
          width="42"
          height="62"
          rx="3"
          fill="none"
          stroke="#c4b5fd"
          strokeOpacity="0.6"
        />
        {Array.from({ length: 5 }, (_, row) =>
          Array.from({ length: 3 }, (_, column) => (
            <path
              key={`${row}-${column}`}
              d={`M${13 + column * 12} ${11 + row * 12}l4 5-4 5-4-5Z`}
              fill="#c4b5fd"
              fillOpacity="0.45"
            />
          )),
        )}
      </svg>
    );
  }
  const suit = suitName(card.suit);
  const colour = isRed(suit) ? "#dc2626" : "#17131f";
  const symbol = rankSymbol(card.rank);
  const isFace = card.rank >= 11;
  return (
    <svg
      role="img"
      aria-label={cardName(card)}
      viewBox="0 0 50 70"
      className={`aspect-[5/7] shrink-0 rounded-[10%] shadow-md motion-safe:animate-[sv-pop-in_200ms_ease-out] ${className} ${ring}`}
    >
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="#ffffff" stroke="#d4d0e0" />
      <g fill={colour}>
        <text
          x="5"
          y="14"
          fontSize={symbol.length > 1 ? 10 : 12}
          fontWeight="700"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          {symbol}
        </text>
        <g transform="translate(5 17) scale(0.42)">
          <SuitShape suit={suit} />
        </g>
        <g transform="rotate(180 25 35)">
          <text
            x="5"
            y="14"
            fontSize={symbol.length > 1 ? 10 : 12}
            fontWeight="700"
            fontFamily="ui-sans-serif, system-ui, sans-serif"
          >
            {symbol}
          </text>
          <g transform="translate(5 17) scale(0.42)">
            <SuitShape suit={suit} />
          </g>
        </g>
        {isFace ? (
          <>
            <rect
              x="13"
              y="17"
              width="24"
              height="36"
              rx="3"
              fill="none"
              stroke={colour}
              strokeOpacity="0.35"
            />
            <text
              x="25"
              y="38"
              textAnchor="middle"
              fontSize="17"
              fontWeight="800"
              fontFamily="ui-serif, Georgia, serif"
            >
              {symbol}
            </text>
            <g transform="translate(20 40) scale(0.5)">
              <SuitShape suit={suit} />
            </g>
          </>
        ) : (
          <g transform="translate(14 24) scale(1.1)">
            <SuitShape suit={suit} />
          </g>
        )}
      </g>
    </svg>
  );
}
