import { PlayerGamesPage } from "../features/game/lobby/player-games-page.tsx";
import { PageSkeleton } from "../ui/skeleton.tsx";

/** Client-only (SPEC §2): the signed-in player's recently played games. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function RecentlyPlayedPage() {
  return <PlayerGamesPage list="played" />;
}
