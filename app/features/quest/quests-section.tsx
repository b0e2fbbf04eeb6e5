import { Swords } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Quest } from "../../../contracts/quest.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { SectionHeading } from "../../ui/page-heading.tsx";
import { LoadingRegion, Skeleton } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useQuestOwner, useQuests } from "./quest-api.ts";
import { QuestCard } from "./quest-card.tsx";

/** Started quests first, then those to claim, then those waiting to start. */
export function byUrgency(quests: readonly Quest[]): Quest[] {
  const rank = (quest: Quest) => (quest.state === 3 ? 0 : quest.state === 2 ? 1 : 2);
  return [...quests].sort((a, b) => rank(a) - rank(b));
}

/** Home: the signed-in player's quests at a glance, the hub behind "All quests". */
export function QuestsSection() {
  const { t } = useTranslation("layout");
  const { playerId } = useQuestOwner();
  const { open } = useUrlModal();
  const quests = useQuests();
  if (playerId === null) return null;
  const shown = byUrgency(quests.data ?? []).slice(0, 3);
  return (
    <section aria-labelledby="home-quests">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading id="home-quests">
          <span className="inline-flex items-center gap-2">
            <Swords aria-hidden="true" className="size-5 text-accent-text" />
            {t("quests.title")}
          </span>
        </SectionHeading>
        <button
          type="button"
          className={buttonClass("secondary", "sm", "mb-4")}
          onClick={() => open("quests-hub")}
        >
          {t("quests.all")}
        </button>
      </div>
      {quests.isPending ? (
        <LoadingRegion label={t("quests.loading")}>
          <div className="grid gap-4 md:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-48 rounded-2xl" />
            ))}
          </div>
        </LoadingRegion>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
          {quests.isError ? t("quests.loadFailed") : t("quests.none")}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {shown.map((quest) => (
            <li key={quest.id}>
              <QuestCard quest={quest} compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
