import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameCollection } from "../../../../contracts/game.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useGamesPreview } from "./catalogue-api.ts";
import { gamesApiQuery, lobbyHref, NO_FILTERS } from "./games-filters.ts";
import { GameTile } from "./game-tile.tsx";
import { ScrollRow } from "../../../ui/scroll-row.tsx";
import { useNearViewport } from "../../../lib/use-near-viewport.ts";

/** Games a home row shows; "All" leads to the rest. */
export const ROW_GAMES = 12;

const ROW_ITEM = "w-36 shrink-0 snap-start sm:w-40 lg:w-44";

/**
 * One collection on the home page: its name, an "All" link to /games/{collection}, and its
 * first games in a horizontal row. The games load once the row comes within 400 px of view.
 */
export function CollectionRow({
  collection,
  eager = false,
}: {
  collection: GameCollection;
  /** The first row: load at once, artwork too. */
  eager?: boolean;
}) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const [ref, near] = useNearViewport<HTMLElement>(!eager);
  const query = gamesApiQuery({ ...NO_FILTERS, collections: [collection.identity] }, 1, ROW_GAMES);
  const { data, isError } = useGamesPreview(query, eager || near);
  const headingId = `row-${collection.identity}`;

  if (isError || (data && data.games.length === 0)) return null;

  return (
    <section ref={ref} aria-labelledby={headingId} data-collection={collection.identity}>
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-text">
          {collection.name}
        </h2>
        <Link
          to={localize(lobbyHref({ ...NO_FILTERS, collections: [collection.identity] }))}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-accent-text hover:bg-raised"
        >
          {t("lobby.all")}
          <span className="sr-only"> {collection.name}</span>
          <span className="rounded-md bg-raised px-1.5 py-0.5 text-xs font-medium text-muted">
            {new Intl.NumberFormat(locale).format(collection.gamesCount)}
          </span>
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ScrollRow label={collection.name}>
        {data
          ? data.games.map((game) => (
              <li key={game.id} className={ROW_ITEM}>
                {/* Clipped by the row, off-screen tiles would wait for a swipe: load the row whole. */}
                <GameTile game={game} eager={eager || near} />
              </li>
            ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index} className={ROW_ITEM} aria-hidden="true">
                <Skeleton className="aspect-square w-full rounded-xl" />
                <Skeleton className="mt-2 h-3.5 w-3/4" />
                <Skeleton className="mt-1.5 h-3 w-1/2" />
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}
