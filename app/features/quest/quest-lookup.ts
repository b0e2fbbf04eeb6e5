import type { Quest, QuestTask } from "../../../contracts/quest.ts";
import { useQuests } from "./quest-api.ts";

/** The quest a dialog's value names, from the player's list. */
export function useQuestById(id: string): { quest: Quest | undefined; isPending: boolean } {
  const quests = useQuests();
  return { quest: quests.data?.find((quest) => quest.id === id), isPending: quests.isPending };
}

/** The task a dialog's value names, and its quest. */
export function useTaskById(id: string): {
  quest: Quest | undefined;
  task: QuestTask | undefined;
  isPending: boolean;
} {
  const quests = useQuests();
  for (const quest of quests.data ?? []) {
    const task = quest.tasks.find((candidate) => candidate.id === id);
    if (task) return { quest, task, isPending: false };
  }
  return { quest: undefined, task: undefined, isPending: quests.isPending };
}
