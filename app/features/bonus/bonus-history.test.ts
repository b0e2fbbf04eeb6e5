import { describe, expect, it } from "vitest";
import { bonusHistoryFilters, withinDays } from "./bonus-history.ts";

describe("bonus history filters", () => {
  it("maps the status choice to statuses, anything else to all three", () => {
    expect(bonusHistoryFilters(new URLSearchParams("status=finished")).statuses).toEqual([3]);
    expect(bonusHistoryFilters(new URLSearchParams("status=active")).statuses).toEqual([2]);
    expect(bonusHistoryFilters(new URLSearchParams("status=<b>")).statuses).toEqual([1, 2, 3]);
  });

  it("keeps only well-formed days", () => {
    const filters = bonusHistoryFilters(new URLSearchParams("from=2026-11-01&to=nope"));
    expect(filters).toMatchObject({ from: "2026-11-01", to: null });
  });

  it("keeps items within the days, both ends included", () => {
    const items = [
      { id: "a", createdAt: "2026-10-31T23:00:00Z" },
      { id: "b", createdAt: "2026-11-01T00:00:00Z" },
      { id: "c", createdAt: "2026-11-30T23:59:59Z" },
      { id: "d", createdAt: null },
    ];
    const kept = withinDays(items, (item) => item.createdAt, {
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(kept.map((item) => item.id)).toEqual(["b", "c", "d"]);
  });
});
