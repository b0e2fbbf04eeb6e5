import { describe, expect, it } from "vitest";
import { AUTO_LOAD_PAGES, mergePages, nextPageParam, shouldAutoLoad, totalRows } from "./paging.ts";

describe("games grid paging", () => {
  it("asks for the next page until the last one is loaded", () => {
    expect(nextPageParam({ page: 1, totalPages: 3 }, 1)).toBe(2);
    expect(nextPageParam({ page: 2, totalPages: 3 }, 2)).toBe(3);
    expect(nextPageParam({ page: 3, totalPages: 3 }, 3)).toBeUndefined();
    expect(nextPageParam({ page: 1, totalPages: 0 }, 1)).toBeUndefined();
  });

  it("stops when the API says nothing about pages", () => {
    expect(nextPageParam(undefined, 1)).toBeUndefined();
    expect(nextPageParam({}, 2)).toBeUndefined();
  });

  it("shows the pages in order, each game once", () => {
    const page = (...ids: number[]) => ids.map((id) => ({ id }));
    expect(mergePages([page(1, 2, 3), page(3, 4), page(5, 1)]).map((game) => game.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(mergePages([])).toEqual([]);
  });

  it("reports the API's total, never less than what is shown", () => {
    expect(totalRows({ totalRows: 120 }, 24)).toBe(120);
    expect(totalRows(undefined, 7)).toBe(7);
    expect(totalRows({ totalRows: 3 }, 5)).toBe(5);
  });

  it("loads by itself a few pages, then waits for Show more", () => {
    const base = { hasMore: true, isFetching: false };
    expect(shouldAutoLoad({ ...base, autoLoaded: 0 })).toBe(true);
    expect(shouldAutoLoad({ ...base, autoLoaded: AUTO_LOAD_PAGES - 1 })).toBe(true);
    expect(shouldAutoLoad({ ...base, autoLoaded: AUTO_LOAD_PAGES })).toBe(false);
    expect(shouldAutoLoad({ ...base, autoLoaded: 0, isFetching: true })).toBe(false);
    expect(shouldAutoLoad({ ...base, autoLoaded: 0, hasMore: false })).toBe(false);
  });
});
