import { useQueryClient } from "@tanstack/react-query";
import { Clock, LoaderCircle, Search, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { Game } from "../../../../../contracts/game.ts";
import { useSessionState } from "../../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../../lib/use-localized-path.ts";
import { Skeleton } from "../../../../ui/skeleton.tsx";
import type { ModalBodyProps } from "../../../../lib/modals/modal-registry.ts";
import { AfterHydration, DialogBodySkeleton } from "../after-hydration.tsx";
import {
  rememberSearch,
  useForgetSearches,
  useGameSearch,
  useGamesPreview,
  usePlayerId,
  useProviders,
  useRecentSearches,
} from "../catalogue-api.ts";
import { gamesApiQuery, NO_FILTERS } from "../games-filters.ts";
import { gameHref } from "../game-tile.tsx";
import { providerHref } from "../provider-chip.tsx";
import {
  matchProviders,
  nextSearchFocus,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  searchTerm,
} from "../search-keys.ts";
import { useDebouncedValue } from "../use-debounced-value.ts";

const POPULAR_QUERY = gamesApiQuery({ ...NO_FILTERS, sort: "popular" }, 1, 6);

/**
 * The `global-search` modal: a labelled search field with typo-tolerant results as you type
 * (debounced GET /games/search), provider shortcuts, and, before typing, a player's recent
 * searches (each removable, or all at once) and the most popular games. Down and Up move
 * between the field and the results, Enter in the field opens the best match. The search a
 * player opens a result from is kept in their recent searches.
 */
export default function GlobalSearchBody(_props: ModalBodyProps) {
  return (
    <AfterHydration fallback={<DialogBodySkeleton rows={4} />}>
      <GlobalSearch />
    </AfterHydration>
  );
}

function GlobalSearch() {
  const { t } = useTranslation("modals");
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const isPlayer = useSessionState().status === "player";
  const playerId = usePlayerId();
  const [input, setInput] = useState("");
  const term = useDebouncedValue(searchTerm(input), SEARCH_DEBOUNCE_MS);
  const search = useGameSearch(term);
  const providers = useProviders();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const typing = searchTerm(input) !== "";
  const settled = typing && term === searchTerm(input);
  const games = typing && search.data ? search.data.games : [];
  const providerMatches = typing ? matchProviders(providers.data ?? [], searchTerm(input)) : [];

  const remember = () => {
    if (playerId !== null && term !== "") {
      void rememberSearch(queryClient, playerId, term).catch(() => undefined);
    }
  };

  const resultLinks = () =>
    Array.from(resultsRef.current?.querySelectorAll<HTMLElement>("[data-search-result]") ?? []);

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const links = resultLinks();
    const current = links.indexOf(event.target as HTMLElement);
    const next = nextSearchFocus(current, event.key, links.length);
    if (next === null) return false;
    event.preventDefault();
    if (next === -1) inputRef.current?.focus();
    else links[next]?.focus();
    return true;
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (moveFocus(event)) return;
    if (event.key === "Enter") {
      event.preventDefault();
      const best = games[0];
      if (best && settled) {
        remember();
        void navigate(localize(gameHref(best, isPlayer)));
      }
    }
  };

  const status = !typing
    ? input.trim().length > 0
      ? t("global-search.minLength", { count: SEARCH_MIN_LENGTH })
      : ""
    : !settled || search.isPending
      ? t("global-search.searching")
      : search.isError
        ? t("global-search.error")
        : games.length === 0
          ? t("global-search.noResults", { query: term })
          : t("global-search.results", { count: games.length });

  return (
    <div className="flex min-h-[22rem] flex-col gap-4">
      <div>
        <label htmlFor={`${id}-input`} className="mb-1.5 block text-sm font-medium text-text">
          {t("global-search.label")}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onInputKeyDown}
            // The dialog opened to search: the field is where the player wants to be.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-hint`}
            placeholder={t("global-search.placeholder")}
            className="h-12 w-full rounded-xl border border-line bg-bg ps-9 pe-10 text-base text-text placeholder:text-muted focus-visible:border-accent focus-visible:outline-none"
          />
          {typing && (!settled || search.isFetching) ? (
            <LoaderCircle
              aria-hidden="true"
              className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted"
            />
          ) : null}
        </div>
        <p id={`${id}-hint`} className="sr-only">
          {t("global-search.hint")}
        </p>
      </div>

      <p role="status" className="min-h-5 text-sm text-muted">
        {status}
      </p>

      {/* Arrow keys move between the field and these links. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={resultsRef} onKeyDown={(event) => void moveFocus(event)} className="space-y-5">
        {typing ? (
          <>
            {providerMatches.length > 0 ? (
              <section aria-labelledby={`${id}-providers`}>
                <h3
                  id={`${id}-providers`}
                  className="mb-2 text-xs font-semibold text-muted uppercase"
                >
                  {t("global-search.providers")}
                </h3>
                <ul className="flex flex-wrap gap-2">
                  {providerMatches.map((provider) => (
                    <li key={provider.id}>
                      <Link
                        data-search-result
                        to={localize(providerHref(provider))}
                        onClick={remember}
                        className="inline-flex h-9 items-center gap-2 rounded-full border border-line bg-bg ps-1.5 pe-3 text-sm font-semibold text-text hover:border-accent/60"
                      >
                        <img
                          src={provider.images.logo}
                          alt=""
                          width={24}
                          height={24}
                          className="size-6 rounded-full bg-raised object-contain"
                        />
                        {provider.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {settled && games.length > 0 ? (
              <GameResults games={games} label={t("global-search.games")} onOpen={remember} />
            ) : !settled || search.isPending ? (
              <ResultSkeleton />
            ) : null}
          </>
        ) : (
          <>
            {isPlayer ? (
              <RecentSearches playerId={playerId} onPick={(query) => setInput(query)} />
            ) : null}
            <PopularGames />
          </>
        )}
      </div>
    </div>
  );
}

function GameResults({
  games,
  label,
  onOpen,
}: {
  games: readonly Game[];
  label: string;
  onOpen?: () => void;
}) {
  const localize = useLocalizedPath();
  const isPlayer = useSessionState().status === "player";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-xs font-semibold text-muted uppercase">
        {label}
      </h3>
      <ul className="-mx-2 space-y-0.5">
        {games.map((game) => (
          <li key={game.id}>
            <Link
              data-search-result
              to={localize(gameHref(game, isPlayer))}
              onClick={onOpen}
              className="flex items-center gap-3 rounded-xl px-2 py-1.5 hover:bg-raised focus-visible:bg-raised"
            >
              <img
                src={game.images["200x200"]["1x"]}
                srcSet={`${game.images["200x200"]["1x"]} 1x, ${game.images["200x200"]["2x"]} 2x`}
                alt=""
                width={44}
                height={44}
                className="size-11 shrink-0 rounded-lg bg-raised object-cover"
              />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-text">{game.name}</span>
                <span className="block truncate text-xs text-muted">{game.provider.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ResultSkeleton() {
  return (
    <ul aria-hidden="true" className="space-y-2">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="flex items-center gap-3">
          <Skeleton className="size-11 rounded-lg" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The player's last searches: pick one to search again, remove one, or clear them all. */
function RecentSearches({
  playerId,
  onPick,
}: {
  playerId: string | null;
  onPick: (query: string) => void;
}) {
  const { t } = useTranslation("modals");
  const recent = useRecentSearches(playerId);
  const forget = useForgetSearches(playerId);
  const headingId = useId();
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-xs font-semibold text-muted uppercase">
          {t("global-search.recent")}
        </h3>
        <button
          type="button"
          onClick={() => forget.mutate(undefined)}
          disabled={forget.isPending}
          className="rounded-md px-1.5 py-0.5 text-xs font-semibold text-accent-text hover:bg-raised"
        >
          {t("global-search.clearRecent")}
        </button>
      </div>
      {forget.isError ? (
        <p role="alert" className="mb-2 text-sm text-danger">
          {t("global-search.forgetFailed")}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {recent.data.map((item) => (
          <li
            key={item.query}
            className="inline-flex h-9 items-center rounded-full border border-line bg-bg"
          >
            <button
              type="button"
              data-search-result
              onClick={() => onPick(item.query)}
              className="inline-flex h-full items-center gap-1.5 rounded-s-full ps-3 pe-1 text-sm text-text hover:text-accent-text"
            >
              <Clock aria-hidden="true" className="size-3.5 text-muted" />
              {item.query}
            </button>
            <button
              type="button"
              onClick={() => forget.mutate([item.query])}
              disabled={forget.isPending}
              aria-label={t("global-search.removeRecent", { query: item.query })}
              className="grid size-9 place-items-center rounded-e-full text-muted hover:text-text"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularGames() {
  const { t } = useTranslation("modals");
  const popular = useGamesPreview(POPULAR_QUERY, true);
  if (popular.isPending) return <ResultSkeleton />;
  if (!popular.data || popular.data.games.length === 0) return null;
  return <GameResults games={popular.data.games} label={t("global-search.popular")} />;
}
