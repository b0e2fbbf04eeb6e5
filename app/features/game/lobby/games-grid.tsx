import { LoaderCircle, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { LoadingRegion, Skeleton } from "../../../ui/skeleton.tsx";
import type { PagedGames } from "./catalogue-api.ts";
import { GameTile } from "./game-tile.tsx";
import { shouldAutoLoad } from "./paging.ts";
import { useOnNearViewport } from "../../../lib/use-near-viewport.ts";

export const GRID_CLASS =
  "grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6";

/** Tiles whose artwork loads at once: the rows a page shows before any scrolling. */
const EAGER_TILES = 12;

/** Square placeholders in the shape of game tiles. */
export function TileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="mt-2 h-3.5 w-3/4" />
      <Skeleton className="mt-1.5 h-3 w-1/2" />
    </li>
  ));
}

/**
 * A paged grid of games: skeleton tiles while the first page loads, an empty state when
 * nothing matches, then pages one after the other. "Show more" loads the next page; it also
 * loads by itself as it comes within 400 px of the screen, for a few pages (shouldAutoLoad).
 * After a press focus moves to the first new game, so keyboard players carry on from there.
 */
export function GamesGrid({
  paged,
  label,
  empty,
}: {
  paged: PagedGames;
  /** Accessible name of the list ("Slots games"). */
  label: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const locale = useLocaleTag();
  const [autoLoaded, setAutoLoaded] = useState(0);
  // The index of the first game of a page asked for with "Show more", until it arrives.
  const focusIndex = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const { games, hasMore, isFetchingMore, fetchMore } = paged;

  const sentinel = useOnNearViewport<HTMLDivElement>(
    () => {
      if (!shouldAutoLoad({ autoLoaded, hasMore, isFetching: isFetchingMore })) return;
      setAutoLoaded((count) => count + 1);
      void fetchMore();
    },
    hasMore && !isFetchingMore,
    games.length,
  );

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || games.length <= index) return;
    focusIndex.current = null;
    links.current.get(index)?.focus();
  }, [games.length]);

  if (paged.isPending) {
    return (
      <LoadingRegion label={t("lobby.loadingGames")}>
        <ul className={GRID_CLASS}>
          <TileSkeletons count={12} />
        </ul>
      </LoadingRegion>
    );
  }

  if (paged.isError && games.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
      >
        <p className="text-sm text-muted">{t("lobby.loadError")}</p>
        <button
          type="button"
          onClick={() => void paged.refetch()}
          className={buttonClass("secondary")}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("lobby.retry")}
        </button>
      </div>
    );
  }

  if (games.length === 0) return <>{empty}</>;

  const format = new Intl.NumberFormat(locale);
  const showMore = () => {
    if (isFetchingMore) return;
    setAutoLoaded(0);
    focusIndex.current = games.length;
    void fetchMore();
  };

  return (
    <div>
      <ul aria-label={label} className={GRID_CLASS}>
        {games.map((game, index) => (
          <li key={game.id}>
            <GameTile
              game={game}
              eager={index < EAGER_TILES}
              linkRef={(element) => {
                if (element) links.current.set(index, element);
                else links.current.delete(index);
              }}
            />
          </li>
        ))}
        {isFetchingMore ? <TileSkeletons count={6} /> : null}
      </ul>
      <div ref={sentinel} className="mt-8 flex flex-col items-center gap-3">
        <p className="text-sm text-muted" aria-live="polite">
          {t("lobby.shownOf", {
            shown: format.format(games.length),
            total: format.format(paged.total),
          })}
        </p>
        {paged.loadMoreFailed && !isFetchingMore ? (
          <p role="alert" className="text-sm text-danger">
            {t("lobby.loadMoreError")}
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            onClick={showMore}
            // Not `disabled`: that would drop the keyboard focus while the page loads.
            aria-disabled={isFetchingMore}
            className={buttonClass("secondary", "lg", "min-w-48")}
          >
            {isFetchingMore ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : null}
            {t("lobby.showMore")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
