import { useState } from "react";
import { WHEEL_ORDER, pocketColour } from "./roulette-bets.ts";

const SEGMENT = 360 / WHEEL_ORDER.length;
const FILL = { green: "#047857", red: "#dc2626", black: "#1c1917" } as const;
/** Whole turns the wheel makes before it stops on a new pocket. */
const TURNS = 4;

function point(angle: number, radius: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${(100 + radius * Math.cos(radians)).toFixed(3)} ${(100 + radius * Math.sin(radians)).toFixed(3)}`;
}

/** The angle that brings `pocket` under the pointer at the top. */
function restingAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number]);
  return -Math.max(0, index) * SEGMENT;
}

/**
 * A European wheel (decoration: the result is also written out by the board). Each new spin
 * (`spinId`) turns it forward a few times and stops with the pocket under the pointer; reduced
 * motion skips the turn (app.css).
 */
export function RouletteWheel({
  pocket,
  spinId,
}: {
  pocket: number | null;
  spinId: string | null;
}) {
  const [shown, setShown] = useState({
    spinId,
    angle: pocket === null ? 0 : restingAngle(pocket),
    stopped: true,
  });
  if (spinId !== shown.spinId) {
    // A new result: keep turning forward from where the wheel stands.
    const target = pocket === null ? 0 : restingAngle(pocket);
    const base = shown.angle - (((shown.angle % 360) + 360) % 360);
    let angle = base + 360 * TURNS + (((target % 360) + 360) % 360);
    if (angle <= shown.angle) angle += 360;
    setShown({ spinId, angle, stopped: false });
  }
  // The centre shows the number once the wheel stops (the board announces it at once).
  const visible = shown.stopped ? pocket : null;
  const colour = visible === null ? null : pocketColour(visible);
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-40 sm:w-48">
      <svg viewBox="0 0 200 200" className="size-full drop-shadow-lg">
        <circle cx="100" cy="100" r="99" fill="#3f2a14" />
        <g
          style={{ transform: `rotate(${shown.angle}deg)`, transformOrigin: "100px 100px" }}
          className="transition-transform duration-[2600ms] ease-[cubic-bezier(0.15,0.7,0.2,1)]"
          onTransitionEnd={() => setShown((current) => ({ ...current, stopped: true }))}
        >
          {WHEEL_ORDER.map((n, index) => {
            const start = index * SEGMENT - SEGMENT / 2;
            const end = start + SEGMENT;
            return (
              <g key={n}>
                <path
                  d={`M100 100L${point(start, 92)}A92 92 0 0 1 ${point(end, 92)}Z`}
                  fill={FILL[pocketColour(n)]}
                  stroke="#d6b36a"
                  strokeWidth="0.5"
                />
                <text
                  x="100"
                  y="19"
                  transform={`rotate(${index * SEGMENT} 100 100)`}
                  textAnchor="middle"
                  fontSize="8.5"
                  fontWeight="700"
                  fill="#ffffff"
                  fontFamily="ui-sans-serif, system-ui, sans-serif"
                >
                  {n}
                </text>
              </g>
            );
          })}
          <circle cx="100" cy="100" r="62" fill="#5b3a1a" stroke="#d6b36a" strokeWidth="1.5" />
        </g>
        <circle
          cx="100"
          cy="100"
          r="40"
          fill={colour ? FILL[colour] : "#2a1b0d"}
          stroke="#d6b36a"
          strokeWidth="2"
        />
        <text
          x="100"
          y="112"
          textAnchor="middle"
          fontSize="34"
          fontWeight="800"
          fill="#ffffff"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
        >
          {visible ?? "?"}
        </text>
        <path d="M100 14 92 0h16Z" fill="#fbbf24" stroke="#78350f" strokeWidth="1" />
      </svg>
    </div>
  );
}
