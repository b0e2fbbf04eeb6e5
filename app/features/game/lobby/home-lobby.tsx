import { Search, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useCollections } from "./catalogue-api.ts";
import { CollectionRow } from "./collection-row.tsx";
import { lobbyHref, NO_FILTERS } from "./games-filters.ts";
import { ProvidersStrip } from "./providers-strip.tsx";
import { WinnersFeed } from "./winners-feed.tsx";

/** Collection rows shown above the live wins; the rest follow them. */
const ROWS_BEFORE_WINNERS = 2;

/**
 * The casino part of the home page: a search field that opens the search dialog, quick links
 * to each collection, a row of games per visible collection, live wins with the online count,
 * and the providers.
 */
export function HomeLobby() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const { hrefFor } = useUrlModal();
  const collections = useCollections();
  const rows = (collections.data ?? []).filter((collection) => collection.gamesCount > 0);

  return (
    <div className="space-y-10">
      <div className="space-y-4">
        <Link
          to={hrefFor("global-search")}
          preventScrollReset
          className="flex h-12 w-full items-center gap-3 rounded-2xl border border-line bg-surface px-4 text-start text-muted shadow-sm transition-colors hover:border-accent/60"
        >
          <Search aria-hidden="true" className="size-5 shrink-0" />
          <span className="truncate">{t("lobby.searchPrompt")}</span>
        </Link>
        <nav aria-label={t("lobby.categories")}>
          <ul className="flex flex-wrap gap-2">
            {collections.data
              ? rows.map((collection) => (
                  <li key={collection.id}>
                    <Link
                      to={localize(
                        lobbyHref({ ...NO_FILTERS, collections: [collection.identity] }),
                      )}
                      className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold text-text transition-colors hover:border-accent/60 hover:bg-raised"
                    >
                      {collection.name}
                    </Link>
                  </li>
                ))
              : Array.from({ length: 5 }, (_, index) => (
                  <li key={index} aria-hidden="true">
                    <Skeleton className="h-9 w-24 rounded-full" />
                  </li>
                ))}
          </ul>
        </nav>
      </div>

      {collections.isError || (collections.data && rows.length === 0) ? (
        <EmptyState
          icon={Sparkles}
          headingLevel={2}
          title={t("pages.home.emptyTitle")}
          description={t("pages.home.emptyDescription")}
        />
      ) : null}

      {rows.slice(0, ROWS_BEFORE_WINNERS).map((collection, index) => (
        <CollectionRow key={collection.id} collection={collection} eager={index === 0} />
      ))}
      {/* As many as the rows that will stand there, so the live wins do not jump down. */}
      {collections.isPending
        ? Array.from({ length: ROWS_BEFORE_WINNERS }, (_, index) => (
            <RowSkeleton key={index} tiles={index === 0} />
          ))
        : null}

      <WinnersFeed />

      {rows.slice(ROWS_BEFORE_WINNERS).map((collection) => (
        <CollectionRow key={collection.id} collection={collection} />
      ))}

      <ProvidersStrip />
    </div>
  );
}

/** A row of games to come; `tiles: false` draws one band of the same height (a lighter document). */
function RowSkeleton({ tiles }: { tiles: boolean }) {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-3 h-6 w-40" />
      {tiles ? (
        <div className="flex gap-3 overflow-hidden">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="aspect-square w-36 shrink-0 rounded-xl sm:w-40" />
          ))}
        </div>
      ) : (
        <Skeleton className="h-36 w-full rounded-xl sm:h-40" />
      )}
    </div>
  );
}
