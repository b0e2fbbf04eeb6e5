import { AppError } from "../../server/platform/errors.ts";
import { hashServerSeed } from "../fair/seeds.ts";
import { GameInputError } from "../games/errors.ts";
import { GAMES, isGameId, payoutOf, type GameId, type OutcomeOf } from "../games/registry.ts";
import { findCatalogueEntry } from "./context.ts";
import {
  engineOf,
  formatMultiplierBp,
  multiplierOf,
  replay,
  toJson,
  type JsonRecord,
} from "./engines.ts";
import { gameInputError } from "./errors.ts";
import type { VerifyResponse } from "./protocol.ts";

/**
 * POST /house/api/verify: anyone may recompute a round from its revealed seeds (no launch, no
 * database). `game` is an engine id or a catalogue identity; for a slot identity the title is
 * the entry's. The multiplier is the round's return over everything staked: the engine's
 * multiplier for dice, limbo, plinko, keno, mines and hi-lo; payout ÷ chips for roulette;
 * return ÷ (initial bet × hands and doubles) for blackjack, as the round's own view shows it.
 */

/** A bet large enough that rounding to the minor unit never shows in four decimals. */
const UNIT = 100_000_000n;

function multiplierOfOutcome(engine: GameId, outcome: OutcomeOf<GameId>): string {
  switch (engine) {
    case "mines":
      return formatMultiplierBp((outcome as OutcomeOf<"mines">).multiplierBp);
    case "hilo":
      return formatMultiplierBp((outcome as OutcomeOf<"hilo">).multiplierBp);
    case "roulette": {
      const roulette = outcome as OutcomeOf<"roulette">;
      const stake = GAMES.roulette.totalStake(roulette);
      return multiplierOf(payoutOf("roulette", stake, roulette), stake);
    }
    case "blackjack": {
      const hand = outcome as OutcomeOf<"blackjack">;
      return multiplierOf(payoutOf("blackjack", UNIT, hand), UNIT * BigInt(hand.wageredUnits));
    }
    default:
      return multiplierOf(payoutOf(engine, UNIT, outcome as never), UNIT);
  }
}

export function verifyPublicRound(body: {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params?: JsonRecord;
}): VerifyResponse {
  const entry = findCatalogueEntry(body.game);
  const engine: GameId | null = entry ? engineOf(entry) : isGameId(body.game) ? body.game : null;
  if (!engine) throw AppError.validation({ game: ["Unknown game"] }, `Unknown game ${body.game}`);
  const params = entry?.slotTitle
    ? { ...body.params, title: entry.slotTitle }
    : (body.params ?? {});
  try {
    const outcome = replay(engine, params, body);
    return {
      serverSeedHash: hashServerSeed(body.serverSeed),
      multiplier: multiplierOfOutcome(engine, outcome),
      outcome: toJson(outcome) as JsonRecord,
    };
  } catch (error) {
    if (error instanceof GameInputError) throw gameInputError(error);
    throw error;
  }
}
