import { PlayerGamesPage } from "../features/game/lobby/player-games-page.tsx";
import { PageSkeleton } from "../ui/skeleton.tsx";

/** Client-only (SPEC §2): favourites belong to the signed-in player in this browser. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function FavoritesPage() {
  return <PlayerGamesPage list="favorites" />;
}
