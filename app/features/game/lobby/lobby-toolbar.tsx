import { ArrowDownUp, Layers, Search, SlidersHorizontal, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { GameCollection } from "../../../../contracts/game.ts";
import { humanizeIdentity } from "../../../lib/humanize.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useCollections, useProviders } from "./catalogue-api.ts";
import { useFeatures } from "./features-api.ts";
import {
  activeFilterCount,
  isSortKey,
  lobbyHref,
  NO_FILTERS,
  SORT_KEYS,
  withoutFilter,
  type LobbyFilters,
  type SortKey,
} from "./games-filters.ts";
import { ScrollRow } from "../../../ui/scroll-row.tsx";

/** The collections as tabs of the games list: links to /games/{collection}, filters kept. */
export function CollectionTabs({
  filters,
  collections,
}: {
  filters: LobbyFilters;
  collections: readonly GameCollection[];
}) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const current = filters.collections.length === 1 ? filters.collections[0] : null;
  const tab = (identity: string | null, name: string) => {
    const active = identity === current && (identity !== null || filters.collections.length === 0);
    return (
      <li key={identity ?? "all"} className="shrink-0 snap-start">
        <Link
          to={localize(lobbyHref({ ...filters, collections: identity ? [identity] : [] }))}
          aria-current={active ? "page" : undefined}
          preventScrollReset
          className="inline-flex h-9 items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent"
        >
          {name}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t("lobby.categories")} className="mb-4">
      <ScrollRow label={t("lobby.categories")} itemsClassName="gap-2">
        {tab(null, t("lobby.allGames"))}
        {collections.map((collection) => tab(collection.identity, collection.name))}
      </ScrollRow>
    </nav>
  );
}

/** The sort order as a native select; choosing one replaces the address. */
export function SortSelect({
  value,
  hrefFor,
}: {
  value: SortKey;
  /** The address of the same list in another order. */
  hrefFor: (sort: SortKey) => string;
}) {
  const { t } = useTranslation("layout");
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-muted">
        <ArrowDownUp aria-hidden="true" className="size-4" />
        {t("lobby.sortBy")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isSortKey(next)) {
            void navigate(hrefFor(next), { replace: true, preventScrollReset: true });
          }
        }}
        className="h-10 rounded-xl border border-line bg-surface px-3 text-sm font-medium text-text [color-scheme:inherit] focus-visible:border-accent"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`lobby.sort.${key}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search and filter buttons (URL modals), with the number of filters in use. */
export function LobbyActions({ filterCount }: { filterCount?: number }) {
  const { t } = useTranslation("layout");
  const { hrefFor } = useUrlModal();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to={hrefFor("global-search")} preventScrollReset className={buttonClass("secondary")}>
        <Search aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t("lobby.search")}</span>
      </Link>
      {filterCount !== undefined ? (
        <Link to={hrefFor("providers")} preventScrollReset className={buttonClass("secondary")}>
          <Layers aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t("lobby.providersTitle")}</span>
        </Link>
      ) : null}
      {filterCount !== undefined ? (
        <Link to={hrefFor("games-filter")} preventScrollReset className={buttonClass("secondary")}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t("lobby.filters")}</span>
          {filterCount > 0 ? (
            <span className="rounded-full bg-accent px-1.5 text-xs leading-5 text-on-accent">
              {filterCount}
              <span className="sr-only"> {t("lobby.filtersActive")}</span>
            </span>
          ) : null}
        </Link>
      ) : null}
    </div>
  );
}

/** The filters in use as removable chips, and a link that clears them all. */
export function ActiveFilters({ filters }: { filters: LobbyFilters }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const collections = useCollections().data ?? [];
  const providers = useProviders().data ?? [];
  const features = useFeatures().data ?? [];
  const nameOf = (
    list: readonly { identity?: string; id: number | string; name: string }[],
    value: string,
  ) => list.find((item) => (item.identity ?? item.id) === value)?.name ?? humanizeIdentity(value);

  const chips = [
    // One collection is the current tab already; several are chips.
    ...(filters.collections.length > 1
      ? filters.collections.map((value) => ({
          list: "collections" as const,
          value,
          name: nameOf(collections, value),
        }))
      : []),
    ...filters.providers.map((value) => ({
      list: "providers" as const,
      value,
      name: nameOf(providers, value),
    })),
    ...filters.features.map((value) => ({
      list: "features" as const,
      value,
      name: nameOf(features, value),
    })),
  ];
  if (chips.length === 0) return null;

  return (
    <ul aria-label={t("lobby.activeFilters")} className="mb-5 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={`${chip.list}:${chip.value}`}>
          <Link
            to={localize(lobbyHref(withoutFilter(filters, chip.list, chip.value)))}
            preventScrollReset
            aria-label={t("lobby.removeFilter", { name: chip.name })}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-raised ps-3 pe-2 text-sm font-medium text-text hover:bg-line"
          >
            {chip.name}
            <X aria-hidden="true" className="size-3.5" />
          </Link>
        </li>
      ))}
      {activeFilterCount(filters) > 1 ? (
        <li>
          <Link
            to={localize(
              lobbyHref({
                ...NO_FILTERS,
                collections: filters.collections.length === 1 ? filters.collections : [],
                sort: filters.sort,
              }),
            )}
            preventScrollReset
            className="inline-flex h-8 items-center rounded-full px-3 text-sm font-semibold text-accent-text hover:bg-raised"
          >
            {t("lobby.clearFilters")}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
