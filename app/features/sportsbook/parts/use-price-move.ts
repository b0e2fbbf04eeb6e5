import { useEffect, useRef, useState } from "react";
import { oddsHundredths } from "../../../lib/sport-odds.ts";

/**
 * Which way a price last moved while on screen, and a counter that changes with every move (a
 * key that restarts the flash). Nothing on the first render: only a move seen here flashes.
 */
export function usePriceMove(odds: string): { direction: "up" | "down" | null; count: number } {
  const previous = useRef(odds);
  const [move, setMove] = useState<{ direction: "up" | "down" | null; count: number }>({
    direction: null,
    count: 0,
  });
  useEffect(() => {
    const before = oddsHundredths(previous.current);
    const after = oddsHundredths(odds);
    previous.current = odds;
    if (before === null || after === null || before === after) return;
    setMove((current) => ({ direction: after > before ? "up" : "down", count: current.count + 1 }));
  }, [odds]);
  return move;
}
