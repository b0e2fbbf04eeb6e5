import { describe, expect, it } from "vitest";
import type { QuestTask } from "../../../contracts/quest.ts";
import layout from "../../../content/en/layout.json" with { type: "json" };
import { createI18n } from "../../lib/i18n.ts";
import { taskConditions, taskProgressText, taskTitle } from "./task-text.ts";
import { testTask } from "./test-quests.ts";

const base = testTask();

// The app's own i18n setup with the English catalogue.
const i18n = createI18n("en", { layout });

describe("task texts", () => {
  it("names each task type from its quantity", () => {
    const t = i18n.t.bind(i18n);
    expect(taskTitle(t, base, "en")).toBe("Place 10 bets");
    expect(taskTitle(t, { ...base, quantity: "1" }, "en")).toBe("Place 1 bet");
    expect(
      taskTitle(t, { ...base, type: "wagerAmount", quantity: "46.30", currency: "EUR" }, "en"),
    ).toMatch(/^Wager €46\.30$|^Wager 46\.30/);
    expect(
      taskTitle(
        t,
        {
          ...base,
          type: "playGames",
          quantity: "20",
          games: [{ identity: "sevens-dice", name: "Dice" }],
        },
        "en",
      ),
    ).toBe("Play 20 rounds of Dice");
    expect(
      taskTitle(t, { ...base, type: "winMultiplier", quantity: "1", minMultiplier: "10" }, "en"),
    ).toBe("Win 10× your stake once");
    expect(taskTitle(t, { ...base, type: "loginDays", quantity: "5" }, "en")).toBe(
      "Sign in on 5 days",
    );
    expect(
      taskTitle(t, { ...base, type: "sportAccumulator", quantity: "2", minLegs: 3 }, "en"),
    ).toBe("Place 2 accumulators of 3 or more selections");
    // The operator's own name wins, in the locale.
    expect(taskTitle(t, { ...base, name: { en: "Warm up", de: "Aufwärmen" } }, "de")).toBe(
      "Aufwärmen",
    );
  });

  it("lists conditions and shows progress", () => {
    const t = i18n.t.bind(i18n);
    const task: QuestTask = {
      ...base,
      type: "wagerAmount",
      progress: "12.50",
      quantity: "46.30",
      currency: "EUR",
      minBet: "0.93",
      games: [
        { identity: "slot-a", name: "Golden Pharaoh" },
        { identity: "slot-b", name: "Dragon's Hoard" },
      ],
    };
    expect(taskConditions(t, task, "en")).toEqual([
      expect.stringMatching(/^Bets of .*0\.93.* or more count$/),
      "Only in Golden Pharaoh and Dragon's Hoard",
    ]);
    expect(taskProgressText(task, "en")).toMatch(/12\.50.*\/.*46\.30/);
    expect(taskProgressText(base, "en")).toBe("3 / 10");
  });

  it("writes the se prefix's lists in Swedish (sv), an operator's name under the prefix", () => {
    const t = i18n.t.bind(i18n);
    const games = [
      { identity: "slot-a", name: "Golden Pharaoh" },
      { identity: "slot-b", name: "Dragon's Hoard" },
    ];
    expect(taskConditions(t, { ...base, games }, "se")).toEqual([
      "Only in Golden Pharaoh och Dragon's Hoard",
    ]);
    expect(taskTitle(t, { ...base, name: { en: "Warm up", se: "Uppvärmning" } }, "se")).toBe(
      "Uppvärmning",
    );
  });
});
