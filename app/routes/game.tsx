import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/game";
import { GamePageSkeleton, GamePlayPage } from "../features/game/play/game-page.tsx";
import { RealityCheckReminder } from "../features/limit/reality-check-reminder.tsx";
import { GameQuestProgress } from "../features/quest/game-quest-progress.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.game", "quests"] };

/**
 * /game/{id or identity} (SPEC §2): client-only, so the launch (which needs the session and the
 * viewport) never runs on the server. `?real=true` asks for real money, `?real=false` for demo.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { id: params.id };
}
clientLoader.hydrate = true as const;

/** Opening a dialog or switching the mode changes the query only: nothing to load again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function HydrateFallback() {
  return <GamePageSkeleton />;
}

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return (
    <GamePlayPage
      key={loaderData.id}
      idOrIdentity={loaderData.id}
      realPlayNotice={<RealityCheckReminder />}
      gamePanel={(game) => <GameQuestProgress gameIdentity={game.identity} />}
    />
  );
}
