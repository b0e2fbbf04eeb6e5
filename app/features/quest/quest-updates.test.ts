import { describe, expect, it } from "vitest";
import { questUpdated, taskUpdated } from "./quest-updates.ts";
import { testQuest as quest, testTask as task } from "./test-quests.ts";

describe("quest messages (SPEC §4)", () => {
  it("announces a new quest in 1 or 2 and reloads", () => {
    expect(questUpdated([], quest({ id: "q2", state: 1 }))).toMatchObject({
      notices: [{ kind: "issued" }],
      reload: true,
    });
    expect(questUpdated([], quest({ id: "q2", state: 2 })).notices).toHaveLength(1);
    // An unknown quest that already ended says nothing.
    expect(questUpdated([], quest({ id: "q2", state: 5 })).notices).toEqual([]);
  });

  it("says a known quest's state changed, with the state, except on completion", () => {
    const list = [quest({ state: 1 })];
    expect(questUpdated(list, quest({ state: 2 })).notices).toEqual([
      { kind: "stateChanged", quest: quest({ state: 2 }), state: 2 },
    ]);
    const done = questUpdated([quest()], quest({ state: 3 }));
    expect(done.notices).toEqual([]);
    expect(done.signals.map((signal) => signal.kind)).toEqual(["completed"]);
    const expired = questUpdated([quest()], quest({ state: 6 }));
    expect(expired.notices.map((notice) => notice.kind)).toEqual(["stateChanged"]);
    expect(expired.signals.map((signal) => signal.kind)).toEqual(["expired"]);
    // The same state again (a claim, a reward issued): nothing to say.
    expect(questUpdated([quest()], quest())).toEqual({ notices: [], signals: [], reload: false });
  });

  it("says a task was completed when an active task reaches its quantity, once", () => {
    const list = [quest()];
    const done = task({ progress: "10", percentage: 100, isCompleted: true });
    const update = taskUpdated(list, done);
    expect(update.notices.map((notice) => notice.kind)).toEqual(["taskCompleted"]);
    expect(update.list?.[0]?.tasks[0]?.progress).toBe("10");
    // Again (a repeated message): the list already knows it is done.
    expect(taskUpdated(update.list, done).notices).toEqual([]);
    // Progress that does not complete it, or a task that is not active, says nothing.
    expect(taskUpdated(list, task({ progress: "4" })).notices).toEqual([]);
    expect(taskUpdated(list, { ...done, isActive: false }).notices).toEqual([]);
  });

  it("keeps the list's amounts for a task shown in another currency and reloads", () => {
    const list = [
      quest({
        tasks: [
          task({ type: "wagerAmount", currency: "EUR", progress: "5.00", quantity: "46.30" }),
        ],
      }),
    ];
    const update = taskUpdated(
      list,
      task({
        type: "wagerAmount",
        currency: "USD",
        progress: "10.80",
        quantity: "50.00",
        percentage: 21,
      }),
    );
    expect(update.list?.[0]?.tasks[0]).toMatchObject({
      progress: "5.00",
      currency: "EUR",
      percentage: 21,
    });
    expect(update.reload).toBe(true);
    expect(taskUpdated(list, task({ id: "other" })).reload).toBe(true);
  });
});
