import type { SlotSymbol } from "../games/slots/types.ts";

/**
 * Neon Reels' reel set: glowing tubes on a dark glass cell, never a filled shape. The wild is a
 * neon sign, the scatter a lightning bolt in a ring, the high symbols outlined geometry
 * (triangle, diamond, hexagon, ring) and the low symbols letters in a monospaced tube.
 */

const HIGH_OUTLINES: Record<string, string> = {
  "1": "M50 14 86 80H14z",
  "2": "M50 10 88 50 50 90 12 50z",
  "3": "M50 10 85 30v40L50 90 15 70V30z",
};

function Tube({ d, colour, width = 5 }: { d: string; colour: string; width?: number }) {
  return (
    <>
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={width * 2.4}
        opacity={0.25}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={width}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path
        d={d}
        fill="none"
        stroke="#fff"
        strokeWidth={width / 3}
        opacity={0.75}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </>
  );
}

export function NeonSymbol({ symbol }: { symbol: SlotSymbol }) {
  const glass = (
    <rect
      x="4"
      y="4"
      width="92"
      height="92"
      rx="16"
      fill="#0b0614"
      stroke={symbol.colour}
      strokeOpacity={0.35}
      strokeWidth={2}
    />
  );
  if (symbol.kind === "wild") {
    return (
      <>
        {glass}
        <Tube d="M14 30h72v40H14z" colour={symbol.accent} width={3} />
        <text
          x="50"
          y="59"
          textAnchor="middle"
          fontFamily="ui-monospace, 'Courier New', monospace"
          fontWeight={800}
          fontSize={22}
          fill="#fff"
          stroke={symbol.colour}
          strokeWidth={1.5}
          paintOrder="stroke"
        >
          WILD
        </text>
      </>
    );
  }
  if (symbol.kind === "scatter") {
    return (
      <>
        {glass}
        <Tube d="M50 12a38 38 0 1 1 0 76a38 38 0 1 1 0-76" colour={symbol.colour} width={3} />
        <Tube d="M56 20 36 54h16l-8 26 22-36H50z" colour={symbol.accent} width={3.5} />
      </>
    );
  }
  const outline = HIGH_OUTLINES[symbol.code];
  if (outline || symbol.code === "4") {
    return (
      <>
        {glass}
        <Tube d={outline ?? "M50 16a34 34 0 1 1 0 68a34 34 0 1 1 0-68"} colour={symbol.colour} />
        <Tube
          d={outline ? "M50 40v20M40 50h20" : "M50 34a16 16 0 1 1 0 32a16 16 0 1 1 0-32"}
          colour={symbol.accent}
          width={3}
        />
      </>
    );
  }
  return (
    <>
      {glass}
      {[
        { stroke: symbol.colour, width: 3.5, opacity: 1 },
        { stroke: "#fff", width: 1, opacity: 0.8 },
      ].map((tube) => (
        <text
          key={tube.stroke}
          x="50"
          y="67"
          textAnchor="middle"
          fontFamily="ui-monospace, 'Courier New', monospace"
          fontWeight={700}
          fontSize={48}
          fill="none"
          stroke={tube.stroke}
          strokeWidth={tube.width}
          opacity={tube.opacity}
        >
          {symbol.code}
        </text>
      ))}
    </>
  );
}
