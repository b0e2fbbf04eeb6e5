import { Gamepad2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/game";
import { humanizeIdentity } from "../lib/humanize.ts";
import { GuestActions } from "../ui/guest-actions.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { Skeleton, LoadingRegion } from "../ui/skeleton.tsx";

/** Client-only (SPEC §2): /game/{identity}, with ?real=true for real-money play. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return { id: params.id, real: url.searchParams.get("real") === "true" };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <LoadingRegion>
      <PageContainer>
        <Skeleton className="mb-2 h-4 w-28" />
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="aspect-video w-full rounded-2xl" />
      </PageContainer>
    </LoadingRegion>
  );
}

export default function GamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  const mode = loaderData.real
    ? t("pages.game.realMode", { defaultValue: "Real money" })
    : t("pages.game.demoMode", { defaultValue: "Demo" });
  return (
    <PageContainer>
      <PageHeading title={humanizeIdentity(loaderData.id)} eyebrow={mode} />
      <div className="grid aspect-video w-full place-items-center rounded-2xl border border-line bg-surface/60 p-4 max-sm:aspect-[3/4]">
        <div className="w-full max-w-md">
          <EmptyState
            icon={Gamepad2}
            title={
              loaderData.real
                ? t("pages.game.signInToPlayReal", {
                    defaultValue: "Sign in to play for real money",
                  })
                : t("pages.game.emptyTitle", { defaultValue: "Sign in to play" })
            }
            description={t("pages.game.emptyDescription", {
              defaultValue: "The game opens in this window once you are signed in.",
            })}
            action={<GuestActions />}
          />
        </div>
      </div>
    </PageContainer>
  );
}
