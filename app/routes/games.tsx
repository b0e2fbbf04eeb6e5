import { data } from "react-router";
import type { Route } from "./+types/games";
import { parseGamesSegments } from "../features/game/lobby/games-filters.ts";
import { GamesListPage } from "../features/game/lobby/games-list-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.game", "pages.games"] };

/**
 * /games and /games/{params}: the lobby, narrowed by a collection and optionally a provider
 * (/games/slots, /games/slots/neon-reels; the rule is in features/game/lobby/games-filters.ts).
 * An address that cannot be a games list is a 404 from the server already; an identity the
 * catalogue does not know shows the 404 page once the catalogue has answered.
 */
function checkSegments(splat: string | undefined) {
  if (!parseGamesSegments(splat)) throw data(null, { status: 404 });
  return null;
}

export function loader({ params }: Route.LoaderArgs) {
  return checkSegments(params["*"]);
}

// Client navigations check here, with no round trip to the server.
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return checkSegments(params["*"]);
}

export default function GamesPage({ params }: Route.ComponentProps) {
  const path = parseGamesSegments(params["*"]) ?? { collection: null, provider: null };
  return <GamesListPage path={path} />;
}
