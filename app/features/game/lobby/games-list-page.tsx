import { Gamepad2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { humanizeIdentity } from "../../../lib/humanize.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ErrorPage } from "../../../ui/error-page.tsx";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { catalogueKeys, useCollections, usePagedGames, useProviders } from "./catalogue-api.ts";
import {
  activeFilterCount,
  gamesApiQuery,
  lobbyHref,
  NO_FILTERS,
  readLobbyFilters,
  type GamesPathParams,
} from "./games-filters.ts";
import { GamesGrid } from "./games-grid.tsx";
import { ActiveFilters, CollectionTabs, LobbyActions, SortSelect } from "./lobby-toolbar.tsx";

/** Matches a path segment: identities are canonical, numeric ids work too. */
function matches(item: { id: number; identity: string }, segment: string): boolean {
  return item.identity === segment || String(item.id) === segment;
}

/**
 * /games and /games/{collection}[/{provider}] (the rule is in games-filters.ts): collection
 * tabs, search and filters, sort, the filters in use, and the paged grid. A segment the
 * catalogue does not know shows the 404 page.
 */
export function GamesListPage({ path }: { path: GamesPathParams }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const location = useLocation();
  const collections = useCollections();
  const providers = useProviders();
  const filters = readLobbyFilters(path, location.search);
  const query = gamesApiQuery(filters, 1);
  const { page: _page, perPage: _perPage, ...listQuery } = query;
  const paged = usePagedGames({
    key: catalogueKeys.games({ ...listQuery, list: "grid" }),
    path: "/api/game/games",
    query: listQuery,
  });

  const collection = path.collection
    ? collections.data?.find((item) => matches(item, path.collection ?? ""))
    : undefined;
  const provider = path.provider
    ? providers.data?.find((item) => matches(item, path.provider ?? ""))
    : undefined;
  const unknownCollection = path.collection !== null && collections.isSuccess && !collection;
  const unknownProvider = path.provider !== null && providers.isSuccess && !provider;
  if (unknownCollection || unknownProvider) return <ErrorPage notFound />;

  const title = path.collection
    ? (collection?.name ?? humanizeIdentity(path.collection))
    : t("pages.games.title");
  const providerName = path.provider ? (provider?.name ?? humanizeIdentity(path.provider)) : null;
  const heading = providerName ? `${title} · ${providerName}` : title;
  const filtered = activeFilterCount(filters) > (path.collection ? 1 : 0);

  return (
    <PageContainer>
      <PageHeading
        title={heading}
        eyebrow={path.collection ? t("pages.games.title") : undefined}
        actions={<LobbyActions filterCount={activeFilterCount(filters)} />}
      />
      {collections.data ? (
        <CollectionTabs filters={filters} collections={collections.data} />
      ) : (
        <div className="mb-4 flex gap-2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-24 rounded-full" />
          ))}
        </div>
      )}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ActiveFilters filters={filters} />
        <div className="ms-auto">
          <SortSelect
            value={filters.sort}
            hrefFor={(sort) =>
              localize(lobbyHref({ ...filters, sort }, new URLSearchParams(location.search)))
            }
          />
        </div>
      </div>
      <GamesGrid
        key={JSON.stringify(listQuery)}
        paged={paged}
        label={t("lobby.gamesOf", { name: heading })}
        empty={
          <EmptyState
            icon={Gamepad2}
            title={t("pages.games.emptyTitle")}
            description={filtered ? t("lobby.noMatch") : t("lobby.noGames")}
            action={
              filtered ? (
                <Link
                  to={localize(lobbyHref({ ...NO_FILTERS, sort: filters.sort }))}
                  className={buttonClass("primary")}
                >
                  {t("lobby.clearFilters")}
                </Link>
              ) : undefined
            }
          />
        }
      />
    </PageContainer>
  );
}
