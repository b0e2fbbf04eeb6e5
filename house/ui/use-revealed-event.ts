import { useEffect, useState } from "react";
import { revealDelayMs } from "./reveal-timing.ts";
import type { LastEvent } from "./use-game-session.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

/**
 * The latest event and balance as the player should see them: a round result (and the balance
 * it brought) waits until the board has finished animating it; refusals show at once.
 */
export function useRevealedEvent(
  lastEvent: LastEvent,
  balance: string,
): { event: LastEvent; balance: string } {
  const reduced = useReducedMotion();
  const [revealed, setRevealed] = useState({ event: lastEvent, balance });
  useEffect(() => {
    if (revealed.event === lastEvent && revealed.balance === balance) return;
    const delay =
      !reduced && lastEvent?.kind === "round" && lastEvent !== revealed.event
        ? revealDelayMs(lastEvent.round)
        : 0;
    const timer = window.setTimeout(() => setRevealed({ event: lastEvent, balance }), delay);
    return () => window.clearTimeout(timer);
  }, [lastEvent, balance, reduced, revealed]);
  return revealed;
}
