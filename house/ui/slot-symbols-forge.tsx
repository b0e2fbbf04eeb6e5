import type { ReactNode } from "react";
import type { SlotSymbol } from "../games/slots/types.ts";

/**
 * Lucky Forge's reel set: struck metal. Every symbol is a piece of the smithy — a riveted shield
 * for the wild, a horseshoe for the scatter, coins stamped with a hammer, a crown, a bell and a
 * clover for the high symbols, and letters engraved on an iron octagon for the low ones.
 */

const OCTAGON = "30,8 70,8 92,30 92,70 70,92 30,92 8,70 8,30";

/** The stamped mark of each high symbol, drawn in the coin's middle (around 50, 50). */
const HIGH_MARKS: Record<string, ReactNode> = {
  // Hammer
  "1": (
    <g>
      <rect x="30" y="30" width="40" height="14" rx="3" />
      <rect x="45" y="42" width="10" height="30" rx="3" />
    </g>
  ),
  // Crown
  "2": <polygon points="28,64 28,38 39,50 50,32 61,50 72,38 72,64" />,
  // Bell
  "3": (
    <g>
      <path d="M50 28c-11 0-16 9-16 20v10l-5 6h42l-5-6V48c0-11-5-20-16-20z" />
      <circle cx="50" cy="70" r="5" />
    </g>
  ),
  // Four-leaf clover
  "4": (
    <g>
      <circle cx="41" cy="41" r="10" />
      <circle cx="59" cy="41" r="10" />
      <circle cx="41" cy="59" r="10" />
      <circle cx="59" cy="59" r="10" />
      <rect x="48" y="58" width="4" height="18" rx="2" />
    </g>
  ),
};

export function ForgeSymbol({ symbol, fill }: { symbol: SlotSymbol; fill: string }) {
  if (symbol.kind === "wild") {
    return (
      <>
        <path
          d="M50 6 88 18v30c0 22-16 38-38 46C28 86 12 70 12 48V18z"
          fill={fill}
          stroke="#3b2a1a"
          strokeWidth={4}
        />
        <path
          d="M50 14 80 24v24c0 17-12 30-30 37-18-7-30-20-30-37V24z"
          fill="none"
          stroke={symbol.accent}
          strokeWidth={2}
          opacity={0.8}
        />
        {[20, 80].map((x) => (
          <circle key={x} cx={x} cy={24} r={3} fill="#3b2a1a" />
        ))}
        <rect x="8" y="40" width="84" height="22" rx="3" fill="#3b2a1a" />
        <text
          x="50"
          y="57"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight={900}
          fontSize={18}
          letterSpacing={2}
          fill={symbol.accent}
        >
          WILD
        </text>
      </>
    );
  }
  if (symbol.kind === "scatter") {
    return (
      <>
        <circle cx="50" cy="50" r="44" fill="#3b2a1a" opacity={0.25} />
        <path
          d="M22 84V46a28 28 0 0 1 56 0v38H62V46a12 12 0 0 0-24 0v38z"
          fill={fill}
          stroke="#3b2a1a"
          strokeWidth={3}
        />
        {[
          [26, 56],
          [26, 72],
          [74, 56],
          [74, 72],
          [36, 26],
          [64, 26],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={3} fill="#3b2a1a" />
        ))}
      </>
    );
  }
  const mark = HIGH_MARKS[symbol.code];
  if (mark) {
    return (
      <>
        <circle cx="50" cy="50" r="44" fill={fill} stroke="#3b2a1a" strokeWidth={4} />
        <circle
          cx="50"
          cy="50"
          r="36"
          fill="none"
          stroke={symbol.accent}
          strokeWidth={2}
          strokeDasharray="3 4"
        />
        <g fill="#3b2a1a" opacity={0.85}>
          {mark}
        </g>
      </>
    );
  }
  return (
    <>
      <polygon points={OCTAGON} fill="#4a4f57" stroke="#22252a" strokeWidth={4} />
      <polygon points={OCTAGON} fill={fill} opacity={0.35} />
      {[
        [22, 22],
        [78, 22],
        [22, 78],
        [78, 78],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={3} fill="#22252a" />
      ))}
      <text
        x="50"
        y="67"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight={700}
        fontSize={46}
        fill={symbol.accent}
        stroke="#22252a"
        strokeWidth={2}
      >
        {symbol.code}
      </text>
    </>
  );
}
