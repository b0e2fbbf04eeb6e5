import { useId } from "react";
import type { SlotSymbol } from "../games/slots/types.ts";
import { ForgeSymbol } from "./slot-symbols-forge.tsx";
import { NeonSymbol } from "./slot-symbols-neon.tsx";

/** Points of a regular star or burst around (50, 50). */
function starPoints(points: number, outer: number, inner: number): string {
  const coordinates: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    coordinates.push(
      `${(50 + radius * Math.cos(angle)).toFixed(1)},${(50 + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return coordinates.join(" ");
}

/** The high symbols 1–4 each get a gem cut of their own; colours come from the title. */
const HIGH_SHAPES: Record<string, string> = {
  "1": "50,8 90,50 50,92 10,50",
  "2": "50,8 86,29 86,71 50,92 14,71 14,29",
  "4": "50,90 12,46 12,28 30,12 50,24 70,12 88,28 88,46",
};

/**
 * One reel symbol as SVG, in the reel set of the title's studio (its colours come from the
 * title): Sevens Originals cut gems (a star marked WILD, a burst scatter, gems, serif letters),
 * Lucky Forge struck metal (./slot-symbols-forge.tsx), Neon Reels glowing tubes
 * (./slot-symbols-neon.tsx).
 */
export function SlotSymbolArt({
  symbol,
  brand = "sevens-originals",
  className = "",
  highlighted = false,
}: {
  symbol: SlotSymbol;
  /** The studio of the title (catalogue BRANDS). */
  brand?: string;
  className?: string;
  highlighted?: boolean;
}) {
  // useId may contain characters a url(#…) reference can't carry.
  const id = `slot${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const fill = `url(#${id}-fill)`;
  let art;
  if (brand === "lucky-forge") {
    art = <ForgeSymbol symbol={symbol} fill={fill} />;
  } else if (brand === "neon-reels") {
    art = <NeonSymbol symbol={symbol} />;
  } else if (symbol.kind === "wild") {
    art = (
      <>
        <polygon
          points={starPoints(5, 46, 22)}
          fill={fill}
          stroke={symbol.accent}
          strokeWidth={3}
        />
        <text
          x="50"
          y="58"
          textAnchor="middle"
          fontFamily="system-ui, sans-serif"
          fontWeight={900}
          fontSize={19}
          fill="#fff"
          stroke="rgba(0,0,0,0.45)"
          strokeWidth={1.2}
        >
          WILD
        </text>
      </>
    );
  } else if (symbol.kind === "scatter") {
    art = (
      <>
        <polygon points={starPoints(12, 47, 34)} fill={fill} />
        <circle cx="50" cy="50" r="25" fill={symbol.accent} opacity={0.9} />
        <polygon points={starPoints(4, 18, 7)} fill={symbol.colour} />
      </>
    );
  } else if (/^[1-4]$/.test(symbol.code)) {
    const shape = HIGH_SHAPES[symbol.code];
    art = shape ? (
      <>
        <polygon points={shape} fill={fill} stroke={symbol.accent} strokeWidth={3} />
        <polygon points="50,18 70,46 50,60 30,46" fill="#fff" opacity={0.28} />
      </>
    ) : (
      <>
        <circle cx="50" cy="50" r="40" fill={fill} stroke={symbol.accent} strokeWidth={3} />
        <ellipse cx="38" cy="36" rx="12" ry="8" fill="#fff" opacity={0.45} />
      </>
    );
  } else {
    art = (
      <>
        <rect x="12" y="12" width="76" height="76" rx="18" fill={fill} opacity={0.3} />
        <text
          x="50"
          y="68"
          textAnchor="middle"
          fontFamily="Georgia, 'Times New Roman', serif"
          fontWeight={900}
          fontSize={52}
          fill={symbol.colour}
          stroke={symbol.accent}
          strokeWidth={1.5}
        >
          {symbol.code}
        </text>
      </>
    );
  }
  return (
    <svg
      viewBox="0 0 100 100"
      role="img"
      aria-label={symbol.name}
      className={`${className} ${highlighted ? "drop-shadow-[0_0_6px_var(--sv-win)]" : ""}`}
    >
      <defs>
        <linearGradient id={`${id}-fill`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={symbol.accent} />
          <stop offset="1" stopColor={symbol.colour} />
        </linearGradient>
      </defs>
      {art}
    </svg>
  );
}
