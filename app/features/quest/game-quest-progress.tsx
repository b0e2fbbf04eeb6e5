import { Swords } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Quest, QuestTask } from "../../../contracts/quest.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useQuests } from "./quest-api.ts";
import { QuestActions } from "./quest-card.tsx";
import { questName } from "./quest-text.ts";
import { TaskProgress } from "./task-progress.tsx";

/** Whether a task counts for bets in this game: it names no games, or names this one. */
export function countsIn(task: QuestTask, gameIdentity: string): boolean {
  return task.games.length === 0 || task.games.some((game) => game.identity === gameIdentity);
}

/** The quests to show beside a game: started ones with a task this game moves, and ones to claim. */
export function questsForGame(quests: readonly Quest[], gameIdentity: string): Quest[] {
  return quests.filter(
    (quest) =>
      (quest.state === 3 && !quest.rewardsClaimed) ||
      (quest.state === 2 && tasksForGame(quest, gameIdentity).length > 0),
  );
}

/** The tasks of a shown quest this game moves (finished ones stay, ticked, until it is claimed). */
export function tasksForGame(quest: Quest, gameIdentity: string): QuestTask[] {
  return quest.tasks.filter((task) => task.isActive && countsIn(task, gameIdentity));
}

/**
 * Under the game: the player's quests this game moves, their task bars moving live as the
 * rounds settle, and a completed quest's claim button.
 */
export function GameQuestProgress({ gameIdentity }: { gameIdentity: string }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const { open } = useUrlModal();
  const quests = useQuests();
  const shown = questsForGame(quests.data ?? [], gameIdentity);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="game-quests"
      className="mt-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="game-quests" className="inline-flex items-center gap-2 font-semibold text-text">
          <Swords aria-hidden="true" className="size-4 text-accent-text" />
          {t("quests.inThisGame")}
        </h2>
        <button
          type="button"
          className={buttonClass("ghost", "sm")}
          onClick={() => open("quests-hub")}
        >
          {t("quests.all")}
        </button>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {shown.map((quest) => (
          <li key={quest.id} className="space-y-2" data-quest={quest.identity}>
            <p className="text-sm font-semibold text-text">{questName(quest, locale)}</p>
            <ol className="space-y-2">
              {tasksForGame(quest, gameIdentity).map((task) => (
                <li key={task.id}>
                  <TaskProgress task={task} compact />
                </li>
              ))}
            </ol>
            {quest.state === 3 ? <QuestActions quest={quest} size="sm" /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
