import { describe, expect, it } from "vitest";
import layout from "../../../content/en/layout.json" with { type: "json" };
import { createI18n } from "../../lib/i18n.ts";
import { questEnd, questStateLabel, timeLeft } from "./quest-text.ts";

const t = createI18n("en", { layout }).t;

describe("quest texts", () => {
  it("labels every state", () => {
    expect([1, 2, 3, 5, 6].map((state) => questStateLabel(t, state as 1))).toEqual([
      "not started",
      "in progress",
      "completed",
      "expired",
      "expired",
    ]);
  });

  it("says how long is left in the largest whole unit", () => {
    const now = Date.parse("2026-03-10T12:00:00Z");
    expect(timeLeft("2026-03-12T13:00:00Z", now, "en")).toBe("in 2 days");
    expect(timeLeft("2026-03-10T17:30:00Z", now, "en")).toBe("in 5 hours");
    expect(timeLeft("2026-03-10T12:00:20Z", now, "en")).toBe("in 1 minute");
  });

  it("ends a started quest at its deadline and an issued one at its end", () => {
    const times = { deadlineAt: "2026-03-11T00:00:00Z", expiresAt: "2026-03-12T00:00:00Z" };
    expect(questEnd({ state: 2, ...times })).toBe(times.deadlineAt);
    expect(questEnd({ state: 1, ...times })).toBe(times.expiresAt);
    expect(questEnd({ state: 3, ...times })).toBeNull();
  });
});
