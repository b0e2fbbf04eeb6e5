import type { ReactNode } from "react";
import { Footer } from "../footer.tsx";
import { Header, type HeaderParts } from "../header.tsx";
import { DrawerProvider, SideDrawer } from "../side-drawer.tsx";
import { SkipLink } from "./skip-link.tsx";

/** Header on top, the side drawer on the start side, the page and the footer beside it. */
export function DefaultLayout({
  children,
  headerParts,
}: {
  children: ReactNode;
  headerParts: HeaderParts;
}) {
  return (
    <DrawerProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header parts={headerParts} />
        <div className="flex flex-1">
          <SideDrawer />
          <div className="flex min-w-0 flex-1 flex-col">
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </DrawerProvider>
  );
}
