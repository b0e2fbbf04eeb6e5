/**
 * Arrow-key movement between the search field and its results: -1 is the field, 0… the
 * results in order. Null when the key does not move focus.
 */
export function nextSearchFocus(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return Math.min(current + 1, count - 1);
    case "ArrowUp":
      return Math.max(current - 1, -1);
    case "Home":
      return current === -1 ? null : 0;
    case "End":
      return current === -1 ? null : count - 1;
    default:
      return null;
  }
}

/** Shortest search sent: one letter matches half the catalogue and tells nothing. */
export const SEARCH_MIN_LENGTH = 2;
/** Pause in typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The text to search for: trimmed, inner spaces collapsed; empty when too short. */
export function searchTerm(input: string): string {
  const term = input.trim().replaceAll(/\s+/g, " ");
  return term.length >= SEARCH_MIN_LENGTH ? term.slice(0, 100) : "";
}

/** Providers whose name holds every word typed, for the search's provider shortcuts. */
export function matchProviders<T extends { name: string }>(
  providers: readonly T[],
  term: string,
  limit = 4,
): T[] {
  const words = term.toLocaleLowerCase().split(" ").filter(Boolean);
  if (words.length === 0) return [];
  return providers
    .filter((provider) => {
      const name = provider.name.toLocaleLowerCase();
      return words.every((word) => name.includes(word));
    })
    .slice(0, limit);
}
