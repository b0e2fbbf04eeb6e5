import { formatMinor } from "../../contracts/money.ts";
import { fairRng } from "../fair/floats.ts";
import type { CatalogueEntry } from "../games/catalogue.ts";
import { GameInputError } from "../games/errors.ts";
import { GAMES, payoutOf, playGame, type GameId, type OutcomeOf } from "../games/registry.ts";
import type { Jsonify, RoundActionBody } from "./protocol.ts";

/**
 * What the round server needs from the engines (house/games), in one place: which engine a
 * catalogue entry runs, the params a round opens with, how a move extends them, and whether the
 * replayed outcome is finished and what it pays. Interactive rounds keep only the player's
 * choices (picks, guesses, actions); their outcome is always recomputed from the seeds.
 */

export const INTERACTIVE_ENGINES = ["mines", "hilo", "blackjack"] as const;
export type InteractiveEngine = (typeof INTERACTIVE_ENGINES)[number];

export function isInteractive(engine: string): engine is InteractiveEngine {
  return (INTERACTIVE_ENGINES as readonly string[]).includes(engine);
}

export function engineOf(entry: Pick<CatalogueEntry, "type">): GameId {
  return entry.type === "slot" ? "slots" : entry.type;
}

export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

/** bigint → decimal string, recursively: the JSON form of params and outcomes. */
export function toJson<T>(value: T): Jsonify<T> {
  if (typeof value === "bigint") return value.toString() as Jsonify<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toJson(item)) as Jsonify<T>;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = toJson(item);
    return out as Jsonify<T>;
  }
  return value as Jsonify<T>;
}

export type JsonRecord = Record<string, unknown>;

/**
 * The params a round starts with, validated by the engine (throws GameInputError). A slot's
 * title comes from the catalogue entry, never from the player; interactive games start with no
 * moves.
 */
export function openingParams(
  engine: GameId,
  entry: CatalogueEntry,
  input: JsonRecord,
): JsonRecord {
  switch (engine) {
    case "slots":
      return toJson(GAMES.slots.parseParams({ title: entry.slotTitle }));
    case "mines":
      return {
        mines: GAMES.mines.parseParams({ mines: input["mines"], picks: [] }).mines,
        picks: [],
      };
    case "hilo":
      return { guesses: [] };
    case "blackjack":
      return { actions: [] };
    default:
      return toJson(GAMES[engine].parseParams(input)) as JsonRecord;
  }
}

/** The stake a round's params fix by themselves (roulette: the sum of its chips), else null. */
export function stakeOfParams(engine: GameId, params: JsonRecord): bigint | null {
  if (engine !== "roulette") return null;
  return GAMES.roulette.totalStake(GAMES.roulette.parseParams(params));
}

