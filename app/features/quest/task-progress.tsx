import { Check, Gamepad2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { QuestTask } from "../../../contracts/quest.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { taskConditions, taskProgressText, taskTitle } from "./task-text.ts";

/** One task: its name, progress bar and numbers; the games that count behind a link. */
export function TaskProgress({ task, compact = false }: { task: QuestTask; compact?: boolean }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const { open } = useUrlModal();
  const title = taskTitle(t, task, locale);
  const progress = taskProgressText(task, locale);
  const conditions = compact ? [] : taskConditions(t, task, locale);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="inline-flex min-w-0 items-center gap-1.5 font-medium text-text">
          {task.isCompleted ? (
            <Check aria-hidden="true" className="size-4 shrink-0 text-win-text" />
          ) : null}
          <span className="min-w-0 break-words">{title}</span>
        </span>
        <span className="shrink-0 text-xs text-muted tabular-nums" data-task-progress={task.id}>
          {progress}
        </span>
      </div>
      <ProgressBar
        value={task.percentage}
        label={title}
        valueText={task.isCompleted ? t("quests.taskDone") : t("quests.taskProgress", { progress })}
        tone={task.isCompleted ? "win" : "accent"}
        size={compact ? "sm" : "md"}
      />
      {conditions.length > 0 ? (
        <p className="text-xs text-muted">{conditions.join(" · ")}</p>
      ) : null}
      {!compact && task.games.length > 0 ? (
        <button
          type="button"
          onClick={() => open("quest-task-games", task.id)}
          className="inline-flex items-center gap-1 rounded-md text-xs font-semibold text-accent-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Gamepad2 aria-hidden="true" className="size-3.5" />
          {t("quests.gamesThatCount")}
        </button>
      ) : null}
    </div>
  );
}
