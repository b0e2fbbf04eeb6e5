import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/house-play";
import { FrameSkeleton, GameFrame } from "../../house/ui/game-frame.tsx";
import { LoadingRegion } from "../ui/skeleton.tsx";

/**
 * A house studio game, shown inside the operator's game iframe: no site chrome, client-only
 * (the signed launch in `?launch=` is sent to the studio API on every call).
 */
export const handle = { layout: "empty" };

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const launch = url.searchParams.get("launch")?.trim() ?? "";
  return { game: params.game, launch: launch || null };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <LoadingRegion>
      <FrameSkeleton />
    </LoadingRegion>
  );
}

export default function HousePlayPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  if (!loaderData.launch) {
    return (
      <div className="grid min-h-dvh place-items-center p-4">
        <section
          role="alert"
          className="flex max-w-sm flex-col gap-2 rounded-2xl border border-line bg-surface p-6 text-center"
        >
          <h1 className="text-lg font-bold">
            {t("house.launch.missingTitle", { defaultValue: "This game needs a launch link" })}
          </h1>
          <p className="text-sm text-muted">
            {t("house.launch.missing", {
              defaultValue:
                "Open the game from the casino: the link it gives carries your game session.",
            })}
          </p>
        </section>
      </div>
    );
  }
  return <GameFrame launch={loaderData.launch} />;
}

/** The board's code failed to load or crashed: say so and offer a reload, still without chrome. */
export function ErrorBoundary() {
  const { t } = useTranslation("layout");
  return (
    <div className="grid min-h-dvh place-items-center p-4">
      <section
        role="alert"
        className="flex max-w-sm flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center"
      >
        <h1 className="text-lg font-bold">
          {t("house.launch.crashedTitle", { defaultValue: "The game stopped unexpectedly" })}
        </h1>
        <p className="text-sm text-muted">
          {t("house.launch.crashed", {
            defaultValue: "Your balance is safe. Reload the game to continue.",
          })}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center gap-2 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t("house.reload", { defaultValue: "Reload the game" })}
        </button>
      </section>
    </div>
  );
}
