import type { RevealedSeeds, RoundView } from "../server/protocol.ts";
import { frameLocale } from "./format.ts";

/** The public page that recomputes a round from its revealed seeds (app/routes/house-verify.tsx). */
export const VERIFY_PATH = "/house/verify";

/** The revealed pair a round was played with, if the player has rotated past it. */
export function revealedPairOf(
  round: Pick<RoundView, "serverSeedHash" | "clientSeed">,
  revealed: readonly RevealedSeeds[],
): RevealedSeeds | null {
  return (
    revealed.find(
      (pair) =>
        pair.serverSeedHash === round.serverSeedHash && pair.clientSeed === round.clientSeed,
    ) ?? null
  );
}

/**
 * `/house/verify?game=…&serverSeed=…&clientSeed=…&nonce=…&params=<json>&lang=…` for a round
 * whose server seed has been revealed, in the frame's language; null while the seed is still in
 * use (rotate to verify).
 */
export function verifyUrl(
  round: Pick<RoundView, "game" | "serverSeedHash" | "clientSeed" | "nonce" | "params">,
  revealed: readonly RevealedSeeds[],
  locale: string = frameLocale(),
): string | null {
  const pair = revealedPairOf(round, revealed);
  if (!pair) return null;
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: pair.serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    params: JSON.stringify(round.params),
    lang: locale,
  });
  return `${VERIFY_PATH}?${query.toString()}`;
}
