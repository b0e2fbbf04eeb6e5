import { useQuery } from "@tanstack/react-query";
import { Check, Search } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { countrySchema, type Country } from "../../../contracts/settings.ts";
import { apiClient } from "../../lib/api.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useStoredPaymentGeo } from "./payment-region.ts";
import { usePaymentContext } from "./use-payment-context.ts";

const SETTINGS_STALE_MS = 15 * 60_000;

function useAllCountries() {
  return useQuery({
    queryKey: ["settings", "countries", "all"],
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/countries", {
        signal,
        schema: z.array(countrySchema),
      });
      return data;
    },
  });
}

/** Countries whose name or code contains the query (case- and accent-insensitive). */
export function filterCountries(countries: readonly Country[], query: string): Country[] {
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const needle = fold(query.trim());
  if (needle === "") return [...countries];
  return countries.filter(
    (country) => fold(country.name).includes(needle) || country.code.toLowerCase() === needle,
  );
}

/**
 * `wallet-choose-region`: a searchable list of countries. The choice is saved in localStorage
 * `paymentGeo` and the deposit methods reload for it (SPEC §9).
 */
export default function ChooseRegionBody(_props: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { open } = useUrlModal();
  const { region } = usePaymentContext();
  const [, saveRegion] = useStoredPaymentGeo();
  const countries = useAllCountries();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const id = useId();
  const shown = useMemo(
    () => filterCountries(countries.data ?? [], deferred),
    [countries.data, deferred],
  );

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-search`} className="sr-only">
        {t("wallet-choose-region.search")}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("wallet-choose-region.search")}
          className="h-11 w-full rounded-xl border border-line bg-bg ps-9 pe-3 text-base text-text outline-none placeholder:text-muted/70 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 sm:text-sm"
          autoComplete="off"
        />
      </div>
      {countries.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full rounded-xl" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-muted">
          {t("wallet-choose-region.none")}
        </p>
      ) : (
        <ul
          aria-label={t("wallet-choose-region.list")}
          className="-mx-1 flex max-h-[min(24rem,50dvh)] flex-col gap-0.5 overflow-y-auto px-1"
        >
          {shown.map((country) => {
            const current = country.code === region;
            return (
              <li key={country.code}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => {
                    saveRegion(country.code);
                    open("wallet", "deposit");
                  }}
                  className="flex h-10 w-full items-center gap-3 rounded-xl px-3 text-start text-sm text-text transition-colors hover:bg-raised aria-pressed:bg-accent/15 aria-pressed:font-semibold"
                >
                  <span className="w-7 text-xs font-semibold text-muted">{country.code}</span>
                  <span className="flex-1 truncate">{country.name}</span>
                  {current ? (
                    <Check aria-hidden="true" className="size-4 text-accent-text" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
