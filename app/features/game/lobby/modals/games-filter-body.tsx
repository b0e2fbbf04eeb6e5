import { LoaderCircle } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { stripLocalePrefix } from "../../../../lib/locale.ts";
import {
  useKnownLocales,
  useLocaleTag,
  useLocalizedPath,
} from "../../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../../ui/button-styles.ts";
import { Skeleton } from "../../../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { AfterHydration, DialogBodySkeleton } from "../after-hydration.tsx";
import { useCollections, useGamesPreview, useProviders } from "../catalogue-api.ts";
import { useFeatures } from "../features-api.ts";
import { gamesApiQuery, lobbyFiltersAt, lobbyHref, type LobbyFilters } from "../games-filters.ts";

type ListName = "collections" | "providers" | "features";

interface Option {
  value: string;
  name: string;
  count: number;
}

/**
 * The `games-filter` modal: categories, providers and features as checkbox groups, starting
 * from the list the player is on. The button says how many games the choice shows, and
 * applying it opens /games with those filters in the address.
 */
export default function GamesFilterBody(_props: ModalBodyProps) {
  return (
    <AfterHydration fallback={<DialogBodySkeleton rows={6} />}>
      <GamesFilter />
    </AfterHydration>
  );
}

function GamesFilter() {
  const { t } = useTranslation("modals");
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const knownLocales = useKnownLocales();
  const [selection, setSelection] = useState<LobbyFilters>(() =>
    lobbyFiltersAt(stripLocalePrefix(location.pathname, knownLocales), location.search),
  );
  const collections = useCollections();
  const providers = useProviders();
  const features = useFeatures();
  const preview = useGamesPreview(gamesApiQuery(selection, 1, 1), true);
  const total = preview.data?.meta?.totalRows;

  const toggle = (list: ListName, value: string, checked: boolean) =>
    setSelection((current) => ({
      ...current,
      [list]: checked
        ? [...current[list].filter((item) => item !== value), value]
        : current[list].filter((item) => item !== value),
    }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate(localize(lobbyHref(selection)));
  };

  const groups: { list: ListName; legend: string; options: Option[] | undefined }[] = [
    {
      list: "collections",
      legend: t("games-filter.collections"),
      options: collections.data?.map((item) => ({
        value: item.identity,
        name: item.name,
        count: item.gamesCount,
      })),
    },
    {
      list: "providers",
      legend: t("games-filter.providers"),
      options: providers.data?.map((item) => ({
        value: item.identity,
        name: item.name,
        count: item.gameEnabledCount,
      })),
    },
    {
      list: "features",
      legend: t("games-filter.features"),
      options: features.data?.map((item) => ({
        value: item.id,
        name: item.name,
        count: item.gamesCount,
      })),
    },
  ];

  const number = new Intl.NumberFormat(locale);
  return (
    <form onSubmit={apply} className="flex flex-col gap-5">
      {groups.map((group) => (
        <CheckboxGroup
          key={group.list}
          legend={group.legend}
          options={group.options}
          selected={selection[group.list]}
          format={(count) => number.format(count)}
          onToggle={(value, checked) => toggle(group.list, value, checked)}
        />
      ))}
      <p className="-mb-2 text-xs text-muted">{t("games-filter.matching")}</p>
      <div className="sticky bottom-0 -mx-6 -mb-6 flex gap-2 border-t border-line bg-surface px-6 py-4">
        <button
          type="button"
          onClick={() =>
            setSelection((current) => ({
              ...current,
              collections: [],
              providers: [],
              features: [],
            }))
          }
          className={buttonClass("ghost")}
        >
          {t("games-filter.reset")}
        </button>
        <button type="submit" className={buttonClass("primary", "md", "flex-1")}>
          {/* isPending, not isFetching: the server's render and the first client one agree. */}
          {preview.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : null}
          {total === undefined
            ? t("games-filter.apply")
            : t("games-filter.applyCount", { count: total, formatted: number.format(total) })}
        </button>
      </div>
    </form>
  );
}

function CheckboxGroup({
  legend,
  options,
  selected,
  format,
  onToggle,
}: {
  legend: string;
  options: Option[] | undefined;
  selected: readonly string[];
  format: (count: number) => string;
  onToggle: (value: string, checked: boolean) => void;
}) {
  const id = useId();
  if (options && options.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-text">{legend}</legend>
      {options ? (
        <ul className="grid grid-cols-1 gap-1.5 min-[400px]:grid-cols-2">
          {options.map((option) => {
            const inputId = `${id}-${option.value}`;
            return (
              <li key={option.value}>
                <label
                  htmlFor={inputId}
                  className="flex h-10 cursor-pointer items-center gap-2.5 rounded-xl border border-line bg-bg px-3 text-sm text-text has-[:checked]:border-accent has-[:checked]:bg-accent/10"
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={selected.includes(option.value)}
                    onChange={(event) => onToggle(option.value, event.target.checked)}
                    className="size-4 shrink-0 accent-[var(--sv-accent)]"
                  />
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  <span className="text-xs text-muted tabular-nums">{format(option.count)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="grid grid-cols-2 gap-1.5" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full rounded-xl" />
          ))}
        </div>
      )}
    </fieldset>
  );
}
