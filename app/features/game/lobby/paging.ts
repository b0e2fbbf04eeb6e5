/**
 * Paging of the games grid: pages arrive one at a time ("Show more", or automatically as the
 * end of the list comes near), and the list on screen is their concatenation.
 */

export interface PageMeta {
  page?: number;
  totalPages?: number;
  totalRows?: number;
}

/** The next page to ask for, or undefined when the last one is loaded. */
export function nextPageParam(meta: PageMeta | undefined, loadedPages: number): number | undefined {
  const page = meta?.page ?? loadedPages;
  const totalPages = meta?.totalPages ?? page;
  return page < totalPages ? page + 1 : undefined;
}

/**
 * The pages as one list. A game can move between pages while the player scrolls (a new
 * release shifts the order), so one that was already shown is not shown twice.
 */
export function mergePages<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const list: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      list.push(item);
    }
  }
  return list;
}

/** The total the API reported, or what is loaded when it did not say. */
export function totalRows(meta: PageMeta | undefined, loaded: number): number {
  return Math.max(meta?.totalRows ?? loaded, loaded);
}

/**
 * Pages loaded automatically after the player last asked for more. Past it the list waits for
 * "Show more", so what follows the grid (the footer and its links) stays reachable.
 */
export const AUTO_LOAD_PAGES = 3;

export interface AutoLoadState {
  /** Pages loaded automatically since the last press of "Show more". */
  autoLoaded: number;
  hasMore: boolean;
  isFetching: boolean;
}

/** Whether the end of the list coming near should load the next page by itself. */
export function shouldAutoLoad(state: AutoLoadState): boolean {
  return state.hasMore && !state.isFetching && state.autoLoaded < AUTO_LOAD_PAGES;
}
