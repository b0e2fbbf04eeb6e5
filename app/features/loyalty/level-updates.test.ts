import { describe, expect, it } from "vitest";
import { LEVEL_NOTIFICATION_MS, levelReached, levelUpPresentation } from "./level-updates.ts";

const level = (order: number) => ({
  id: order,
  name: `Level ${order}`,
  names: { en: `Level ${order}` },
  points: order * 1000,
  order,
  isVip: false,
});

describe("level-ups (SPEC §4 Loyalty)", () => {
  it("shows only a higher level order than the one known", () => {
    expect(levelReached(1, { currentLevel: level(2) })?.order).toBe(2);
    expect(levelReached(2, { currentLevel: level(2) })).toBeNull();
    expect(levelReached(3, { currentLevel: level(2) })).toBeNull();
    // Nothing known yet: nothing to compare with, nothing shown.
    expect(levelReached(null, { currentLevel: level(2) })).toBeNull();
    expect(levelReached(1, { currentLevel: null })).toBeNull();
  });

  it("shows a dialog, or a 3 s notification on a game page", () => {
    expect(levelUpPresentation(false)).toBe("dialog");
    expect(levelUpPresentation(true)).toBe("notification");
    expect(LEVEL_NOTIFICATION_MS).toBe(3000);
  });
});
