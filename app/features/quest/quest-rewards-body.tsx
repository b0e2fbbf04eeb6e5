import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { QuestActions } from "./quest-card.tsx";
import { QuestDialogFrame } from "./quest-dialog-parts.tsx";
import { useQuestById } from "./quest-lookup.ts";
import { questName } from "./quest-text.ts";
import { RewardList } from "./reward-list.tsx";

/** `quest-rewards` (value: the quest's id): what completing it gives, and the claim. */
export default function QuestRewardsBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { quest, isPending } = useQuestById(value);
  const hasBonus = quest?.rewards.some((reward) => reward.kind !== "points") ?? false;
  return (
    <QuestDialogFrame isPending={isPending} found={quest !== undefined} close={close}>
      {quest ? (
        <div className="space-y-4" data-testid="quest-rewards">
          <p className="text-sm text-muted">
            {quest.state === 3
              ? t("quest-rewards.ready", { quest: questName(quest, locale) })
              : t("quest-rewards.promise", { quest: questName(quest, locale) })}
          </p>
          <RewardList rewards={quest.rewards} />
          <p className="text-xs text-muted">
            {t("quest-rewards.how")}
            {hasBonus ? ` ${t("quest-rewards.howBonus")}` : null}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {quest.state === 3 ? <QuestActions quest={quest} /> : null}
            {hasBonus && quest.rewardsClaimed ? (
              <Link
                to={localize("/profile/bonuses")}
                onClick={close}
                className={buttonClass("secondary")}
              >
                {t("quest-rewards.myBonuses")}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </QuestDialogFrame>
  );
}
