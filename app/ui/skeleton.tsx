import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <span aria-hidden="true" className={`skeleton block ${className}`} />;
}

/** Announces loading once to screen readers; the skeletons inside are decoration. */
export function LoadingRegion({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useTranslation("global-components");
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="sr-only">{label ?? t("common.loading")}</span>
      {children}
    </div>
  );
}

/** A page heading, a line of text and a grid of cards. */
export function PageSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <LoadingRegion>
      <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <Skeleton className="mb-3 h-8 w-56" />
        <Skeleton className="mb-8 h-4 w-80 max-w-full" />
        <GridSkeleton cards={cards} />
      </div>
    </LoadingRegion>
  );
}

/** Game-card shaped placeholders. */
export function GridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} className="aspect-[3/4] w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Table-row shaped placeholders for history lists. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className="flex items-center gap-4 border-b border-line px-4 py-3 last:border-b-0"
        >
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
