import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../contracts/events.ts";
import {
  questTaskUpdatedMessageSchema,
  questUpdatedMessageSchema,
  type Quest,
} from "../../../contracts/quest.ts";
import { trackEvent } from "../../lib/analytics.ts";
import { useRealtimeChannel, useResyncAfterReconnect } from "../../lib/realtime/use-realtime.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { questQueryKeys, storeQuest, useQuestOwner, useQuests } from "./quest-api.ts";
import { questName, questStateLabel } from "./quest-text.ts";
import { questUpdated, taskUpdated, type QuestNotice, type QuestUpdate } from "./quest-updates.ts";
import { taskTitle } from "./task-text.ts";

/**
 * retention:quests#{playerId} for the whole app (mounted once in the root): quests and tasks
 * are written into the list's cache as they change, so every bar on screen moves, and the
 * alerts and events of SPEC §4 follow.
 */
export function QuestRealtime(): null {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { playerId, currency } = useQuestOwner();
  // The list the rules compare with is always at hand for a signed-in player.
  useQuests();

  const key = questQueryKeys.list(playerId ?? "guest", currency);
  const reload = () => {
    if (playerId) void queryClient.invalidateQueries({ queryKey: questQueryKeys.all(playerId) });
  };

  function announce(notice: QuestNotice): void {
    const name = questName(notice.quest, locale);
    switch (notice.kind) {
      case "issued":
        showAlert({
          type: "success",
          title: "quests.questIssued.title",
          description: "quests.questIssued.description",
          params: { questName: name, name },
        });
        return;
      case "stateChanged":
        showAlert({
          type: "attention",
          title: "quests.stateChanged.title",
          description: "quests.stateChanged.description",
          params: { questName: name, name, status: questStateLabel(t, notice.state) },
        });
        return;
      case "taskCompleted":
        showAlert({
          type: "success",
          title: "quests.taskCompleted.title",
          description: "quests.taskCompleted.description",
          params: { questName: name, taskName: taskTitle(t, notice.task, locale) },
        });
    }
  }

  function follow(update: QuestUpdate): void {
    update.notices.forEach(announce);
    for (const signal of update.signals) {
      trackEvent(signal.kind === "completed" ? "quest_completed" : "quest_expired", {
        questId: signal.quest.id,
        quest: signal.quest.identity,
      });
    }
    if (update.reload) reload();
  }

  useRealtimeChannel<RealtimeMessage>(
    playerId ? channels.retentionQuests(playerId) : null,
    (message) => {
      if (!playerId) return;
      const list = queryClient.getQueryData<Quest[]>(key);
      if (message.event === RealtimeEvent.QUEST_UPDATED) {
        const parsed = questUpdatedMessageSchema.safeParse(message);
        if (!parsed.success) return;
        const { event: _event, ...quest } = parsed.data;
        const update = questUpdated(list, quest);
        storeQuest(queryClient, playerId, quest);
        follow(update);
      } else if (message.event === RealtimeEvent.QUEST_TASK_UPDATED) {
        const parsed = questTaskUpdatedMessageSchema.safeParse(message);
        if (!parsed.success) return;
        const { event: _event, ...task } = parsed.data;
        const update = taskUpdated(list, task);
        if (update.list) queryClient.setQueryData(key, update.list);
        follow(update);
      }
    },
  );
  useResyncAfterReconnect(reload);
  return null;
}
