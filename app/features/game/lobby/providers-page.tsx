import { Layers, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { LoadingRegion, Skeleton } from "../../../ui/skeleton.tsx";
import { useProviders } from "./catalogue-api.ts";
import { LobbyActions } from "./lobby-toolbar.tsx";
import { ProviderChip } from "./provider-chip.tsx";

const PROVIDER_GRID =
  "grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4";

/** /games/providers: every studio with its logo and number of games, linking to its page. */
export function ProvidersPage() {
  const { t } = useTranslation("layout");
  const providers = useProviders();
  return (
    <PageContainer>
      <PageHeading
        title={t("pages.providers.title")}
        description={t("pages.providers.description")}
        actions={<LobbyActions />}
      />
      {providers.isPending ? (
        <LoadingRegion>
          <ul className={PROVIDER_GRID}>
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton className="h-20 w-full rounded-2xl" />
              </li>
            ))}
          </ul>
        </LoadingRegion>
      ) : providers.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-sm text-muted">{t("lobby.providersError")}</p>
          <button
            type="button"
            onClick={() => void providers.refetch()}
            className={buttonClass("secondary")}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("lobby.retry")}
          </button>
        </div>
      ) : providers.data.length === 0 ? (
        <EmptyState
          icon={Layers}
          title={t("pages.providers.emptyTitle")}
          description={t("pages.providers.emptyDescription")}
        />
      ) : (
        <ul aria-label={t("pages.providers.title")} className={PROVIDER_GRID}>
          {providers.data.map((provider) => (
            <li key={provider.id}>
              <ProviderChip provider={provider} size="lg" />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
