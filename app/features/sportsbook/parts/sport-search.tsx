import { Search, X } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSportSearch } from "../api/catalogue-api.ts";
import { EventList } from "./event-list.tsx";
import { EmptyNote } from "./empty-note.tsx";

/** Finds events by team, event, championship or category (GET /api/game/sport/search). */
export function SportSearch() {
  const { t } = useTranslation("sportsbook");
  const id = useId();
  const [text, setText] = useState("");
  const name = useDeferredValue(text);
  const search = useSportSearch(name);
  const active = name.trim().length >= 2;
  return (
    <search className="mb-6 block">
      <label htmlFor={id} className="sr-only">
        {t("search.label")}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-line bg-surface ps-9 pe-10 text-sm text-text outline-none focus-visible:border-accent"
        />
        {text ? (
          <button
            type="button"
            onClick={() => setText("")}
            aria-label={t("search.clear")}
            className="absolute end-1 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-muted hover:text-text"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {active ? (
        <div className="mt-3" aria-live="polite" aria-busy={search.isFetching || undefined}>
          {search.data && search.data.length > 0 ? (
            <EventList events={search.data} label={t("search.results", { name: name.trim() })} />
          ) : search.isSuccess ? (
            <EmptyNote compact>{t("search.none", { name: name.trim() })}</EmptyNote>
          ) : search.isError ? (
            <p className="text-sm text-danger">{t("search.failed")}</p>
          ) : null}
        </div>
      ) : null}
    </search>
  );
}
