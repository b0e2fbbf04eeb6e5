import type { ReactNode } from "react";

/** Nothing around the page: used by /redirect and other pass-through pages. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col outline-none">
      {children}
    </main>
  );
}
