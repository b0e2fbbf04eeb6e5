import { lazy, Suspense } from "react";
import type { BlackjackOutcome } from "../../games/blackjack.ts";
import type { DiceOutcome } from "../../games/dice.ts";
import type { HiloOutcome } from "../../games/hilo.ts";
import type { KenoOutcome } from "../../games/keno.ts";
import type { LimboOutcome } from "../../games/limbo.ts";
import type { MinesOutcome } from "../../games/mines.ts";
import type { PlinkoOutcome } from "../../games/plinko.ts";
import type { RouletteOutcome } from "../../games/roulette.ts";
import type { SlotOutcome } from "../../games/slots/engine.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { Skeleton } from "../../../app/ui/skeleton.tsx";
import { BlackjackOutcomeView, HiloOutcomeView } from "./card-outcomes.tsx";
import { RouletteOutcomeView } from "./roulette-outcome.tsx";
import {
  DiceOutcomeView,
  KenoOutcomeView,
  LimboOutcomeView,
  MinesOutcomeView,
  PlinkoOutcomeView,
} from "./simple-outcomes.tsx";

const SlotOutcomeView = lazy(() => import("./slot-outcome.tsx"));

/**
 * The studio's recomputed outcome (`Jsonify<Outcome>` of the engine, verifyResponse.outcome)
 * drawn for its engine; null for an engine this page does not draw (the raw JSON still shows).
 */
export function OutcomeView({
  engine,
  outcome,
}: {
  engine: string;
  outcome: Record<string, unknown>;
}) {
  switch (engine) {
    case "dice":
      return <DiceOutcomeView outcome={outcome as Jsonify<DiceOutcome>} />;
    case "limbo":
      return <LimboOutcomeView outcome={outcome as Jsonify<LimboOutcome>} />;
    case "mines":
      return <MinesOutcomeView outcome={outcome as Jsonify<MinesOutcome>} />;
    case "plinko":
      return <PlinkoOutcomeView outcome={outcome as Jsonify<PlinkoOutcome>} />;
    case "keno":
      return <KenoOutcomeView outcome={outcome as Jsonify<KenoOutcome>} />;
    case "hilo":
      return <HiloOutcomeView outcome={outcome as Jsonify<HiloOutcome>} />;
    case "roulette":
      return <RouletteOutcomeView outcome={outcome as Jsonify<RouletteOutcome>} />;
    case "blackjack":
      return <BlackjackOutcomeView outcome={outcome as Jsonify<BlackjackOutcome>} />;
    case "slots":
      return (
        <Suspense fallback={<Skeleton className="h-48 w-full max-w-sm" />}>
          <SlotOutcomeView outcome={outcome as Jsonify<SlotOutcome>} />
        </Suspense>
      );
    default:
      return null;
  }
}
