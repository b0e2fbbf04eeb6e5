import type { Quest, QuestTask } from "../../../contracts/quest.ts";

/** Quests and tasks as the API sends them, for the feature's unit tests; override any field. */

export function testTask(overrides: Partial<QuestTask> = {}): QuestTask {
  return {
    id: "t1",
    questId: "q1",
    type: "betCount",
    position: 0,
    isActive: true,
    isCompleted: false,
    progress: "3",
    quantity: "10",
    percentage: 30,
    currency: null,
    games: [],
    minBet: null,
    minMultiplier: null,
    minLegs: null,
    name: null,
    ...overrides,
  };
}

export function testQuest(overrides: Partial<Quest> = {}): Quest {
  return {
    id: "q1",
    identity: "first-steps",
    name: "First steps",
    names: { en: "First steps" },
    descriptions: {},
    state: 2,
    sequential: false,
    resetSchedule: "none",
    durationMinutes: null,
    issuedAt: "2026-03-10T00:00:00.000Z",
    expiresAt: null,
    activatedAt: "2026-03-10T00:00:00.000Z",
    deadlineAt: null,
    completedAt: null,
    rewardsClaimed: false,
    rewards: [],
    tasks: [testTask()],
    ...overrides,
  };
}
