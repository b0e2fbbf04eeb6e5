import { formatMinor } from "../../contracts/money.ts";
import type { houseRounds } from "../../server/db/schema.ts";
import { legalActions } from "../games/blackjack.ts";
import { TILES, multiplierBp as minesMultiplierBp } from "../games/mines.ts";
import type { GameId, OutcomeOf } from "../games/registry.ts";
import { formatMultiplierBp, multiplierOf, toJson, type JsonRecord } from "./engines.ts";
import type { RoundView } from "./protocol.ts";

/**
 * Rounds as the iframe sees them (protocol.ts roundViewSchema). An open round's view is built
 * from its replayed outcome minus what the player may not know yet: the mine positions, the
 * dealer's hole card. Settled rounds show the stored outcome in full.
 */

export type RoundRow = typeof houseRounds.$inferSelect;

/** The view of an open round's outcome: secrets left out, the next choices added. */
export function openOutcomeView(engine: GameId, outcome: OutcomeOf<GameId>): JsonRecord {
  switch (engine) {
    case "mines": {
      const { minePositions: _hidden, ...visible } = outcome as OutcomeOf<"mines">;
      const left = TILES - visible.mines - visible.safeReveals;
      return {
        ...toJson(visible),
        nextMultiplierBp:
          visible.hit === null && left > 0
            ? minesMultiplierBp(visible.mines, visible.safeReveals + 1).toString()
            : null,
      };
    }
    case "blackjack": {
      const hand = outcome as OutcomeOf<"blackjack">;
      return {
        ...toJson(hand),
        dealer: toJson(hand.dealer.slice(0, 1)),
        legalActions: legalActions(hand),
      };
    }
    default:
      return toJson(outcome) as JsonRecord;
  }
}

/** The cash-out multiplier an open round stands at (null for blackjack: nothing to cash out). */
export function openMultiplier(engine: GameId, outcome: OutcomeOf<GameId>): string | null {
  if (engine === "mines") return formatMultiplierBp((outcome as OutcomeOf<"mines">).multiplierBp);
  if (engine === "hilo") return formatMultiplierBp((outcome as OutcomeOf<"hilo">).multiplierBp);
  return null;
}

/**
 * `openOutcome`: the replayed outcome of an open round (required to show its board); other
 * rounds use the outcome stored when they were decided.
 */
export function roundView(
  row: RoundRow,
  subunitToUnit: bigint,
  openOutcome?: OutcomeOf<GameId>,
): RoundView {
  const engine = row.gameType as GameId;
  const isOpen = row.state === "open";
  let view: JsonRecord | null = null;
  let multiplier: string | null = null;
  if (isOpen && openOutcome) {
    view = openOutcomeView(engine, openOutcome);
    multiplier = openMultiplier(engine, openOutcome);
  } else if (!isOpen && row.outcome) {
    view = row.outcome;
  }
  if (row.payout !== null) multiplier = multiplierOf(row.payout, row.betAmount);
  return {
    id: row.id,
    game: row.gameIdentity,
    type: row.gameType,
    state: row.state,
    isOpen,
    currency: row.currency,
    betAmount: formatMinor(row.betAmount, subunitToUnit),
    payout:
      row.state === "settled" && row.payout !== null
        ? formatMinor(row.payout, subunitToUnit)
        : null,
    multiplier,
    nonce: row.nonce,
    clientSeed: row.clientSeed,
    serverSeedHash: row.serverSeedHash,
    params: row.params,
    view,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
  };
}
