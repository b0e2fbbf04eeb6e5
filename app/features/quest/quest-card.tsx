import { Clock, ListChecks, Trophy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Quest } from "../../../contracts/quest.ts";
import { isApiError } from "../../lib/api-client.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useQuestAction, type QuestAction } from "./quest-api.ts";
import { questDescription, questEnd, questName, questStateLabel, timeLeft } from "./quest-text.ts";
import { RewardList } from "./reward-list.tsx";
import { TaskProgress } from "./task-progress.tsx";

/** The time now, renewed every minute (countdowns). Client only: quests are never rendered by the server. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const BADGE: Record<Quest["state"], string> = {
  1: "bg-raised text-muted",
  2: "bg-accent/15 text-accent-text",
  3: "bg-win/15 text-win-text",
  5: "bg-raised text-muted",
  6: "bg-raised text-muted",
};

/** Start, leave or claim, with the server's refusal in words. */
export function QuestActions({ quest, size = "md" }: { quest: Quest; size?: "sm" | "md" }) {
  const { t } = useTranslation("layout");
  const action: QuestAction | null =
    quest.state === 1
      ? "activate"
      : quest.state === 2
        ? "cancel"
        : quest.state === 3 && !quest.rewardsClaimed
          ? "claim"
          : null;
  const mutation = useQuestAction(action ?? "activate");
  if (!action) return null;
  const label =
    action === "activate"
      ? t("quests.start")
      : action === "cancel"
        ? t("quests.leave")
        : t("quests.claim");
  const variant = action === "claim" ? "win" : action === "activate" ? "primary" : "ghost";
  const error = mutation.error;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={buttonClass(variant, size === "sm" ? "sm" : "md")}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(quest.id)}
        data-quest-action={action}
      >
        {label}
      </button>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {isApiError(error) && error.status > 0 ? error.message : t("quests.actionFailed")}
        </p>
      ) : null}
    </div>
  );
}

/** A quest: name, state, time left, tasks with live progress, rewards and what to do next. */
export function QuestCard({ quest, compact = false }: { quest: Quest; compact?: boolean }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const { open } = useUrlModal();
  const now = useMinuteClock();
  const name = questName(quest, locale);
  const description = questDescription(quest, locale);
  const end = questEnd(quest);
  const headingId = `quest-${quest.id}`;
  const tasks = compact ? quest.tasks.filter((task) => !task.isCompleted).slice(0, 2) : quest.tasks;
  return (
    <article
      aria-labelledby={headingId}
      data-quest={quest.identity}
      className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-text">
            {name}
          </h3>
          {end ? (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted">
              <Clock aria-hidden="true" className="size-3.5" />
              {t("quests.endsIn", { when: timeLeft(end, now, locale) })}
            </p>
          ) : null}
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold first-letter:uppercase ${BADGE[quest.state]}`}
        >
          {questStateLabel(t, quest.state)}
        </span>
      </header>
      {description && !compact ? <p className="text-sm text-muted">{description}</p> : null}
      {tasks.length > 0 ? (
        <ol className="space-y-3">
          {tasks.map((task) => (
            <li key={task.id}>
              <TaskProgress task={task} compact={compact} />
            </li>
          ))}
        </ol>
      ) : null}
      {!compact ? <RewardList rewards={quest.rewards} /> : null}
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <QuestActions quest={quest} size={compact ? "sm" : "md"} />
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={buttonClass("ghost", "sm")}
            onClick={() => open("quest-tasks", quest.id)}
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {t("quests.tasksLink")}
            <span className="sr-only">{`: ${name}`}</span>
          </button>
          <button
            type="button"
            className={buttonClass("ghost", "sm")}
            onClick={() => open("quest-rewards", quest.id)}
          >
            <Trophy aria-hidden="true" className="size-4" />
            {t("quests.rewardsLink")}
            <span className="sr-only">{`: ${name}`}</span>
          </button>
        </div>
      </footer>
    </article>
  );
}
