import { GameInputError } from "../games/errors.ts";
import { payoutOf, playGame, type GameId, type OutcomeOf } from "../games/registry.ts";
import { fairRng } from "./floats.ts";
import { hashServerSeed } from "./seeds.ts";

export type VerifiedRound<G extends GameId> = {
  game: G;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: OutcomeOf<G>;
  /** Floats the round consumed (8 per HMAC round). */
  floatsUsed: number;
  /** With a bet: what the round paid. */
  payout?: bigint;
};

/**
 * Recompute a past round from its revealed server seed, client seed, nonce and the player's
 * params (targets, picks, actions…). Compare `serverSeedHash` with the hash shown before play.
 */
export function verifyRound<G extends GameId>(
  game: G,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: unknown,
  bet?: bigint,
): VerifiedRound<G> {
  const rng = fairRng(serverSeed, clientSeed, nonce);
  const outcome = playGame(game, params, rng);
  const round: VerifiedRound<G> = {
    game,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
    outcome,
    floatsUsed: rng.used,
  };
  if (bet !== undefined) {
    if (bet < 0n) throw new GameInputError(game, "bet", "must be ≥ 0");
    round.payout = payoutOf(game, bet, outcome);
  }
  return round;
}
