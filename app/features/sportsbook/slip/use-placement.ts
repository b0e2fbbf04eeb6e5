import { useCallback, useEffect, useRef, useState } from "react";
import type { OddsChangePolicy, SportBet } from "../../../../contracts/sportsbook.ts";
import { fetchBet, placeBet, useBetChanged } from "../api/bets-api.ts";
import { useLiveBets } from "../live/sportsbook-live.tsx";
import { refusalOf, refusalOfError, type Refusal } from "./refusal.ts";
import type { SlipSelection } from "./slip-state.ts";
import { dispatchSlip } from "./slip-store.ts";

/**
 * Placing the slip (sportsbook/README.md "How a bet flows"): singles as one bet each, a multiple
 * as one; each with its own request id, so a retry after no answer cannot place it twice. A
 * pre-match bet is open at once; a live bet waits out its delay (202 pending) and is decided on
 * the live channel's `bets` topic, or by asking for it when no message came in time. Placed
 * selections leave the slip; refused ones stay, with the reason.
 */

export interface PlacementResult {
  selectionIds: string[];
  state: "open" | "pending" | "refused";
  bet: SportBet | null;
  refusal: Refusal | null;
}

export interface PlacementRequest {
  kind: "single" | "accumulator" | "system";
  stake: string;
  systemSize: number | null;
  oddsChange: OddsChangePolicy;
  selections: readonly SlipSelection[];
  /** The odds each leg is sent with (slip-prices.ts `send`). */
  odds: ReadonlyMap<string, string>;
}

/** How long after `acceptAt` a pending bet is asked for when the channel said nothing. */
const PENDING_CHECK_AFTER_MS = 1500;
const PENDING_CHECK_EVERY_MS = 2000;

function resultOf(bet: SportBet, selectionIds: string[]): PlacementResult {
  if (bet.status === "refused") {
    return {
      selectionIds,
      state: "refused",
      bet,
      refusal: bet.refusal
        ? refusalOf(bet.refusal.code, bet.refusal.message, { fields: bet.refusal.fields })
        : { kind: "failed", message: "" },
    };
  }
  return { selectionIds, state: bet.status === "pending" ? "pending" : "open", bet, refusal: null };
}

export function usePlacement(isPlayer: boolean) {
  const [placing, setPlacing] = useState(false);
  const [results, setResults] = useState<PlacementResult[]>([]);
  const betChanged = useBetChanged();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const shown = useRef<PlacementResult[]>([]);
  const show = useCallback((next: PlacementResult[]) => {
    shown.current = next;
    setResults(next);
  }, []);

  const settle = useCallback(
    (bet: SportBet) => {
      const current = shown.current;
      const index = current.findIndex((result) => result.bet?.id === bet.id);
      const existing = current[index];
      if (!existing || existing.state !== "pending" || bet.status === "pending") return;
      const next = resultOf(bet, existing.selectionIds);
      if (next.state === "open") dispatchSlip({ type: "placed", selectionIds: next.selectionIds });
      const timer = timers.current.get(bet.id);
      if (timer) clearTimeout(timer);
      timers.current.delete(bet.id);
      show(current.map((result, at) => (at === index ? next : result)));
    },
    [show],
  );

  const watchPending = useCallback(
    (bet: SportBet) => {
      const check = (delay: number) => {
        const timer = setTimeout(() => {
          fetchBet(bet.id)
            .then((latest) => {
              if (latest.status === "pending") check(PENDING_CHECK_EVERY_MS);
              else {
                settle(latest);
                betChanged(latest);
              }
            })
            .catch(() => check(PENDING_CHECK_EVERY_MS));
        }, delay);
        timers.current.set(bet.id, timer);
      };
      const acceptAt = bet.acceptAt ? Date.parse(bet.acceptAt) : Date.now();
      check(Math.max(0, acceptAt - Date.now()) + PENDING_CHECK_AFTER_MS);
    },
    [settle, betChanged],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useLiveBets(isPlayer, {
    bet: (bet) => {
      settle(bet);
      betChanged(bet);
    },
    resync: () => undefined,
  });

  const place = useCallback(
    async (request: PlacementRequest) => {
      setPlacing(true);
      show([]);
      const groups =
        request.kind === "single"
          ? request.selections.map((selection) => [selection])
          : [[...request.selections]];
      const outcome: PlacementResult[] = [];
      for (const group of groups) {
        const selectionIds = group.map((selection) => selection.selectionId);
        try {
          const bet = await placeBet({
            requestId: crypto.randomUUID(),
            kind: request.kind,
            stake: request.stake,
            legs: group.map((selection) => ({
              selectionId: selection.selectionId,
              odds: request.odds.get(selection.selectionId) ?? selection.odds,
            })),
            ...(request.kind === "system" && request.systemSize !== null
              ? { systemSize: request.systemSize }
              : {}),
            oddsChange: request.oddsChange,
          });
          const result = resultOf(bet, selectionIds);
          outcome.push(result);
          betChanged(bet);
          if (result.state === "open") dispatchSlip({ type: "placed", selectionIds });
          if (result.state === "pending") watchPending(bet);
        } catch (error) {
          outcome.push({
            selectionIds,
            state: "refused",
            bet: null,
            refusal: refusalOfError(error),
          });
        }
        show([...outcome]);
      }
      setPlacing(false);
      return outcome;
    },
    [betChanged, watchPending, show],
  );

  const dismiss = useCallback(() => show([]), [show]);
  return { place, placing, results, dismiss };
}
