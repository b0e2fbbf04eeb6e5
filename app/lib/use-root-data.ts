import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";

/** What the root loader gave this page, or undefined when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
