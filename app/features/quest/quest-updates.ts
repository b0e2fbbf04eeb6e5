import type { Quest, QuestState, QuestTask } from "../../../contracts/quest.ts";

/**
 * What a realtime message on retention:quests#{id} means (SPEC §4 "Quest"), free of React:
 * - a new, unknown quest in 1 or 2: a "quest issued" alert and a reload of the list;
 * - any other change of state except to 3: a "state changed" alert with the status label;
 * - 3: the completed event; 5 or 6: the expired event (the quest leaves the list);
 * - a task that is active and reaches its quantity: a "task completed" success alert.
 */

export type QuestNotice =
  | { kind: "issued"; quest: Quest }
  | { kind: "stateChanged"; quest: Quest; state: QuestState }
  | { kind: "taskCompleted"; quest: Quest; task: QuestTask };

export type QuestSignal = { kind: "completed"; quest: Quest } | { kind: "expired"; quest: Quest };

export interface QuestUpdate {
  notices: QuestNotice[];
  signals: QuestSignal[];
  /** The list should be fetched again (a quest it did not know, a currency it cannot convert). */
  reload: boolean;
}

const NONE: QuestUpdate = { notices: [], signals: [], reload: false };

export function questUpdated(list: readonly Quest[] | undefined, quest: Quest): QuestUpdate {
  const known = list?.find((candidate) => candidate.id === quest.id);
  if (!known) {
    if (quest.state === 1 || quest.state === 2) {
      return { notices: [{ kind: "issued", quest }], signals: [], reload: true };
    }
    return list === undefined ? NONE : { ...NONE, reload: quest.state === 3 };
  }
  if (known.state === quest.state) return NONE;
  if (quest.state === 3)
    return { notices: [], signals: [{ kind: "completed", quest }], reload: false };
  const notices: QuestNotice[] = [{ kind: "stateChanged", quest, state: quest.state }];
  const expired = quest.state === 5 || quest.state === 6;
  return { notices, signals: expired ? [{ kind: "expired", quest }] : [], reload: false };
}

/** The list with one task as the server now has it; null when the list does not know it. */
export function withTask(
  list: readonly Quest[],
  task: QuestTask,
): { list: Quest[]; previous: QuestTask; quest: Quest; convertible: boolean } | null {
  const quest = list.find((candidate) => candidate.id === task.questId);
  const previous = quest?.tasks.find((candidate) => candidate.id === task.id);
  if (!quest || !previous) return null;
  // Money in another currency than the list's (the message follows the active account): keep
  // the list's amounts, take the rest, and have the list fetched again.
  const convertible = task.currency === null || task.currency === previous.currency;
  const next: QuestTask = convertible
    ? task
    : {
        ...task,
        progress: previous.progress,
        quantity: previous.quantity,
        minBet: previous.minBet,
        currency: previous.currency,
      };
  const updated: Quest = {
    ...quest,
    tasks: quest.tasks.map((candidate) => (candidate.id === task.id ? next : candidate)),
  };
  return {
    list: list.map((candidate) => (candidate.id === quest.id ? updated : candidate)),
    previous,
    quest: updated,
    convertible,
  };
}

export function taskUpdated(
  list: readonly Quest[] | undefined,
  task: QuestTask,
): QuestUpdate & { list: readonly Quest[] | undefined } {
  if (!list) return { ...NONE, list };
  const applied = withTask(list, task);
  if (!applied) return { ...NONE, list, reload: true };
  const completedNow = task.isActive && task.isCompleted && !applied.previous.isCompleted;
  return {
    list: applied.list,
    notices: completedNow ? [{ kind: "taskCompleted", quest: applied.quest, task }] : [],
    signals: [],
    reload: !applied.convertible,
  };
}
