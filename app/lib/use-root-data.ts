import { useRouteLoaderData } from "react-router";
import type { ServerContext } from "./server-context.ts";

/** What the root loader (root.tsx) gives every page: the locale and the server's public facts. */
export interface RootData extends Pick<
  ServerContext,
  "locales" | "country" | "isGeoRestricted" | "publicConfig" | "nonce"
> {
  locale: string;
  dir: "ltr" | "rtl";
}

/** What the root loader gave this page, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
