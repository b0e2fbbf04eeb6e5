import { useEffect } from "react";

/**
 * Marks <html data-hydrated="true"> once React owns the document, so browser journeys
 * (and CSS, if it ever needs to) can tell server markup from the interactive page.
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
