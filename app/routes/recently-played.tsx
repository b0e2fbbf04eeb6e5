import { PlayerGamesPage } from "../features/game/lobby/player-games-page.tsx";
import { PageSkeleton } from "../ui/skeleton.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = {
  texts: ["pages.favorites", "pages.game", "pages.recentlyPlayed"],
};

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
