import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { AfterHydration, DialogBodySkeleton } from "../after-hydration.tsx";
import { useProviders } from "../catalogue-api.ts";
import { ProviderChip } from "../provider-chip.tsx";
import { matchProviders } from "../search-keys.ts";

/** Providers shown before the list needs a filter field. */
const FILTER_FROM = 8;

/**
 * The `providers` modal: every studio (logo, name, game count) linking to
 * /games/providers/{identity}; a long list gets a field to narrow it by name.
 */
export default function ProvidersBody(_props: ModalBodyProps) {
  return (
    <AfterHydration fallback={<DialogBodySkeleton rows={4} />}>
      <ProvidersList />
    </AfterHydration>
  );
}

function ProvidersList() {
  const { t } = useTranslation("modals");
  const localize = useLocalizedPath();
  const providers = useProviders();
  const [filter, setFilter] = useState("");
  const id = useId();
  const all = providers.data ?? [];
  const term = filter.trim().replaceAll(/\s+/g, " ");
  const shown = term === "" ? all : matchProviders(all, term, all.length);

  return (
    <div className="flex flex-col gap-4">
      {all.length > FILTER_FROM ? (
        <div className="relative">
          <label htmlFor={id} className="sr-only">
            {t("providers.filter")}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={id}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={t("providers.filter")}
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-line bg-bg ps-9 pe-3 text-sm text-text placeholder:text-muted focus-visible:border-accent focus-visible:outline-none"
          />
        </div>
      ) : null}
      {providers.isPending ? (
        <ul aria-hidden="true" className="space-y-2">
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-12 w-full rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : providers.isError ? (
        <p role="alert" className="py-6 text-center text-sm text-muted">
          {t("providers.loadError")}
        </p>
      ) : shown.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {t("providers.noMatch", { query: term })}
        </p>
      ) : (
        <ul aria-label={t("providers.title")} className="grid gap-2">
          {shown.map((provider) => (
            <li key={provider.id}>
              <ProviderChip provider={provider} />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={localize("/games/providers")}
        className="self-start text-sm font-semibold text-accent-text hover:underline"
      >
        {t("providers.all")}
      </Link>
    </div>
  );
}
