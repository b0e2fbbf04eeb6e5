import { Layers, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { humanizeIdentity } from "../../../lib/humanize.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorPage } from "../../../ui/error-page.tsx";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { catalogueKeys, usePagedGames, useProvider } from "./catalogue-api.ts";
import { gamesApiQuery, NO_FILTERS, readLobbyFilters } from "./games-filters.ts";
import { GamesGrid } from "./games-grid.tsx";
import { LobbyActions, SortSelect } from "./lobby-toolbar.tsx";
import { providerHref } from "./provider-chip.tsx";

/**
 * /games/providers/{provider}: the studio's logo, name and game count, and its games with a
 * sort order (`?sort=`). An unknown studio shows the 404 page.
 */
export function ProviderPage({ identity }: { identity: string }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const location = useLocation();
  const provider = useProvider(identity);
  const { sort } = readLobbyFilters({ collection: null, provider: null }, location.search);
  const {
    page: _page,
    perPage: _perPage,
    ...listQuery
  } = gamesApiQuery({ ...NO_FILTERS, providers: [identity], sort }, 1);
  const paged = usePagedGames({
    key: catalogueKeys.games({ ...listQuery, list: "grid" }),
    path: "/api/game/games",
    query: listQuery,
  });

  if (provider.isError && isApiError(provider.error) && provider.error.status === 404) {
    return <ErrorPage notFound />;
  }

  const name = provider.data?.name ?? humanizeIdentity(identity);
  const sortHref = (next: string) => {
    const params = new URLSearchParams(location.search);
    if (next === "featured") params.delete("sort");
    else params.set("sort", next);
    const query = params.toString();
    return localize(`${providerHref({ identity })}${query ? `?${query}` : ""}`);
  };

  return (
    <PageContainer>
      <div className="mb-6 flex flex-wrap items-center gap-4">
        {provider.data ? (
          <img
            src={provider.data.images.logo}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-2xl border border-line bg-surface object-contain p-2"
          />
        ) : (
          <Skeleton className="size-16 rounded-2xl" />
        )}
        <div className="min-w-0 flex-1">
          <PageHeading
            title={name}
            eyebrow={t("pages.providers.title")}
            description={
              provider.data
                ? t("lobby.gameCount", {
                    count: provider.data.gameEnabledCount,
                    formatted: new Intl.NumberFormat(locale).format(provider.data.gameEnabledCount),
                  })
                : undefined
            }
            actions={
              <>
                <Link to={localize("/games/providers")} className={buttonClass("ghost")}>
                  <Layers aria-hidden="true" className="size-4" />
                  {t("pages.provider.allProviders")}
                </Link>
                <LobbyActions />
              </>
            }
          />
        </div>
      </div>
      {provider.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
          <p className="text-sm text-muted">{t("lobby.providerError")}</p>
          <button
            type="button"
            onClick={() => void provider.refetch()}
            className={buttonClass("secondary")}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t("lobby.retry")}
          </button>
        </div>
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <SortSelect value={sort} hrefFor={sortHref} />
          </div>
          <GamesGrid
            key={JSON.stringify(listQuery)}
            paged={paged}
            label={t("lobby.gamesOf", { name })}
            empty={
              <EmptyState
                icon={Layers}
                title={t("pages.provider.emptyTitle")}
                description={t("pages.provider.emptyDescription")}
              />
            }
          />
        </>
      )}
    </PageContainer>
  );
}
