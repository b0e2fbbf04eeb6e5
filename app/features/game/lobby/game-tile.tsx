import { Link } from "react-router";
import type { Game } from "../../../../contracts/game.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { FavoriteButton } from "./favorite-button.tsx";
import { GameImage } from "./game-image.tsx";
import { GameLabels } from "./game-labels.tsx";

/** Where a tile leads: real play for a player (SPEC §2 link form), the demo for a guest. */
export function gameHref(game: Pick<Game, "identity">, isPlayer: boolean): string {
  const path = `/game/${encodeURIComponent(game.identity)}`;
  return isPlayer ? `${path}?real=true` : path;
}

/**
 * One game in a grid or a row: artwork with its badges, name and studio, all one link to the
 * game, and the favourite heart beside it (a sibling, not inside the link).
 */
export function GameTile({
  game,
  eager = false,
  linkRef,
}: {
  game: Game;
  /** Load the artwork at once (the first tiles of a page). */
  eager?: boolean;
  /** The tile's link, for moving focus to it. */
  linkRef?: (element: HTMLAnchorElement | null) => void;
}) {
  const localize = useLocalizedPath();
  const isPlayer = useSessionState().status === "player";
  return (
    <article className="group relative" data-game={game.identity}>
      <Link
        ref={linkRef}
        to={localize(gameHref(game, isPlayer))}
        className="relative flex flex-col rounded-xl focus-visible:outline-offset-4"
      >
        {/* Name first, so the link reads "Neon Nights, Neon Reels, New"; the art sits above. */}
        <span className="order-2 mt-2 block truncate px-0.5 text-sm font-semibold text-text">
          {game.name}
        </span>
        <span className="order-3 block truncate px-0.5 text-xs text-muted">
          {game.provider.name}
        </span>
        <span className="relative order-1 block aspect-square overflow-hidden rounded-xl border border-line bg-raised shadow-sm transition-transform duration-200 group-hover:-translate-y-0.5 group-hover:shadow-md">
          <GameImage images={game.images} eager={eager} />
          <GameLabels labels={game.labels} />
        </span>
      </Link>
      <FavoriteButton game={game} className="absolute end-2 top-2" />
    </article>
  );
}
