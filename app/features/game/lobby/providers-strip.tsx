import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { useProviders } from "./catalogue-api.ts";
import { ProviderChip } from "./provider-chip.tsx";
import { ScrollRow } from "../../../ui/scroll-row.tsx";

/** The studios in one scrolling row, each linking to its games, and a link to all of them. */
export function ProvidersStrip() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const { data, isError } = useProviders();
  const title = t("lobby.providersTitle");
  if (isError || (data && data.length === 0)) return null;
  return (
    <section aria-labelledby="home-providers">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="home-providers" className="text-lg font-semibold tracking-tight text-text">
          {title}
        </h2>
        <Link
          to={localize("/games/providers")}
          className="inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-accent-text hover:bg-raised"
        >
          {t("lobby.allProviders")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ScrollRow label={title}>
        {data
          ? data.map((provider) => (
              <li key={provider.id} className="w-56 shrink-0 snap-start">
                <ProviderChip provider={provider} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="w-56 shrink-0" aria-hidden="true">
                <Skeleton className="h-12 w-full rounded-2xl" />
              </li>
            ))}
      </ScrollRow>
    </section>
  );
}
