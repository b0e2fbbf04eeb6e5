import { useTranslation } from "react-i18next";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { QuestActions, useMinuteClock } from "./quest-card.tsx";
import { QuestDialogFrame } from "./quest-dialog-parts.tsx";
import { useQuestById } from "./quest-lookup.ts";
import { questDescription, questEnd, questName, timeLeft } from "./quest-text.ts";
import { TaskProgress } from "./task-progress.tsx";

/** `quest-tasks` (value: the quest's id): its tasks, in order, with progress and conditions. */
export default function QuestTasksBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const locale = useLocale();
  const now = useMinuteClock();
  const { quest, isPending } = useQuestById(value);
  return (
    <QuestDialogFrame isPending={isPending} found={quest !== undefined} close={close}>
      {quest ? (
        <div className="space-y-4" data-testid="quest-tasks">
          <div>
            <p className="font-semibold text-text">{questName(quest, locale)}</p>
            {questDescription(quest, locale) ? (
              <p className="mt-1 text-sm text-muted">{questDescription(quest, locale)}</p>
            ) : null}
            {questEnd(quest) ? (
              <p className="mt-1 text-xs text-muted">
                {t("quest-tasks.endsIn", { when: timeLeft(questEnd(quest) ?? "", now, locale) })}
              </p>
            ) : null}
          </div>
          {quest.sequential ? (
            <p className="text-xs text-muted">{t("quest-tasks.sequential")}</p>
          ) : null}
          {quest.state === 1 ? (
            <p className="text-xs text-muted">{t("quest-tasks.notStarted")}</p>
          ) : null}
          <ol className="space-y-4">
            {quest.tasks.map((task) => (
              <li key={task.id}>
                <TaskProgress task={task} />
              </li>
            ))}
          </ol>
          <QuestActions quest={quest} />
        </div>
      ) : null}
    </QuestDialogFrame>
  );
}
