import type { DbExecutor } from "../../db/client.ts";

/**
 * Free rounds in the seamless wallet: a bet that carries `freeRoundsId` stakes nothing; it spends
 * one spin of a free-spin package the operator granted the provider. The bonus module owns the
 * packages and plugs in here (`GameModule.setFreeRounds`); without it every free round is refused.
 */

export interface FreeRoundRequest {
  tx: DbExecutor;
  /** The operator's id of the package, as the provider got it with the grant. */
  reference: string;
  playerId: string;
  walletAccountId: string;
  gameId: number;
  currency: string;
  /** The stake the provider says the spin is worth, in minor units. */
  amount: bigint;
}

export type FreeRoundAnswer = { freespinId: string } | { refused: string };

export interface FreeRounds {
  /** In the bet's transaction: takes one spin of the package (locked) or says why not. */
  take(request: FreeRoundRequest): Promise<FreeRoundAnswer>;
  /** A free round's bet was rolled back: its spin goes back to the package. */
  release(tx: DbExecutor, freespinId: string): Promise<void>;
}

export const noFreeRounds: FreeRounds = {
  take: async () => ({ refused: "No free rounds are granted here" }),
  release: async () => undefined,
};
