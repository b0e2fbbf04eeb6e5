import { useSyncExternalStore, type ReactNode } from "react";
import { Skeleton } from "../../../ui/skeleton.tsx";

const noSubscription = () => () => undefined;

/**
 * Renders `fallback` on the server and while hydrating, `children` from then on. A dialog
 * restored from a shared link is server-rendered before its catalogue data is known, but its
 * code hydrates only once loaded, when the page may already have that data in the cache: the
 * first client render must match the server's, so the data appears one render later.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <>{hydrated ? children : fallback}</>;
}

/** What a catalogue dialog shows until it has hydrated. */
export function DialogBodySkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="space-y-2">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12 w-full rounded-xl" />
      ))}
    </div>
  );
}
