import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/house-play";
import type { ContentHandle } from "../lib/i18n.ts";
import { FrameSkeleton, GameFrame } from "../../house/ui/game-frame.tsx";
import { LoadingRegion } from "../ui/skeleton.tsx";

/**
 * A house studio game, shown inside the operator's game iframe: no site chrome, client-only
 * (the signed launch in `?launch=` is sent to the studio API on every call).
 */
export const handle: ContentHandle & { layout: "empty"; isFrame: true } = {
  layout: "empty",
  isFrame: true,
  content: ["house"],
};

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
  const { t } = useTranslation("house");
  if (!loaderData.launch) {
    return (
      <div className="grid min-h-dvh place-items-center p-4">
        <section
          role="alert"
          className="flex max-w-sm flex-col gap-2 rounded-2xl border border-line bg-surface p-6 text-center"
        >
          <h1 className="text-lg font-bold">{t("house.launch.missingTitle")}</h1>
          <p className="text-sm text-muted">{t("house.launch.missing")}</p>
        </section>
      </div>
    );
  }
  return <GameFrame launch={loaderData.launch} />;
}

/** The board's code failed to load or crashed: say so and offer a reload, still without chrome. */
export function ErrorBoundary() {
  const { t } = useTranslation("house");
  return (
    <div className="grid min-h-dvh place-items-center p-4">
      <section
        role="alert"
        className="flex max-w-sm flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center"
      >
        <h1 className="text-lg font-bold">{t("house.launch.crashedTitle")}</h1>
        <p className="text-sm text-muted">{t("house.launch.crashed")}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex h-10 items-center gap-2 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t("house.reload")}
        </button>
      </section>
    </div>
  );
}
