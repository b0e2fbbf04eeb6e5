import { Coins, Gift, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localeTag } from "../../../contracts/locale.ts";
import type { PlayerQuestReward } from "../../../contracts/quest.ts";
import { localizedText } from "../../lib/localized-text.ts";
import { useLocale } from "../../lib/use-localized-path.ts";

/** What a quest gives: points, a bonus, free spins. */
export function rewardText(
  t: ReturnType<typeof useTranslation>["t"],
  reward: PlayerQuestReward,
  locale: string,
): string {
  if (reward.kind === "points") {
    return t("quests.rewardPoints", {
      count: reward.points,
      points: new Intl.NumberFormat(localeTag(locale)).format(reward.points),
    });
  }
  return localizedText(reward.name, locale);
}

export function RewardList({ rewards }: { rewards: readonly PlayerQuestReward[] }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  if (rewards.length === 0) {
    return <p className="text-sm text-muted">{t("quests.noRewards")}</p>;
  }
  return (
    <ul className="flex flex-wrap gap-2">
      {rewards.map((reward, index) => {
        const Icon = reward.kind === "points" ? Coins : reward.kind === "bonus" ? Gift : Sparkles;
        return (
          <li
            key={index}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-raised px-3 py-1 text-xs font-semibold text-text"
          >
            <Icon aria-hidden="true" className="size-3.5 text-win-text" />
            {rewardText(t, reward, locale)}
          </li>
        );
      })}
    </ul>
  );
}
