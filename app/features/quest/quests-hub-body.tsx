import { Swords } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Quest } from "../../../contracts/quest.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { useQuests } from "./quest-api.ts";
import { QuestCard } from "./quest-card.tsx";
import { QuestDialogFrame } from "./quest-dialog-parts.tsx";

const GROUPS: { state: Quest["state"]; key: string }[] = [
  { state: 3, key: "quests-hub.toClaim" },
  { state: 2, key: "quests-hub.started" },
  { state: 1, key: "quests-hub.waiting" },
];

/** `quests-hub`: every quest of the player, to claim, in progress and waiting to start. */
export default function QuestsHubBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const quests = useQuests();
  const list = quests.data ?? [];
  return (
    <QuestDialogFrame isPending={quests.isPending} found close={close}>
      {list.length === 0 ? (
        <EmptyState
          icon={Swords}
          headingLevel={3}
          title={t("quests-hub.emptyTitle")}
          description={quests.isError ? t("quests-hub.failed") : t("quests-hub.emptyText")}
        />
      ) : (
        <div className="space-y-5" data-testid="quests-hub">
          {GROUPS.map((group) => {
            const quests = list.filter((quest) => quest.state === group.state);
            if (quests.length === 0) return null;
            return (
              <section key={group.state} aria-label={t(group.key)}>
                <h3 className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">
                  {t(group.key)}
                </h3>
                <ul className="space-y-3">
                  {quests.map((quest) => (
                    <li key={quest.id}>
                      <QuestCard quest={quest} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </QuestDialogFrame>
  );
}
