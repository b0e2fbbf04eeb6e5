import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocaleTag, useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { AfterHydration, DialogBodySkeleton } from "../after-hydration.tsx";
import { useCollections } from "../catalogue-api.ts";
import { lobbyHref, NO_FILTERS } from "../games-filters.ts";

/** The `categories` modal: every visible collection with its game count → /games/{identity}. */
export default function CategoriesBody(_props: ModalBodyProps) {
  return (
    <AfterHydration fallback={<DialogBodySkeleton rows={5} />}>
      <CategoriesList />
    </AfterHydration>
  );
}

function CategoriesList() {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const collections = useCollections();
  const number = new Intl.NumberFormat(locale);
  const rowClass =
    "flex h-12 items-center gap-3 rounded-xl border border-line bg-bg px-4 text-sm font-semibold text-text transition-colors hover:border-accent/60 hover:bg-raised";

  if (collections.isPending) {
    return (
      <ul aria-hidden="true" className="space-y-2">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-12 w-full rounded-xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (collections.isError) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-muted">
        {t("categories.loadError")}
      </p>
    );
  }
  return (
    <ul aria-label={t("categories.title")} className="grid gap-2">
      <li>
        <Link to={localize("/games")} className={rowClass}>
          <span className="flex-1">{t("categories.all")}</span>
          <ChevronRight aria-hidden="true" className="size-4 text-muted rtl:-scale-x-100" />
        </Link>
      </li>
      {collections.data.map((collection) => (
        <li key={collection.id}>
          <Link
            to={localize(lobbyHref({ ...NO_FILTERS, collections: [collection.identity] }))}
            className={rowClass}
          >
            <span className="min-w-0 flex-1 truncate">{collection.name}</span>
            <span className="text-xs font-medium text-muted tabular-nums">
              {number.format(collection.gamesCount)}
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
