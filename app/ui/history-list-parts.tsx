import { ChevronLeft, ChevronRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameRef } from "../../contracts/game.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "./button-styles.ts";
import { EmptyState } from "./empty-state.tsx";
import { LoadingRegion, Skeleton } from "./skeleton.tsx";

/** Pieces the bets and spins tabs of /wallet/history share. */

/** Five columns on wide screens: the game, then four facts; the facts wrap under it on phones. */
export const historyGridClass =
  "grid grid-cols-2 items-center gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_minmax(0,1.5fr)]";

export function HistoryHeader({ columns }: { columns: readonly string[] }) {
  return (
    <div
      aria-hidden="true"
      className={`${historyGridClass} border-b border-line px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase max-sm:hidden`}
    >
      {columns.map((column, index) => (
        <span key={column} className={index === 0 ? "" : "text-end"}>
          {column}
        </span>
      ))}
    </div>
  );
}

/** One fact of a row: its label is read out (and shown on phones, where there is no header). */
export function HistoryFact({
  label,
  children,
  wrap = false,
}: {
  label: string;
  children: ReactNode;
  /** Long values (dates) wrap instead of being cut. */
  wrap?: boolean;
}) {
  return (
    <div className="min-w-0 sm:text-end">
      <dt className="text-xs text-muted sm:sr-only">{label}</dt>
      <dd className={`text-sm font-semibold text-text tabular-nums ${wrap ? "" : "truncate"}`}>
        {children}
      </dd>
    </div>
  );
}

/** The game of a row: its tile and name, linking to its page. */
export function HistoryGameCell({ game }: { game: GameRef }) {
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize(`/game/${game.identity}`)}
      className="col-span-2 flex min-w-0 items-center gap-3 rounded-lg sm:col-span-1"
    >
      <img
        src={game.image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-lg bg-raised object-cover"
      />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-text hover:underline">
          {game.name}
        </span>
        <span className="block truncate text-xs text-muted">{game.provider.name}</span>
      </span>
    </Link>
  );
}

export function HistorySkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <LoadingRegion>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            className={`${historyGridClass} border-b border-line px-4 py-3 last:border-b-0`}
          >
            <div className="col-span-2 flex items-center gap-3 sm:col-span-1">
              <Skeleton className="size-10 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
            </div>
            {Array.from({ length: 4 }, (_, cell) => (
              <Skeleton key={cell} className="h-4 w-16 sm:ms-auto" />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

export function HistoryLoadError({
  icon,
  title,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation("layout");
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={t("pages.walletHistory.errorText")}
      action={
        <button type="button" onClick={onRetry} className={buttonClass("primary")}>
          {t("pages.walletHistory.retry")}
        </button>
      }
    />
  );
}

/** The address of another page of the same filtered list. */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  return `?${next.toString()}`;
}

export function HistoryPager({
  params,
  page,
  totalPages,
}: {
  params: URLSearchParams;
  page: number;
  totalPages: number;
}) {
  const { t } = useTranslation("layout");
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t("pages.walletHistory.pagination")}
      className="flex items-center justify-center gap-3"
    >
      <PageLink
        to={page > 1 ? pageSearch(params, page - 1) : null}
        label={t("pages.walletHistory.previous")}
      >
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      </PageLink>
      <span className="text-sm text-muted tabular-nums">
        {t("pages.walletHistory.page", { page, totalPages })}
      </span>
      <PageLink
        to={page < totalPages ? pageSearch(params, page + 1) : null}
        label={t("pages.walletHistory.next")}
      >
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </PageLink>
    </nav>
  );
}

function PageLink({
  to,
  label,
  children,
}: {
  to: string | null;
  label: string;
  children: ReactNode;
}) {
  if (to === null) {
    return (
      <span
        aria-disabled="true"
        className={buttonClass("secondary", "icon", "opacity-40")}
        title={label}
      >
        {children}
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={label}
      className={buttonClass("secondary", "icon")}
    >
      {children}
    </Link>
  );
}
