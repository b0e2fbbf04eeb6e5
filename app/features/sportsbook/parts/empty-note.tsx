import type { ReactNode } from "react";

/** A short line where a list has nothing to show (no events, no markets, no match). */
export function EmptyNote({
  children,
  compact = false,
}: {
  children: ReactNode;
  compact?: boolean;
}) {
  return (
    <p
      className={`border border-dashed border-line px-4 text-center text-sm text-muted ${
        compact ? "rounded-xl py-6" : "rounded-2xl py-10"
      }`}
    >
      {children}
    </p>
  );
}
