import type { Rng } from "../fair/floats.ts";
import * as blackjack from "./blackjack.ts";
import * as dice from "./dice.ts";
import * as hilo from "./hilo.ts";
import * as keno from "./keno.ts";
import * as limbo from "./limbo.ts";
import * as mines from "./mines.ts";
import * as plinko from "./plinko.ts";
import * as roulette from "./roulette.ts";
import * as slots from "./slots/index.ts";

/** Every house game engine by id: parseParams, play, payout, RTP, HOUSE_EDGE, MAX_WIN_MULTIPLIER. */
export const GAMES = { dice, limbo, mines, plinko, keno, hilo, roulette, blackjack, slots };

export type GameId = keyof typeof GAMES;
export type ParamsOf<G extends GameId> = Parameters<(typeof GAMES)[G]["play"]>[0];
export type OutcomeOf<G extends GameId> = ReturnType<(typeof GAMES)[G]["play"]>;

export function isGameId(value: string): value is GameId {
  return Object.hasOwn(GAMES, value);
}

/** Validate untrusted params (throws GameInputError) and play one round from `rng`. */
export function playGame<G extends GameId>(game: G, input: unknown, rng: Rng): OutcomeOf<G> {
  const engine = GAMES[game];
  const params = engine.parseParams(input);
  return engine.play(params as never, rng) as OutcomeOf<G>;
}

export function payoutOf<G extends GameId>(game: G, bet: bigint, outcome: OutcomeOf<G>): bigint {
  return GAMES[game].payout(bet, outcome as never);
}
