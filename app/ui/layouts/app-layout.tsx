import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useRootData } from "../../lib/use-root-data.ts";
import { ColorModeProvider } from "../color-mode-provider.tsx";
import { Preloader } from "../preloader.tsx";
import { chooseLayout } from "./choose-layout.ts";
import type { HeaderParts } from "../header.tsx";
import { DefaultLayout } from "./default-layout.tsx";
import { EmptyLayout } from "./empty-layout.tsx";
import { GeoRestrictedLayout } from "./geo-restricted-layout.tsx";

/** Chooses default, empty or geo-restricted layout for the current page. */
export function AppLayout({
  children,
  headerParts,
}: {
  children: ReactNode;
  headerParts: HeaderParts;
}) {
  const data = useRootData();
  const matches = useMatches();
  const layout = chooseLayout(
    data?.isGeoRestricted ?? false,
    matches.map((match) => match.handle),
  );
  return (
    <ColorModeProvider>
      <Preloader />
      {layout === "geo-restricted" ? (
        <GeoRestrictedLayout>{children}</GeoRestrictedLayout>
      ) : layout === "empty" ? (
        <EmptyLayout>{children}</EmptyLayout>
      ) : (
        <DefaultLayout headerParts={headerParts}>{children}</DefaultLayout>
      )}
    </ColorModeProvider>
  );
}
