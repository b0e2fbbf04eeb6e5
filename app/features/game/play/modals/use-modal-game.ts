import { useLocation } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { useGameInfo } from "../game-play-api.ts";
import { usePlaySession } from "../play-session.ts";
import { knownGame, useBetNoticesVersion } from "./bet-notices.ts";
import { gameIdentityOf } from "../../../../lib/modals/modal-values.ts";

export interface ModalGame {
  identity: string | null;
  /** The game's name once known; null while loading, after a failed fetch, or for no game. */
  name: string | null;
  /** The game page, only when the game is known to exist (SPEC §8: omitted on a failed fetch). */
  path: string | null;
  /** The dialog sits on that game's page already (a link back would only reload it). */
  onGamePage: boolean;
  loading: boolean;
}

/**
 * The game a dialog's value names: from a realtime message already seen, else fetched by its
 * identity (a failure is logged by the fetch and leaves the dialog without a link to it).
 */
export function useModalGame(value: string): ModalGame {
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const playing = usePlaySession();
  useBetNoticesVersion();
  const identity = gameIdentityOf(value);
  const known = knownGame(identity);
  const info = useGameInfo(known === null ? identity : null);
  const name = known?.name ?? info.data?.name ?? null;
  const exists = known !== null || info.isSuccess;
  const gamePath = identity === null ? null : localize(`/game/${identity}`);
  return {
    identity,
    name,
    path: exists ? gamePath : null,
    onGamePage: identity !== null && (playing?.identity === identity || pathname === gamePath),
    loading: info.isLoading,
  };
}