export function replay<G extends GameId>(engine: G, params: JsonRecord, seeds: RoundSeeds) {
  return playGame(engine, params, fairRng(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
}

export type Evaluation = {
  outcome: OutcomeOf<GameId>;
  finished: boolean;
  /** What the round pays once finished; null while it is open. */
  payout: bigint | null;
};

/**
 * Replays a round and decides whether it is over. `initialBet` is the opening stake (blackjack
 * pays in multiples of it; doubles and splits each add one); `cashout` is the player's request
 * to take the current multiplier (mines, hi-lo).
 */
export function evaluate(
  engine: GameId,
  params: JsonRecord,
  seeds: RoundSeeds,
  initialBet: bigint,
  cashout = false,
): Evaluation {
  switch (engine) {
    case "mines": {
      const outcome = replay("mines", params, seeds);
      const busted = outcome.hit !== null;
      const cleared = outcome.safeReveals === GAMES.mines.TILES - outcome.mines;
      if (cashout && !busted && outcome.safeReveals === 0) {
        throw new GameInputError("mines", "action", "reveal at least one tile before cashing out");
      }
      const finished = busted || cleared || cashout;
      return {
        outcome,
        finished,
        payout: finished ? (busted ? 0n : GAMES.mines.payout(initialBet, outcome)) : null,
      };
    }
    case "hilo": {
      const outcome = replay("hilo", params, seeds);
      const finished = outcome.lost || outcome.capped || cashout;
      return {
        outcome,
        finished,
        payout: finished ? (outcome.lost ? 0n : GAMES.hilo.payout(initialBet, outcome)) : null,
      };
    }
    case "blackjack": {
      const outcome = replay("blackjack", params, seeds);
      return {
        outcome,
        finished: outcome.finished,
        payout: outcome.finished ? GAMES.blackjack.payout(initialBet, outcome) : null,
      };
    }
    case "roulette": {
      const outcome = replay("roulette", params, seeds);
      return { outcome, finished: true, payout: payoutOf("roulette", initialBet, outcome) };
    }
    default: {
      const outcome = replay(engine, params, seeds);
      return { outcome, finished: true, payout: payoutOf(engine, initialBet, outcome) };
    }
  }
}

export type Move = {
  params: JsonRecord;
  /** Double and split stake one more initial bet before the move counts. */
  extraBet: boolean;
  cashout: boolean;
};

/** The params after a player's move (not yet checked against the replay). */
export function applyMove(engine: GameId, params: JsonRecord, move: RoundActionBody): Move {
  const list = (field: string) => {
    const value = params[field];
    return Array.isArray(value) ? (value as unknown[]) : [];
  };
  switch (move.action) {
    case "reveal":
      if (engine === "mines") {
        return {
          params: { ...params, picks: [...list("picks"), move.tile] },
          extraBet: false,
          cashout: false,
        };
      }
      break;
    case "guess":
      if (engine === "hilo") {
        return {
          params: { ...params, guesses: [...list("guesses"), move.guess] },
          extraBet: false,
          cashout: false,
        };
      }
      break;
    case "cashout":
      if (engine === "mines" || engine === "hilo")
        return { params, extraBet: false, cashout: true };
      break;
    case "hit":
    case "stand":
    case "double":
    case "split":
      if (engine === "blackjack") {
        return {
          params: { ...params, actions: [...list("actions"), move.action] },
          extraBet: move.action === "double" || move.action === "split",
          cashout: false,
        };
      }
      break;
  }
  throw new GameInputError(engine, "action", `"${move.action}" is not a move of ${engine}`);
}

/**
 * How an abandoned round ends (no move for ABANDONED_ROUND_MS): the player's position is kept.
 * Mines and hi-lo cash out at the multiplier reached; without a single reveal or guess nothing
 * was risked yet and the stake comes back (1×). Blackjack stands on every hand still in play
 * and the dealer finishes by the rules.
 */
export function closeAbandoned(
  engine: GameId,
  params: JsonRecord,
  seeds: RoundSeeds,
  initialBet: bigint,
): { params: JsonRecord; evaluation: Evaluation } {
  if (engine === "blackjack") {
    let current = params;
    for (let i = 0; i <= GAMES.blackjack.MAX_ACTIONS; i += 1) {
      const evaluation = evaluate(engine, current, seeds, initialBet);
      if (evaluation.finished) return { params: current, evaluation };
      current = applyMove(engine, current, { action: "stand" }).params;
    }
    throw new Error("blackjack: standing did not finish the round");
  }
  const now = evaluate(engine, params, seeds, initialBet);
  if (now.finished) return { params, evaluation: now };
  const risked =
    engine === "mines"
      ? (now.outcome as OutcomeOf<"mines">).safeReveals > 0
      : engine === "hilo"
        ? (now.outcome as OutcomeOf<"hilo">).steps.some((step) => step.guess !== "skip")
        : true;
  if (risked) return { params, evaluation: evaluate(engine, params, seeds, initialBet, true) };
  return { params, evaluation: { ...now, finished: true, payout: initialBet } };
}

/** Basis points as the API's multiplier string: 19 800n → "1.9800". */
export function formatMultiplierBp(bp: bigint): string {
  return formatMinor(bp, 10_000n);
}

/** payout / stake with four decimals, rounded down. */
export function multiplierOf(payout: bigint, stake: bigint): string {
  return formatMultiplierBp(stake > 0n ? (payout * 10_000n) / stake : 0n);
}
